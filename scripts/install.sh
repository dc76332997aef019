#!/usr/bin/env bash
# Installs WidgetHost for one user (or a system prefix), or removes exactly what it installed.
#   bash scripts/install.sh [--prefix DIR]              build in release and install into DIR (default ~/.local)
#   bash scripts/install.sh [--prefix DIR] --uninstall  remove the files listed in DIR/share/widgethost/install-manifest.txt
#   bash scripts/install.sh [--prefix DIR] --debug      install the debug build instead (for checks: quick to build, slow
#                                                       to run; WIDGETHOST_INSTALL_DEBUG=1 in the environment does the same)
# Installs: bin/widgethost, bin/widgethost-worker, the Swift runtime libraries they need (lib/widgethost),
# the bundled plugins (share/widgethost/plugins), the SDK for 'widgethost new plugin' (its sources in share/widgethost/sdk,
# prebuilt by scripts/build-sdk.sh in lib/widgethost/sdk),
# bash/zsh/fish completions, the man page widgethost.1 and a systemd user unit (share/systemd/user).
# The state (~/.local/state/widgethost) is never touched. Runs scripts/setup.sh --runtime first (no test packages).
set -euo pipefail
checkout=$(cd "$(dirname "$0")/.." && pwd)

prefix="$HOME/.local"
uninstall=false
configuration=release
[ "${WIDGETHOST_INSTALL_DEBUG:-}" = 1 ] && configuration=debug
while [ $# -gt 0 ]; do
    case "$1" in
        --prefix)
            [ $# -ge 2 ] || { echo "install: --prefix needs a directory" >&2; exit 2; }
            prefix=$2
            shift 2
            ;;
        --prefix=*) prefix=${1#--prefix=}; shift ;;
        --uninstall) uninstall=true; shift ;;
        --debug) configuration=debug; shift ;;
        -h | --help) sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "install: unknown option '$1' (expected --prefix DIR, --debug or --uninstall)" >&2; exit 2 ;;
    esac
done
[ -n "$prefix" ] || { echo "install: --prefix needs a directory" >&2; exit 2; }
prefix=$(realpath -m "$prefix")
manifest="$prefix/share/widgethost/install-manifest.txt"

# Removes the files a manifest lists, then the directories it lists once they are empty (deepest first).
remove_installed() {
    [ -f "$manifest" ] || return 0
    local line listed=()
    mapfile -t listed <"$manifest"
    for line in "${listed[@]}"; do
        case "$line" in */) ;; *) rm -f -- "$line" ;; esac
    done
    printf '%s\n' "${listed[@]}" | grep '/$' | sort -r | while IFS= read -r line; do rmdir -- "$line" 2>/dev/null || true; done
}

if $uninstall; then
    if [ ! -f "$manifest" ]; then
        echo "install: nothing to uninstall: no $manifest" >&2
        exit 2
    fi
    count=$(grep -vc '/$' "$manifest" || true)
    remove_installed
    echo "install: removed $count files from $prefix"
    exit 0
fi

bash "$checkout/scripts/setup.sh" --runtime

