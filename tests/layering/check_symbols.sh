#!/bin/sh
# check_symbols.sh: every global symbol of the library carries a prefix
# (issue 11): sdx_ (the project's), or the internal prefix of the folder that
# defines it. The prefixes, per folder of lib/ (docs/layers.md):
#   model/  model_      rest/   rest_      triage/  tg_
#   report/ rp_         rules/  rp_        render/  rd_
#   diff/   df_         ops/    op_        analysis/ an_   store/ st_
# A folder not listed may only define sdx_ symbols; a new layer adds its
# prefix here. Checked with nm on $BUILD/lib/**/*.o (symbols that are
# defined and global: T, D, B, R, C, W ...).
BUILD=${BUILD:-build}
cd "$(dirname "$0")/../.." || exit 1

prefixes() {   # folder -> allowed internal prefixes besides sdx_
    case "$1" in
        model) echo "model_" ;;
        rest) echo "rest_" ;;
        triage) echo "tg_" ;;
        report|rules) echo "rp_" ;;
        render) echo "rd_" ;;
        diff) echo "df_" ;;
        ops) echo "op_" ;;
        mcp) echo "mcp_" ;;
        analysis) echo "an_" ;;
        store) echo "st_" ;;
        *) echo "" ;;
    esac
}

objs=$(find "$BUILD/lib" -name '*.o' 2>/dev/null | sort)
if [ -z "$objs" ]; then
    echo "FAIL symbols: no objects under $BUILD/lib (build first)"
    exit 1
fi
fails=0
total=0
for o in $objs; do
    rel=${o#"$BUILD"/lib/}
    folder=${rel%%/*}
    allow=$(prefixes "$folder")
    for sym in $(nm -g --defined-only "$o" | awk 'NF == 3 {print $3}'); do
        case "$sym" in __*) continue ;; esac   # the compiler's (sanitizers: __odr_asan.*, ...)
        total=$((total + 1))
        case "$sym" in sdx_*) continue ;; esac
        ok=0
        for p in $allow; do
            case "$sym" in "$p"*) ok=1 ;; esac
        done
        if [ "$ok" -eq 0 ]; then
            echo "FAIL symbols: $o defines $sym (not sdx_*${allow:+ or $allow*}: make it static or prefix it)"
            fails=$((fails + 1))
        fi
    done
done
[ "$fails" -eq 0 ] && echo "PASS symbols: $total global symbols of the library, each sdx_* or its folder's prefix"
[ "$fails" -eq 0 ]
