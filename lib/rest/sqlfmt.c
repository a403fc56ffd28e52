/*
 * sqlfmt.c: the SQL tab's display strings, made from the model's numbers
 * (sdx_sql_metric_value) the way SQLMetrics.stringValue (MetricUtils in
 * Spark 4) prints them, with the Java formatting it relies on:
 * NumberFormat's grouping, String.format's "%.1f" of FloatingDecimal digits,
 * Utils.bytesToString and Utils.msDurationToString (float arithmetic).
 * The model aggregates (lib/model/sql.c); this file only formats, so the
 * History Server's /sql answers stay byte-identical.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sparkdx/json.h"
#include "sparkdx/model.h"
#include "sparkdx/rest.h"

/* NumberFormat.getIntegerInstance(Locale.US).format(long) */
static void java_int_group(int64_t v, sdx_buf *out)
{
    char tmp[40];
    int n = 0;
    uint64_t u = v < 0 ? 0 - (uint64_t)v : (uint64_t)v;
    int digits = 0;
    do {
        if (digits && digits % 3 == 0)
            tmp[n++] = ',';
        tmp[n++] = (char)('0' + (int)(u % 10));
        u /= 10;
        digits++;
    } while (u);
    if (v < 0)
        tmp[n++] = '-';
    while (n > 0)
        sdx_buf_putc(out, tmp[--n]);
}

/* The decimal digits Java's (JDK 17) FloatingDecimal gives a double d > 0,
 * which Formatter and DecimalFormat round: value = 0.dig * 10^decexp.
 * Integral values below 2^63 are printed from the long, with the digits
 * below the double's precision rounded away (its "easy case"); others use
 * the shortest representation. */
static void java_digits(double d, char *dig, int *ndig, int *dexp)
{
    int nd = 0, decexp = 0;
    int bexp;
    frexp(d, &bexp);   /* d = m * 2^bexp, 0.5 <= m < 1: Java's binExp = bexp - 1 */
    if (d == floor(d) && d < 9223372036854775808.0) {
        static const int insignificant[] = {0, 0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6,
                                            6, 6, 7, 7, 7, 8, 8, 8, 9, 9, 9, 9, 10, 10, 10, 11, 11, 11, 12, 12,
                                            12, 12, 13, 13, 13, 14, 14, 14, 15, 15, 15, 15, 16, 16, 16, 17, 17,
                                            17, 18, 18, 18, 19};
        int binexp = bexp - 1, drop = 0;
        if (binexp > 53) {
            int p2 = binexp - 53 - 1;
            if (p2 > 1 && p2 < (int)(sizeof insignificant / sizeof *insignificant))
                drop = insignificant[p2];
        }
        uint64_t lv = (uint64_t)d;
        if (drop) {
            uint64_t pow10 = 1;
            for (int i = 0; i < drop; i++)
                pow10 *= 10;
            uint64_t residue = lv % pow10;
            lv /= pow10;
            decexp += drop;
            if (residue >= pow10 / 2)
                lv++;
        }
        char tmp[24];
        int n = snprintf(tmp, sizeof tmp, "%llu", (unsigned long long)lv);
        memcpy(dig, tmp, (size_t)n);
        nd = n;
        decexp += n;
    } else {
        char s[32];
        sdx_json_fmt_double(d, s);
        int intdigits = 0, point = 0, exp10 = 0;
        for (const char *p = s; *p; p++) {
            if (*p == 'E') {
                exp10 = atoi(p + 1);
                break;
            }
            if (*p == '.') {
                point = 1;
                continue;
            }
            if (nd < 40)
                dig[nd++] = *p;
            if (!point)
                intdigits++;
        }
        decexp = intdigits + exp10;
    }
    int lead = 0;
    while (lead < nd - 1 && dig[lead] == '0')
        lead++;
    memmove(dig, dig + lead, (size_t)(nd - lead));
    nd -= lead;
    decexp -= lead;
    while (nd > 1 && dig[nd - 1] == '0')
        nd--;
    *ndig = nd;
    *dexp = decexp;
}

/* String.format(Locale.US, "%.<prec>f", d): the FloatingDecimal digits
 * rounded half-up at `prec` decimals (FormattedFloatingDecimal),
 * zero-filled, no grouping. */
static void java_fixed(double d, int prec, sdx_buf *out)
{
    if (d != d) {
        sdx_buf_puts(out, "NaN");
        return;
    }
    if (signbit(d)) {
        sdx_buf_putc(out, '-');
        d = -d;
    }
    if (isinf(d)) {
        sdx_buf_puts(out, "Infinity");
        return;
    }
    char dig[48];
    int nd = 0, decexp = 0;   /* value = 0.dig * 10^decexp */
    if (d == 0) {
        dig[nd++] = '0';
        decexp = 1;
    } else {
        java_digits(d, dig, &nd, &decexp);
    }
    /* applyPrecision: keep decexp + prec digits, half-up */
    int keep = decexp + prec;
    if (keep >= 0 && keep < nd) {
        if (keep == 0) {
            if (dig[0] >= '5') {
                dig[0] = '1';
                nd = 1;
                decexp++;
            } else {
                dig[0] = '0';
                nd = 1;
            }
        } else if (dig[keep] >= '5') {
            int i = keep - 1;
            while (i >= 0 && dig[i] == '9')
                i--;
            if (i < 0) {
                dig[0] = '1';
                nd = 1;
                decexp++;
            } else {
                dig[i]++;
                nd = i + 1;
            }
        } else {
            nd = keep;
        }
    }
    /* fill */
    if (decexp > 0) {
        for (int i = 0; i < decexp; i++)
            sdx_buf_putc(out, i < nd ? dig[i] : '0');
    } else {
        sdx_buf_putc(out, '0');
    }
    if (prec > 0) {
        sdx_buf_putc(out, '.');
        for (int k = 0; k < prec; k++) {
            int pos = decexp + k;   /* index into dig of the k-th decimal */
            sdx_buf_putc(out, pos >= 0 && pos < nd ? dig[pos] : '0');
        }
    }
}

