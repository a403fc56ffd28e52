/*
 * harness.h: the unit-test harness. A test file defines tests with TEST(name)
 * and checks with CHECK / CHECK_EQ_INT / CHECK_EQ_STR; the harness's main()
 * runs them all and prints one "PASS <file>:<test>" or "FAIL <file>:<test>"
 * line per test (plus the failed checks), which tests/run.sh counts.
 * A test that cannot run (missing ../shared) calls SKIP("why").
 *
 * Paths: T_SHARED is the shared/ folder (env SPARKDX_SHARED, default
 * "../shared"); T_SRCDIR is the project root (tests run from it).
 */
#ifndef SPARKDX_TEST_HARNESS_H
#define SPARKDX_TEST_HARNESS_H

#include <stdio.h>
#include <string.h>
#include <stdint.h>
#include <inttypes.h>

typedef void (*t_fn)(void);
void t_register(const char *name, t_fn fn);
void t_fail(const char *file, int line, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
void t_skip(const char *why);
int t_failed_now(void);
const char *t_shared(void);          /* path to shared/, or NULL when absent */

#define TEST(name)                                                            \
    static void name(void);                                                   \
    __attribute__((constructor)) static void t_reg_##name(void) { t_register(#name, name); } \
    static void name(void)

#define CHECK(c)                                                              \
    do { if (!(c)) t_fail(__FILE__, __LINE__, "CHECK(%s)", #c); } while (0)
#define CHECK_EQ_INT(a, b)                                                    \
    do { long long a_ = (long long)(a), b_ = (long long)(b);                  \
         if (a_ != b_) t_fail(__FILE__, __LINE__, "%s == %lld, expected %s == %lld", #a, a_, #b, b_); } while (0)
#define CHECK_EQ_STR(a, b)                                                    \
    do { const char *a_ = (a), *b_ = (b);                                     \
         if (!a_ || !b_ || strcmp(a_, b_) != 0)                               \
             t_fail(__FILE__, __LINE__, "%s == \"%s\", expected \"%s\"", #a, a_ ? a_ : "(null)", b_ ? b_ : "(null)"); } while (0)
#define SKIP(why) do { t_skip(why); return; } while (0)
/* The real Spark logs the project generated (tests/spark/logs: every codec,
 * rolling, in progress, Spark 3.5 and 4.x): fn on each. Returns how many, or
 * -1 when a folder of them cannot be read (the caller skips). */
struct sdx_logref;
int t_spark_logs(void (*fn)(const struct sdx_logref *log, void *ctx), void *ctx);
/* The report of the first log at `path` (its model in *m, both freed by the
 * caller), or NULL with *m NULL when the log cannot be read or reported. */
struct sdx_model;
struct sdx_report;
struct sdx_report *t_report_path(const char *path, struct sdx_model **m);
/* The sorted names of the *.txt files of dir (the failure-text fixtures),
 * NULL when dir cannot be read; *n their count. t_free_names frees them. */
char **t_txt_files(const char *dir, size_t *n);
void t_free_names(char **names, size_t n);
/* Skip the test when shared/ is not present. Declares `const char *shared`. */
#define NEED_SHARED(var) const char *var = t_shared(); if (!var) SKIP("../shared not present")

#endif
