#!/usr/bin/env bash
# Runs the package's tests, already built (swift build --build-tests), as shards: one test process
# per shard, all at once. Exits 1 if any shard fails or runs past the time limit, 2 on bad arguments.
#
#   bash scripts/test-shards.sh [--limit SECONDS] NAME [ARGUMENT...] [:: NAME [ARGUMENT...]]...
#
# The ARGUMENTs go to the Swift Testing run of the test binary (--filter REGEX, --skip REGEX); the
# XCTest tests run once first. Each shard's lines are printed as they come, prefixed with [NAME].
# Why shards: most tests wait on processes they start (the CLI, plugin workers, package builds), and
# a test process runs only about as many tests at once as the machine has cores, so a single
# process leaves the cores idle while its tests wait.
set -uo pipefail
cd "$(dirname "$0")/.."

limit=1200
if [ "${1:-}" = --limit ]; then
    limit=${2:-}
    shift 2 || true
fi
case "${1:-}" in
    -h | --help)
        sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'
        exit 0
        ;;
    "" | -* | ::)
        echo "scripts/test-shards.sh: expected a shard's NAME, then its arguments; see --help" >&2
        exit 2
        ;;
esac
if ! [[ "$limit" =~ ^[0-9]+$ ]]; then
    echo "scripts/test-shards.sh: --limit takes a number of seconds, not '$limit'" >&2
    exit 2
fi

binary="$(swift build --show-bin-path)/WidgetHostPackageTests.xctest"
if [ ! -x "$binary" ]; then
    echo "scripts/test-shards.sh: $binary is not built; run swift build --build-tests first" >&2
    exit 2
fi

# Runs one shard: its lines prefixed with [NAME]; its exit status is the test process's.
run_shard() {
    local name=$1
    shift
    NO_COLOR=1 timeout --kill-after=30 "$limit" "$binary" --testing-library swift-testing "$@" 2>&1 | sed -u "s/^/[$name] /"
    return "${PIPESTATUS[0]}"
}

status=0
timeout --kill-after=30 "$limit" "$binary" --testing-library xctest 2>&1 | sed -u "s/^/[xctest] /" || status=1

names=()
pids=()
while [ $# -gt 0 ]; do
    name=$1
    shift
    arguments=()
    while [ $# -gt 0 ] && [ "$1" != :: ]; do
        arguments+=("$1")
        shift
    done
    [ $# -eq 0 ] || shift
    run_shard "$name" "${arguments[@]}" &
    pids+=($!)
    names+=("$name")
done

for index in "${!pids[@]}"; do
    shard_status=0
    wait "${pids[$index]}" || shard_status=$?
    if [ "$shard_status" -eq 124 ] || [ "$shard_status" -eq 137 ]; then
        echo "scripts/test-shards.sh: the shard ${names[$index]} did not finish within $limit seconds;" \
            "the last test it started above is the one that hangs" >&2
        status=1
    elif [ "$shard_status" -ne 0 ]; then
        echo "scripts/test-shards.sh: the shard ${names[$index]} failed (exit $shard_status); its failures are the lines marked ✘ above" >&2
        status=1
    fi
done
exit "$status"
