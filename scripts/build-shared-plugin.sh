#!/usr/bin/env bash
# Compiles one Swift plugin's sources against the shared library of a prebuilt SDK (scripts/build-sdk.sh), with the
# flags a 'widgethost new plugin' package passes, but without SwiftPM: the benchmark's and the tests' shared-SDK plugins.
#   bash scripts/build-shared-plugin.sh SDKDIR SOURCEDIR MODULE OUT.so [--release] [-- SWIFTC FLAGS...]
# Writes OUT.so: MODULE's code alone, its DT_NEEDED the SDK's libWidgetSDK.<major>.<build>.so, with an rpath to it.
set -euo pipefail

usage() { echo "build-shared-plugin: $1 (expected: SDKDIR SOURCEDIR MODULE OUT.so [--release] [-- SWIFTC FLAGS...])" >&2; exit 2; }
positional=()
optimise=(-Onone)
extra=()
while [ $# -gt 0 ]; do
    case "$1" in
        --release) optimise=(-O); shift ;;
        --) shift; extra=("$@"); break ;;
        -h | --help) sed -n '2,5p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        -*) usage "unknown option '$1'" ;;
        *) positional+=("$1"); shift ;;
    esac
done
[ ${#positional[@]} -eq 4 ] || usage "${#positional[@]} arguments"
sdk=$(realpath "${positional[0]}")
sources=${positional[1]}
module=${positional[2]}
out=$(realpath -m "${positional[3]}")
shared=$(sed -n 's/^shared-library: //p' "$sdk/sdk-info.txt" 2>/dev/null || true)
[ -n "$shared" ] && [ -f "$sdk/lib/$shared" ] || { echo "build-shared-plugin: $sdk has no shared SDK library (sdk-info.txt)" >&2; exit 1; }
mapfile -t files < <(find "$sources" -name '*.swift' | sort)
[ ${#files[@]} -gt 0 ] || { echo "build-shared-plugin: no Swift sources in $sources" >&2; exit 1; }
mkdir -p "$(dirname "$out")"
swiftc -emit-library -module-name "$module" "${optimise[@]}" -I "$sdk/modules" -I "$sdk/include" \
    -load-plugin-executable "$sdk/bin/WidgetSDKMacros#WidgetSDKMacros" -Xfrontend -import-module -Xfrontend WidgetSDK \
    "${extra[@]}" "${files[@]}" \
    -L "$sdk/lib" -Xlinker --no-as-needed -Xlinker "-l:$shared" -Xlinker -rpath -Xlinker "$sdk/lib" -o "$out"
