/*
 * fuzz_mcp.c: libFuzzer target for the MCP protocol layer (lib/mcp).
 *
 * The input is a session: lines, each handed to sdx_mcp_handle in order on
 * one server (so the session state is fuzzed too); work (tools/call,
 * resources/read, resources/list) is done with sdx_mcp_work against a log
 * directory that does not exist (no file is read: every call ends in a
 * tool error or a JSON-RPC error, which exercises the argument checks).
 * Every answer must be one line of valid JSON, an object with
 * "jsonrpc":"2.0". Any violation aborts.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "sparkdx/json.h"
#include "sparkdx/mcp.h"

#define REQUIRE(c)                                                             \
    do {                                                                       \
        if (!(c))                                                              \
            abort();                                                           \
    } while (0)

static void check_answer(sdx_jdoc *d, const sdx_buf *out)
{
    if (!out->len)
        return;
    REQUIRE(out->data[out->len - 1] == '\n');
    REQUIRE(memchr(out->data, '\n', out->len) == out->data + out->len - 1);
    sdx_error e;
    REQUIRE(sdx_json_parse(d, out->data, out->len, &e) == 0);
    REQUIRE(sdx_json_type(d, 0) == SDX_JOBJECT);
    REQUIRE(sdx_json_str_eq(d, sdx_json_get(d, 0, "jsonrpc"), "2.0"));
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    sdx_mcp_opts o = {.logs_dir = "/nonexistent/sparkdx-fuzz-logs", .version = "fuzz", .timeout_s = 1};
    sdx_mcp *s = sdx_mcp_new(&o);
    if (!s)
        return 0;
    sdx_jdoc d;
    sdx_jdoc_init(&d);
    sdx_buf out;
    sdx_buf_init(&out);
    const char *p = (const char *)data, *end = p + size;
    while (p < end) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        size_t n = nl ? (size_t)(nl - p) : (size_t)(end - p);
        sdx_mcp_msg m;
        out.len = 0;
        int k = sdx_mcp_handle(s, p, n, &m, &out);
        REQUIRE(k >= 0);
        check_answer(&d, &out);
        if (k == SDX_MCP_WORK) {
            REQUIRE(m.id && m.method && m.params);
            out.len = 0;
            sdx_mcp_work(s, &m, &out);
            REQUIRE(out.len > 0);
            check_answer(&d, &out);
        } else if (k == SDX_MCP_CANCEL) {
            REQUIRE(m.id != NULL);
        } else {
            REQUIRE(m.id == NULL);
        }
        sdx_mcp_msg_free(&m);
        p += n + (nl ? 1 : 0);
    }
    sdx_buf_free(&out);
    sdx_jdoc_free(&d);
    sdx_mcp_free(s);
    return 0;
}