void sdx_java_bytes_to_string(int64_t size, sdx_buf *out)
{
    static const char *const suffix[] = {"EiB", "PiB", "TiB", "GiB", "MiB", "KiB", "B"};
    int i = 0;
    while (i < 6 && size < ((int64_t)2 << (10 * (6 - i))))
        i++;
    double unit = (double)((int64_t)1 << (10 * (6 - i)));
    java_fixed((double)size / unit, 1, out);
    sdx_buf_putc(out, ' ');
    sdx_buf_puts(out, suffix[i]);
}

void sdx_java_ms_duration_to_string(int64_t ms, sdx_buf *out)
{
    /* Java divides t.toFloat by an Int: float arithmetic, then %.Nf of the float */
    if (ms < 1000) {
        sdx_buf_printf(out, "%lld ms", (long long)ms);
    } else if (ms < 60 * 1000) {
        volatile float f = (float)ms / 1000.0f;
        java_fixed((double)f, 1, out);
        sdx_buf_puts(out, " s");
    } else if (ms < 60 * 60 * 1000) {
        volatile float f = (float)ms / 60000.0f;
        java_fixed((double)f, 1, out);
        sdx_buf_puts(out, " m");
    } else {
        volatile float f = (float)ms / 3600000.0f;
        java_fixed((double)f, 2, out);
        sdx_buf_puts(out, " h");
    }
}

/* NumberFormat.getNumberInstance(Locale.US).format(v / 10.0): grouping,
 * at most three decimals (never more than one here) */
static void java_avg_number(int64_t v, sdx_buf *out)
{
    if (v > -((int64_t)1 << 50) && v < ((int64_t)1 << 50)) {   /* v / 10 exact to one decimal */
        int64_t q = v / 10, r = v % 10;
        if (v < 0 && q == 0)
            sdx_buf_putc(out, '-');
        java_int_group(q, out);
        if (r)
            sdx_buf_printf(out, ".%d", (int)(r < 0 ? -r : r));
        return;
    }
    /* larger: the digits of the double v / 10 */
    double d = (double)v / 10.0;
    if (d < 0) {
        sdx_buf_putc(out, '-');
        d = -d;
    }
    char dig[48];
    int nd, decexp;
    java_digits(d, dig, &nd, &decexp);
    for (int i = 0; i < decexp; i++) {
        if (i && (decexp - i) % 3 == 0)
            sdx_buf_putc(out, ',');
        sdx_buf_putc(out, i < nd ? dig[i] : '0');
    }
    if (nd > decexp) {
        sdx_buf_putc(out, '.');
        for (int i = decexp; i < nd && i < decexp + 3; i++)
            sdx_buf_putc(out, dig[i]);
    }
}


static void fmt_one(int kind, int64_t v, sdx_buf *out)
{
    switch (kind) {
    case SDX_SQLM_SIZE: sdx_java_bytes_to_string(v, out); break;
    case SDX_SQLM_TIMING: sdx_java_ms_duration_to_string(v, out); break;
    case SDX_SQLM_NS_TIMING: sdx_java_ms_duration_to_string(v / 1000000, out); break;
    case SDX_SQLM_AVERAGE: java_avg_number(v, out); break;
    default:
        sdx_buf_puts(out, "[unknown] ");
        java_int_group(v, out);
        break;
    }
}

int sdx_sql_metric_format(const sdx_sql_metric_value *v, sdx_buf *out)
{
    if (v->kind == SDX_SQLM_UNAVAILABLE) {
        sdx_buf_puts(out, "N/A");
        return -1;
    }
    if (v->kind == SDX_SQLM_SUM) {
        java_int_group(v->total, out);
        return 0;
    }
    if (v->count <= 1) {
        fmt_one(v->kind, v->count ? v->min : 0, out);
        return 0;
    }
    if (v->kind == SDX_SQLM_AVERAGE) {
        sdx_buf_puts(out, "(min, med, max (stageId: taskId)):\n(");
    } else {
        sdx_buf_puts(out, "total (min, med, max (stageId: taskId))\n");
        fmt_one(v->kind, v->total, out);
        sdx_buf_puts(out, " (");
    }
    fmt_one(v->kind, v->min, out);
    sdx_buf_puts(out, ", ");
    fmt_one(v->kind, v->median, out);
    sdx_buf_puts(out, ", ");
    fmt_one(v->kind, v->max, out);
    if (v->max_stage_id >= 0)
        sdx_buf_printf(out, " (stage %lld.%lld: task %lld))", (long long)v->max_stage_id,
                       (long long)v->max_stage_attempt, (long long)v->max_task_id);
    else
        sdx_buf_puts(out, " (driver))");
    return 0;
}

int sdx_sql_string_value(const char *metric_type, const int64_t *values, size_t n, const int64_t *max4,
                         sdx_buf *out)
{
    sdx_sql_metric_value v;
    if (sdx_sql_metric_aggregate(metric_type, values, n, max4 ? max4 + 1 : NULL, &v) < 0)
        return -2;
    return sdx_sql_metric_format(&v, out);
}
