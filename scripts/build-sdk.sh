#!/usr/bin/env bash
# Builds the prebuilt WidgetSDK that 'widgethost new plugin' packages link instead of compiling the SDK.
#   bash scripts/build-sdk.sh OUTDIR [--configuration debug|release] [--skip-build [--bin-path DIR]]   (default: release)
# Builds the static products WidgetSDKPrebuilt and WidgetSDKTestingPrebuilt and the macro plugin in this checkout
# (reusing its .build; --skip-build: they are built already, as by `swift build --build-tests`, in DIR, by default
# `swift build --show-bin-path`), then writes OUTDIR (replacing what was there):
#   sdk-info.txt        format, SDK build id, configuration, shared library and the `swift --version` that built it (a package built
#                       by another compiler must not use it: `new plugin` then falls back to the SDK's sources)
#   modules/            the Swift modules (.swiftmodule, .swiftdoc) of WidgetSDK, Apple's module names over it,
#                       WidgetWire, WidgetSQLite and WidgetSDKTesting
#   include/            one module.modulemap with the C modules they import (CWidgetABI, CSQLite, CHTTPTransfer,
#                       CTypeMetadata, CPluginSlots, CMainBundle, os) and their headers
#   lib/libWidgetSDK.1.<build>.so  the same objects as one shared library, which 'new plugin' packages link: every
#                       plugin of a process then uses one SDK image (one set of conformance records for the Swift
#                       runtime to scan), each plugin's state kept in its own slot. Its soname names the widget ABI
#                       major and the SDK build id, so two SDK builds never share a name (the dynamic linker
#                       reuses a loaded library of the same name; the host refuses a plugin of another build).
#   lib/libWidgetSDK.a         every SDK module's objects (linked whole: a plugin keeps its own copy of the SDK)
#   lib/libWidgetSDKTesting.a  WidgetSDKTesting's objects alone (for a plugin's test target)
#   lib/link-libraries.txt     the libraries those objects name (their autolink entries: sqlite3, Foundation, ...)
#   bin/WidgetSDKMacros         the macro plugin (-load-plugin-executable .../WidgetSDKMacros#WidgetSDKMacros)
# Run it under buildlock on a shared machine. scripts/install.sh runs it into PREFIX/lib/widgethost/sdk.
set -euo pipefail
checkout=$(cd "$(dirname "$0")/.." && pwd)

usage() { echo "build-sdk: $1 (expected: OUTDIR [--configuration debug|release] [--skip-build [--bin-path DIR]])" >&2; exit 2; }
out=""
configuration=release
skip_build=false
build=""
while [ $# -gt 0 ]; do
    case "$1" in
        --configuration)
            [ $# -ge 2 ] || usage "--configuration needs a value"
            configuration=$2
            shift 2
            ;;
        --configuration=*) configuration=${1#--configuration=}; shift ;;
        --skip-build) skip_build=true; shift ;;
        --bin-path)
            [ $# -ge 2 ] || usage "--bin-path needs a directory"
            build=$2
            shift 2
            ;;
        -h | --help) sed -n '2,24p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        -*) usage "unknown option '$1'" ;;
        *) [ -z "$out" ] || usage "one OUTDIR only, not also '$1'"; out=$1; shift ;;
    esac
done
[ -n "$out" ] || usage "no OUTDIR"
case "$configuration" in debug | release) ;; *) usage "unknown configuration '$configuration'" ;; esac
[ -z "$build" ] || $skip_build || usage "--bin-path goes with --skip-build"

cd "$checkout"
if ! $skip_build; then
    for product in WidgetSDKPrebuilt WidgetSDKTestingPrebuilt WidgetSDKMacros; do
        # Only the last line when it builds; every line when it does not (its errors are in them).
        if ! output=$(swift build -c "$configuration" --product "$product" 2>&1); then
            printf '%s\n' "$output" >&2
            echo "build-sdk: building $product ($configuration) failed" >&2
            exit 1
        fi
        printf '%s\n' "$output" | tail -1
    done
fi
[ -n "$build" ] || build=$(swift build -c "$configuration" --show-bin-path)
for file in libWidgetSDKPrebuilt.a WidgetSDKPrebuilt.product/Objects.LinkFileList WidgetSDKTestingPrebuilt.product/Objects.LinkFileList \
    WidgetSDKMacros-tool; do
    [ -e "$build/$file" ] || { echo "build-sdk: no $build/$file (build the SDK products first, or drop --skip-build)" >&2; exit 1; }
done

out=$(realpath -m "$out")
staging="$out.new-$$"
rm -rf "$staging"
trap 'rm -rf "$staging"' EXIT
mkdir -p "$staging/modules" "$staging/include" "$staging/lib" "$staging/bin"

# The Swift modules a plugin (and its tests) import, and the modules those import.
swift_modules=(WidgetSDK WidgetWire WidgetSQLite WidgetSDKTesting AppIntents WidgetKit SwiftUI SwiftData ActivityKit os CoreLocation
    UserNotifications WatchConnectivity Combine UIKit Charts Intents CoreGraphics OSLog EventKit HealthKit WeatherKit CoreData
    Contacts Network UniformTypeIdentifiers CryptoKit SwiftUICore ImageIO RelevanceKit CoreTransferable AVFAudio AVFoundation ManagedSettings FamilyControls MapKit Security)
