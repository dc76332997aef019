#!/usr/bin/env bash
# scripts/soak.sh — a bounded soak of the daemon, on loopback only, not part of CI's time budget.
#
#   (a) FAULTS injected faults (segv, abort, exit, hang, memory blow-up, garbage output, a 1 TiB
#       result length: Tests/Fixtures/faulty.c, one instance per fault) against a running
#       `widgethost run` in worker mode (1 s call timeout) that also holds HEALTHY Ticker instances
#       reloading every 3 s: the daemon alive throughout, the healthy reloads on time (lateness
#       from the reload times the daemon stores), no instance lost.
#   (b) KILLS `kill -9` of the daemon while taps and reloads run: PRAGMA integrity_check ok after
#       every kill, no instance lost, no acknowledged tap lost (a tap is acknowledged when
#       `widgethost tap` exits 0; the taps bump a durable count, checked at the end).
#   (c) scripts/fuzz.sh, if it exists, for FUZZ_INPUTS inputs in all; else "not run".
# Prints a table at the end; exits 1 when a check fails.
#
# Usage: scripts/soak.sh [--quick] [--faults N] [--kills N] [--fuzz-inputs N] [--healthy N] [--keep]
#   defaults: 1,000 faults, 1,000 kills, 1,000,000 fuzzed inputs, 50 healthy instances;
#   --quick: 140 faults, 100 kills, 20,000 fuzzed inputs.
set -euo pipefail
cd "$(dirname "$0")/.."
faults=1000 kills=1000 fuzz_inputs=1000000 healthy=50 keep=0 delay=3
while [ $# -gt 0 ]; do
    case "$1" in
        --quick) faults=140 kills=100 fuzz_inputs=20000; shift ;;
        --faults) faults="$2"; shift 2 ;;
        --kills) kills="$2"; shift 2 ;;
        --fuzz-inputs) fuzz_inputs="$2"; shift 2 ;;
        --healthy) healthy="$2"; shift 2 ;;
        --keep) keep=1; shift ;;
        *) echo "usage: scripts/soak.sh [--quick] [--faults N] [--kills N] [--fuzz-inputs N] [--healthy N] [--keep]" >&2; exit 2 ;;
    esac
done
for tool in python3 sqlite3; do
    command -v "$tool" >/dev/null || { echo "soak: needs $tool (apt-get install $tool)" >&2; exit 2; }
done

lock() { if command -v buildlock >/dev/null; then buildlock "$@"; else "$@"; fi; }
widgethost="$PWD/.build/debug/widgethost"
if [ ! -x "$widgethost" ] || [ ! -x "$PWD/.build/debug/widgethost-worker" ]; then
    lock swift build --product widgethost >/dev/null
    lock swift build --product widgethost-worker >/dev/null
fi
clang=/opt/swift/usr/bin/clang
swift_path="$(command -v swift || true)"
if [ -n "$swift_path" ] && [ -x "$(dirname "$swift_path")/clang" ]; then clang="$(dirname "$swift_path")/clang"; fi

work="$(mktemp -d /tmp/widgethost-soak.XXXXXX)"
daemon_pid=""
tapper_pid=""
cleanup() {
    [ -n "$tapper_pid" ] && kill "$tapper_pid" 2>/dev/null || true
    [ -n "$daemon_pid" ] && kill -9 "$daemon_pid" 2>/dev/null || true
    if [ "$keep" = 1 ]; then echo "soak: kept $work" >&2; else rm -rf "$work"; fi
}
trap cleanup EXIT
export HOME="$work/home" TZ=UTC
unset WIDGETHOST_PLUGINS WIDGETHOST_STATE WIDGETHOST_ISOLATION XDG_STATE_HOME XDG_CACHE_HOME
mkdir -p "$HOME"
results="$work/results"
: >"$results"
# row CHECK FIGURE ok|FAIL
row() { printf '%s\t%s\t%s\n' "$1" "$2" "$3" >>"$results"; }

