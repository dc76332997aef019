#!/usr/bin/env bash
# Builds the benchmarks in release, runs them, and writes the performance table and plot:
#   Benchmarks/results/TABLE.md     one markdown table of every `row:` line both benchmarks print, with the date and machine
#   Benchmarks/results/scaling.png  every `series:` (cost against plugins loaded, against instances), drawn with gnuplot
#   Benchmarks/results/*.txt        the benchmarks' whole output (build.txt: scripts/bench-build.sh, a new plugin's
#                                   first build before and after the prebuilt SDK, about 7 minutes)
# and regenerates the README's Performance section from them (the durability paragraph stays).
# Holds the build lock's cores for the whole run, so run it under the lock:
#   buildlock bash scripts/bench.sh [--no-build] [--no-first-build] [--no-runtime] [INSTANCE COUNTS...]
# (default counts: 10000 100000 1000000; --no-first-build keeps the last build.txt instead of running bench-build.sh,
# --no-runtime the last runtime.txt instead of running widgethost-runtime-bench; the table names what it kept)
set -euo pipefail
cd "$(dirname "$0")/.."

build=1
first_build=1
runtime=1
while [ $# -gt 0 ]; do
    case "$1" in
        --no-build) build=0; shift ;;
        --no-first-build) first_build=0; shift ;;
        --no-runtime) runtime=0; shift ;;
        -h | --help)
            sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'
            exit 0
            ;;
        *) break ;;
    esac
