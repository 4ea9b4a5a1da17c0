"""The portal's production topology on one machine, on loopback (``scripts/cluster.sh``):

    browser ─▶ nginx :8088, TLS :8443 ─┬─▶ web/dist (its own files, pre-compressed)
                                       └─▶ app-1 :8081, app-2 :8082 (python -m server)
                                              ├─▶ PgBouncer :6432 ─▶ PostgreSQL :55432
                                              ├─▶ rclone serve s3 :9000 (documents)
                                              ├─▶ Kannel :13013 ─▶ fake SMSC (sms.log)
                                              └─▶ aiosmtpd :2525 (e-mail, Maildir mail/)
    release step (python -m server migrate) and the jobs worker ─▶ PostgreSQL itself

    python deploy/cluster.py start          start what is not running; return once /readyz
                                            answers 200 through the proxy (HTTP and TLS)
    python deploy/cluster.py stop [PART]    stop everything, or one part (start starts it
                                            again: it starts what is not running)
    python deploy/cluster.py status         each part: running or not (exit 3 if one is not)
    python deploy/cluster.py restart PART   stop one part and start it again (an app drains
                                            first: a rolling restart is app-1, then app-2)
    python deploy/cluster.py migrate        the release step alone (before a rolling restart)

State lives under CLUSTER_DIR (default var/cluster): ``pids/<part>.pid``, ``logs/``,
``secrets.env`` (made at first start, 0600), ``cluster.env`` (what a client needs: BASE_URL,
DATABASE_URL, S3_*, AWS_*; 0600), PostgreSQL's data (``pg/``), the bucket's folder (``s3/``),
Kannel's (``kannel/``, with ``sms.log``), the mail received (``mail/``), the TLS certificate
(``tls/``). A second start reuses all of it. docs/deployment.md says what each part is for
and how it is sized.
"""

from __future__ import annotations

import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from deploy.parts import STARTERS, migrate, running, stop_part
from deploy.processes import PartFailed, answers, http_status, listening, pid_in, wait_until
from deploy.topology import APPS, PARTS, Cluster, from_env

# Started together once the release step has run: each takes seconds to import and warm up.
TOGETHER = ("worker", *APPS)


def start(cluster: Cluster) -> None:
    for folder in ("pids", "logs"):
        cluster.path(folder).mkdir(parents=True, exist_ok=True)
    cluster.write_cluster_env()
    wanted = []
    for part in PARTS:
        if part == "worker" and not cluster.worker_available():
            print("  worker     not in this release (python -m server worker): not started")
        elif running(cluster, part):
            print(f"  {part:<10} running (pid {pid_in(cluster.pidfile(part))}), kept")
        else:
            _ports_free(cluster, part)
            wanted.append(part)
    together = [part for part in wanted if part in TOGETHER]
    for part in wanted:
        if part not in TOGETHER:
            _start(cluster, part)
        elif part == together[0]:  # the release step first, on the database just started
            print(f"  migrate    python -m server migrate ({migrate(cluster):.1f} s)", flush=True)
            _start_together(cluster, together)
    errors = cluster.path("logs", "nginx-error.log")
    wait_until("/readyz through the proxy", answers(f"{cluster.base_url}/readyz"), None, errors)
    cert = cluster.path("tls", "cert.pem")
    over_tls = answers(f"{cluster.https_url}/readyz", cafile=cert)
    wait_until("/readyz through the proxy over TLS", over_tls, None, errors)
    print(f"ready: {cluster.base_url} and {cluster.https_url} (state in {cluster.root})")


def _start(cluster: Cluster, part: str) -> None:
    began = time.monotonic()
    STARTERS[part](cluster)
    took = time.monotonic() - began
    print(f"  {part:<10} started (pid {pid_in(cluster.pidfile(part))}, {took:.1f} s)", flush=True)


