#!/usr/bin/env bash
# Installs the C libraries and fonts ChatCard needs. Idempotent: quick when nothing is missing.
# With --bench also json-c, make and gcc, which the C peers of scripts/bench.sh (benchmarks/peers) need; with
# --browser Debian's Chromium and Playwright (PyPI), which scripts/browser-test.sh drives the playground with.
# Where the system's Cairo is older than 1.17.2, scripts/fixed-cairo.sh then builds a newer one into
# .deps/cairo (once).
set -euo pipefail
cd "$(dirname "$0")/.."

# The schema tests validate cards with Python's jsonschema (what check-jsonschema is built on).
python3 -c 'import jsonschema' 2>/dev/null || python3 -m pip install --quiet --disable-pip-version-check 'jsonschema>=4.18'

apt_packages=(pkg-config libcairo2-dev libpango1.0-dev libspng-dev libdeflate-dev libjpeg-dev libwebp-dev libgif-dev
              libimagequant-dev libavformat-dev libavcodec-dev libswscale-dev libavutil-dev ffmpeg
              fonts-inter fonts-noto-color-emoji fonts-noto-cjk fonts-noto-core fonts-dejavu-core
              fonts-roboto-unhinted fonts-lato dpkg-dev xz-utils)
brew_packages=(pkg-config cairo pango libspng libdeflate jpeg-turbo webp giflib ffmpeg libimagequant)
for option in "$@"; do
  case "$option" in
    --bench) apt_packages+=(libjson-c-dev make gcc); brew_packages+=(json-c) ;;
    --browser)
      apt_packages+=(chromium)
      python3 -c 'import playwright, PIL' 2>/dev/null || python3 -m pip install --quiet --disable-pip-version-check 'playwright>=1.40' pillow ;;
    *) echo "setup: unknown option $option (--bench, --browser)" >&2; exit 2 ;;
  esac
done

missing=()
if command -v dpkg-query >/dev/null 2>&1; then
  for p in "${apt_packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
fi

if [ "$(uname)" = "Darwin" ]; then
  if command -v brew >/dev/null 2>&1; then
    brew list "${brew_packages[@]}" >/dev/null 2>&1 || brew install "${brew_packages[@]}"
  else
    echo "setup: install Homebrew, then: brew install ${brew_packages[*]}" >&2
    echo "setup: fonts: install Inter, Noto Color Emoji, Noto Sans CJK, Roboto and Lato" >&2
    exit 1
  fi
  exit 0
fi

if [ ${#missing[@]} -eq 0 ]; then
  echo "setup: all packages present"
  exec bash scripts/fixed-cairo.sh
fi

if ! command -v apt-get >/dev/null 2>&1; then
  echo "setup: apt-get not found. Install these packages by hand (or their equivalents):" >&2
  echo "  ${missing[*]}" >&2
  exit 1
fi

sudo=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null 2>&1 || { echo "setup: need root or sudo to install: ${missing[*]}" >&2; exit 1; }
  sudo="sudo"
fi

echo "setup: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fc-cache -f >/dev/null 2>&1 || true
echo "setup: done"
exec bash scripts/fixed-cairo.sh
