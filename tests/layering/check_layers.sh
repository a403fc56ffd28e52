#!/bin/sh
# check_layers.sh: the library's layering (docs/layers.md), run by make check.
#
# 1. Includes. The layers, lowest first (a folder includes only folders of a
#    lower rank, and public headers of layers of a lower rank; folders of the
#    same rank do not include each other):
#      util < json < io < events < model < {rest, triage} < analysis
#           < findings < {rules, diff} < report < {render, store} < ops < mcp
#           < src
#    events/ decodes into the records of its public header (records.h),
#    which the model keeps. findings/ (findings.h) is what a diagnosis says
#    as data; diff/ (two runs compared) reads the analysis and makes
#    findings, as the rules do; the report shows a diff as a section
#    (report --baseline).
#    store/ (the run history in SQLite) summarises a model and its report.
#    rest/ (the History Server's REST answers) and triage/ (failure triage)
#    both read the model and nothing but the layers above them includes them.
#    A public header (include/sparkdx/*.h) is checked as a file of its
#    layer. A folder of lib/ or a header of include/sparkdx/ not in the
#    tables below fails: place it first.
# 2. Calls. Nothing in lib/ calls abort, exit, getenv, printf and its kin
#    (snprintf / vsnprintf are fine) or writes to stdout / stderr; only the
#    SIGBUS guard (lib/io/lines.c, installed on request by
#    sdx_io_install_sigbus_guard) installs a signal handler. Checked on the
#    undefined symbols of the library's objects ($BUILD/lib/**/*.o: what the
#    compiler really calls, printf turned into puts included).
BUILD=${BUILD:-build}
cd "$(dirname "$0")/../.." || exit 1

rank() {   # folder -> rank
    case "$1" in
        util) echo 0 ;; json) echo 1 ;; io) echo 2 ;; events) echo 3 ;; model) echo 4 ;;
        rest|triage) echo 5 ;; analysis) echo 6 ;; findings) echo 7 ;; rules|diff) echo 8 ;;
        report) echo 9 ;; render|store) echo 10 ;; ops) echo 11 ;; mcp) echo 12 ;; src) echo 13 ;;
        *) echo "" ;;
    esac
}
public_layer() {   # include/sparkdx/<header> -> folder of its layer
    case "$1" in
        error.h|format.h) echo util ;; json.h) echo json ;; io.h) echo io ;; records.h) echo events ;;
        model.h) echo model ;; findings.h) echo findings ;;
        rest.h) echo rest ;; triage.h) echo triage ;; analysis.h|sqlview.h) echo analysis ;; rules.h) echo rules ;;
        report.h) echo report ;; render.h) echo render ;; ops.h|stages.h) echo ops ;; diff.h) echo diff ;;
        store.h) echo store ;; mcp.h) echo mcp ;; *) echo "" ;;
    esac
}
# Known violations, each "file include" with why, as a case below; none is
# left (the records of events.h and the finding types of the rules and the
# diff have headers of their own at their rank). A new one needs a reason.
allowed() {
    case "$1 $2" in
        # "lib/<folder>/<file> sparkdx/<header>.h") return 0 ;;   # why, and what ends it
        *) return 1 ;;
    esac
}

fails=0
fail() { echo "FAIL layering: $*"; fails=$((fails + 1)); }

