#!/usr/bin/env bash
# Sets up the machine and runs every check CI runs: lint, build, DocC, tests, the install check, the dashboard's browser test.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/setup.sh
echo "== lint (swift format)"
swift format lint --strict --recursive --parallel Package.swift Sources Plugins Tests Benchmarks Examples
echo "== sizes (files under 400 lines, functions under 60)"
python3 scripts/check-sizes.py
echo "== build"
swift build
echo "== documentation (DocC, warnings are errors)"
bash scripts/docs.sh

# A test run that hangs fails here, with the phase named, instead of stalling CI.
bounded() {
    local limit=$1 phase=$2
    shift 2
    local status=0
    timeout --kill-after=30 "$limit" "$@" || status=$?
    if [ "$status" -eq 124 ] || [ "$status" -eq 137 ]; then
        echo "scripts/test.sh: $phase did not finish within $limit seconds; the last test started above is the one that hangs" >&2
    fi
    return "$status"
}

echo "== tests"
bounded 1200 "swift test" swift test
echo "== host and CLI tests again, with every plugin in a worker process"
WIDGETHOST_ISOLATION=worker bounded 900 "the worker-mode test run" \
    swift test --skip-build --filter 'WidgetHostTests|SeedPluginTests' \
    --skip 'ValidateTests|KioskExampleTests|GeneratedShellFilesTests|CompletionsInTheirShellsTests'
echo "== fuzzing, 10 s per target, seed 1 (scripts/fuzz.sh builds the targets with -sanitize=fuzzer,address first)"
bounded 900 "the bounded fuzz run" bash scripts/fuzz.sh --seconds 10 --seed 1
echo "== install check (scripts/install.sh --debug into a temporary prefix, then the installed widgethost with no checkout)"
bounded 1200 "the install check" bash scripts/test-install.sh --debug
echo "== browser test (widgethost serve in headless chromium)"
bounded 600 "the browser test" bash Tests/Browser/run.sh
