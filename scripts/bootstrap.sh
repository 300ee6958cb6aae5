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

# A Chromium for the browser tests: $CHROMIUM_PATH; else Debian's headless shell, installed when we are
# root (the tests' browser: ADR 0052); else the system's full Chromium; else Playwright's own download (a
# developer machine with internet access). The visual baselines are the headless shell's.
ensure_chromium() {
  if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; then return; fi
  if [ -x /usr/bin/chromium-headless-shell ]; then return; fi
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "› installing Debian's chromium-headless-shell (no headless shell found)"
    if apt-get update -qq &&
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell fonts-dejavu-core >/dev/null; then
      return
    fi
    echo "› apt could not install it"
  fi
  for candidate in /usr/bin/chromium /usr/bin/chromium-browser; do
    if [ -x "$candidate" ]; then
      echo "› testing with $candidate: the full browser is slower, and the visual baselines are the headless shell's"
      return
    fi
  done
  echo "› no system Chromium: letting Playwright download its own"
  pnpm exec playwright install chromium
}
