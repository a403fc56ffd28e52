#!/bin/sh
# --help, docs/cmd/<name>.md and the man page come from one source: the text
# block of each docs/cmd page. Fails when `sparkdx CMD --help` is not that
# block, when a command of the binary has no page (or a page no command),
# or when docs/man/sparkdx.1 is not what scripts/gen_man.sh makes (`make man`).
SPARKDX=${SPARKDX:-build/sparkdx}
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
for f in docs/cmd/*.md; do
    c=$(basename "$f" .md)
    awk 'b && /^```$/ { exit } b { print } /^```text$/ { b = 1 }' "$f" >"$t/want"
    "$SPARKDX" "$c" --help >"$t/got" 2>&1
    if [ -s "$t/want" ] && cmp -s "$t/want" "$t/got"; then
        echo "PASS docs: sparkdx $c --help is the text block of $f"
    else
        echo "FAIL docs: sparkdx $c --help differs from $f"
        diff "$t/want" "$t/got" | head -5
    fi
done
# every command in `sparkdx --help` has a page
"$SPARKDX" --help | sed -n 's/^  \([a-z][a-z]*\)  .*/\1/p' >"$t/cmds"
missing=""
while read -r c; do [ -f "docs/cmd/$c.md" ] || missing="$missing $c"; done <"$t/cmds"
if [ -s "$t/cmds" ] && [ -z "$missing" ]; then echo "PASS docs: every command has docs/cmd/<name>.md ($(wc -l <"$t/cmds") commands)"
else echo "FAIL docs: commands without a page:$missing"; fi
n_pages=$(ls docs/cmd/*.md | wc -l)
if [ "$n_pages" -eq "$(wc -l <"$t/cmds")" ]; then echo "PASS docs: every page is a command"
else echo "FAIL docs: $n_pages pages for $(wc -l <"$t/cmds") commands"; fi
sh scripts/gen_man.sh 0.1.0 docs/cmd/*.md >"$t/man"
if cmp -s "$t/man" docs/man/sparkdx.1; then echo "PASS docs: docs/man/sparkdx.1 is generated from docs/cmd (make man)"
else echo "FAIL docs: docs/man/sparkdx.1 is stale: run make man"; diff docs/man/sparkdx.1 "$t/man" | head -5; fi
for f in docs/cmd/*.md; do
    c=$(basename "$f" .md)
    sh scripts/gen_man.sh 0.1.0 --command "$f" >"$t/man"
    # the page holds the help text line for line (man-escaped)
    awk 'b && /^```$/ { exit } b { print } /^```text$/ { b = 1 }' "$f" | sed 's/\\/\\e/g' >"$t/want"
    if cmp -s "$t/man" "docs/man/sparkdx-$c.1" && grep -qF "$(sed -n 1p "$t/want")" "docs/man/sparkdx-$c.1"; then
        echo "PASS docs: docs/man/sparkdx-$c.1 is generated from $f"
    else echo "FAIL docs: docs/man/sparkdx-$c.1 is stale or missing: run make man"; fi
done
n_man=$(ls docs/man/sparkdx-*.1 2>/dev/null | wc -l)
if [ "$n_man" -eq "$(ls docs/cmd/*.md | wc -l)" ]; then echo "PASS docs: one man page per command ($n_man)"
else echo "FAIL docs: $n_man man pages for $(ls docs/cmd/*.md | wc -l) commands"; fi
# the exit codes of cli.h are the table of docs/exit-codes.md
sed -n 's/^#define EXIT_[A-Z]* \([0-9]\).*/\1/p' src/cli.h | sort >"$t/codes_h"
sed -n 's/^| \([0-9]\) | `EXIT_.*/\1/p' docs/exit-codes.md | sort >"$t/codes_md"
if [ -s "$t/codes_h" ] && cmp -s "$t/codes_h" "$t/codes_md"; then echo "PASS docs: docs/exit-codes.md lists every code of src/cli.h"
else echo "FAIL docs: docs/exit-codes.md and src/cli.h disagree"; fi
if command -v man >/dev/null 2>&1 && man -l docs/man/sparkdx.1 >/dev/null 2>&1 && man -l docs/man/sparkdx-report.1 >/dev/null 2>&1; then echo "PASS docs: man -l renders the pages"
else echo "SKIP docs: man is not installed"; fi
