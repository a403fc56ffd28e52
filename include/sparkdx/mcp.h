/*
 * mcp.h: the Model Context Protocol server of `sparkdx mcp` without its I/O
 * (docs/mcp.md): JSON-RPC 2.0 messages in, JSON-RPC messages out, one line
 * each (the stdio transport's framing).
 *
 * Pipeline position: ops -> *mcp* -> src/cmd_mcp.c, which reads stdin,
 * writes stdout and runs each piece of work in a child process with a time
 * bound, so that no tool call can hang the server and a cancelled or timed
 * out call is really stopped.
 *
 * sdx_mcp_handle() parses one message and either answers it at once
 * (initialize, ping, tools/list, errors), or returns work to do
 * (tools/call, resources/list, resources/read: they read logs), or a
 * cancellation (notifications/cancelled). sdx_mcp_work() does a piece of
 * work and writes its whole answer; it only reads the server, so it can run
 * in a child process or on another thread. The library never prints, never
 * exits and keeps no static state: the session (initialized, the
 * negotiated protocol version) is in the sdx_mcp.
 */
#ifndef SPARKDX_MCP_H
#define SPARKDX_MCP_H

#include <stddef.h>

#include "sparkdx/json.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The protocol revisions the server speaks (initialize handshake), newest
 * first; a client asking for another gets the newest. */
#define SDX_MCP_PROTOCOL_LATEST "2025-11-25"

/* JSON-RPC / MCP error codes used. */
enum {
    SDX_MCP_PARSE_ERROR = -32700,
    SDX_MCP_INVALID_REQUEST = -32600,
    SDX_MCP_METHOD_NOT_FOUND = -32601,
    SDX_MCP_INVALID_PARAMS = -32602,
    SDX_MCP_INTERNAL_ERROR = -32603,
    SDX_MCP_TIMEOUT = -32001,          /* the work did not finish within the time bound */
    SDX_MCP_RESOURCE_NOT_FOUND = -32002
};

typedef struct sdx_mcp_opts {
    const char *logs_dir;     /* the directory of logs tools and resources read (required) */
    const char *version;      /* the server's version for serverInfo; NULL = "0" */
    int timeout_s;            /* the time bound the caller enforces, stated in the instructions */
} sdx_mcp_opts;

typedef struct sdx_mcp sdx_mcp;

/* NULL when out of memory. */
sdx_mcp *sdx_mcp_new(const sdx_mcp_opts *o);
void sdx_mcp_free(sdx_mcp *s);

typedef enum sdx_mcp_kind {
    SDX_MCP_NONE = 0,    /* nothing to do (a notification, a response) */
    SDX_MCP_REPLY,       /* the answer is in `out` */
    SDX_MCP_WORK,        /* call sdx_mcp_work(msg) (which writes the answer) */
    SDX_MCP_CANCEL       /* stop the work of request msg->id, and answer nothing */
} sdx_mcp_kind;

typedef struct sdx_mcp_msg {
    sdx_mcp_kind kind;
    char *id;            /* WORK: the request's id as JSON text; CANCEL: the id to cancel */
    char *method;        /* WORK: "tools/call", "resources/list", "resources/read" */
    char *params;        /* WORK: the params as JSON text ("{}" when absent) */
    char *tool;          /* WORK for tools/call: the tool's name */
} sdx_mcp_msg;

void sdx_mcp_msg_free(sdx_mcp_msg *m);

/* One message (a line without its newline). Fills *msg; for SDX_MCP_REPLY
 * appends the answer and a newline to out. Returns msg->kind, or -1 when
 * out of memory (out is then failed). Never fails on bad input: that is
 * an error answer. */
int sdx_mcp_handle(sdx_mcp *s, const char *line, size_t len, sdx_mcp_msg *msg, sdx_buf *out);

/* Do the work of a SDX_MCP_WORK message; appends its answer and a newline
 * to out. Thread-safe on a const server. */
void sdx_mcp_work(const sdx_mcp *s, const sdx_mcp_msg *msg, sdx_buf *out);

/* An error answer to request `id` (JSON text, NULL = null), with its
 * newline: for the caller's own errors (the time bound, a worker that
 * died). */
void sdx_mcp_error(const char *id, int code, const char *message, sdx_buf *out);

#ifdef __cplusplus
}
#endif
#endif
