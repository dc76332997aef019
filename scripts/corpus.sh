#!/usr/bin/env bash
# Builds each widget extension of the iOS corpus (Tests/IOSCorpus, issue 9's contract) on its own
# and prints a table: the extension, whether it builds, and its first compiler errors. Exits 1 if
# any extension does not build (Tests/IOSCorpus/GAPS.md says why), 2 on bad arguments.
#
# Usage: bash scripts/corpus.sh [--tsv] [EXTENSION...]   (by hand: buildlock bash scripts/corpus.sh)
#   --tsv  one line per extension instead of the table: name, yes or no, then the library's path
#          (yes) or the first errors (no), tab-separated; the corpus tests read this.
#
# It takes no build lock itself: CI has no other builders, and `swift test` runs it (from the
# corpus tests in SeedPluginTests) while it already holds the lock.
set -uo pipefail
cd "$(dirname "$0")/.."

package=Tests/IOSCorpus
scratch=.build/ioscorpus
format=table
extensions=()
for argument in "$@"; do
    case "$argument" in
        --tsv) format=tsv ;;
        -h | --help)
            sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'
            exit 0
            ;;
        -*)
            echo "scripts/corpus.sh: unknown option '$argument'; expected --tsv or extension names" >&2
            exit 2
            ;;
        *) extensions+=("$argument") ;;
    esac
done
known=$(ls "$package/Sources")
if [ ${#extensions[@]} -eq 0 ]; then
    read -r -d '' -a extensions <<<"$known"
fi
for name in "${extensions[@]}"; do
    if [ ! -d "$package/Sources/$name" ]; then
        echo "scripts/corpus.sh: no extension '$name' in $package/Sources; expected one of:" $known >&2
        exit 2
    fi
done

# The first three distinct compiler errors of extension $1 in build log $2, as `File.swift:line: message`;
# any other error lines if there is none in its sources (a linker error, a package error).
first_errors() {
    local name=$1 log=$2 errors
    errors=$(grep -E "/Sources/$name/.+:[0-9]+:[0-9]+: error: " "$log" |
        sed -E "s|^.*/Sources/$name/||; s|^([^:]+):([0-9]+):[0-9]+: error: |\1:\2: |" | awk '!seen[$0]++' | head -3)
    if [ -z "$errors" ]; then
        errors=$(grep -E "error:" "$log" | sed -E 's/^[[:space:]]*//' | awk '!seen[$0]++' | head -3)
    fi
    printf '%s\n' "${errors:-swift build failed with no error line; see $log}"
}

mkdir -p "$scratch/logs"
failures=0
width=9
for name in "${extensions[@]}"; do
    [ ${#name} -gt $width ] && width=${#name}
done
[ "$format" = table ] && printf "%-${width}s  %-6s  %s\n" extension builds "first errors"
# All of them in one swift build first (one plan, one parallel compile); only when that fails is each built on its own
# (reusing what the first build compiled), so that one that does not build stops no other.
together=false
build_all() { swift build --package-path "$package" --scratch-path "$scratch" >"$scratch/logs/all.log" 2>&1; }
if [ ${#extensions[@]} -gt 1 ] && [ "${extensions[*]}" = "$(echo $known)" ]; then
    if build_all; then
        together=true
    elif grep -qE "^$PWD/Sources/.*: error:|missing inputs: $PWD/Sources/" "$scratch/logs/all.log"; then
        # Errors in the SDK's own sources, which build in this checkout: an incremental build can miss a file the SDK
        # gained since the last one (a path dependency's new file), or still ask for one it lost (a renamed file),
        # which a build from scratch never does.
        find "$scratch" -mindepth 1 -maxdepth 1 ! -name logs -exec rm -rf {} +
        build_all && together=true
    fi
fi
for name in "${extensions[@]}"; do
    log=$scratch/logs/$name.log
    if $together && cp "$scratch/logs/all.log" "$log" && [ -f "$scratch/debug/lib$name.so" ] ||
        swift build --package-path "$package" --scratch-path "$scratch" --product "$name" >"$log" 2>&1; then
        library="$PWD/$scratch/debug/lib$name.so"
        if [ "$format" = tsv ]; then
            printf '%s\tyes\t%s\n' "$name" "$library"
        else
            printf "%-${width}s  %-6s\n" "$name" yes
        fi
    else
        failures=$((failures + 1))
        mapfile -t errors < <(first_errors "$name" "$log")
        if [ "$format" = tsv ]; then
            (IFS=$'\t' && printf '%s\tno\t%s\n' "$name" "${errors[*]}")
        else
            printf "%-${width}s  %-6s  %s\n" "$name" no "${errors[0]}"
            for error in "${errors[@]:1}"; do printf "%-${width}s  %-6s  %s\n" "" "" "$error"; done
        fi
    fi
done
if [ "$format" = table ]; then
    echo "$((${#extensions[@]} - failures)) of ${#extensions[@]} build; build logs in $scratch/logs/"
fi
[ "$failures" -eq 0 ]