fixture() {  # fixture SOURCE NAME DIRECTORY: builds Tests/Fixtures/SOURCE.c as DIRECTORY/libNAME.so, as the tests do
    "$clang" -std=c11 -Wall -Wextra -Werror -shared -fPIC -I Sources/CWidgetABI/include \
        "Tests/Fixtures/$1.c" -o "$3/lib$2.so"
}

# sql DATABASE STATEMENT: runs a statement, waiting up to 10 s for a writer (a tap) to finish.
sql() { sqlite3 -cmd ".timeout 10000" "$1" "$2" 2>&1 || true; }
integrity() { sql "$1/widgethost.sqlite" "PRAGMA integrity_check;" | tr '\n' ' ' | sed 's/ $//'; }
instances() { sql "$1/widgethost.sqlite" "SELECT count(*) FROM widget_instances;"; }

# ---------------------------------------------------------------- (a) injected faults
soak_faults() {
    local state="$work/a/state" plugins="$work/a/plugins" log="$work/a/daemon.log"
    mkdir -p "$plugins" && chmod 755 "$plugins"
    fixture ticker Ticker "$plugins"
    fixture faulty Faulty "$plugins"
    local options=(--state "$state" --plugins "$plugins")
    local i kind
    for ((i = 0; i < healthy; i++)); do
        "$widgethost" add Ticker --plugin Ticker --param policy=after --param "delay=$delay" --param entries=1 \
            "${options[@]}" >/dev/null
    done
    for kind in segv abort exit hang memory garbage huge; do
        "$widgethost" add Faulty --plugin Faulty --param "fault=$kind" "${options[@]}" \
            --isolation worker --plugin-timeout 1 >/dev/null 2>&1 || true
    done
    local expected=$((healthy + 7))
    local faulty_ids
    faulty_ids="$(sql "$state/widgethost.sqlite" "SELECT group_concat(id, '|') FROM widget_instances WHERE plugin_id = 'Faulty';")"
    # `add` scheduled each failed first timeline's retry with the default 15 minutes: make them due now,
    # so that the daemon's own retries (--retry-interval 1) inject the faults from the start.
    sql "$state/widgethost.sqlite" "UPDATE widget_instances SET next_reload_at = 0 WHERE plugin_id = 'Faulty';"
    local started
    started="$(date +%s.%N)"
    "$widgethost" run "${options[@]}" --isolation worker --plugin-timeout 1 --min-interval 0 --retry-interval 1 \
        --daily-budget 10000 >"$log" 2>"$work/a/daemon.err" &
    daemon_pid=$!
    local deadline=$((SECONDS + faults * 3 + 120)) injected=0 alive=yes
    while [ "$injected" -lt "$faults" ]; do
        sleep 1
        if ! kill -0 "$daemon_pid" 2>/dev/null; then alive="no (died after $injected faults)"; break; fi
        if [ "$SECONDS" -gt "$deadline" ]; then alive="yes, but only $injected faults within the time limit"; break; fi
        injected="$(grep -cE "reloaded #($faulty_ids) \(.*: failed" "$log" || true)"
    done
    local stopped=0
    if kill -0 "$daemon_pid" 2>/dev/null; then
        kill -TERM "$daemon_pid"
        wait "$daemon_pid" || stopped=$?
    else
        wait "$daemon_pid" || stopped=$?
    fi
    daemon_pid=""
    local kinds
    kinds="$(python3 - "$log" "$state/widgethost.sqlite" <<'PY'
import re, sqlite3, sys
log, database = sys.argv[1], sys.argv[2]
kinds = {row[0]: row[1] for row in sqlite3.connect(database).execute(
    "SELECT id, json_extract(configuration, '$.fault') FROM widget_instances WHERE plugin_id = 'Faulty'")}
counts = {}
for line in open(log, errors="replace"):
    match = re.search(r"reloaded #(\d+) \(.*: failed", line)
    if match and int(match.group(1)) in kinds:
        kind = kinds[int(match.group(1))] or "?"
        counts[kind] = counts.get(kind, 0) + 1
print(", ".join(f"{kind} {counts.get(kind, 0)}" for kind in ["segv", "abort", "exit", "hang", "memory", "garbage", "huge"]))
PY
)"
    local ok=ok
    [ "$injected" -ge "$faults" ] || ok=FAIL
    row "a. faults injected (want $faults)" "$injected: $kinds" "$ok"
    ok=ok
    [ "$alive" = yes ] && [ "$stopped" = 0 ] || ok=FAIL
    row "a. daemon alive throughout, clean stop" "$alive; exit status $stopped" "$ok"
    python3 - "$state/widgethost.sqlite" "$started" "$delay" "$healthy" >"$work/a/lateness" <<'PY'
