#!/bin/sh
# Lists the inputs of the per-command golden outputs, one per line:
#   <name> <path>
# Paths under ../shared are listed only when ../shared is present (the check
# prints one SKIP line for them otherwise). Names are stable file names.
list_logs() {
    for p in examples/eventlog_v2_* tests/spark/logs/*/* tests/conformance/sql/logs/* \
             tests/golden/report_*/eventlog_v2_*; do
        [ -e "$p" ] || continue
        # The held-out logs (tests/report/check_heldout.sh) stay out of the goldens: their
        # reports are a measurement kept apart from rule writing, not outputs to accept.
        case "$p" in tests/spark/logs/heldout/*) continue ;; esac
        echo "$(echo "$p" | tr '/' '_') $p"
    done
    if [ -d ../shared/corpus ]; then
        for p in ../shared/corpus/spark-events/* ../shared/corpus/spark-extra/*/* \
                 ../shared/corpus/spark-extra/*/*/* ../shared/corpus/other/*/* \
                 ../shared/corpus/other/*/*/* ../shared/corpus/clusters/*/*; do
            [ -e "$p" ] || continue
            case "$p" in *.json|*.md|*.tsv|*/HistoryServerExpectations*) continue ;; esac
            # a folder of logs is listed by its logs, a rolling/legacy dir as one log
            if [ -d "$p" ]; then
                case "$(basename "$p")" in eventlog_v2_*|local-*|app-*|application_*) ;; *) continue ;; esac
            fi
            echo "shared_$(echo "${p#../shared/corpus/}" | tr '/' '_') $p"
        done
    fi
}
list_failures() {
    for p in tests/failures/*.txt; do
        echo "$(basename "$p" .txt) $p"
    done
}
