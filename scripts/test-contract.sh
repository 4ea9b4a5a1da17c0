#!/usr/bin/env bash
# The contract tests alone (contract-tests/), with what they need installed (Python dev
# extras and npm packages; no browser: scripts/setup.sh --contract):
#   npm run test:contract                     all of contract-tests, on portals they start
#                                             themselves (one pytest worker per core)
#   npm run test:contract -- --url URL        against a portal already running at URL
#     [--token ACCESS_TOKEN | --outbox FILE]  signed in as well (contract-tests/test_remote.py)
#   PORTAL_URL=URL npm run test:contract      the same
# Anything else is handed to pytest (e.g. -k signed_out, -x). Schemathesis makes 25 examples
# per operation here (npm test: 10); SCHEMATHESIS_EXAMPLES sets another number.
set -euo pipefail
export SCHEMATHESIS_EXAMPLES=${SCHEMATHESIS_EXAMPLES:-25}
cd "$(dirname "$0")/.."

args=()
while [ $# -gt 0 ]; do
  case "$1" in
    --url) export PORTAL_URL=${2:?--url needs a URL}; shift 2 ;;
    --token) export PORTAL_TOKEN=${2:?--token needs an access token}; shift 2 ;;
    --outbox) PORTAL_OUTBOX=$(realpath "${2:?--outbox needs a file}"); export PORTAL_OUTBOX; shift 2 ;;
    *) args+=("$1"); shift ;;
  esac
done

scripts/setup.sh --contract
if [ -n "${PORTAL_URL:-}" ]; then
  echo "test:contract: against $PORTAL_URL (contract-tests/test_remote.py)"
  exec .venv/bin/pytest contract-tests/test_remote.py "${args[@]}"
fi
# One worker per core, a test module and its portals on one worker (as npm test).
exec .venv/bin/pytest --numprocesses=auto --dist=loadscope contract-tests "${args[@]}"
