/*
 * format.h: numbers the way the Spark UI prints them, for every text
 * renderer (stages, report): UIUtils.formatDuration, Utils.bytesToString,
 * UIUtils.formatDate (local time is not used: dates are UTC here).
 */
#ifndef SPARKDX_FORMAT_H
#define SPARKDX_FORMAT_H

#include <stdint.h>

/* "42 ms", "0.5 s", "12 s", "1.5 min", "25 min", "2.1 h" */
void sdx_fmt_duration(int64_t ms, char out[32]);
/* "512.0 B", "3.1 KiB", "1.5 GiB" (switches unit at 2x, like Spark) */
void sdx_fmt_bytes(int64_t bytes, char out[32]);
/* The short durations of sparkdx's own texts (report, diff): "850 ms",
 * "3.8 s", "2.5 min", "1.2 h"; "?" when negative or not a number. */
void sdx_fmt_ms_short(double ms, char out[32]);
/* A size as Spark's configuration writes it ("10m", "10485760", "1.5g",
 * "-1"): a number with an optional k/m/g/t suffix (binary units, any case,
 * "b" or none = bytes; another suffix is taken as bytes). dflt when v is
 * NULL, empty or not a number; saturates at the int64 range. */
int64_t sdx_parse_spark_bytes(const char *v, int64_t dflt);
/* "9,609,600" (commas every three digits, a sign when negative) */
void sdx_fmt_count(int64_t v, char out[32]);
/* "2015-02-03 16:42:59" (UTC) */
void sdx_fmt_date(int64_t epoch_ms, char out[32]);

#endif