check_includes() {   # FILE FOLDER RANK
    f=$1 folder=$2 r=$3
    for inc in $(sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"\([^"]*\)".*/\1/p' "$f"); do
        case "$inc" in
            */*) ;;
            *) continue ;;   # a header of the same folder
        esac
        top=${inc%%/*}
        if [ "$top" = sparkdx ]; then
            tf=$(public_layer "${inc#sparkdx/}")
            [ -n "$tf" ] || { fail "$f includes $inc, a public header the order does not know"; continue; }
        else
            tf=$top
        fi
        [ "$tf" = "$folder" ] && continue
        tr=$(rank "$tf")
        [ -n "$tr" ] || { fail "$f includes $inc, of a folder the order does not know"; continue; }
        if [ "$tr" -ge "$r" ]; then
            allowed "$f" "$inc" && continue
            fail "$f ($folder, rank $r) includes $inc ($tf, rank $tr): a lower layer includes a higher one"
        fi
    done
}

for dir in lib/* src; do
    [ -d "$dir" ] || continue
    folder=${dir#lib/}
    r=$(rank "$folder")
    if [ -z "$r" ]; then
        fail "$dir is not placed in the layer order (tests/layering/check_layers.sh, docs/layers.md)"
        continue
    fi
    for f in "$dir"/*.c "$dir"/*.h; do
        [ -f "$f" ] || continue
        check_includes "$f" "$folder" "$r"
    done
done
for f in include/sparkdx/*.h; do
    folder=$(public_layer "${f#include/sparkdx/}")
    if [ -z "$folder" ]; then
        fail "$f is not placed in the layer order (public_layer in tests/layering/check_layers.sh)"
        continue
    fi
    check_includes "$f" "$folder" "$(rank "$folder")"
done

# --- calls ---
objs=$(find "$BUILD/lib" -name '*.o' 2>/dev/null | sort)
if [ -z "$objs" ]; then
    fail "no objects under $BUILD/lib (build first)"
else
    for o in $objs; do
        und=$(nm -u "$o" | awk '{print $NF}')
        for sym in $und; do
            case "$sym" in
                abort|exit|_exit|_Exit|quick_exit|getenv|secure_getenv|system|\
                printf|vprintf|fprintf|vfprintf|dprintf|vdprintf|puts|fputs|putchar|putc|fputc|perror|\
                __printf_chk|__fprintf_chk|__vfprintf_chk|__vprintf_chk|fwrite|stdout|stderr)
                    fail "$o calls $sym (lib/ never aborts, exits, reads the environment or prints)" ;;
                __assert_fail)
                    fail "$o calls assert (it aborts: return an error instead)" ;;
                sigaction|signal|sigset|bsd_signal|sysv_signal)
                    case "$o" in */lib/io/lines.o) ;;   # the SIGBUS guard, on request only
                        *) fail "$o installs a signal handler ($sym)" ;; esac ;;
            esac
        done
    done
    # the guard itself: sigaction only in bus_install, reached only from
    # sdx_io_install_sigbus_guard
    n=$(grep -c 'sigaction(SIGBUS' lib/io/lines.c)
    calls=$(grep -n 'pthread_once(&g_bus_once' lib/io/lines.c | wc -l)
    inside=$(awk '/^int sdx_io_install_sigbus_guard/{f=1} f&&/pthread_once\(&g_bus_once/{print; exit}' lib/io/lines.c | wc -l)
    if [ "$n" -ne 1 ] || [ "$calls" -ne 1 ] || [ "$inside" -ne 1 ]; then
        fail "lib/io/lines.c: the SIGBUS handler must be installed only by sdx_io_install_sigbus_guard"
    fi
fi

# --- static state: no writable static or global data (.data / .bss) but the
# write-once ones below, each documented where it is defined ---
if [ -n "$objs" ]; then
    for o in $objs; do
        for sym in $(objdump -t "$o" | awk '$0 ~ / (\.data|\.bss)[ \t]/ && $0 !~ /\.data\.rel\.ro/ && $NF !~ /^\./ {print $NF}'); do
            case "$sym" in __*) continue ;; esac   # the compiler's (sanitizers' shadow data)
            case "${o#"$BUILD"/lib/} $sym" in
                # the SIGBUS guard: set once under g_bus_once (sdx_io_install_sigbus_guard);
                # g_map is the handler's table of live mappings, atomics per claimed slot
                "io/lines.o g_page"|"io/lines.o g_old_bus"|"io/lines.o g_bus_ok"|"io/lines.o g_map"|"io/lines.o g_bus_once") ;;
                # pthread_once constants: the C locale, the CPU's AVX2
                "json/access.o c_locale"|"json/access.o c_locale_once"|"json/reader.o cpu_avx2"|"json/reader.o cpu_once") ;;
                # write-once default build flags (sdx_model_set_default_flags)
                "model/builder.o default_flags") ;;
                *) fail "$o has mutable static state: $sym (pass it in a context, or make it const)" ;;
            esac
        done
    done
fi

if [ "$fails" -eq 0 ]; then
    echo "PASS layering: no mutable static state in lib/ but the documented write-once values"
    echo "PASS layering: includes follow util < json < io < events < model < {rest, triage} < analysis < findings < {rules, diff} < report < {render, store} < ops < mcp < src, no exception"
    echo "PASS layering: lib/ does not abort, exit, getenv, print, or install signal handlers but the requested SIGBUS guard"
fi
[ "$fails" -eq 0 ]
