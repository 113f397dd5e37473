#!/usr/bin/env bash
# Installs what it needs, builds in release and renders the built-in sample card (chatcard-sample.png).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
swift build -c release --product chatcard
.build/release/chatcard "$@"
