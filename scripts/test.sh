#!/usr/bin/env bash
# The project's test command: installs what it needs, then runs every test.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
swift build --build-tests
swift test "$@"
