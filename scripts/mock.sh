#!/usr/bin/env bash
# Prism mocking the portal from the contract's examples, at the server's own URLs
# (/customer/api/..., /runtime-config.js: scripts/mock-contract.mjs):
#   npm run mock                   on 127.0.0.1:4010
#   npm run mock -- --port 4020    or PRISM_PORT=4020 npm run mock
# The process is Prism itself (exec): its PID stops it.
set -euo pipefail
cd "$(dirname "$0")/.."

port=${PRISM_PORT:-4010}
if [ "${1:-}" = "--port" ]; then
  port=${2:?--port needs a number}
fi

contract=var/mock/contract.json
node scripts/mock-contract.mjs "$contract"
exec node_modules/.bin/prism mock --host 127.0.0.1 --port "$port" "$contract"
