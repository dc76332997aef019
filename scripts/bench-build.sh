#!/usr/bin/env bash
# A new plugin's first build, before and after the prebuilt SDK: medians of 3 clean builds each, in one run.
#   bash scripts/bench-build.sh [--rounds N] [--configuration debug|release]   from this checkout: builds the prebuilt SDK
#                                                                              (scripts/build-sdk.sh) into a temporary dir
#   bash scripts/bench-build.sh --installed PREFIX [--rounds N]                from an install (scripts/install.sh)
# "before" is `widgethost new plugin` depending on the SDK's sources by path (the checkout, or PREFIX/share/widgethost/sdk),
# "after" the same package linking the prebuilt SDK (the temporary one, or PREFIX/lib/widgethost/sdk). Each round removes
# the package's .build and times `swift build`, then removes it again and times `swift build --build-tests`.
# Prints each time, the medians and the ratios, and `row:` lines for scripts/bench.sh's table.
# It compiles for minutes: run it under buildlock on a shared machine (so that no other build skews the times).
set -euo pipefail
checkout=$(cd "$(dirname "$0")/.." && pwd)

usage() { echo "bench-build: $1 (expected [--installed PREFIX] [--rounds N] [--configuration debug|release])" >&2; exit 2; }
rounds=3
configuration=debug
installed=""
while [ $# -gt 0 ]; do
    case "$1" in
        --rounds) [ $# -ge 2 ] || usage "--rounds needs a number"; rounds=$2; shift 2 ;;
        --configuration) [ $# -ge 2 ] || usage "--configuration needs a value"; configuration=$2; shift 2 ;;
        --installed) [ $# -ge 2 ] || usage "--installed needs a prefix"; installed=$(realpath "$2"); shift 2 ;;
        -h | --help) sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) usage "unknown option '$1'" ;;
    esac
done
case "$rounds" in '' | *[!0-9]* | 0) usage "--rounds needs a positive number, not '$rounds'" ;; esac

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if [ -n "$installed" ]; then
    widgethost="$installed/bin/widgethost"
    sources="$installed/share/widgethost/sdk"
    prebuilt="$installed/lib/widgethost/sdk"
    [ -x "$widgethost" ] && [ -d "$sources" ] && [ -f "$prebuilt/sdk-info.txt" ] ||
        usage "$installed has no widgethost, SDK sources and prebuilt SDK (run scripts/install.sh --prefix $installed)"
    from="install $installed"
else
    (cd "$checkout" && swift build --product widgethost 2>&1 | tail -1)
    widgethost="$(cd "$checkout" && swift build --show-bin-path)/widgethost"
    sources="$checkout"
    prebuilt="$tmp/sdk"
    prebuilt_started=$(date +%s.%N)
    bash "$checkout/scripts/build-sdk.sh" "$prebuilt" --configuration "$configuration" | tail -1
    echo "bench-build: scripts/build-sdk.sh took $(echo "$(date +%s.%N) - $prebuilt_started" | bc | xargs printf '%.1f') s"
    from="checkout $checkout"
fi
"$widgethost" new plugin Before --path "$tmp" --sdk "$sources" >/dev/null
"$widgethost" new plugin After --path "$tmp" --sdk "$prebuilt" >/dev/null
grep -q "let sdk = " "$tmp/After/Package.swift" || { echo "bench-build: the After package does not link $prebuilt" >&2; exit 1; }

# clean_build PACKAGE [ARGS...]: seconds of one `swift build ARGS` in PACKAGE from no .build.
clean_build() {
    local package=$1
    shift
    rm -rf "$tmp/$package/.build"
    local started
    started=$(date +%s.%N)
    (cd "$tmp/$package" && swift build "$@" >"$tmp/$package.log" 2>&1) || {
        tail -20 "$tmp/$package.log" >&2
        echo "bench-build: swift build $* failed in $package" >&2
        exit 1
    }
    echo "$(date +%s.%N) - $started" | bc
}
median() { printf '%s\n' "$@" | sort -g | awk '{ all[NR] = $1 } END { print (NR % 2) ? all[(NR + 1) / 2] : (all[NR / 2] + all[NR / 2 + 1]) / 2 }'; }

declare -A times
for ((round = 1; round <= rounds; round++)); do
    for package in Before After; do
        for kind in build tests; do
            if [ "$kind" = tests ]; then seconds=$(clean_build "$package" --build-tests); else seconds=$(clean_build "$package"); fi
            times[$package-$kind]="${times[$package-$kind]:-} $seconds"
            printf 'bench-build: round %d  %-6s swift build%-14s %6.1f s\n' "$round" "$package" \
                "$([ "$kind" = tests ] && echo " --build-tests")" "$seconds"
        done
    done
done

echo "bench-build: a new plugin's first build from $from, medians of $rounds clean builds"
echo "bench-build: prebuilt SDK: $(du -sh "$prebuilt" | cut -f1) on disk ($(sed -n 's/^configuration: //p' "$prebuilt/sdk-info.txt"))"
for kind in build tests; do
    # shellcheck disable=SC2086
    before=$(median ${times[Before-$kind]})
    # shellcheck disable=SC2086
    after=$(median ${times[After-$kind]})
    ratio=$(echo "scale=3; $after / $before" | bc)
    what="swift build"
    [ "$kind" = tests ] && what="swift build --build-tests"
    printf 'bench-build: %-26s compiling the SDK %6.1f s   prebuilt SDK %6.1f s   %.2f×\n' "$what" "$before" "$after" "$ratio"
    printf 'row:\tnew plugin, first %s (prebuilt SDK)\t%.1f s\t%.2f× compiling the SDK (%.1f s)\n' "\`$what\`" "$after" "$ratio" "$before"
done
