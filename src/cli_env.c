/*
 * cli_env.c: the environment variables the library used to read itself
 * (issue 11: lib/ never calls getenv), read here once at start-up and handed
 * to the library as its options, with the same meaning as before:
 *   SPARKDX_MMAP=0          plain files are read, not mapped
 *   SPARKDX_READAHEAD=0     no read-ahead thread
 *   SPARKDX_AHEAD_DECODE=0  no decoding on the read-ahead thread; =test: every
 *                           part read ahead in 64 KiB chunks, each decoded there
 *   SPARKDX_NO_FAST_PATH    (set, any value) every TaskEnd through the JSON tape
 *   SPARKDX_NO_AVX2=1       the SSE2 JSON reader (any value but empty or 0...)
 * It also installs the SIGBUS guard, without which the library maps nothing.
 * cli_locale_utf8 reads LC_ALL / LC_CTYPE / LANG for the report's sparklines
 * (Unicode blocks, or ASCII in a non-UTF-8 locale).
 */
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "sparkdx/io.h"
#include "sparkdx/model.h"

static int env_is(const char *name, const char *value)
{
    const char *e = getenv(name);
    return e && !strcmp(e, value);
}

void cli_env_apply(void)
{
    int flags = 0;
    if (env_is("SPARKDX_MMAP", "0"))
        flags |= SDX_NO_MMAP;
    if (env_is("SPARKDX_READAHEAD", "0"))
        flags |= SDX_NO_READAHEAD;
    if (env_is("SPARKDX_AHEAD_DECODE", "0"))
        flags |= SDX_NO_AHEAD_DECODE;
    if (env_is("SPARKDX_AHEAD_DECODE", "test"))
        flags |= SDX_AHEAD_DECODE_TEST;
    if (getenv("SPARKDX_NO_FAST_PATH"))
        flags |= SDX_NO_FAST_PATH;
    const char *e = getenv("SPARKDX_NO_AVX2");
    if (e && *e && *e != '0')
        flags |= SDX_NO_AVX2;
    sdx_model_set_default_flags(flags);
    sdx_io_install_sigbus_guard();
}

int cli_locale_utf8(void)
{
    static const char *const vars[] = {"LC_ALL", "LC_CTYPE", "LANG"};
    for (size_t i = 0; i < sizeof vars / sizeof vars[0]; i++) {
        const char *v = getenv(vars[i]);
        if (!v || !*v)
            continue;
        return strcasestr(v, "utf-8") || strcasestr(v, "utf8");
    }
    return 1;
}
