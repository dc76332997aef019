#!/usr/bin/env bash
# Sets up the machine and runs every check CI runs: lint, build, tests, the dashboard's browser test.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/setup.sh
echo "== lint (swift format)"
swift format lint --strict --recursive --parallel Package.swift Sources Plugins Tests Benchmarks Examples
echo "== build"
swift build
echo "== tests"
swift test
echo "== host and CLI tests again, with every plugin in a worker process"
WIDGETHOST_ISOLATION=worker swift test --skip-build --filter 'WidgetHostTests|SeedPluginTests'
echo "== browser test (widgethost serve in headless chromium)"
bash Tests/Browser/run.sh
