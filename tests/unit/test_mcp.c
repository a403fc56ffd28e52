/*
 * test_mcp.c: the MCP protocol layer (lib/mcp, include/sparkdx/mcp.h)
 * without a process: message handling, version negotiation, the session
 * state, ids, notifications, cancellation, errors, the tools' schemas and
 * a tool call on a real log. The SDK end to end test is tests/mcp/.
 */
#include <stdlib.h>

#include "harness.h"
#include "sparkdx/json.h"
#include "sparkdx/mcp.h"

#define LOGS "tests/spark/logs/v4"

/* Handle one line; returns the kind; the answer (if any) parsed into d. */
static int handle(sdx_mcp *s, const char *line, sdx_jdoc *d, sdx_buf *out, sdx_mcp_msg *m)
{
    out->len = 0;
    int k = sdx_mcp_handle(s, line, strlen(line), m, out);
    if (out->len) {
        sdx_error e;
        CHECK(out->data[out->len - 1] == '\n');
        CHECK(memchr(out->data, '\n', out->len) == out->data + out->len - 1);   /* one line */
        CHECK(sdx_json_parse(d, out->data, out->len, &e) == 0);
    }
    return k;
}

static int64_t err_code(sdx_jdoc *d)
{
    return sdx_json_int64_or(d, sdx_json_get(d, sdx_json_get(d, 0, "error"), "code"), 0);
}

static sdx_mcp *server(void)
{
    sdx_mcp_opts o = {.logs_dir = LOGS, .version = "test", .timeout_s = 5};
    return sdx_mcp_new(&o);
}

static void init(sdx_mcp *s, const char *version, sdx_jdoc *d, sdx_buf *out)
{
    char line[300];
    sdx_mcp_msg m;
    snprintf(line, sizeof line,
             "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"%s\","
             "\"capabilities\":{},\"clientInfo\":{\"name\":\"t\",\"version\":\"1\"}}}", version);
    CHECK_EQ_INT(handle(s, line, d, out, &m), SDX_MCP_REPLY);
}

TEST(negotiation)
{
    sdx_jdoc d;
    sdx_jdoc_init(&d);
    sdx_buf out;
    sdx_buf_init(&out);
    const char *cases[][2] = {{"2025-11-25", "2025-11-25"}, {"2025-06-18", "2025-06-18"}, {"2024-11-05", "2024-11-05"},
                              {"2099-01-01", "2025-11-25"}, {"2026-07-28", "2025-11-25"}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        sdx_mcp *s = server();
        init(s, cases[i][0], &d, &out);
        CHECK(sdx_json_str_eq(&d, sdx_json_get(&d, sdx_json_get(&d, 0, "result"), "protocolVersion"), cases[i][1]));
        sdx_mcp_free(s);
    }
    sdx_jdoc_free(&d);
    sdx_buf_free(&out);
}

