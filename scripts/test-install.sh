#!/usr/bin/env bash
# The install check (a step of scripts/test.sh): scripts/install.sh into a temporary prefix, then the installed
# widgethost from another directory with a clean environment and, where a mount namespace can be made, the
# toolchain's runtime directory hidden: --version, plugins, add/render (in process and in a worker), new plugin
# (built against the installed prebuilt SDK, loaded, previewed, validated and its swift test run), completions in bash, the man page, the systemd unit; a second install over the
# first; --uninstall leaves the prefix as it was and the state untouched.
# Slow (a release build): run it under buildlock on a shared machine. With --debug (what scripts/test.sh runs), every
# install in it installs the debug build instead (install.sh --debug, WIDGETHOST_INSTALL_DEBUG=1 for the README's
# blocks): the same checks, without the optimiser's minutes.
set -euo pipefail
checkout=$(cd "$(dirname "$0")/.." && pwd)
install_debug=0
case "${1:-}" in
    "") ;;
    --debug) install_debug=1 ;;
    *) echo "test-install: unknown option '$1' (expected --debug or nothing)" >&2; exit 2 ;;
esac
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
prefix="$tmp/prefix"
home="$tmp/home"
elsewhere="$tmp/elsewhere"
mkdir -p "$prefix/bin" "$home/.local/state/widgethost" "$elsewhere"
echo "not ours" >"$prefix/bin/other-tool"
echo "the user's state" >"$home/.local/state/widgethost/keep"
before=$(cd "$prefix" && find . | sort)

fail() {
    echo "test-install: FAIL: $*" >&2
    exit 1
}
step() { echo "== test-install: $* (at $SECONDS s)"; }

toolchain_lib=$(realpath "$(dirname "$(readlink -f "$(command -v swift)")")/../lib/swift/linux")
hide=()
if unshare -m sh -c "mount -t tmpfs none '$toolchain_lib'" 2>/dev/null; then
    hide=(unshare -m sh -c 'mount -t tmpfs none "$0" && exec "$@"' "$toolchain_lib")
else
    echo "test-install: note: cannot hide $toolchain_lib (no mount namespace); the runtime libraries are checked with ldd only"
fi
# Runs the installed widgethost from another directory, with a clean environment and no toolchain.
installed() {
    (cd "$elsewhere" && "${hide[@]}" env -i PATH=/usr/bin:/bin HOME="$home" "$prefix/bin/widgethost" "$@")
}

step "install into $prefix"
WIDGETHOST_INSTALL_DEBUG=$install_debug bash "$checkout/scripts/install.sh" --prefix "$prefix" >"$tmp/install.log" 2>&1 || {
    cat "$tmp/install.log"
    fail "scripts/install.sh failed"
}
manifest="$prefix/share/widgethost/install-manifest.txt"
[ -f "$manifest" ] || fail "no manifest at $manifest"

step "the binaries run with no toolchain"
installed --version | grep -qx "widgethost [0-9.]* (plugin ABI [0-9.]*)" || fail "--version"
for binary in "$prefix/bin/widgethost" "$prefix/bin/widgethost-worker" "$prefix"/share/widgethost/plugins/*.so; do
    if "${hide[@]}" env -i PATH=/usr/bin:/bin ldd "$binary" | grep -q "not found"; then fail "$binary misses a library"; fi
done

step "plugins lists the bundled plugins, and only those"
plugins=$(installed plugins)
for directory in "$checkout"/Plugins/*/; do
    id=$(basename "$directory")
    grep -q "^$id  $prefix/share/widgethost/plugins/lib$id.so" <<<"$plugins" || fail "plugins does not list $id: $plugins"
done
if ls "$prefix/share/widgethost/plugins" | grep -qiE "fixture|faulty|crashy|neighbour"; then fail "a test fixture was installed"; fi

step "add and render, in process and in a worker"
installed add MyWidget --plugin Counter | grep -qx 1 || fail "add"
installed render 1 | grep -q "结果: 0" || fail "render"
installed --isolation worker render 1 --format png -o "$elsewhere/counter.png"
file "$elsewhere/counter.png" | grep -q "PNG image data" || fail "render --format png in a worker"