done
counts=("$@")
[ ${#counts[@]} -gt 0 ] || counts=(10000 100000 1000000)
for count in "${counts[@]}"; do
    [[ "$count" =~ ^[1-9][0-9]*$ ]] || {
        echo "bench: '$count' is not an instance count (expected a positive integer, e.g. 1000000)" >&2
        exit 2
    }
done
command -v gnuplot > /dev/null || {
    echo "bench: gnuplot not found (expected gnuplot-nox: bash scripts/setup.sh)" >&2
    exit 2
}

# Counter and OptionsFixture linked against the shared SDK library (the Swift plugin rows' shared-SDK run): the release
# prebuilt SDK and the two plugins, in .build/bench-shared-sdk.
shared=.build/bench-shared-sdk
if [ $build -eq 1 ]; then
    for product in widgethost-bench widgethost-runtime-bench Counter OptionsFixture widgethost widgethost-worker; do
        echo "== swift build -c release --product $product"
        swift build -c release --product "$product" 2>&1 | tail -3
    done
    echo "== scripts/build-sdk.sh $shared/sdk, scripts/build-shared-plugin.sh (Counter on the shared SDK)"
    bash scripts/build-sdk.sh "$shared/sdk" --configuration release | tail -1
    bash scripts/build-shared-plugin.sh "$shared/sdk" Plugins/Counter Counter "$shared/libCounter.so" --release -- -swift-version 5
    bash scripts/build-shared-plugin.sh "$shared/sdk" Tests/Fixtures/OptionsFixture OptionsFixture "$shared/libOptionsFixture.so" --release
fi

results=Benchmarks/results
mkdir -p "$results"
# The last line of each output says when it was measured (the table names the date of a kept one).
stamp() { echo "measured: $(date -u '+%Y-%m-%d %H:%M UTC')" >> "$1"; }
echo "== widgethost-bench"
.build/release/widgethost-bench | tee "$results/host.txt"
echo "== widgethost-bench --swift-plugins --shared-counter $shared/libCounter.so (a process of its own)"
.build/release/widgethost-bench --swift-plugins --shared-counter "$shared/libCounter.so" | tee -a "$results/host.txt"
stamp "$results/host.txt"
if [ $runtime -eq 1 ]; then
    echo "== widgethost-runtime-bench ${counts[*]}"
    .build/release/widgethost-runtime-bench "${counts[@]}" | tee "$results/runtime.txt"
    stamp "$results/runtime.txt"
fi
if [ $first_build -eq 1 ]; then
    echo "== scripts/bench-build.sh (a new plugin's first build, compiling the SDK and linking the prebuilt one)"
    bash scripts/bench-build.sh --rounds 3 | tee "$results/build.txt"
    stamp "$results/build.txt"
fi

machine="$(uname -srm), $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//'), $(nproc) cores, $(awk '/MemTotal/ {printf "%.0f GiB", $2 / 1048576}' /proc/meminfo)"
kept=()
[ $runtime -eq 1 ] || kept+=(runtime.txt)
[ $first_build -eq 1 ] || kept+=(build.txt)
python3 - "$results" "$(date -u '+%Y-%m-%d %H:%M UTC')" "$machine" "${kept[@]}" << 'PYTHON'
import os, re, subprocess, sys

results, date, machine = sys.argv[1:4]
kept = sys.argv[4:]
lines = []
notes = []
for name in ("host.txt", "runtime.txt", "build.txt"):
    path = os.path.join(results, name)
    if not os.path.exists(path):
        continue
    with open(path, encoding="utf-8") as output:
        own = output.read().splitlines()
    lines += own
    if name in kept:
        stamps = [line[len("measured: "):] for line in own if line.startswith("measured: ")]
        notes.append(f"the rows of `{name}` are from an earlier run" + (f", {stamps[-1]}" if stamps else ""))

def cell(text):
    return text.replace("|", "\\|").strip()

rows = [line.split("\t") for line in lines if line.startswith("row:\t")]
kept_note = f" ({'; '.join(notes)})" if notes else ""
table = [f"Measured {date} on {machine}; release build, medians, ratios against a baseline measured in the same run{kept_note}.", "",
         "| What | Median | Against |", "| --- | --- | --- |"]
table += [f"| {cell(r[1])} | {cell(r[2])} | {cell(r[3]) if len(r) > 3 else ''} |" for r in rows if len(r) >= 3]
with open(os.path.join(results, "TABLE.md"), "w", encoding="utf-8") as out:
    out.write("\n".join(table) + "\n")

series = {}
for line in lines:
    parts = line.split("\t")
    if line.startswith("series:\t") and len(parts) == 4:
        series.setdefault(parts[1], []).append((float(parts[2]), float(parts[3])))
panels = []
for index, (name, points) in enumerate(series.items()):
    data = os.path.join(results, f"series-{index}.dat")
    with open(data, "w", encoding="utf-8") as out:
        out.write("".join(f"{x} {y}\n" for x, y in sorted(points)))
    xs = [x for x, _ in points]
    logscale = "set logscale x" if min(xs) > 0 and max(xs) / min(xs) >= 100 else "unset logscale x"
    unit = re.search(r"\(([^)]*)\)\s*$", name)
    xlabel = "instances" if name.startswith("runtime:") else "copies loaded"
    panels.append(f"""{logscale}
set title "{name.replace('"', "'")}" noenhanced
set xlabel "{xlabel}"
set ylabel "{unit.group(1) if unit else ''}" noenhanced
plot "{data}" using 1:2 with linespoints pointtype 7 notitle""")
columns = 2
rows_count = max(1, (len(panels) + columns - 1) // columns)
script = f"""set terminal pngcairo size {600 * columns},{380 * rows_count} font "DejaVu Sans,10"
set output "{os.path.join(results, 'scaling.png')}"
set grid
set yrange [0:*]
set multiplot layout {rows_count},{columns}
""" + "\n".join(panels) + "\nunset multiplot\n"
subprocess.run(["gnuplot"], input=script, text=True, check=True)
for index in range(len(series)):
    os.remove(os.path.join(results, f"series-{index}.dat"))

with open("README.md", encoding="utf-8") as readme:
    text = readme.read()
start = text.index("## Performance\n")
durability = text.index("**Durability.**", start)
section = "\n".join([
    "## Performance", "",
    "Two benchmarks, `widgethost-bench` (the host: calls, loads, workers, with the peers beside it) and",
    "`widgethost-runtime-bench` (the runtime at 10,000, 100,000 and 1,000,000 instances), and `scripts/bench-build.sh`",
    "(a new plugin's first build, compiling the SDK against linking the prebuilt SDK). `bash scripts/bench.sh`",
    "(under `buildlock`) builds them in release, runs them, and regenerates this table (every `row:` line they print),",
    "the plot (every `series:` line) and this section. Timings on a shared VM are noisy: compare ratios, not absolutes.",
    "The C call rows call `int64_t good_repeat(int32_t times, const char *word)` with 3 and `\"hello\"`; their ctypes",
    "ratio is against Python ctypes calling that same function with the same values (the second ctypes row), while the",
    "first ctypes row calls the baseline's `good_trivial`. The rows \"a call after cold caches and a TLB flush, no load\"",
    "are floors of a first call after a load: the same call, its instructions unchanged, after other memory traffic",
    "and a TLB flush (what a load also does), with nothing loaded: 16 MiB written (half this machine's 32 MiB L3), and",
    "64 MiB (\"fully cold\", twice the L3, so that none of the call's lines is left in any cache).",
    "A first call after a load runs the same instructions as a warm call (callgrind, `widgethost-bench --swift-profile",
    "firstcall`: about 19.7 k against 19.5 k, with no conformance look-up), so what it costs beyond those floors is the",
    "caches and TLB entries the load itself displaced.",
    "", *table, "", "![Cost against the number of plugins loaded and of instances](Benchmarks/results/scaling.png)", "", ""])
with open("README.md", "w", encoding="utf-8") as readme:
    readme.write(text[:start] + section + text[durability:])
print(f"bench: {len(rows)} rows, {len(series)} series -> {results}/TABLE.md, {results}/scaling.png, README.md")
PYTHON
