/*
 * fuzz_fromrest.c: libFuzzer target for sdx_rest_to_events (lib/rest/
 * fromrest.c), the REST answers of a running application turned into
 * listener events. Properties checked, not only crashes: on success every
 * output line is one JSON object with an "Event" member, as many as the
 * stats count, and the model builder then reads them (crash-free).
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "sparkdx/json.h"
#include "sparkdx/model.h"
#include "sparkdx/rest.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > 65536)
        return 0;
    sdx_buf out;
    sdx_buf_init(&out);
    sdx_rest_events_stats st;
    sdx_error err;
    if (sdx_rest_to_events((const char *)data, size, &out, &st, &err) == 0) {
        size_t lines = 0;
        for (size_t p = 0; p < out.len;) {
            const char *nl = memchr(out.data + p, '\n', out.len - p);
            if (!nl)
                abort();   /* every event ends its line */
            sdx_jdoc d;
            sdx_jdoc_init(&d);
            sdx_error e;
            if (sdx_json_parse(&d, out.data + p, (size_t)(nl - out.data) - p, &e) < 0 ||
                sdx_json_type(&d, 0) != SDX_JOBJECT || sdx_json_get(&d, 0, "Event") == SDX_JNONE)
                abort();
            sdx_jdoc_free(&d);
            p = (size_t)(nl - out.data) + 1;
            lines++;
        }
        if (lines != st.events)
            abort();
        sdx_model *m = NULL;
        if (sdx_model_build_mem(out.data ? out.data : "", out.len, "rest", 0, &m, &err) == 0)
            sdx_model_free(m);
    }
    sdx_buf_free(&out);
    return 0;
}
