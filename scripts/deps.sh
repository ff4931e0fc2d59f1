#!/usr/bin/env bash
# deps.sh installs what building and testing Swath needs on a fresh Debian
# machine: cgo's X11/GL headers for Ebitengine, Xvfb, xdotool and
# ImageMagick for the tests that drive the real window, and Chromium for
# the tests that drive the web page (web/, /usr/bin/chromium), and Node.js
# for render's tests built as the web page builds it (GOOS=js). As root it
# installs them with apt-get; otherwise it prints the exact command and
# fails.
set -euo pipefail

need=()
have_pkg() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"; }
for p in gcc pkg-config libx11-dev libxrandr-dev libxcursor-dev libxinerama-dev libxi-dev \
         libxxf86vm-dev libgl1-mesa-dev xvfb xauth x11-utils xdotool imagemagick chromium nodejs; do
  have_pkg "$p" || need+=("$p")
done
if ! command -v go >/dev/null 2>&1; then
  echo "deps: Go is not installed (want Go 1.26+ on PATH)" >&2
  exit 1
fi
if [ ${#need[@]} -eq 0 ]; then
  exit 0
fi
cmd="apt-get update && apt-get install -y --no-install-recommends ${need[*]}"
if [ "$(id -u)" -ne 0 ]; then
  echo "deps: missing packages: ${need[*]}" >&2
  echo "deps: run as root: $cmd" >&2
  exit 1
fi
echo "deps: installing ${need[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
