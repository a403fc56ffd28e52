#!/bin/sh
# docs/rules.md carries the threshold table the binary uses: the block between the
# thresholds:begin / thresholds:end markers must equal `sparkdx report --thresholds --format md`.
# To update the doc after changing lib/report/thresholds.c, replace that block with the output.
SPARKDX=${SPARKDX:-build/sparkdx}
doc=docs/rules.md
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
sed -n '/<!-- thresholds:begin/,/<!-- thresholds:end/p' "$doc" | sed '1d;$d' >"$tmp"
if "$SPARKDX" report --thresholds --format md | cmp -s - "$tmp"; then
    echo "PASS report-docs: docs/rules.md threshold table matches the binary"
else
    echo "FAIL report-docs: docs/rules.md threshold table differs from 'sparkdx report --thresholds --format md'"
fi
