/*
 * format.c: Spark UI number formatting (see include/sparkdx/format.h).
 * UIUtils.formatDuration and Utils.bytesToString were read from Spark's
 * source; the thresholds and rounding here follow them.
 */
#include "sparkdx/format.h"

#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
#include <time.h>

void sdx_fmt_duration(int64_t ms, char out[32])
{
    if (ms < 100) {
        snprintf(out, 32, "%lld ms", (long long)ms);
        return;
    }
    double s = (double)ms / 1000.0;
    if (s < 1)
        snprintf(out, 32, "%.1f s", s);
    else if (s < 60)
        snprintf(out, 32, "%.0f s", s);
    else if (s / 60 < 10)
        snprintf(out, 32, "%.1f min", s / 60);
    else if (s / 60 < 60)
        snprintf(out, 32, "%.0f min", s / 60);
    else
        snprintf(out, 32, "%.1f h", s / 3600);
}

void sdx_fmt_bytes(int64_t bytes, char out[32])
{
    static const char *const units[] = {"B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
    double v = (double)bytes;
    int u = 0;
    for (int i = 6; i >= 1; i--) {
        double unit = (double)((uint64_t)1 << (10 * i));
        if ((double)bytes >= 2 * unit) {
            v = (double)bytes / unit;
            u = i;
            break;
        }
    }
    snprintf(out, 32, "%.1f %s", v, units[u]);
}

void sdx_fmt_date(int64_t ms, char out[32])
{
    time_t t = (time_t)(ms / 1000);
    struct tm tm;
    gmtime_r(&t, &tm);
    strftime(out, 32, "%Y-%m-%d %H:%M:%S", &tm);
}

void sdx_fmt_count(int64_t v, char out[32])
{
    char d[32];
    /* the magnitude as unsigned: -INT64_MIN does not fit in an int64 */
    uint64_t u = v < 0 ? (uint64_t)0 - (uint64_t)v : (uint64_t)v;
    snprintf(d, sizeof d, "%llu", (unsigned long long)u);
    size_t n = strlen(d), k = 0;
    if (v < 0)
        out[k++] = '-';
    for (size_t i = 0; i < n && k < 30; i++) {
        if (i && (n - i) % 3 == 0)
            out[k++] = ',';
        out[k++] = d[i];
    }
    out[k] = 0;
}

void sdx_fmt_ms_short(double ms, char out[32])
{
    if (ms < 0 || !isfinite(ms))
        snprintf(out, 32, "?");
    else if (ms < 1000)
        snprintf(out, 32, "%.0f ms", ms);
    else if (ms < 60000)
        snprintf(out, 32, "%.1f s", ms / 1000);
    else if (ms < 3600000)
        snprintf(out, 32, "%.1f min", ms / 60000);
    else
        snprintf(out, 32, "%.1f h", ms / 3600000);
}

int64_t sdx_parse_spark_bytes(const char *v, int64_t dflt)
{
    if (!v || !*v)
        return dflt;
    char *end;
    double x = strtod(v, &end);
    if (end == v || !isfinite(x))
        return dflt;
    while (*end == ' ')
        end++;
    double mul = 1;
    switch (tolower((unsigned char)*end)) {
    case 'k': mul = 1024.0; break;
    case 'm': mul = 1024.0 * 1024; break;
    case 'g': mul = 1024.0 * 1024 * 1024; break;
    case 't': mul = 1024.0 * 1024 * 1024 * 1024; break;
    default: break;
    }
    double r = x * mul;
    if (r >= 9223372036854775807.0)
        return INT64_MAX;
    if (r <= -9223372036854775808.0)
        return INT64_MIN;
    return (int64_t)r;
}
