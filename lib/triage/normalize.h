/*
 * normalize.h: the line normalizer of failure triage. It turns raw bytes of
 * a pasted or collected failure text into clean logical lines, removing the
 * damage real inputs carry, before any Spark-specific parsing happens:
 *
 *   CR / progress bars ([Stage 3:==>  (12 + 4) / 200]) / ANSI colours,
 *   markdown quoting ("> "), sbt/maven "[info]" prefixes, pytest "E   " gutters,
 *   CI timestamps (GitHub Actions, Jenkins), docker-compose / kubectl prefixes,
 *   log4j record headers (stripped; level and "a record starts here" kept),
 *   JSON log records (any string value under any key: docker / CRI, Fluent
 *   Bit, log4j2 / ECS / logstash layouts, Spark 4 structured logs),
 *   escaped newlines inside JSON strings or Python reprs ("\n\tat ..."),
 *   stacks flattened onto one line ("... at a.B.c(B.java:1) at ...").
 *
 * Streaming: bytes in any chunking in, one callback per logical line out.
 * Memory is bounded: a physical line longer than TG_NORM_MAX_LINE is cut.
 */
#ifndef SPARKDX_TG_NORMALIZE_H
#define SPARKDX_TG_NORMALIZE_H

#include <stddef.h>
#include <stdint.h>

#define TG_NORM_MAX_LINE (1u << 20)

enum {
    TG_LVL_NONE = 0,
    TG_LVL_TRACE,
    TG_LVL_DEBUG,
    TG_LVL_INFO,
    TG_LVL_WARN,
    TG_LVL_ERROR,
    TG_LVL_FATAL
};

typedef struct tg_line {
    const char *s;        /* the cleaned text (not NUL-terminated), valid during the callback */
    size_t n;
    int level;            /* TG_LVL_* of the log record header, or TG_LVL_NONE */
    int record_start;     /* a log record header (or JSON record) started this line */
    uint64_t lineno;      /* 1-based physical input line it came from */
    int32_t tod;          /* time of day of its log record header in seconds, -1 when none */
} tg_line;

typedef void (*tg_line_fn)(void *ctx, const tg_line *line);

typedef struct tg_norm tg_norm;

tg_norm *tg_norm_new(tg_line_fn fn, void *ctx);
void tg_norm_feed(tg_norm *nm, const char *p, size_t n);
/* Flush the last line (one without '\n'). */
void tg_norm_finish(tg_norm *nm);
void tg_norm_free(tg_norm *nm);

uint64_t tg_norm_lines(const tg_norm *nm);
uint64_t tg_norm_bytes(const tg_norm *nm);
uint64_t tg_norm_truncated(const tg_norm *nm);
/* An allocation failed since tg_norm_new: lines were lost or cut, so what
 * was emitted is not the text (the engine reports out of memory). */
int tg_norm_oom(const tg_norm *nm);

#endif