step "completions, man page, systemd unit"
bash -c "source '$prefix/share/bash-completion/completions/widgethost' && complete -p widgethost" | grep -q "_widgethost widgethost" ||
    fail "bash completions do not load"
[ -s "$prefix/share/zsh/site-functions/_widgethost" ] && [ -s "$prefix/share/fish/vendor_completions.d/widgethost.fish" ] ||
    fail "no zsh or fish completions"
if command -v zsh >/dev/null; then
    zsh -f -c "fpath=('$prefix/share/zsh/site-functions' \$fpath); autoload -U compinit; compinit -u -d '$tmp/zcompdump'; whence -w _widgethost" |
        grep -qx "_widgethost: function" || fail "the zsh completion does not load from site-functions"
fi
if command -v fish >/dev/null; then
    fish --no-config -c "source '$prefix/share/fish/vendor_completions.d/widgethost.fish'; complete -C 'widgethost ren'" |
        grep -q "^render" || fail "the fish completion does not complete 'widgethost ren'"
fi
MANWIDTH=100 man -l "$prefix/share/man/man1/widgethost.1" 2>/dev/null | grep -q "widgethost render" || fail "man -l"
unit="$prefix/share/systemd/user/widgethost.service"
grep -qx "ExecStart=$prefix/bin/widgethost run" "$unit" || fail "the unit's ExecStart"
if command -v systemd-analyze >/dev/null; then
    MANPATH="$prefix/share/man" systemd-analyze verify "$unit" || fail "systemd-analyze verify $unit"
else
    echo "test-install: note: no systemd-analyze; the unit is not verified"
fi

step "new plugin writes a package on the installed prebuilt SDK, which builds, loads and passes its own swift test"
prebuilt="$prefix/lib/widgethost/sdk"
grep -q "^sdk-build: " "$prebuilt/sdk-info.txt" || fail "no prebuilt SDK in $prebuilt"
# Whoever builds a plugin has the toolchain (its swift --version decides whether the prebuilt SDK is usable).
with_toolchain() { (cd "$elsewhere" && env -i PATH="$(dirname "$(command -v swift)"):/usr/bin:/bin" HOME="$home" "$@"); }
with_toolchain "$prefix/bin/widgethost" new plugin Hello >"$tmp/new.log" || { cat "$tmp/new.log"; fail "new plugin"; }
grep -q "links the prebuilt WidgetSDK in $prebuilt" "$tmp/new.log" || fail "new plugin did not choose the prebuilt SDK: $(head -2 "$tmp/new.log")"
grep -q "let sdk = \"$prebuilt\"" "$elsewhere/Hello/Package.swift" || fail "new plugin's Package.swift does not link $prebuilt"
# A file that imports only Foundation and uses URLSession (an API client shared with an app) builds as published.
cat >"$elsewhere/Hello/Sources/Hello/StatusClient.swift" <<'SWIFT'
import Foundation

enum StatusClient {
    static func status(of url: URL) async throws -> Int {
        var request = URLRequest(url: url)
        request.httpMethod = "HEAD"
        let (_, response) = try await URLSession.shared.data(for: request)
        return (response as? HTTPURLResponse)?.statusCode ?? 0
    }
}
SWIFT
built_at=$SECONDS
(cd "$elsewhere/Hello" && swift build >"$tmp/hello-build.log" 2>&1) || {
    tail -30 "$tmp/hello-build.log"
    fail "the new plugin does not build against the prebuilt SDK"
}
echo "test-install: the new plugin's first swift build against the prebuilt SDK took $((SECONDS - built_at)) s"
grep -q "Compiling WidgetSDK\|Compiling WidgetWire" "$tmp/hello-build.log" && fail "the new plugin's build compiled the SDK"
(cd "$elsewhere/Hello" && swift test >"$tmp/hello-test.log" 2>&1) || {
    tail -30 "$tmp/hello-test.log"
    fail "the new plugin's tests (WidgetSDKTesting, prebuilt) do not pass"
}
grep -q "Test run with 2 tests .*passed" "$tmp/hello-test.log" || fail "the new plugin's swift test did not run its 2 tests"
hello="$elsewhere/Hello/.build/debug/libHello.so"
shared_sdk=$(sed -n 's/^shared-library: //p' "$prebuilt/sdk-info.txt")
[ -n "$shared_sdk" ] && [ -f "$prebuilt/lib/$shared_sdk" ] || fail "the prebuilt SDK has no shared library ($prebuilt/sdk-info.txt)"
readelf -d "$hello" | grep -q "(NEEDED).*\[$shared_sdk\]" || fail "the new plugin does not link the shared SDK $shared_sdk"
[ "$(nm -D --defined-only "$hello" | grep -c '9WidgetSDK12exportPlugin' || true)" = 0 ] || fail "the new plugin carries its own copy of the SDK"
with_toolchain "$prefix/bin/widgethost" inspect "$hello" | grep -q "Greeting" || fail "inspect the new plugin"
with_toolchain "$prefix/bin/widgethost" timeline "$hello" Greeting --param name=Ada | grep -q "Hello, Ada!" ||
    fail "timeline of the new plugin"
