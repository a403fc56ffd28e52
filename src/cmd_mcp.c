/*
 * cmd_mcp.c: `sparkdx mcp [--logs DIR] [--timeout S]`, the MCP server on
 * stdio (docs/mcp.md). The protocol is lib/mcp/ (include/sparkdx/mcp.h);
 * this file is its I/O: messages are lines on stdin, answers lines on
 * stdout. Every piece of work (a tool call, a resource read) runs in a
 * child process with a time bound: while it runs, stdin is still read, so
 * a ping is answered and a notifications/cancelled for it kills the child
 * (no answer, as the specification asks); past the bound the child is
 * killed and the request gets a -32001 error. Other requests wait their
 * turn in a queue. The end of stdin ends the server once the queue is done.
 */
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "sparkdx/mcp.h"

#ifndef SPARKDX_VERSION
#define SPARKDX_VERSION "0.1.0"
#endif

#define MAX_LINE (16u << 20)   /* a message longer than 16 MiB is refused */
#define MAX_QUEUED 256         /* requests waiting for the worker */

enum { O_LOGS = 1, O_TIMEOUT };
static const cli_opt opts[] = {
    {"logs", 0, 1, O_LOGS},
    {"timeout", 0, 1, O_TIMEOUT},
    {NULL, 0, 0, 0},
};

typedef struct reader {
    char *buf;
    size_t len, cap;
    int eof;
    int skipping;          /* inside a line longer than MAX_LINE */
} reader;

typedef struct queue {
    sdx_mcp_msg *v;
    size_t n, cap, head;
} queue;

static int write_all(const char *p, size_t n)
{
    while (n) {
        ssize_t w = write(1, p, n);
        if (w < 0) {
            if (errno == EINTR)
                continue;
            return -1;
        }
        p += w;
        n -= (size_t)w;
    }
    return 0;
}

static int emit(sdx_buf *b)
{
    int rc = 0;
    if (b->len)
        rc = write_all(b->data, b->len);
    b->len = 0;
    return rc;
}

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

/* Read what stdin has (one read). 0, or -1 at EOF / error. */
static int fill(reader *r)
{
    if (r->cap - r->len < 65536) {
        size_t nc = r->cap ? r->cap * 2 : 131072;
        char *nb = realloc(r->buf, nc);
        if (!nb)
            return -1;
        r->buf = nb;
        r->cap = nc;
    }
    ssize_t n = read(0, r->buf + r->len, r->cap - r->len);
    if (n < 0 && errno == EINTR)
        return 0;
    if (n <= 0) {
        r->eof = 1;
        return -1;
    }
    r->len += (size_t)n;
    return 0;
}

/* The next whole line in r (without '\n', '\r' stripped), or NULL; *n its
 * length. A line over MAX_LINE is dropped with a parse error answer. */
static char *next_line(reader *r, size_t *n, size_t *consumed, sdx_buf *out)
{
    char *nl = r->len ? memchr(r->buf, '\n', r->len) : NULL;
    if (!nl) {
        if (r->len > MAX_LINE) {
            r->skipping = 1;
            r->len = 0;
        }
        if (r->eof && r->len && !r->skipping) {   /* a last line without its newline */
            *n = r->len;
            *consumed = r->len;
            return r->buf;
        }
        return NULL;
    }
    *consumed = (size_t)(nl - r->buf) + 1;
    *n = (size_t)(nl - r->buf);
    if (r->skipping) {
        r->skipping = 0;
        sdx_mcp_error(NULL, SDX_MCP_PARSE_ERROR, "Parse error: a message longer than 16 MiB was dropped", out);
        memmove(r->buf, r->buf + *consumed, r->len - *consumed);
        r->len -= *consumed;
        return next_line(r, n, consumed, out);
    }
    if (*n && r->buf[*n - 1] == '\r')
        (*n)--;
    return r->buf;
}

static void consume(reader *r, size_t k)
{
    memmove(r->buf, r->buf + k, r->len - k);
    r->len -= k;
}

static int queue_push(queue *q, sdx_mcp_msg *m)
{
    if (q->n == q->cap) {
        size_t nc = q->cap ? q->cap * 2 : 16;
        sdx_mcp_msg *nv = realloc(q->v, nc * sizeof *nv);
        if (!nv)
            return -1;
        q->v = nv;
        q->cap = nc;
    }
    q->v[q->n++] = *m;
    memset(m, 0, sizeof *m);
    return 0;
}

