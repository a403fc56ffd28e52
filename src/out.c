/*
 * out.c: the FILE* adapter of the library's sdx_sink (cli.h), where every
 * write, flush and close is checked, and the printing of an operation's
 * messages. A closed pipe ends the process quietly, with the status a
 * SIGPIPE gives (what `yes | head -1` does), even when SIGPIPE was ignored
 * by whoever started us.
 */
#include <errno.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"

static void broken_pipe(void)
{
    signal(SIGPIPE, SIG_DFL);
    raise(SIGPIPE);
    _exit(128 + SIGPIPE);   /* only if the signal is blocked */
}

static int out_write(void *ud, const char *data, size_t len)
{
    cli_out *o = ud;
    if (o->err)
        return -1;
    errno = 0;
    if (fwrite(data, 1, len, o->f) != len) {
        o->err = errno ? errno : EIO;
        if (o->err == EPIPE)
            broken_pipe();
        return -1;
    }
    return 0;
}

int cli_out_open(cli_out *o, const char *path)
{
    memset(o, 0, sizeof *o);
    if (!path || !strcmp(path, "-")) {
        o->f = stdout;
        o->name = "stdout";
        return EXIT_OK;
    }
    o->name = path;
    o->f = fopen(path, "w");
    if (!o->f) {
        cli_errorf("%s: %s", path, strerror(errno));
        return EXIT_OUTPUT;
    }
    return EXIT_OK;
}

sdx_sink cli_out_sink(cli_out *o)
{
    sdx_sink s = {out_write, o};
    return s;
}

int cli_out_close(cli_out *o, int rc)
{
    if (!o->f)
        return rc;
    errno = 0;
    if (fflush(o->f) != 0 && !o->err)
        o->err = errno ? errno : EIO;
    if (ferror(o->f) && !o->err)
        o->err = EIO;
    if (o->f != stdout) {
        errno = 0;
        if (fclose(o->f) != 0 && !o->err)
            o->err = errno ? errno : EIO;
    }
    o->f = NULL;
    if (o->err == EPIPE)
        broken_pipe();
    if (o->err) {
        cli_errorf("write error: %s: %s", o->name, strerror(o->err));
        return EXIT_OUTPUT;
    }
    return rc;
}

int cli_out_exit(int rc)
{
    if (rc != EXIT_OUTPUT) {
        cli_out o = {.f = stdout, .name = "stdout"};
        rc = cli_out_close(&o, rc);
    }
    /* close it too: a file system may report a failed write only then */
    errno = 0;
    if (fclose(stdout) != 0 && rc != EXIT_OUTPUT) {
        if (errno == EPIPE)
            broken_pipe();
        cli_errorf("write error: stdout: %s", strerror(errno ? errno : EIO));
        rc = EXIT_OUTPUT;
    }
    return rc;
}

int cli_finish(const sdx_ops_result *res)
{
    for (size_t i = 0; i < res->nmsgs; i++)
        cli_errorf("%s%s", res->msgs[i].level == SDX_OPS_WARNING ? "warning: " : "", res->msgs[i].text);
    return (int)res->code;
}
