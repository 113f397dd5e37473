#!/usr/bin/env bash
# For a package that depends on ChatCard: Swift packages may not pass linker flags to their dependents, so
# the fixed Cairo (1.17.2 or later; Debian bookworm's 1.16 can deadlock threads that draw text) has to be
# where pkg-config and the loader look. This builds it from Debian's source into PREFIX (default /usr/local,
# then ldconfig: nothing else to set), or says the system's Cairo needs nothing.
# Usage (from your package): bash .build/checkouts/chatcard/scripts/cairo-for-dependents.sh [PREFIX]
set -euo pipefail
prefix="${1:-/usr/local}"
CHATCARD_CAIRO_PREFIX="$prefix" bash "$(dirname "$0")/fixed-cairo.sh"
[ -f "$prefix/lib/pkgconfig/cairo.pc" ] || exit 0   # the system's Cairo has the fix
if [ "$prefix" = /usr/local ]; then
  ldconfig
  echo "cairo-for-dependents: Cairo in /usr/local; rebuild your package (swift build) and check: CairoVersion.running"
else
  echo "cairo-for-dependents: build and run your package with"
  echo "  export PKG_CONFIG_PATH=$prefix/lib/pkgconfig\${PKG_CONFIG_PATH:+:\$PKG_CONFIG_PATH}"
  echo "  export LD_LIBRARY_PATH=$prefix/lib\${LD_LIBRARY_PATH:+:\$LD_LIBRARY_PATH}"
fi
