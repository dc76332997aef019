#!/usr/bin/env bash
# Installs the Debian packages WidgetHost builds and runs against.
#   bash scripts/setup.sh            runtime and test packages (what scripts/test.sh needs)
#   bash scripts/setup.sh --runtime  only what building and running WidgetHost needs (no browser)
# Idempotent: packages already installed are skipped. Needs root or sudo.
set -euo pipefail

runtime_packages=(
    libffi-dev          # calling plugin handlers (libffi)
    libsqlite3-dev      # durable state
    libssl-dev          # SHA-256 pins of plugin files (libcrypto)
    pkg-config          # SwiftPM finds the system libraries with it
    libcairo2-dev       # rendering: the PNG canvas (cairo)
    libpango1.0-dev     # rendering: text measurement and drawing (pango, fontconfig)
    fonts-wqy-zenhei    # rendering: CJK glyphs for widgets' text
    fonts-dejavu-core   # rendering: Latin fallback and monospaced text
    fonts-quicksand     # rendering: .fontDesign(.rounded), standing in for SF Pro Rounded (OFL)
    fonts-noto-color-emoji  # rendering: emoji in widgets' text, in colour (OFL)
    fonts-material-design-icons-iconfont  # rendering: SF Symbols, drawn from Google's Material Icons (Apache-2.0)
    libmicrohttpd-dev   # the dashboard's HTTP server (widgethost serve)
    libgtk-3-dev        # widgethost desktop: windows on the desktop (GTK 3)
    libgtk-layer-shell-dev  # widgethost desktop: the desktop layer on Wayland (gtk-layer-shell)
    libxrandr-dev       # widgethost desktop: monitors by connector name on X11 (RandR; GTK needs it too)
    libwayland-dev      # widgethost desktop: outputs by connector name on Wayland (xdg-output; GTK needs it too)
    libfaketime         # --now / run --speed move Date() inside plugin code in workers
)

test_packages=(
    chromium            # the dashboard's browser test (headless)
    chromium-driver     # the dashboard's browser test: WebDriver for Selenium
    python3-venv        # the dashboard's browser test: a virtual environment for Selenium (PyPI)
    xvfb                # widgethost desktop's test: a headless X server
    xauth               # xvfb-run needs it
    xdotool             # widgethost desktop's test: clicks on a widget
    sway                # widgethost desktop's test: a headless Wayland compositor with the layer shell (run as a non-root user)
    grim                # widgethost desktop's test: Wayland screenshots
    python3-pil         # widgethost desktop's test: screenshot comparison
    bash-completion     # the installed completions' test
    zsh                 # the zsh completion's test (loaded and driven in zsh -f)
    fish                # the fish completion's test (fish -n, complete -C)
    gnuplot-nox         # scripts/bench.sh: the performance plot (PNG through cairo; no X11, no Python stack)
)

packages=("${runtime_packages[@]}")
case "${1:-}" in
    --runtime) ;;
    "") packages+=("${test_packages[@]}") ;;
    -h | --help)
        sed -n '2,5p' "$0" | sed 's/^# \{0,1\}//'
        exit 0
        ;;
    *)
        echo "setup: unknown option '$1' (expected --runtime or nothing)" >&2
        exit 2
        ;;
esac

missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done

if [ ${#missing[@]} -eq 0 ]; then
    echo "setup: all ${#packages[@]} Debian packages are installed"
    exit 0
fi

echo "setup: installing ${missing[*]}"
sudo_cmd=()
[ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -q
"${sudo_cmd[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
