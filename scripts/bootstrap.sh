#!/usr/bin/env bash
# Set-up shared by scripts/serve.sh and scripts/test.sh. Needs only bash, Node ≥ 20 and npm on the machine:
# pnpm comes through npx (pinned), Node 24 comes as the `node` devDependency, and every pnpm script runs on it.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

PNPM_VERSION="$(node -p "require('./package.json').packageManager.split('@')[1]")"

pnpm() {
  if command -v pnpm >/dev/null 2>&1 && [ "$(command pnpm --version 2>/dev/null)" = "$PNPM_VERSION" ]; then
    command pnpm "$@"
  else
    npx --yes "pnpm@$PNPM_VERSION" "$@"
  fi
}

install_dependencies() {
  echo "› installing dependencies (pnpm $PNPM_VERSION, Node 24 from npm)"
  pnpm install --frozen-lockfile --reporter=append-only
}

# A Chromium for the browser tests: $CHROMIUM_PATH, the system's, Debian's (installed when we are root),
# or Playwright's own download (a developer machine with internet access).
ensure_chromium() {
  if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; then return; fi
  for candidate in /usr/bin/chromium /usr/bin/chromium-browser; do
    if [ -x "$candidate" ]; then return; fi
  done
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "› installing Debian's chromium (no browser found)"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
  else
    echo "› no system Chromium: letting Playwright download its own"
    pnpm exec playwright install chromium
  fi
}