for module in "${swift_modules[@]}"; do
    cp "$build/Modules/$module.swiftmodule" "$staging/modules/"
    [ ! -f "$build/Modules/$module.swiftdoc" ] || cp "$build/Modules/$module.swiftdoc" "$staging/modules/"
done

# The C modules, with their headers each in a directory of their own, under one module map.
for module in CWidgetABI CHTTPTransfer CTypeMetadata CPluginSlots CMainBundle; do
    mkdir -p "$staging/include/$module"
    cp Sources/$module/include/*.h "$staging/include/$module/"
done
mkdir -p "$staging/include/CSQLite" "$staging/include/os"
cp Sources/CSQLite/shim.h "$staging/include/CSQLite/"
cp Sources/AppleModules/osC/include/*.h "$staging/include/os/"
cat >"$staging/include/module.modulemap" <<'EOF'
// The C modules the prebuilt WidgetSDK's Swift modules import (written by scripts/build-sdk.sh).
module CWidgetABI {
    umbrella "CWidgetABI"
    export *
}
module CHTTPTransfer {
    umbrella "CHTTPTransfer"
    export *
}
module CTypeMetadata {
    umbrella "CTypeMetadata"
    export *
}
module CPluginSlots {
    umbrella "CPluginSlots"
    export *
}
module CMainBundle {
    umbrella "CMainBundle"
    export *
}
module CSQLite [system] {
    header "CSQLite/shim.h"
    link "sqlite3"
    export *
}
module os {
    header "os/os_base.h"
    export *

    module log {
        header "os/os_log.h"
        export *
    }
}
EOF

# The SDK build id (what built it: a plugin package may use it only with the same compiler).
sdk_targets=(CWidgetABI WidgetWire CSQLite WidgetSQLite CHTTPTransfer CTypeMetadata CPluginSlots CMainBundle WidgetSDK WidgetSDKMacros WidgetMacroExpansion
    AppleModules WidgetSDKTesting)
build_id=$(
    {
        echo "$configuration"
        for target in "${sdk_targets[@]}"; do find "Sources/$target" -type f -print0; done | sort -z | xargs -0 sha256sum
    } | sha256sum | cut -c1-16
)

# The libraries: SwiftPM's archive of the SDK product; the testing product's objects less the SDK's.
sdk_objects="$build/WidgetSDKPrebuilt.product/Objects.LinkFileList"
testing_objects="$build/WidgetSDKTestingPrebuilt.product/Objects.LinkFileList"
cp "$build/libWidgetSDKPrebuilt.a" "$staging/lib/libWidgetSDK.a"
mapfile -t testing_only < <(comm -23 <(sort "$testing_objects") <(sort "$sdk_objects"))
[ ${#testing_only[@]} -gt 0 ] || { echo "build-sdk: no WidgetSDKTesting objects in $testing_objects" >&2; exit 1; }
ar rcs "$staging/lib/libWidgetSDKTesting.a" "${testing_only[@]}"
mapfile -t all_objects < <(sort -u "$sdk_objects" "$testing_objects")
swift-autolink-extract "${all_objects[@]}" -o - | sort -u | sed 's/^-l//' >"$staging/lib/link-libraries.txt"

# The shared library: the SDK product's objects linked into one image named for the ABI major and the build. It finds
# the Swift runtime beside the installed SDK (PREFIX/lib/widgethost/sdk/lib/../..) or in the toolchain.
abi_major=$(sed -n 's/^#define WH_ABI_VERSION_MAJOR \([0-9]*\).*/\1/p' Sources/CWidgetABI/include/widget_abi.h)
[ -n "$abi_major" ] || { echo "build-sdk: no WH_ABI_VERSION_MAJOR in widget_abi.h" >&2; exit 1; }
shared_library="libWidgetSDK.$abi_major.$build_id.so"
mapfile -t sdk_object_files <"$sdk_objects"
mapfile -t sdk_libraries < <(swift-autolink-extract "${sdk_object_files[@]}" -o - | sort -u)
swiftc -emit-library -o "$staging/lib/$shared_library" "${sdk_object_files[@]}" "${sdk_libraries[@]}" \
    -Xlinker -soname -Xlinker "$shared_library" -Xlinker -rpath -Xlinker '$ORIGIN/../..'

cp "$build/WidgetSDKMacros-tool" "$staging/bin/WidgetSDKMacros"

{
    echo "format: 1"
    echo "sdk-build: $build_id"
    echo "configuration: $configuration"
    echo "shared-library: $shared_library"
    swift --version 2>/dev/null | sed 's/^/compiler: /'
} >"$staging/sdk-info.txt"

rm -rf "$out"
mkdir -p "$(dirname "$out")"
mv "$staging" "$out"
trap - EXIT
echo "build-sdk: the prebuilt SDK ($configuration, build $build_id, $(du -sh "$out" | cut -f1)) is in $out"
