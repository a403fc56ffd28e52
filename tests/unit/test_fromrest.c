/*
 * test_fromrest.c: sdx_rest_to_events (lib/rest/fromrest.c) on task
 * failure reasons the REST API returns in damaged or unusual shapes. The
 * fuzz finding of session 11: a FetchFailed reason whose BlockManagerId
 * has an empty field ("BlockManagerId(22h ,, 7337, None)") made a field's
 * length negative (an out-of-bounds read under the sanitizers).
 */
#include "harness.h"

#include <stdlib.h>

#include "sparkdx/rest.h"

static char *events(const char *reason, int *rc)
{
    char doc[2048];
    snprintf(doc, sizeof doc,
             "{\"application\": {\"id\": \"app-1\", \"name\": \"x\", \"attempts\": [{\"startTimeEpoch\": 1000, "
             "\"completed\": false, \"sparkUser\": \"u\", \"appSparkVersion\": \"3.5.1\"}]}, "
             "\"stages\": [{\"stageId\": 0, \"attemptId\": 0, \"status\": \"FAILED\", \"numTasks\": 1, \"name\": \"s\", "
             "\"submissionTime\": \"2024-03-01T00:00:00.100GMT\", \"completionTime\": \"2024-03-01T00:00:04.000GMT\"}], "
             "\"tasks\": [{\"stageId\": 0, \"attemptId\": 0, \"tasks\": [{\"taskId\": 1, \"index\": 0, \"attempt\": 0, "
             "\"launchTime\": \"2024-03-01T00:00:00.200GMT\", \"duration\": 10, \"executorId\": \"1\", \"host\": \"h\", "
             "\"status\": \"FAILED\", \"errorMessage\": \"%s\"}]}]}",
             reason);
    sdx_buf out;
    sdx_buf_init(&out);
    sdx_rest_events_stats st;
    sdx_error err;
    *rc = sdx_rest_to_events(doc, strlen(doc), &out, &st, &err);
    char *s = malloc(out.len + 1);
    if (s) {
        memcpy(s, out.data ? out.data : "", out.len);
        s[out.len] = 0;
    }
    sdx_buf_free(&out);
    return s;
}

TEST(fetch_failed_with_empty_or_unspaced_block_manager_fields)
{
    static const char *const reasons[] = {
        "FetchFailed(BlockManagerId(22h ,, 7337, None), shuffleId=3, mapIndex=4, mapId=5, reduceId=6, message=x)",
        "FetchFailed(BlockManagerId(5,h1,7337,None), shuffleId=3, mapIndex=4, mapId=5, reduceId=6, message=x)",
        "FetchFailed(BlockManagerId(,,,), shuffleId=3, mapIndex=4, mapId=5, reduceId=6, message=x)",
        "FetchFailed(BlockManagerId(5, h1, 7337, None), shuffleId=3, mapIndex=4, mapId=5, reduceId=6, message=x)",
        NULL};
    for (int i = 0; reasons[i]; i++) {
        int rc;
        char *s = events(reasons[i], &rc);
        CHECK_EQ_INT(rc, 0);
        CHECK(s && strstr(s, "\"Reason\":\"FetchFailed\""));
        CHECK(s && strstr(s, "\"Shuffle ID\":3"));
        free(s);
    }
    /* the well-formed one keeps its host and port */
    int rc;
    char *s = events(reasons[3], &rc);
    CHECK(s && strstr(s, "\"Host\":\"h1\"") && strstr(s, "\"Port\":7337"));
    free(s);
    /* the one without spaces too */
    s = events(reasons[1], &rc);
    CHECK(s && strstr(s, "\"Host\":\"h1\"") && strstr(s, "\"Port\":7337"));
    free(s);
}
