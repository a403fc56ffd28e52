#!/bin/sh
# Out of memory in the run diff: builds tests/diff/diff_oom.c against the library with the
# allocators wrapped (-Wl,--wrap) and fails the Nth allocation for every N across the diff, the
# findings since a baseline, verify and the renderers of real run pairs; each run must end with
# SDX_ERR_NOMEM or a result, never a crash, and the output after the last N must be the one built
# without failures.
BUILD=${BUILD:-build}
lib=$BUILD/libsparkdx.a
[ -f "$lib" ] || { echo "SKIP diff-oom: $lib not built"; exit 0; }
bin=$BUILD/tests/diff_oom
mkdir -p "$BUILD/tests"
PKGS="libzstd liblz4 libxxhash snappy liblzf zlib sqlite3"
build() {
    # shellcheck disable=SC2046,SC2086
    ${CC:-cc} -std=c11 -D_GNU_SOURCE -O1 -g -Wall -Wextra -Werror -Iinclude -Ilib "$@" tests/diff/diff_oom.c \
        "$lib" $(pkg-config --libs $PKGS 2>/dev/null) -lm -lpthread \
        -Wl,--wrap=sdx_xmalloc,--wrap=sdx_xcalloc,--wrap=sdx_xrealloc,--wrap=sdx_arena_alloc,--wrap=sdx_arena_strndup \
        -o "$bin"
}
if ! build 2>/dev/null && ! build -fsanitize=address,undefined; then
    echo "FAIL diff-oom: tests/diff/diff_oom.c does not build"
    exit 0
fi
L=tests/spark/logs/v4
for pair in "s01_skew_join-even s01_skew_join" "s33_diff_join_strategy s33_diff_join_strategy-b" \
            "s32_diff_nonlinear s32_diff_nonlinear-a_count"; do
    set -- $pair
    [ -e "$L/eventlog_v2_$1" ] && [ -e "$L/eventlog_v2_$2" ] || { echo "SKIP diff-oom: $pair missing"; continue; }
    out=$("$bin" "$L/eventlog_v2_$1" "$L/eventlog_v2_$2" 2>&1)
    rc=$?
    if [ $rc -eq 0 ]; then
        echo "PASS diff-oom: $(echo "$out" | sed "s|$L/eventlog_v2_||g")"
    elif echo "$out" | grep -q '^FAIL'; then
        echo "$out" | grep '^FAIL'
    else
        echo "FAIL diff-oom: $pair: exit $rc (crash?): $(echo "$out" | tail -2 | tr '\n' ' ')"
    fi
done
