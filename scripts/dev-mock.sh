#!/usr/bin/env bash
# The web app against Prism instead of the server: `npm run dev:mock`. Installs the npm
# packages when needed, starts Prism (scripts/mock.sh: the contract's examples at the
# server's own URLs) and the Vite dev server proxying /customer/api and /runtime-config.js
# to it, on free ports or on PRISM_PORT / WEB_PORT. Ctrl-C (or stopping this script's PID)
# stops both.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --web

# Two free ports at once (both held while asked, so they differ).
read -r free_prism free_web < <(node -e '
  const net = require("node:net");
  const listen = () => new Promise((ok) => { const s = net.createServer(); s.listen(0, "127.0.0.1", () => ok(s)); });
  Promise.all([listen(), listen()]).then((servers) => {
    console.log(servers.map((s) => s.address().port).join(" "));
    servers.forEach((s) => s.close());
  });')
prism_port=${PRISM_PORT:-$free_prism}
web_port=${WEB_PORT:-$free_web}

pids=()
stop() {
  trap - EXIT INT TERM
  [ ${#pids[@]} -gt 0 ] && kill "${pids[@]}" 2>/dev/null
  wait 2>/dev/null
}
trap stop EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

bash scripts/mock.sh --port "$prism_port" &
pids+=($!)
# Prism answers once it has read the contract (a few seconds).
for _ in $(seq 1 120); do
  (exec 3<>"/dev/tcp/127.0.0.1/$prism_port") 2>/dev/null && break
  kill -0 "${pids[0]}" 2>/dev/null || { echo "dev:mock: Prism did not start" >&2; exit 1; }
  sleep 0.5
done

PORTAL_API="http://127.0.0.1:$prism_port" \
  node_modules/.bin/vite --config web/vite.config.ts --port "$web_port" --strictPort &
pids+=($!)
for _ in $(seq 1 120); do
  (exec 3<>"/dev/tcp/127.0.0.1/$web_port") 2>/dev/null && break
  sleep 0.5
done
echo
echo "dev:mock: the web app on http://127.0.0.1:$web_port/ (sign in with any user name;"
echo "          the API is Prism on http://127.0.0.1:$prism_port/customer/api, the contract's examples)"
echo
# Either one ending ends both.
wait -n
