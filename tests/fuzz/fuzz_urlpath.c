/*
 * fuzz_urlpath.c: libFuzzer target for the CLI's address and request-path
 * parsers (src/urlpath.c, compiled in: they are not in the library): the
 * split of a History Server / driver address (cli_url_parse), the /logs
 * path match of `serve`, %-decoding, and the path check that refuses "."
 * and ".." segments. Properties checked, not only crashes: any path with
 * "/.." appended is refused; a refused path stays refused with a prefix
 * "/api/v1"; parsed fields are NUL-terminated within their buffers.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../../src/urlpath.c"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > 16384)
        return 0;
    char *s = malloc(size + 16);
    char *t = malloc(size + 32);
    if (!s || !t) {
        free(s);
        free(t);
        return 0;
    }
    memcpy(s, data, size);
    s[size] = '\0';   /* a NUL inside ends the string, as in a C caller */
    cli_url u;
    if (cli_url_parse(s, &u) == 0) {
        if (strlen(u.base) >= sizeof u.base || strlen(u.app) >= sizeof u.app || strlen(u.attempt) >= sizeof u.attempt)
            abort();
    }
    char app[512], att[512];
    if (cli_logs_path(s, app, sizeof app, att, sizeof att) && strlen(app) == 0)
        abort();   /* a /logs path names an application */
    char dec[1024];
    cli_pct_decode(s, dec, sizeof dec);
    int esc = cli_path_escapes(s);
    snprintf(t, size + 32, "%s/..", s);
    if (!cli_path_escapes(t))
        abort();   /* a trailing ".." segment is always refused */
    snprintf(t, size + 32, "/api/v1/%s", s);
    if (esc && !cli_path_escapes(t))
        abort();
    free(s);
    free(t);
    return 0;
}
