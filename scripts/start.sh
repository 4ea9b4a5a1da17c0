#!/usr/bin/env bash
# Command 1 of the README: install, build the web app and start the portal on
# http://127.0.0.1:${PORT:-8080} (embedded SQLite database, migrated and filled with demo
# data on first start).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
scripts/build-web.sh
exec .venv/bin/python -m server