with_toolchain "$prefix/bin/widgethost" --isolation worker timeline "$hello" Greeting --param name=Ada | grep -q "Hello, Ada!" ||
    fail "timeline of the new plugin in a worker"
with_toolchain "$prefix/bin/widgethost" preview Hello >"$tmp/preview.log" 2>&1 || { cat "$tmp/preview.log"; fail "preview PACKAGE"; }
grep -q "Hello, World!" "$tmp/preview.log" || fail "preview PACKAGE drew no greeting: $(tail -5 "$tmp/preview.log")"
with_toolchain "$prefix/bin/widgethost" validate "$hello" >"$tmp/validate.log" 2>&1 || { cat "$tmp/validate.log"; fail "validate"; }

step "a second install over the first"
sort "$manifest" >"$tmp/first-manifest"
WIDGETHOST_INSTALL_DEBUG=$install_debug bash "$checkout/scripts/install.sh" --prefix "$prefix" >"$tmp/install.log" 2>&1 || fail "the second install"
sort "$manifest" | diff "$tmp/first-manifest" - || fail "the second install's manifest differs"

step "--uninstall removes exactly what was installed"
bash "$checkout/scripts/install.sh" --prefix "$prefix" --uninstall
after=$(cd "$prefix" && find . | sort)
[ "$before" = "$after" ] || fail "the prefix differs after --uninstall: $(diff <(echo "$before") <(echo "$after"))"
[ "$(cat "$home/.local/state/widgethost/keep")" = "the user's state" ] || fail "the state was touched"
step "the README's Install and Uninstall blocks, as written, for a user whose HOME is $tmp/reader"
# The lines of the first code block after a README heading, comments dropped (systemctl lines too: no user
# session bus here; the unit itself is verified above).
readme_block() {
    awk -v heading="$1" '$0 == heading { found = 1; next } found && /^```/ { if (inside) exit; inside = 1; next }
        inside { print }' "$checkout/README.md" | sed 's/[[:space:]]*#.*$//' | grep -v '^systemctl' | grep -v '^[[:space:]]*$'
}
reader="$tmp/reader"
mkdir -p "$reader"
run_readme_block() {
    local block
    block=$(readme_block "$1")
    [ -n "$block" ] || fail "no code block under '$1' in README.md"
    (cd "$checkout" && env -i PATH="$reader/.local/bin:$PATH" HOME="$reader" WIDGETHOST_INSTALL_DEBUG=$install_debug bash -euo pipefail -c "$block") \
        >"$tmp/readme.log" 2>&1 || {
        cat "$tmp/readme.log"
        fail "the README's block under '$1' failed"
    }
}
run_readme_block "## Install"
grep -q "结果: 0" "$tmp/readme.log" || fail "the README's install block did not draw the Counter: $(tail -5 "$tmp/readme.log")"
[ -x "$reader/.local/bin/widgethost" ] || fail "the README's install did not install into ~/.local"
run_readme_block "### Uninstall"
left=$(cd "$reader/.local" && find . -type f | grep -v '^./state/' || true)
[ -z "$left" ] || fail "the README's uninstall left files: $left"
[ -n "$(ls -A "$reader/.local/state/widgethost" 2>/dev/null)" ] || fail "the README's uninstall removed the instances' state"
step "passed"