def _start_together(cluster: Cluster, parts: list[str]) -> None:
    failures: list[PartFailed] = []

    def one(part: str) -> None:
        try:
            _start(cluster, part)
        except PartFailed as failed:
            failures.append(failed)

    threads = [threading.Thread(target=one, args=(part,)) for part in parts]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    if failures:
        raise failures[0]


def _ports_free(cluster: Cluster, part: str) -> None:
    """Refuse to start ``part`` on a port something else holds (its readiness check would
    believe the other)."""
    taken = [port for port in cluster.ports.of(part) if listening(port)()]
    if taken:
        ports = ", ".join(str(p) for p in taken)
        setting = "CLUSTER_*_PORT (docs/deployment.md)"
        raise PartFailed(f"{part}: port {ports} in use by another program; set {setting}",
                         cluster.log(part))  # fmt: skip


def stop(cluster: Cluster) -> None:
    """Everything, the proxy first (then nothing reaches the apps, which stop at once, both
    together), PostgreSQL last."""
    for part in reversed(PARTS):
        if part == "app-1":
            continue  # with app-2
        if part == "app-2":
            threads = [threading.Thread(target=stop_part, args=(cluster, a)) for a in APPS]
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join()
            print("  app-1      stopped\n  app-2      stopped")
            continue
        if running(cluster, part) or cluster.pidfile(part).exists():
            stop_part(cluster, part)
            print(f"  {part:<10} stopped")
    print("stopped")


def status(cluster: Cluster) -> int:
    down = 0
    for part in PARTS:
        if part == "worker" and not cluster.worker_available():
            print("  worker     not in this release")
            continue
        pid = pid_in(cluster.pidfile(part))
        up = running(cluster, part)
        extra = ""
        if part in APPS:
            extra = f", readyz {http_status(f'http://127.0.0.1:{cluster.ports.app(part)}/readyz')}"
        print(
            f"  {part:<10} {'running' if up else 'stopped'}{f' (pid {pid})' if pid else ''}{extra}"
        )
        down += not up
    code = http_status(f"{cluster.base_url}/readyz")
    print(f"  proxy      {cluster.base_url}/readyz: {code}")
    return 0 if down == 0 and code == 200 else 3


def restart(cluster: Cluster, part: str) -> None:
    began = time.monotonic()
    stop_part(cluster, part, drain=True)
    print(f"  {part:<10} stopped ({time.monotonic() - began:.1f} s)")
    began = time.monotonic()
    STARTERS[part](cluster)
    took = time.monotonic() - began
    print(f"  {part:<10} started (pid {pid_in(cluster.pidfile(part))}, {took:.1f} s)")


PART = f"{{{','.join(PARTS)}}}"
USAGE = f"usage: cluster.py start | stop [{PART}] | status | migrate | restart {PART}"


def main(argv: list[str]) -> int:
    command = argv[0] if argv else ""
    arguments = {"restart": (2,), "stop": (1, 2)}.get(command, (1,))
    if command not in ("start", "stop", "status", "restart", "migrate") or (
        len(argv) not in arguments
    ):
        print(USAGE, file=sys.stderr)
        return 2
    if len(argv) == 2 and argv[1] not in PARTS:
        print(USAGE, file=sys.stderr)
        return 2
    cluster = from_env()
    try:
        if command == "start":
            start(cluster)
        elif command == "stop" and len(argv) == 2:
            stop_part(cluster, argv[1])
            print(f"  {argv[1]:<10} stopped")
        elif command == "stop":
            stop(cluster)
        elif command == "status":
            return status(cluster)
        elif command == "migrate":
            print(f"  migrate    python -m server migrate ({migrate(cluster):.1f} s)")
        else:
            restart(cluster, argv[1])
    except PartFailed as failed:
        print(f"cluster: {failed} (see {failed.log})", file=sys.stderr)
        if failed.log.exists():
            tail = failed.log.read_text(errors="replace").splitlines()[-15:]
            print("\n".join(f"  | {line}" for line in tail), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