/* Remove a queued request by id (a cancellation before it started). */
static int queue_cancel(queue *q, const char *id)
{
    for (size_t i = q->head; i < q->n; i++)
        if (q->v[i].id && !strcmp(q->v[i].id, id)) {
            sdx_mcp_msg_free(&q->v[i]);
            memmove(&q->v[i], &q->v[i + 1], (q->n - i - 1) * sizeof *q->v);
            q->n--;
            return 1;
        }
    return 0;
}

typedef struct job {
    pid_t pid;
    int fd;
    sdx_mcp_msg msg;
    sdx_buf got;
    double deadline;
} job;

static int start_job(const sdx_mcp *s, job *j, sdx_mcp_msg *m, int timeout_s)
{
    int p[2];
    memset(j, 0, sizeof *j);
    j->msg = *m;
    memset(m, 0, sizeof *m);
    sdx_buf_init(&j->got);
    if (pipe(p) < 0)
        return -1;
    fflush(stdout);
    pid_t pid = fork();
    if (pid < 0) {
        close(p[0]);
        close(p[1]);
        return -1;
    }
    if (pid == 0) {
        close(p[0]);
        close(0);
        sdx_buf out;
        sdx_buf_init(&out);
        sdx_mcp_work(s, &j->msg, &out);
        if (sdx_buf_failed(&out))
            sdx_mcp_error(j->msg.id, SDX_MCP_INTERNAL_ERROR, "out of memory", &out);
        const char *d = out.data;
        size_t n = out.len;
        while (n) {
            ssize_t w = write(p[1], d, n);
            if (w < 0 && errno == EINTR)
                continue;
            if (w <= 0)
                _exit(1);
            d += w;
            n -= (size_t)w;
        }
        _exit(0);
    }
    close(p[1]);
    j->pid = pid;
    j->fd = p[0];
    j->deadline = now_s() + timeout_s;
    return 0;
}

static void end_job(job *j, int kill_it)
{
    if (kill_it)
        kill(j->pid, SIGKILL);
    close(j->fd);
    int st;
    while (waitpid(j->pid, &st, 0) < 0 && errno == EINTR)
        ;
    sdx_mcp_msg_free(&j->msg);
    sdx_buf_free(&j->got);
    j->pid = 0;
}

/* Handle the lines read so far: replies go out at once, work is queued,
 * a cancellation stops the running job or drops a queued one. */
static int handle_lines(sdx_mcp *s, reader *r, queue *q, job *j, sdx_buf *out)
{
    char *line;
    size_t n, consumed;
    while ((line = next_line(r, &n, &consumed, out))) {
        sdx_mcp_msg m;
        int k = n ? sdx_mcp_handle(s, line, n, &m, out) : SDX_MCP_NONE;
        consume(r, consumed);
        if (k < 0) {
            cli_errorf("mcp: out of memory");
            return -1;
        }
        if (k == SDX_MCP_WORK && q->n - q->head >= MAX_QUEUED) {
            /* bounded memory: a client that floods the server is told to wait */
            sdx_mcp_error(m.id, SDX_MCP_INTERNAL_ERROR, "Server busy: 256 requests are already waiting; retry later", out);
            sdx_mcp_msg_free(&m);
        } else if (k == SDX_MCP_WORK) {
            if (queue_push(q, &m) < 0) {
                sdx_mcp_msg_free(&m);
                return -1;
            }
        } else if (k == SDX_MCP_CANCEL) {
            if (j->pid && j->msg.id && !strcmp(j->msg.id, m.id))
                end_job(j, 1);
            else
                queue_cancel(q, m.id);
            sdx_mcp_msg_free(&m);
        }
        if (emit(out) < 0)
            return -1;
    }
    return emit(out);
}