# The release build (or --debug's). The binaries and plugins look for the Swift runtime in PREFIX/lib/widgethost first
# (bin/../lib/widgethost, share/widgethost/plugins/../../../lib/widgethost), before the toolchain's directory
# (which the macros, run during the build, need), so they run where there is no toolchain.
cd "$checkout"
plugins=()
for directory in Plugins/*/; do plugins+=("$(basename "$directory")"); done
link_flags=(
    -Xlinker -rpath -Xlinker '$ORIGIN/../lib/widgethost'
    -Xlinker -rpath -Xlinker '$ORIGIN/../../../lib/widgethost'
)
for product in widgethost widgethost-worker "${plugins[@]}"; do
    echo "== build $product ($configuration)"
    swift build -c "$configuration" --product "$product" "${link_flags[@]}" 2>&1 | tail -3
done
build=$(swift build -c "$configuration" --show-bin-path)
toolchain_lib=$(dirname "$(readlink -f "$(command -v swift)")")/../lib/swift/linux
toolchain_lib=$(realpath "$toolchain_lib")

remove_installed
created_dirs=()
installed_files=()
# Creates the directories leading to a file, remembering those it created.
make_parent() {
    local directory=$1 missing=()
    while [ ! -d "$directory" ]; do missing+=("$directory"); directory=$(dirname "$directory"); done
    local index
    for ((index = ${#missing[@]} - 1; index >= 0; index--)); do
        mkdir -- "${missing[index]}"
        created_dirs+=("${missing[index]}/")
    done
}
# put MODE SOURCE DESTINATION: installs one file and lists it in the manifest.
put() {
    make_parent "$(dirname "$3")"
    install -m "$1" -- "$2" "$3"
    installed_files+=("$3")
}
put 755 "$build/widgethost" "$prefix/bin/widgethost"
put 755 "$build/widgethost-worker" "$prefix/bin/widgethost-worker"
for plugin in "${plugins[@]}"; do
    put 644 "$build/lib$plugin.so" "$prefix/share/widgethost/plugins/lib$plugin.so"
done

# The Swift runtime libraries the binaries and plugins need, copied from the toolchain.
linked=("$build/widgethost" "$build/widgethost-worker")
for plugin in "${plugins[@]}"; do linked+=("$build/lib$plugin.so"); done
libraries=$(
    for file in "${linked[@]}"; do LD_LIBRARY_PATH="$toolchain_lib" ldd "$file"; done |
        awk -v dir="$toolchain_lib/" 'index($3, dir) == 1 { print $3 }' | sort -u
)
for library in $libraries; do put 644 "$library" "$prefix/lib/widgethost/$(basename "$library")"; done

# The SDK: the sources 'widgethost new plugin' packages build WidgetSDK from, with a manifest of only those targets.
put 644 "$checkout/scripts/install/SDK-Package.swift" "$prefix/share/widgethost/sdk/Package.swift"
sdk_targets=(CWidgetABI WidgetWire CSQLite WidgetSQLite CHTTPTransfer CTypeMetadata CPluginSlots CMainBundle WidgetSDK WidgetSDKMacros WidgetMacroExpansion AppleModules WidgetSDKTesting)
while IFS= read -r -d '' file; do
    put 644 "$checkout/$file" "$prefix/share/widgethost/sdk/$file"
done < <(for target in "${sdk_targets[@]}"; do find "Sources/$target" -type f -print0; done)

generated=$(mktemp -d)
trap 'rm -rf "$generated"' EXIT

# The prebuilt SDK (scripts/build-sdk.sh, same configuration): what 'widgethost new plugin' packages link when this
# compiler built it, so their first build compiles only the plugin (else they build the sources above).
sdk_started=$SECONDS
bash "$checkout/scripts/build-sdk.sh" "$generated/sdk-prebuilt" --configuration "$configuration" | tail -1
while IFS= read -r -d '' file; do
    relative=${file#"$generated/sdk-prebuilt/"}
    case "$relative" in bin/*) mode=755 ;; *) mode=644 ;; esac
    put "$mode" "$file" "$prefix/lib/widgethost/sdk/$relative"
done < <(find "$generated/sdk-prebuilt" -type f -print0 | sort -z)
echo "== prebuilt SDK: $((SECONDS - sdk_started)) s"

# Completions and the man page, generated from the command registry by the installed binary.
widgethost="$prefix/bin/widgethost"
"$widgethost" generate-completions bash >"$generated/widgethost.bash"
"$widgethost" generate-completions zsh >"$generated/_widgethost"
"$widgethost" generate-completions fish >"$generated/widgethost.fish"
"$widgethost" generate-manpage >"$generated/widgethost.1"
sed "s|@PREFIX@|$prefix|g" "$checkout/scripts/install/widgethost.service.in" >"$generated/widgethost.service"
put 644 "$generated/widgethost.bash" "$prefix/share/bash-completion/completions/widgethost"
put 644 "$generated/_widgethost" "$prefix/share/zsh/site-functions/_widgethost"
put 644 "$generated/widgethost.fish" "$prefix/share/fish/vendor_completions.d/widgethost.fish"
put 644 "$generated/widgethost.1" "$prefix/share/man/man1/widgethost.1"
put 644 "$generated/widgethost.service" "$prefix/share/systemd/user/widgethost.service"

make_parent "$(dirname "$manifest")"
{
    printf '%s\n' "${installed_files[@]}" "$manifest"
    [ ${#created_dirs[@]} -eq 0 ] || printf '%s\n' "${created_dirs[@]}"
} >"$manifest"

echo "install: installed ${#installed_files[@]} files into $prefix (listed in $manifest)"
echo "  plugins: ${plugins[*]}"
case ":$PATH:" in *":$prefix/bin:"*) ;; *) echo "  add $prefix/bin to PATH to run widgethost" ;; esac
echo "  start the daemon with the session: systemctl --user daemon-reload && systemctl --user enable --now widgethost"
echo "  remove it all: bash scripts/install.sh --prefix $prefix --uninstall"
