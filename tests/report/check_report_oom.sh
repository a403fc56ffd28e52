#!/bin/sh
# Out of memory in the analysis / rules / report / render layers: builds
# tests/report/report_oom.c against the library with the allocators wrapped
# (-Wl,--wrap) and fails the Nth allocation for every N across the report of
# real logs; each run must end with SDX_ERR_NOMEM or a report, never a crash,
# and the report after the last N must be the one built without failures.
BUILD=${BUILD:-build}
lib=$BUILD/libsparkdx.a
[ -f "$lib" ] || { echo "SKIP report-oom: $lib not built"; exit 0; }
bin=$BUILD/tests/report_oom
mkdir -p "$BUILD/tests"
PKGS="libzstd liblz4 libxxhash snappy liblzf zlib sqlite3"
build() { # extra flags: the sanitizers when the library was built with them (make asan)
    # shellcheck disable=SC2046,SC2086
    ${CC:-cc} -std=c11 -D_GNU_SOURCE -O1 -g -Wall -Wextra -Werror -Iinclude -Ilib "$@" tests/report/report_oom.c \
        "$lib" $(pkg-config --libs $PKGS 2>/dev/null) -lm -lpthread \
        -Wl,--wrap=sdx_xmalloc,--wrap=sdx_xcalloc,--wrap=sdx_xrealloc,--wrap=sdx_arena_alloc,--wrap=sdx_arena_strndup \
        -o "$bin"
}
if ! build 2>/dev/null && ! build -fsanitize=address,undefined; then
    echo "FAIL report-oom: tests/report/report_oom.c does not build"
    exit 0
fi
for log in examples/eventlog_v2_s01_skew_join \
    tests/golden/report_s13_deterministic_failure/eventlog_v2_s13_deterministic_failure \
    tests/golden/report_s05_too_few_partitions/eventlog_v2_s05_too_few_partitions tests/spark/logs/rolling \
    tests/spark/logs/v4/eventlog_v2_s20_join_fanout-explosion; do
    [ -e "$log" ] || { echo "SKIP report-oom: $log missing"; continue; }
    out=$("$bin" "$log" 2>&1)
    rc=$?
    if [ $rc -eq 0 ]; then
        echo "PASS report-oom: $out"
    elif echo "$out" | grep -q '^FAIL'; then
        echo "$out" | grep '^FAIL'
    else
        echo "FAIL report-oom: $log: exit $rc (crash?): $(echo "$out" | tail -2 | tr '\n' ' ')"
    fi
done
