#!/usr/bin/env bash
# Runs the dashboard's browser test (Tests/Browser/test_dashboard.py): builds widgethost,
# puts Selenium (PyPI) in a virtual environment under .build, creates two tasks, starts
# `widgethost serve` on a free port over a temporary state directory, runs the test in
# headless chromium, and stops the server; then the preview page's test
# (Tests/Browser/test_preview_page.py), which starts its own widgethost preview.
#
#   bash Tests/Browser/run.sh [--screenshot PATH]   (default .build/browser/dashboard.png;
#                                                    docs/dashboard.png is the README's)
set -euo pipefail
cd "$(dirname "$0")/../.."

screenshot=".build/browser/dashboard.png"
if [ "${1:-}" = "--screenshot" ] && [ -n "${2:-}" ]; then screenshot="$2"; fi

swift build
bin="$(swift build --show-bin-path)/widgethost"

venv=".build/browser-venv"
[ -x "$venv/bin/python" ] || python3 -m venv "$venv"
"$venv/bin/python" -c "import selenium" 2>/dev/null || "$venv/bin/python" -m pip install --quiet selenium

state="$(mktemp -d)"
server=""
stop() {
    if [ -n "$server" ]; then kill -INT "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; fi
    rm -rf "$state"
}
trap stop EXIT

export TZ=UTC
now="2024-05-01T09:41:00Z"
"$bin" --state "$state" perform Tasks CreateTaskIntent --param title="Buy milk" --param content="Two litres, semi-skimmed" >/dev/null 2>&1
"$bin" --state "$state" perform Tasks CreateTaskIntent --param title="Write the report" --param content="Numbers for Friday" >/dev/null 2>&1

"$bin" --state "$state" --now "$now" serve --port 0 >"$state/serve.log" 2>"$state/serve.err" &
server=$!
url=""
for _ in $(seq 300); do
    url="$(head -n 1 "$state/serve.log" 2>/dev/null || true)"
    [ -n "$url" ] && break
    kill -0 "$server" 2>/dev/null || { cat "$state/serve.err" >&2; exit 1; }
    sleep 0.1
done
[ -n "$url" ] || { echo "browser test: widgethost serve printed no address" >&2; exit 1; }
echo "browser test: $url (state $state)"

SE_OFFLINE=true WIDGETHOST_URL="$url" WIDGETHOST_BIN="$bin" WIDGETHOST_STATE="$state" WIDGETHOST_NOW="$now" \
    WIDGETHOST_SCREENSHOT="$screenshot" "$venv/bin/python" Tests/Browser/test_dashboard.py || {
    echo "browser test failed; the server said:" >&2
    cat "$state/serve.err" "$state/serve.log" >&2
    exit 1
}
echo "browser test: screenshot in $screenshot"

# The page of preview --watch --dashboard (it starts its own widgethost preview).
clang="$(dirname "$(readlink -f "$(command -v swift)")")/clang"
[ -x "$clang" ] || clang=clang
SE_OFFLINE=true WIDGETHOST_BIN="$bin" WIDGETHOST_CLANG="$clang" "$venv/bin/python" Tests/Browser/test_preview_page.py
