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
/* "2015-02-03 16:42:59" (UTC) */
void sdx_fmt_date(int64_t epoch_ms, char out[32]);

#endif
