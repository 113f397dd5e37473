#!/usr/bin/env bash
# Renders every golden case into one contact sheet (default gallery.png) for review at a glance.
# Usage: scripts/gallery.sh [OUT.png] [--filter SUBSTRING]
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh >/dev/null
swift build -c release --product chatcard-gallery
.build/release/chatcard-gallery "$@"