import json, sqlite3, sys
database, started, delay, healthy = sys.argv[1], float(sys.argv[2]), float(sys.argv[3]), int(sys.argv[4])
late, reloads, states = [], [], {}
for history, state in sqlite3.connect(database).execute(
        "SELECT reload_history, state FROM widget_instances WHERE plugin_id = 'Ticker'"):
    times = [t for t in json.loads(history) if t >= started]
    reloads.append(len(times))
    name = json.loads(state).get("state", "failed")
    states[name] = states.get(name, 0) + 1
    late += [max(0.0, b - a - delay) for a, b in zip(times, times[1:])]
late.sort()
pick = lambda q: late[min(len(late) - 1, int(q * len(late)))] * 1000 if late else float("nan")
print(f"{len(late)} {pick(0.5):.0f} {pick(0.99):.0f} {(late[-1] * 1000 if late else float('nan')):.0f} "
      f"{min(reloads) if reloads else 0} {states.get('ok', 0)}")
PY
    local count p50 p99 worst fewest healthy_ok
    read -r count p50 p99 worst fewest healthy_ok <"$work/a/lateness"
    ok=ok
    python3 -c "import sys; sys.exit(0 if $count > 0 and $p99 <= 2500 else 1)" || ok=FAIL
    row "a. healthy reloads: lateness p50 / p99 / max" "${p50} / ${p99} / ${worst} ms over $count reloads (every ${delay} s)" "$ok"
    local now_instances
    now_instances="$(instances "$state")"
    ok=ok
    [ "$now_instances" = "$expected" ] && [ "$healthy_ok" = "$healthy" ] && [ "$fewest" -ge 2 ] || ok=FAIL
    row "a. nothing lost" "$now_instances of $expected instances; $healthy_ok of $healthy healthy ok; each reloaded >= $fewest times" "$ok"
    local check
    check="$(integrity "$state")"
    [ "$check" = ok ] && ok=ok || ok=FAIL
    row "a. PRAGMA integrity_check" "$check" "$ok"
}