int cmd_mcp(int argc, char **argv)
{
    const char *logs = ".";
    int timeout_s = 60, k;
    cli_parser p;
    cli_parser_init(&p, "mcp", argc, argv, opts);
    while ((k = cli_next(&p)) != CLI_END) {
        switch (k) {
        case CLI_ERROR: return EXIT_USAGE;
        case CLI_HELP: cli_help("mcp", stdout); return EXIT_OK;
        case O_LOGS: logs = p.val; break;
        case O_TIMEOUT: {
            char *end;
            long v = strtol(p.val, &end, 10);
            if (*end || end == p.val || v < 1 || v > 3600)
                return cli_usage_error("mcp", "bad --timeout '%s' (seconds, 1 to 3600)", p.val);
            timeout_s = (int)v;
            break;
        }
        case CLI_ARG: return cli_usage_error("mcp", "mcp: no argument expected ('%s'); the logs are --logs DIR", p.val);
        }
    }
    struct stat st;
    if (stat(logs, &st) < 0) {
        cli_errorf("mcp: --logs %s: %s", logs, strerror(errno));
        return EXIT_INPUT;
    }
    signal(SIGPIPE, SIG_IGN);
    sdx_mcp_opts mo = {.logs_dir = logs, .version = SPARKDX_VERSION, .timeout_s = timeout_s};
    sdx_mcp *s = sdx_mcp_new(&mo);
    if (!s) {
        cli_errorf("mcp: out of memory");
        return EXIT_INPUT;
    }
    reader r = {0};
    queue q = {0};
    job j = {0};
    sdx_buf out;
    sdx_buf_init(&out);
    int rc = EXIT_OK;
    for (;;) {
        if (handle_lines(s, &r, &q, &j, &out) < 0) {
            rc = EXIT_OUTPUT;
            break;
        }
        if (!j.pid && q.head < q.n) {
            sdx_mcp_msg m = q.v[q.head];
            memset(&q.v[q.head], 0, sizeof m);
            q.head++;
            if (q.head == q.n)
                q.head = q.n = 0;
            if (start_job(s, &j, &m, timeout_s) < 0) {
                sdx_mcp_error(j.msg.id, SDX_MCP_INTERNAL_ERROR, "the server could not start a worker process", &out);
                sdx_mcp_msg_free(&j.msg);
                j.pid = 0;
                if (emit(&out) < 0) {
                    rc = EXIT_OUTPUT;
                    break;
                }
            }
            continue;
        }
        if (!j.pid && r.eof)
            break;
        struct pollfd fds[2];
        int nf = 0;
        if (!r.eof)
            fds[nf++] = (struct pollfd){.fd = 0, .events = POLLIN};
        if (j.pid)
            fds[nf++] = (struct pollfd){.fd = j.fd, .events = POLLIN};
        int wait_ms = -1;
        if (j.pid) {
            double left = j.deadline - now_s();
            wait_ms = left <= 0 ? 0 : (int)(left * 1000) + 1;
        }
        int pr = poll(fds, (nfds_t)nf, wait_ms);
        if (pr < 0 && errno != EINTR) {
            rc = EXIT_INPUT;
            break;
        }
        for (int i = 0; pr > 0 && i < nf; i++) {
            if (!fds[i].revents)
                continue;
            if (fds[i].fd == 0) {
                fill(&r);
            } else if (j.pid) {
                char tmp[65536];
                ssize_t n = read(j.fd, tmp, sizeof tmp);
                if (n > 0) {
                    sdx_buf_put(&j.got, tmp, (size_t)n);
                } else if (n == 0 || errno != EINTR) {
                    /* the child is done */
                    if (j.got.len && j.got.data[j.got.len - 1] == '\n' && !sdx_buf_failed(&j.got)) {
                        sdx_buf_put(&out, j.got.data, j.got.len);
                    } else {
                        sdx_mcp_error(j.msg.id, SDX_MCP_INTERNAL_ERROR, "the worker process died before it answered", &out);
                    }
                    end_job(&j, 0);
                    if (emit(&out) < 0) {
                        rc = EXIT_OUTPUT;
                        goto end;
                    }
                }
            }
        }
        if (j.pid && now_s() >= j.deadline) {
            char m[160];
            snprintf(m, sizeof m, "Request timed out: the work did not finish within %d s (sparkdx mcp --timeout)", timeout_s);
            sdx_mcp_error(j.msg.id, SDX_MCP_TIMEOUT, m, &out);
            end_job(&j, 1);
            if (emit(&out) < 0) {
                rc = EXIT_OUTPUT;
                break;
            }
        }
    }
end:
    if (j.pid)
        end_job(&j, 1);
    for (size_t i = q.head; i < q.n; i++)
        sdx_mcp_msg_free(&q.v[i]);
    free(q.v);
    free(r.buf);
    sdx_buf_free(&out);
    sdx_mcp_free(s);
    return rc;
}
