#!/usr/bin/env bash
# Sets up the machine, builds WidgetHost and its plugins, and runs widgets on embedded
# defaults: inspects the Counter plugin, performs its +10 intent and shows its timeline
# (the number is 10), adds a Counter widget and three widgets ported from iOS, taps the
# Counter's "加 10" (20), lists and draws the instances, writes them as PNG, and runs the
# scheduler (the `widgethost run` daemon) for a few seconds.
#
# Embedded defaults: the plugins are the ones just built (found next to the widgethost
# binary); the state lives in .build/demo-state and the pictures in .build/demo, both
# started afresh on every run. `bash scripts/demo.sh --seconds N` runs the daemon for N
# seconds (default 5).
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=5
case "${1:-}" in
    "") ;;
    --seconds)
        [[ "${2:-}" =~ ^[0-9]+$ ]] || { echo "demo: --seconds needs a whole number of seconds, got '${2:-}'" >&2; exit 2; }
        seconds=$2 ;;
    -h | --help) sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "demo: unknown argument '$1'; expected --seconds N or --help" >&2; exit 2 ;;
esac

bash scripts/setup.sh --runtime
echo "== build"
swift build
bin="$(swift build --show-bin-path)/widgethost"
state=".build/demo-state"
pictures=".build/demo"
rm -rf "$state" "$pictures"
mkdir -p "$pictures"

run() {
    local shown=() argument
    for argument in "$@"; do
        if [[ "$argument" == *[[:space:]]* ]]; then shown+=("\"$argument\""); else shown+=("$argument"); fi
    done
    echo
    echo "\$ widgethost ${shown[*]}"
    "$bin" --state "$state" "$@"
}

run inspect Counter
run perform Counter MyCalculateIntent --param value=10
run timeline Counter MyWidget --family systemMedium
echo
echo "\$ widgethost add MyWidget --family systemMedium"
counter=$("$bin" --state "$state" add MyWidget --family systemMedium)
echo "$counter"
run tap "$counter" "加 10"
run perform Tasks CreateTaskIntent --param title="Buy milk" --param content="Two litres, semi-skimmed"
task=$("$bin" --state "$state" --json query Tasks TaskItem --matching milk | sed -n 's/.*"id" *: *"\([^"]*\)".*/\1/p' | head -n 1)
run add TaskWidget --param task="$task"
run add FavoriteSoup --param name=Miso --param shuffle=false
run add appIntents.kind --param bgColor=dark
run list
run render "$counter"
for id in $("$bin" --state "$state" --json list | sed -n 's/.*"id" *: *\([0-9][0-9]*\).*/\1/p'); do
    "$bin" --state "$state" render "$id" -o "$pictures/widget-$id.png"
done
echo
echo "Drew every instance as PNG: $(ls "$pictures" | tr '\n' ' ')(in $pictures)"

echo
echo "\$ widgethost run    (the scheduler, stopped after $seconds seconds as Ctrl-C or SIGTERM would)"
"$bin" --state "$state" run &
daemon=$!
sleep "$seconds"
kill -TERM "$daemon"
wait "$daemon" || true

echo
echo "The instances and the Counter's number (20) are kept in $state/widgethost.sqlite."
echo "Next: $bin --state $state serve    (the live dashboard at http://127.0.0.1:8080/)"
echo "      $bin --help"
