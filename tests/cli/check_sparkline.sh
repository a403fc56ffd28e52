#!/bin/sh
# The text report's task-time sparklines: Unicode blocks in a UTF-8 locale,
# ASCII with --ascii or in a locale that is not UTF-8 (src/cli_env.c), and
# the straggler of the example's stage 2 (4.0 s against a 228 ms median)
# alone in the last of the 32 bins.
SPARKDX=${SPARKDX:-build/sparkdx}
cd "$(dirname "$0")/../.." || exit 1
ex=examples/eventlog_v2_s01_skew_join
line() { grep '^  2 *|' | head -1; }
u=$(LC_ALL=C.UTF-8 NO_COLOR=1 "$SPARKDX" report $ex | line)
a=$(LC_ALL=C.UTF-8 NO_COLOR=1 "$SPARKDX" report $ex --ascii | line)
c=$(LC_ALL= LC_CTYPE= LANG=C NO_COLOR=1 "$SPARKDX" report $ex | line)
bars() { printf '%s\n' "$1" | sed 's/^[^|]*|\(.*\)|.*$/\1/'; }
if printf '%s' "$u" | grep -q '█' && [ "$(bars "$u" | wc -m)" -eq 33 ]; then
    echo "PASS sparkline: Unicode blocks in a UTF-8 locale, 32 bins"
else
    echo "FAIL sparkline: no 32 Unicode bins in a UTF-8 locale: '$u'"
fi
if [ -n "$a" ] && [ "$a" = "$c" ] && ! printf '%s' "$a" | LC_ALL=C grep -q '[^ -~]'; then
    echo "PASS sparkline: ASCII with --ascii and with LANG=C, the same line"
else
    echo "FAIL sparkline: --ascii '$a' and LANG=C '$c' are not the same ASCII line"
fi
last=$(bars "$a" | cut -c32); before=$(bars "$a" | cut -c13-31 | tr -d ' .')
if [ "$last" = "." ] && [ -z "$before" ]; then
    echo "PASS sparkline: the straggler alone, lowest bar, in the last bin"
else
    echo "FAIL sparkline: expected the straggler alone in the last bin: '$a'"
fi
