#!/usr/bin/env bash
# Installs, builds and serves the site with its embedded defaults: `bash scripts/serve.sh`.
source "$(dirname "$0")/bootstrap.sh"
install_dependencies
pnpm build
echo "› serving the built site at http://localhost:${PORT:-4321}/ (Ctrl+C stops it)"
pnpm start
