#!/usr/bin/env bash
# Builds the libFuzzer targets (FuzzTargets/, a package of its own over this one, with
# -sanitize=fuzzer,address) and runs each one from its seed corpus in Tests/Fuzz/Corpus/<target>/.
#
#   bash scripts/fuzz.sh [--seconds N] [--runs N] [--seed N] [--target NAME]... | --list
#
# Each target runs for N seconds (default 600) or N executions (--runs; then without a time
# limit), as many targets at once as there are cores; --seed N makes the inputs tried the same on
# every run (CI's short run uses it, so a failure there is a regression, replayable, not a new
# find). Prints each target's executions, coverage (cov: edges, ft: features) and crashes, then a
# table. Crashing inputs are saved under .build/fuzz/crashes/<target>/; the exit status is 1 if
# any target crashed (or could not run), 0 otherwise.
set -euo pipefail
cd "$(dirname "$0")/.."

all_targets=(manifest worker-frames cli-values dashboard-requests view-tree-layout plugin-files)
seconds=600
runs=""
seed=""
targets=()
while [ $# -gt 0 ]; do
    case "$1" in
        --seconds) seconds=$2; shift 2 ;;
        --runs) runs=$2; shift 2 ;;
        --seed) seed=$2; shift 2 ;;
        --target) targets+=("$2"); shift 2 ;;
        --list) printf '%s\n' "${all_targets[@]}"; exit 0 ;;
        -h | --help) sed -n '2,13p' "$0"; exit 0 ;;
        *) echo "scripts/fuzz.sh: unknown argument '$1'; expected --seconds N, --runs N, --seed N, --target NAME or --list" >&2; exit 2 ;;
    esac
done
[ ${#targets[@]} -gt 0 ] || targets=("${all_targets[@]}")

# manifest -> FuzzManifest, worker-frames -> FuzzWorkerFrames, ...
product() { echo "Fuzz$(echo "$1" | sed -E 's/(^|-)([a-z])/\U\2/g' | sed 's/Cli/CLI/')"; }
for target in "${targets[@]}"; do
    case " ${all_targets[*]} " in *" $target "*) ;; *)
        echo "scripts/fuzz.sh: unknown target '$target'; expected one of ${all_targets[*]}" >&2; exit 2 ;;
    esac
done

build=.build/fuzz
mkdir -p "$build/logs"
echo "== fuzz build (-sanitize=fuzzer,address, $build)"
# SwiftPM keeps the plan of a path dependency and misses files added to it since: plan afresh.
rm -f "$build/debug/description.json"
# Every target is built (they share their dependencies, which are most of the build).
swift build --package-path FuzzTargets --build-path "$build" -Xswiftc -sanitize=fuzzer,address \
    >"$build-build.log" 2>&1 || { grep -v "Cannot export local symbol" "$build-build.log" | tail -30 >&2; exit 1; }
grep -v "Cannot export local symbol" "$build-build.log" | tail -2
binaries=$(swift build --package-path FuzzTargets --build-path "$build" --show-bin-path)

# The dashboard target loads the plugins of the normal debug build, if there is one.
if [ -e .build/debug/libCounter.so ]; then
    plugins=$build/plugins
    mkdir -p "$plugins"
    chmod 755 "$plugins"
    install -m 755 .build/debug/libCounter.so "$plugins/"
    export WIDGETHOST_FUZZ_PLUGINS=$PWD/$plugins
fi

limit=(-max_total_time="$seconds")
[ -z "$runs" ] || limit=(-runs="$runs")
[ -z "$seed" ] || limit+=(-seed="$seed")
# Each target is one libFuzzer process on one core: as many run at once as there are cores.
jobs=$(nproc 2>/dev/null || echo 1)

# Runs target $1 and writes its row (target, executions, cov, ft, crashes, exit code) to $build/logs/$1.row.
run_target() {
    local target=$1 corpus=$build/corpus/$1 crashes=$build/crashes/$1 log=$build/logs/$1.log
    mkdir -p "$corpus" "$crashes"
    # Crashers of earlier runs stay where they are; only this run's are counted.
    touch "$build/logs/.started-$target"
    # Command lines are short; longer ones only repeat the same values.
    local max_len=8192
    [ "$target" != cli-values ] || max_len=1024
    # Library files: the seeds are 5 KiB ELF files; room for the tables a mutation moves past them.
    [ "$target" != plugin-files ] || max_len=16384
    local dictionary=Tests/Fuzz/Dictionaries/$target.dict
    [ -e "$dictionary" ] || dictionary=Tests/Fuzz/Dictionaries/json.dict
    local exit_code=0
    SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 "$binaries/$(product "$target")" "${limit[@]}" -max_len="$max_len" -timeout=10 -rss_limit_mb=2048 \
        -print_final_stats=1 -dict="$dictionary" -artifact_prefix="$crashes/" "$corpus" "Tests/Fuzz/Corpus/$target" >"$log" 2>&1 || exit_code=$?
    local executions last cov ft found
    executions=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    last=$(grep -E '^#[0-9]+' "$log" | tail -1 || true)
    cov=$(echo "$last" | sed -nE 's/.* cov: ([0-9]+).*/\1/p')
    ft=$(echo "$last" | sed -nE 's/.* ft: ([0-9]+).*/\1/p')
    found=$(find "$crashes" -type f -newer "$build/logs/.started-$target" | wc -l)
    echo "$target ${executions:-0} ${cov:-0} ${ft:-0} $found $exit_code" >"$build/logs/$target.row"
}

# Prints target $1's result line (and where its crashers are) and adds it to the table.
report_target() {
    local target executions cov ft found exit_code
    read -r target executions cov ft found exit_code <"$build/logs/$1.row"
    if [ "$exit_code" -ne 0 ]; then
        status=1
        [ "$found" -gt 0 ] || found="failed (exit $exit_code)"
        grep -E "ERROR: |Fatal error|SUMMARY" "$build/logs/$target.log" | head -5 || true
        echo "   crashers in $build/crashes/$target/, the whole log in $build/logs/$target.log"
    fi
    echo "   $target: $executions executions, cov $cov, ft $ft, crashes $found"
    rows+=("$(printf '%-20s %12s %8s %8s  %s' "$target" "$executions" "$cov" "$ft" "$found")")
    total_executions=$((total_executions + executions))
    case "$found" in [0-9]*) total_crashes=$((total_crashes + found)) ;; *) total_crashes="$total_crashes+failed" ;; esac
}

status=0
rows=()
total_executions=0
total_crashes=0
for ((first = 0; first < ${#targets[@]}; first += jobs)); do
    batch=("${targets[@]:first:jobs}")
    for target in "${batch[@]}"; do
        rm -f "$build/logs/$target.row"
        if [ -n "$runs" ]; then echo "== fuzz $target ($runs runs)"; else echo "== fuzz $target ($seconds s)"; fi
        run_target "$target" &
    done
    wait
    for target in "${batch[@]}"; do
        if [ -e "$build/logs/$target.row" ]; then
            report_target "$target"
        else
            status=1
            echo "   $target: did not run; see $build/logs/$target.log"
            rows+=("$(printf '%-20s %12s %8s %8s  %s' "$target" 0 0 0 "failed (no result)")")
            total_crashes="$total_crashes+failed"
        fi
    done
done

echo
printf '%-20s %12s %8s %8s  %s\n' target executions cov ft crashes
for row in "${rows[@]}"; do echo "$row"; done
printf '%-20s %12s %8s %8s  %s\n' all "$total_executions" - - "$total_crashes"
exit "$status"