# ---------------------------------------------------------------- (b) kill -9 of the daemon
soak_kills() {
    local state="$work/b/state" plugins="$work/b/plugins"
    mkdir -p "$plugins" && chmod 755 "$plugins"
    fixture ticker Ticker "$plugins"
    local options=(--state "$state" --plugins "$plugins")
    local i
    for ((i = 0; i < 5; i++)); do
        "$widgethost" add Ticker --plugin Ticker --param policy=after --param delay=1 --param entries=1 "${options[@]}" >/dev/null
    done
    : >"$work/b/acknowledged"
    : >"$work/b/refused"
    touch "$work/b/tapping"
    (
        while [ -f "$work/b/tapping" ]; do
            if "$widgethost" tap 1 Bump "${options[@]}" >/dev/null 2>>"$work/b/tap.err"; then
                echo >>"$work/b/acknowledged"
            else
                echo >>"$work/b/refused"
            fi
        done
    ) &
    tapper_pid=$!
    local intact=0 kept=0 first_bad=""
    for ((i = 1; i <= kills; i++)); do
        "$widgethost" run "${options[@]}" --min-interval 0 >/dev/null 2>>"$work/b/daemon.err" &
        daemon_pid=$!
        sleep "0.$((RANDOM % 35 + 5))"
        kill -9 "$daemon_pid" 2>/dev/null || true
        wait "$daemon_pid" 2>/dev/null || true
        daemon_pid=""
        local check
        check="$(integrity "$state")"
        if [ "$check" = ok ]; then intact=$((intact + 1)); else first_bad="${first_bad:-kill $i: $check}"; fi
        [ "$(instances "$state")" = 5 ] && kept=$((kept + 1))
    done
    rm -f "$work/b/tapping"
    wait "$tapper_pid" || true
    tapper_pid=""
    local acknowledged refused stored
    acknowledged="$(wc -l <"$work/b/acknowledged")"
    refused="$(wc -l <"$work/b/refused")"
    stored="$(sql "$state/widgethost.sqlite" "SELECT CAST(value AS TEXT) FROM plugin_storage WHERE plugin_id = 'Ticker' AND key = 'count';")"
    stored="${stored:-0}"
    local ok=ok
    [ "$intact" = "$kills" ] || ok=FAIL
    row "b. kill -9 of the daemon: integrity_check ok" "$intact of $kills${first_bad:+ (first failure: $first_bad)}" "$ok"
    ok=ok
    [ "$kept" = "$kills" ] || ok=FAIL
    row "b. instances lost" "$((kills - kept)) checks short of 5 instances (of $kills)" "$ok"
    ok=ok
    [ "$stored" -ge "$acknowledged" ] && [ "$stored" -le $((acknowledged + refused)) ] || ok=FAIL
    row "b. acknowledged taps lost" "$((acknowledged > stored ? acknowledged - stored : 0)) ($acknowledged acknowledged, $refused refused, count stored $stored)" "$ok"
}

# ---------------------------------------------------------------- (c) fuzzing
soak_fuzz() {
    if [ ! -f scripts/fuzz.sh ]; then
        row "c. fuzzed inputs" "not run (no scripts/fuzz.sh)" "-"
        return
    fi
    local targets runs
    targets="$(bash scripts/fuzz.sh --list | grep -c .)"
    [ "${targets:-0}" -gt 0 ] || targets=5
    runs=$((fuzz_inputs / targets))
    if bash scripts/fuzz.sh --runs "$runs" >"$work/fuzz.log" 2>&1; then
        row "c. fuzzed inputs (scripts/fuzz.sh --runs $runs per target)" "$(tail -n 1 "$work/fuzz.log")" ok
    else
        row "c. fuzzed inputs (scripts/fuzz.sh --runs $runs per target)" "$(tail -n 1 "$work/fuzz.log")" FAIL
    fi
    tail -n 20 "$work/fuzz.log" >&2
}

start_time="$(date -u '+%Y-%m-%d %H:%M UTC')"
begin=$SECONDS
soak_faults
soak_kills
soak_fuzz
echo
echo "widgethost soak, $start_time, $((SECONDS - begin)) s: $faults faults against $healthy healthy instances, $kills kill -9, $fuzz_inputs fuzzed inputs"
python3 - "$results" <<'PY'
import sys
rows = [line.rstrip("\n").split("\t") for line in open(sys.argv[1])]
widths = [max(len(row[i]) for row in rows + [["check", "figure", "result"]]) for i in range(3)]
line = lambda cells: "| " + " | ".join(cell.ljust(width) for cell, width in zip(cells, widths)) + " |"
print(line(["check", "figure", "result"]))
print("|" + "|".join("-" * (width + 2) for width in widths) + "|")
for row in rows:
    print(line(row))
PY
if grep -q $'\tFAIL$' "$results"; then exit 1; fi
