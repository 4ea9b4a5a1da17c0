"""The production topology's failures under load, against a running cluster
(scripts/cluster.sh start): 20 reads a second through the proxy (Budi's policies, his claims,
the public configuration) while

1. app-1 is killed (kill -9), a claim in flight to it and retried through the proxy with its
   Idempotency-Key (then app-1 is started again: scripts/cluster.sh restart app-1);
2. app-2 gets SIGTERM (it drains for DRAIN_SECONDS, then stops; then it is started again);
3. PostgreSQL is stopped and started again (scripts/cluster.sh restart postgres).

    .venv/bin/python bench/cluster_kill.py [--only kill,drain,postgres]
    npm run bench:cluster

Prints, for each, the requests sent, how many failed (no answer in 10 s, or not 2xx) and
when, relative to the event. The same scenarios are the proof tests' (server/tests/topology/
test_cluster.py, which asserts: kill at most 2% failed and none 5 s after it, the claim once;
drain none; PostgreSQL none in the last 5 s, the apps not restarted). Budi signs in once (a
code through Kannel) and the session is kept in var/cluster/bench-session.json for later
runs: his phone may receive only five codes an hour. Each run files one outpatient claim on
Budi's health policy, for a day none of his claims is for. Not a test: figures from a shared
machine are only comparable within one run.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from server.tests import document_samples  # noqa: E402 - path set above
from server.tests.cluster_load import kill_app_1, restart_postgres, sigterm_app_2  # noqa: E402
from server.tests.cluster_support import kept_session, running, unclaimed_day  # noqa: E402

SCENARIOS = ("kill", "drain", "postgres")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", default=",".join(SCENARIOS), help="kill,drain,postgres")
    args = parser.parse_args()
    wanted = [s.strip() for s in args.only.split(",") if s.strip()]
    if unknown := set(wanted) - set(SCENARIOS):
        parser.error(f"unknown scenario: {', '.join(sorted(unknown))}")
    cluster = running()
    session = kept_session(cluster)
    print(f"cluster {cluster.base_url} ({cluster.root}), APP_ENV={cluster.env.get('APP_ENV')}")
    began = time.monotonic()
    for name in wanted:
        if name == "kill":
            day = unclaimed_day(cluster, session)
            figures, _ = kill_app_1(cluster, session, document_samples.pdf(), day)
        elif name == "drain":
            figures = sigterm_app_2(cluster, session)
        else:
            figures = restart_postgres(cluster, session)
        print(figures.describe(), flush=True)
    print(f"({time.monotonic() - began:.0f} s)")


if __name__ == "__main__":
    main()
