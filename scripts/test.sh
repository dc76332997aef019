#!/usr/bin/env bash
# Sets up the machine and runs every check CI runs: lint, build, DocC, tests, the install check, the dashboard's browser test.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each phase's time, printed when the next begins and summed up at the end (where CI's minutes go).
phase_names=()
phase_seconds=()
phase_started=$SECONDS
phase() {
    if [ ${#phase_names[@]} -gt 0 ]; then phase_seconds+=($((SECONDS - phase_started))); fi
    phase_names+=("$1")
    phase_started=$SECONDS
    echo "== $1"
}
print_phase_times() {
    phase_seconds+=($((SECONDS - phase_started)))
    echo "== time per phase (s)"
    local index
    for index in "${!phase_names[@]}"; do printf '%6d  %s\n' "${phase_seconds[$index]}" "${phase_names[$index]}"; done
    printf '%6d  total\n' "$SECONDS"
}

phase "setup (Debian packages)"
bash scripts/setup.sh
phase "lint (swift format)"
swift format lint --strict --recursive --parallel Package.swift Sources Plugins Tests Benchmarks Examples
phase "sizes (files under 400 lines, functions under 60)"
python3 scripts/check-sizes.py
phase "build"
swift build
phase "documentation (DocC, warnings are errors)"
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

# The tests run as shards, three test processes at once (scripts/test-shards.sh says why); each test is in
# exactly one shard: the second takes every WidgetHostTests test the first does not, the third every other test.
phase "tests (built, then run as three shards at once)"
bounded 1200 "the test build" swift build --build-tests
bash scripts/test-shards.sh --limit 1200 \
    host-a-o --filter '^WidgetHostTests\.[A-Oa-o]' :: \
    host-rest --filter '^WidgetHostTests\.' --skip '^WidgetHostTests\.[A-Oa-o]' :: \
    others --skip '^WidgetHostTests\.'
phase "host and CLI tests again, with every plugin in a worker process"
# Skipped here: suites that load no plugin, or whose packages and articles build from scratch
# (DocumentationTests, KioskExampleTests) and ran once in the phase above.
not_in_workers='ValidateTests|KioskExampleTests|GeneratedShellFilesTests|CompletionsInTheirShellsTests|DocumentationTests'
WIDGETHOST_ISOLATION=worker bash scripts/test-shards.sh --limit 900 \
    worker-host-a-o --filter '^WidgetHostTests\.[A-Oa-o]' --skip "$not_in_workers" :: \
    worker-host-rest --filter '^WidgetHostTests\.' --skip "^WidgetHostTests\\.[A-Oa-o]|$not_in_workers" :: \
    worker-seeds --filter '^SeedPluginTests\.'
phase "fuzzing, 10 s per target, seed 1 (scripts/fuzz.sh builds the targets with -sanitize=fuzzer,address first)"
bounded 900 "the bounded fuzz run" bash scripts/fuzz.sh --seconds 10 --seed 1
phase "install check (scripts/install.sh --debug into a temporary prefix, then the installed widgethost with no checkout)"
bounded 1200 "the install check" bash scripts/test-install.sh --debug
phase "browser test (widgethost serve in headless chromium)"
bounded 600 "the browser test" bash Tests/Browser/run.sh
print_phase_times
