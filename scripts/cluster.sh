#!/usr/bin/env bash
# The production topology on this machine, on loopback (docs/deployment.md):
#   scripts/cluster.sh start          install what is missing (scripts/setup.sh --cluster),
#                                     build the web app when its sources changed, start every
#                                     part that is not running, return once /readyz answers
#                                     200 through the proxy: http://127.0.0.1:8088 and
#                                     https://127.0.0.1:8443 (also: npm run cluster)
#   scripts/cluster.sh stop [PART]    stop every part (npm run cluster:stop), or one part
#                                     (a later start starts it again)
#   scripts/cluster.sh status         which parts run (exit 3 when one does not)
#   scripts/cluster.sh restart PART   one part again (postgres, pgbouncer, s3, kannel, smtp,
#                                     worker, app-1, app-2, nginx); an app drains first
#   scripts/cluster.sh migrate        the release step (python -m server migrate) alone
# State under var/cluster/ (CLUSTER_DIR); ports, web folder and environment are settings
# (CLUSTER_*: deploy/topology.py and docs/deployment.md).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "${1:-}" = start ]; then
  scripts/setup.sh --cluster
  # CLUSTER_WEB_DIST: a web app built elsewhere (the tests'); else web/dist, built when stale.
  [ -n "${CLUSTER_WEB_DIST:-}" ] || scripts/build-web.sh
fi
exec .venv/bin/python deploy/cluster.py "$@"
