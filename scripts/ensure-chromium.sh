#!/usr/bin/env bash
# Makes sure a Chromium for Playwright exists (Playwright cannot download browsers offline).
# Uses CHROMIUM_PATH when set, else Debian's /usr/bin/chromium; installs it with apt as root.
set -euo pipefail

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium" ]; then
  echo "chromium: $chromium"
  exit 0
fi

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "chromium missing at $chromium; installing the Debian package (about 35 s)"
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y chromium
  if [ -x "$chromium" ]; then
    echo "chromium: $chromium"
    exit 0
  fi
fi

echo "Chromium not found at $chromium." >&2
echo "Install it (Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROMIUM_PATH." >&2
exit 1
