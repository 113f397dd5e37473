#!/usr/bin/env bash
# Cairo before 1.17.2 can deadlock every rendering thread (docs/ARCHITECTURE.md, Threads). Where the
# system's Cairo is older (Debian bookworm ships 1.16), this builds Cairo 1.18 from Debian trixie's own
# source package into .deps/cairo, once; Package.swift links the package against it (library path and run
# path) whenever that folder holds a build. Nothing here changes the system's apt configuration: the
# source list, package lists and downloads live in .deps/apt.
# Usage: scripts/fixed-cairo.sh [--check]   (--check: say which Cairo is used, build nothing)
# CHATCARD_CAIRO_PREFIX=DIR installs it there instead (scripts/cairo-for-dependents.sh); Package.swift then
# does not see it, pkg-config and the loader do.
set -euo pipefail
cd "$(dirname "$0")/.."

fixed_from="1.17.2"            # the first Cairo with the try-lock in _cairo_scaled_glyph_page_can_remove
meson_floor="1.3"              # cairo 1.18's meson.build asks for it
deps="$PWD/.deps"
prefix="${CHATCARD_CAIRO_PREFIX:-$deps/cairo}"
own_prefix=$([ "$prefix" = "$deps/cairo" ] && echo yes || echo no)
suite="trixie"

version_at_least() { [ "$(printf '%s\n%s\n' "$2" "$1" | sort -V | head -n1)" = "$2" ]; }

[ "$(uname)" = "Darwin" ] && exit 0  # Homebrew's Cairo is 1.18

system_version=$(pkg-config --modversion cairo 2>/dev/null || echo 0)
if version_at_least "$system_version" "$fixed_from"; then
  echo "setup: the system's Cairo $system_version has the glyph-cache fix"
  exit 0
fi
if [ -f "$prefix/BUILT" ] || { [ "$own_prefix" = no ] && [ -f "$prefix/lib/pkgconfig/cairo.pc" ]; }; then
  built=$(PKG_CONFIG_PATH="$prefix/lib/pkgconfig" pkg-config --modversion cairo)
  if version_at_least "$built" "$fixed_from"; then
    echo "setup: Cairo $built from $prefix (the system's $system_version can deadlock threads)"
    exit 0
  fi
fi
if [ "${1:-}" = "--check" ]; then
  echo "setup: the system's Cairo $system_version can deadlock threads and .deps/cairo holds no build" >&2
  exit 1
fi

echo "setup: the system's Cairo $system_version can deadlock threads; building Cairo from Debian $suite's source into $prefix"
mkdir -p "$deps/apt/lists/partial" "$deps/apt/cache/archives/partial" "$deps/src"
keyring=/usr/share/keyrings/debian-archive-keyring.gpg
echo "deb-src [signed-by=$keyring] http://deb.debian.org/debian $suite main" > "$deps/apt/sources.list"
apt_options=(-o "Dir::Etc::SourceList=$deps/apt/sources.list" -o Dir::Etc::SourceParts=/dev/null
             -o "Dir::State::Lists=$deps/apt/lists" -o "Dir::Cache=$deps/apt/cache"
             -o APT::Sandbox::User="$(id -un)" -o Debug::NoLocking=1)
apt-get "${apt_options[@]}" update -qq
rm -rf "$deps/src"/*
(cd "$deps/src" && apt-get "${apt_options[@]}" source -qq cairo >/dev/null)
source_dir=$(find "$deps/src" -maxdepth 1 -mindepth 1 -type d -name 'cairo-*' | head -n1)
[ -n "$source_dir" ] || { echo "setup: apt-get source cairo unpacked nothing in .deps/src" >&2; exit 1; }

meson_bin=meson
ninja_bin=ninja
if ! command -v meson >/dev/null 2>&1 || ! version_at_least "$(meson --version)" "$meson_floor" \
   || ! command -v ninja >/dev/null 2>&1; then
  python3 -m venv "$deps/build-tools"
  "$deps/build-tools/bin/pip" install -q --disable-pip-version-check "meson>=$meson_floor" ninja
  meson_bin="$deps/build-tools/bin/meson"
  ninja_bin="$deps/build-tools/bin/ninja"
fi

# What ChatCard draws with: image surfaces, PNG, PDF, SVG, FreeType and fontconfig fonts. No X11, no
# GObject wrapper, no tests or docs.
rm -rf "$deps/cairo-build"
[ "$own_prefix" = yes ] && rm -rf "$prefix"  # a build stopped halfway leaves no BUILT (never a prefix of the caller's)
PATH="$(dirname "$ninja_bin"):$PATH" "$meson_bin" setup "$deps/cairo-build" "$source_dir" \
  --prefix="$prefix" --libdir=lib --buildtype=release --wrap-mode=nofallback \
  -Dxlib=disabled -Dxcb=disabled -Dquartz=disabled -Dglib=disabled -Dspectre=disabled \
  -Dtests=disabled -Dgtk_doc=false -Dsymbol-lookup=disabled \
  -Dfreetype=enabled -Dfontconfig=enabled -Dpng=enabled -Dzlib=enabled >"$deps/cairo-build.log"
"$ninja_bin" -C "$deps/cairo-build" install >>"$deps/cairo-build.log"
built=$(PKG_CONFIG_PATH="$prefix/lib/pkgconfig" pkg-config --modversion cairo)
echo "setup: built Cairo $built into $prefix"
[ "$own_prefix" = no ] || echo "$built" > "$prefix/BUILT"   # Package.swift links against .deps/cairo only once this exists
