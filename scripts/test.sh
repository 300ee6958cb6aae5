#!/usr/bin/env bash
# Installs everything (Chromium included) and runs every test: `bash scripts/test.sh`. CI runs exactly this.
source "$(dirname "$0")/bootstrap.sh"
install_dependencies
ensure_chromium
pnpm test
