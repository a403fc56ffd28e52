#!/bin/sh
# The HTML report in headless Chromium (tests/html/check_html.py): every
# section, the skewed stage's task bars and straggler, the critical path, no
# console message, screenshots in build/html/, and the injection test. SKIPs
# when chromium or python3 is absent.
cd "$(dirname "$0")/../.." || exit 1
if ! command -v python3 >/dev/null 2>&1; then
    echo "SKIP html in a browser: python3 is absent"
    exit 0
fi
exec python3 tests/html/check_html.py
