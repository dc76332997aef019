#!/usr/bin/env bash
# Builds the DocC documentation of WidgetSDK, WidgetSDKTesting, WidgetWire, WidgetHost and WidgetRuntime into
# .build/docs/<Module>.doccarchive: symbol graphs from the debug build, then `docc convert`
# with each module's catalog (Sources/<Module>/Documentation.docc, where there is one);
# a broken link or an undocumented parameter fails the build.
#
#   bash scripts/docs.sh              build the archives
#   bash scripts/docs.sh --preview    also print how to open them (docc preview)
set -euo pipefail
cd "$(dirname "$0")/.."

case "${1:-}" in
    "" | --preview) ;;
    -h | --help) sed -n '2,8p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "docs: unknown argument '$1'; expected --preview or --help" >&2; exit 2 ;;
esac

swift build
build="$(swift build --show-bin-path)"
triple="$(basename "$(dirname "$build")")"
graphs=".build/docs/symbol-graphs"
rm -rf .build/docs
mkdir -p "$graphs"

module_maps=()
for map in "$build"/*.build/module.modulemap; do module_maps+=(-Xcc "-fmodule-map-file=$map"); done
includes=()
for target in Sources/C*/; do
    [ -f "$target/module.modulemap" ] && includes+=(-I "$target")
done

for module in WidgetSDK WidgetSDKTesting WidgetWire WidgetHost WidgetRuntime; do
    echo "== $module"
    mkdir -p "$graphs/$module"
    swift symbolgraph-extract -module-name "$module" -target "$triple" -I "$build/Modules" \
        "${includes[@]}" "${module_maps[@]}" -minimum-access-level public -skip-inherited-docs \
        -output-dir "$graphs/$module"
    catalog="Sources/$module/Documentation.docc"
    arguments=(--warnings-as-errors --additional-symbol-graph-dir "$graphs/$module" --fallback-display-name "$module"
        --fallback-bundle-identifier "dev.widgethost.$module" --output-path ".build/docs/$module.doccarchive")
    if [ -d "$catalog" ]; then
        docc convert "$catalog" "${arguments[@]}"
    else
        docc convert "${arguments[@]}"
    fi
done
echo "docs: archives in .build/docs (WidgetSDK, WidgetSDKTesting, WidgetWire, WidgetHost, WidgetRuntime)"
if [ "${1:-}" = "--preview" ]; then
    echo "docs: open one with: docc preview Sources/WidgetSDK/Documentation.docc --additional-symbol-graph-dir $graphs/WidgetSDK"
fi
