#!/bin/sh
# check_cli_env.sh: the SPARKDX_* variables the library used to read itself
# reach it through the CLI (src/cli_env.c) with the same effect (issue 11):
# SPARKDX_MMAP=0 takes the file mappings away, SPARKDX_READAHEAD=0 the
# read-ahead thread; without the variables both are there. The mapped reads
# need the SIGBUS guard, which the CLI's main installs. Observed with strace
# (SKIP without it). SPARKDX_NO_FAST_PATH and SPARKDX_AHEAD_DECODE are
# covered by tests/model/check_fast_path.sh and test_model, SPARKDX_NO_AVX2
# by the JSON tests.
SPARKDX=${SPARKDX:-build/sparkdx}
cd "$(dirname "$0")/../.." || exit 1
if ! command -v strace >/dev/null 2>&1 || ! strace -f -o /dev/null true 2>/dev/null; then
    echo "SKIP cli-env: strace not available"
    exit 0
fi
log=tests/spark/logs/codecs/codec_none_s01_skew_join   # plain, 1.5 MB: mapped (>= 1 MiB)
id=$("$SPARKDX" api "$log" applications | sed -n 's/^  "id" : "\(.*\)",$/\1/p' | head -1)
maps() { env "$@" strace -f -e trace=mmap,mmap2 "$SPARKDX" api "$log" "applications/$id/stages/0/0" 2>&1 >/dev/null |
         grep -c 'PROT_READ, MAP_PRIVATE, [0-9][0-9]*, 0)'; }
sigbus() { env "$@" strace -f -e trace=rt_sigaction "$SPARKDX" api "$log" "applications/$id/stages/0/0" 2>&1 >/dev/null |
           grep -c 'rt_sigaction(SIGBUS, {'; }
threads() { env "$@" strace -f -e trace=clone,clone3 "$SPARKDX" stages tests/spark/logs/v35/v35_none_s01_skew_join 2>&1 >/dev/null |
            grep -c 'clone'; }
fails=0
check() {   # LABEL GOT OP WANT
    if [ "$2" "$3" "$4" ]; then echo "PASS cli-env: $1"; else echo "FAIL cli-env: $1 (got $2)"; fails=1; fi
}
m0=$(maps X=1); m1=$(maps SPARKDX_MMAP=0)
check "the log is mapped by default" "$m0" -gt "$m1"
check "SPARKDX_MMAP=0: one mapping fewer" "$((m0 - m1))" -ge 1
check "the CLI installs the SIGBUS guard" "$(sigbus X=1)" -ge 1
t0=$(threads X=1); t1=$(threads SPARKDX_READAHEAD=0)
# (relative: a sanitizer may start a thread of its own)
check "a read-ahead thread by default" "$t0" -ge 1
check "SPARKDX_READAHEAD=0: one thread fewer" "$((t0 - t1))" -ge 1
exit $fails
