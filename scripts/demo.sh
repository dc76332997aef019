#!/usr/bin/env bash
# Sets up the machine, builds WidgetHost and its example plugins, and walks
# through the Counter widget: inspect it, perform "+10", show its timeline.
#
# Embedded defaults: the plugins are the ones just built (found next to the
# widgethost binary) and the state lives in .build/demo-state, started afresh
# on every run so the walkthrough always begins at 0.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/setup.sh
echo "== build"
swift build
bin="$(swift build --show-bin-path)/widgethost"
state=".build/demo-state"
rm -rf "$state"

run() {
    echo
    echo "\$ widgethost $*"
    "$bin" --state "$state" "$@"
}

run inspect Counter
run perform Counter MyCalculateIntent --param value=10
run timeline Counter MyWidget --family systemMedium
echo
echo "The number is kept in $state/widgethost.sqlite: run the perform again and it shows 20."
echo "Try: $bin --state $state --help"