TEST(session_and_errors)
{
    sdx_jdoc d;
    sdx_jdoc_init(&d);
    sdx_buf out;
    sdx_buf_init(&out);
    sdx_mcp_msg m;
    sdx_mcp *s = server();
    /* before initialize: only ping */
    CHECK_EQ_INT(handle(s, "{\"jsonrpc\":\"2.0\",\"id\":\"a\",\"method\":\"tools/list\"}", &d, &out, &m), SDX_MCP_REPLY);
    CHECK_EQ_INT(err_code(&d), SDX_MCP_INVALID_REQUEST);
    CHECK(sdx_json_str_eq(&d, sdx_json_get(&d, 0, "id"), "a"));
    CHECK_EQ_INT(handle(s, "{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"ping\"}", &d, &out, &m), SDX_MCP_REPLY);
    CHECK_EQ_INT(sdx_json_type(&d, sdx_json_get(&d, 0, "result")), SDX_JOBJECT);
    CHECK_EQ_INT(sdx_json_int64_or(&d, sdx_json_get(&d, 0, "id"), -1), 7);
    init(s, "2025-11-25", &d, &out);
    /* notifications are never answered */
    CHECK_EQ_INT(handle(s, "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}", &d, &out, &m), SDX_MCP_NONE);
    CHECK_EQ_INT(out.len, 0);
    CHECK_EQ_INT(handle(s, "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/whatever\"}", &d, &out, &m), SDX_MCP_NONE);
    CHECK_EQ_INT(handle(s, "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/cancelled\",\"params\":{\"requestId\":\"x1\"}}",
                        &d, &out, &m), SDX_MCP_CANCEL);
    CHECK_EQ_STR(m.id, "\"x1\"");
    sdx_mcp_msg_free(&m);
    /* malformed messages */
    struct { const char *line; int64_t code; } bad[] = {
        {"{", SDX_MCP_PARSE_ERROR},
        {"[{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}]", SDX_MCP_INVALID_REQUEST},
        {"42", SDX_MCP_INVALID_REQUEST},
        {"{\"jsonrpc\":\"1.0\",\"id\":1,\"method\":\"ping\"}", SDX_MCP_INVALID_REQUEST},
        {"{\"jsonrpc\":\"2.0\",\"id\":1.5,\"method\":\"ping\"}", SDX_MCP_INVALID_REQUEST},
        {"{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":7}", SDX_MCP_INVALID_REQUEST},
        {"{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\",\"params\":3}", SDX_MCP_INVALID_REQUEST},
        {"{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"nope\"}", SDX_MCP_METHOD_NOT_FOUND},
        {"{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"server/discover\"}", SDX_MCP_METHOD_NOT_FOUND},
        {"{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":{\"name\":\"nope\"}}", SDX_MCP_INVALID_PARAMS},
        {"{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":{}}", SDX_MCP_INVALID_PARAMS},
        {"{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{}}", SDX_MCP_INVALID_PARAMS},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        CHECK_EQ_INT(handle(s, bad[i].line, &d, &out, &m), SDX_MCP_REPLY);
        if (err_code(&d) != bad[i].code)
            t_fail(__FILE__, __LINE__, "'%s' answered %lld, expected %lld", bad[i].line, (long long)err_code(&d),
                   (long long)bad[i].code);
    }
    /* a response from the client is ignored */
    CHECK_EQ_INT(handle(s, "{\"jsonrpc\":\"2.0\",\"id\":9,\"result\":{}}", &d, &out, &m), SDX_MCP_NONE);
    sdx_mcp_free(s);
    sdx_jdoc_free(&d);
    sdx_buf_free(&out);
}

TEST(tools_list_schemas)
{
    sdx_jdoc d;
    sdx_jdoc_init(&d);
    sdx_buf out;
    sdx_buf_init(&out);
    sdx_mcp_msg m;
    const char *versions[] = {"2025-11-25", "2024-11-05"};
    for (int v = 0; v < 2; v++) {
        sdx_mcp *s = server();
        init(s, versions[v], &d, &out);
        CHECK_EQ_INT(handle(s, "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/list\"}", &d, &out, &m), SDX_MCP_REPLY);
        uint32_t tools = sdx_json_get(&d, sdx_json_get(&d, 0, "result"), "tools");
        CHECK_EQ_INT(d.nodes[tools].len, 8);   /* list_apps, report, stages, stage, sql, failure, pack, diff */
        for (uint32_t t = sdx_json_first(&d, tools); t != SDX_JNONE; t = sdx_json_next(&d, t)) {
            CHECK(sdx_json_str_eq(&d, sdx_json_get(&d, sdx_json_get(&d, t, "inputSchema"), "type"), "object"));
            uint32_t os = sdx_json_get(&d, t, "outputSchema");
            if (v == 0)   /* every output schema constant parses into an object schema */
                CHECK(sdx_json_str_eq(&d, sdx_json_get(&d, os, "type"), "object"));
            else          /* no outputSchema before 2025-06-18 */
                CHECK(os == SDX_JNONE);
        }
        sdx_mcp_free(s);
    }
    sdx_jdoc_free(&d);
    sdx_buf_free(&out);
}

TEST(tool_calls)
{
    sdx_jdoc d;
    sdx_jdoc_init(&d);
    sdx_buf out;
    sdx_buf_init(&out);
    sdx_mcp_msg m;
    sdx_mcp *s = server();
    init(s, "2025-11-25", &d, &out);
    struct { const char *args; int is_error; const char *needle; } calls[] = {
        {"\"name\":\"report\",\"arguments\":{\"log\":\"eventlog_v2_s12_single_task\"}", 0, "sparkdx.report/1"},
        {"\"name\":\"report\",\"arguments\":{\"log\":\"local-1796041855759\"}", 0, "sparkdx.report/1"},
        {"\"name\":\"report\",\"arguments\":{}", 1, "missing argument 'log'"},
        {"\"name\":\"report\",\"arguments\":{\"log\":\"..\"}", 1, "no log or application '..'"},
        {"\"name\":\"report\",\"arguments\":[1]", 1, "arguments must be an object"},
        {"\"name\":\"stage\",\"arguments\":{\"log\":\"eventlog_v2_s12_single_task\",\"stage\":1e300}", 1, "integer"},
        {"\"name\":\"pack\",\"arguments\":{\"log\":\"eventlog_v2_s12_single_task\",\"redact\":\"yes\"}", 1, "true or false"},
    };
    for (size_t i = 0; i < sizeof calls / sizeof calls[0]; i++) {
        char line[600];
        snprintf(line, sizeof line, "{\"jsonrpc\":\"2.0\",\"id\":%zu,\"method\":\"tools/call\",\"params\":{%s}}", i + 10,
                 calls[i].args);
        CHECK_EQ_INT(handle(s, line, &d, &out, &m), SDX_MCP_WORK);
        out.len = 0;
        sdx_mcp_work(s, &m, &out);
        sdx_mcp_msg_free(&m);
        sdx_error e;
        CHECK(sdx_json_parse(&d, out.data, out.len, &e) == 0);
        uint32_t r = sdx_json_get(&d, 0, "result");
        CHECK_EQ_INT(sdx_json_int64_or(&d, sdx_json_get(&d, 0, "id"), -1), (int64_t)i + 10);
        CHECK_EQ_INT(sdx_json_bool_or(&d, sdx_json_get(&d, r, "isError"), -1), calls[i].is_error);
        CHECK(calls[i].is_error == (sdx_json_get(&d, r, "structuredContent") == SDX_JNONE));
        sdx_buf_cstr(&out);
        if (!strstr(out.data, calls[i].needle))
            t_fail(__FILE__, __LINE__, "call %zu: '%s' not in %.300s", i, calls[i].needle, out.data);
    }
    /* resources: a URI outside the prefix, an escaped slash */
    const char *uris[] = {"file:///etc/passwd", "sparkdx://logs/..%2F..%2Fetc", "sparkdx://logs/%00"};
    for (size_t i = 0; i < 3; i++) {
        char line[300];
        snprintf(line, sizeof line, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"resources/read\",\"params\":{\"uri\":\"%s\"}}",
                 uris[i]);
        CHECK_EQ_INT(handle(s, line, &d, &out, &m), SDX_MCP_WORK);
        out.len = 0;
        sdx_mcp_work(s, &m, &out);
        sdx_mcp_msg_free(&m);
        sdx_error e;
        CHECK(sdx_json_parse(&d, out.data, out.len, &e) == 0);
        CHECK_EQ_INT(err_code(&d), SDX_MCP_RESOURCE_NOT_FOUND);
    }
    sdx_mcp_free(s);
    sdx_jdoc_free(&d);
    sdx_buf_free(&out);
}
