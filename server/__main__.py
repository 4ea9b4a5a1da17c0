"""``python -m server``: configure logging, migrate, load the reference data (terms, company
profile) and, outside production, the demo data into an empty database (MIGRATE_ON_START; in
production only a check that the database is at this release's revision, one line and exit 3
when not), then serve with uvicorn on
HOST:PORT (127.0.0.1:8080 by default), in WORKERS processes (default: one per CPU core, at most
4), each building the app from the environment (:func:`server.app.from_environment`). Ctrl-C or
SIGTERM shuts down gracefully: requests in flight are finished first; after SIGTERM each worker
first drains for DRAIN_SECONDS (:mod:`server.edge.drain`). Several workers write their metrics
to a folder made (or emptied) here at each start (:func:`server.metrics.prepare_folder`).

``python -m server migrate``: the release step alone (:func:`server.bootstrap.release`, one
process at a time on PostgreSQL), then exit: run it once per release, before the app processes
start, on a direct connection to PostgreSQL (not through PgBouncer). It also creates the job
queue's tables (procrastinate's schema) on PostgreSQL.

``python -m server worker``: a job worker (JOBS=procrastinate, PostgreSQL): it delivers the
notices and runs the periodic work (:mod:`server.jobs.queue`) until SIGTERM or Ctrl-C, which
stop it gracefully (running jobs get 30 s). Run one or more, anywhere; exit 2 on a wrong
setting (JOBS other than procrastinate), 3 on a database not at this release's revision."""

from __future__ import annotations

import logging
import shutil
import sys

import prometheus_client
import uvicorn

from server import bootstrap, db, logging_config, metrics
from server.settings import Settings, SettingsError, development_secrets, from_env, install

log = logging.getLogger("server")


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if args not in ([], ["migrate"], ["worker"]):
        print("usage: python -m server [migrate | worker]", file=sys.stderr)
        return 2
    try:
        settings = from_env()
    except SettingsError as exc:
        print(f"Configuration error: {exc}", file=sys.stderr)
        return 2
    logging_config.configure(settings.log_level, settings.log_format)
    if args == ["migrate"]:
        install(settings)
        bootstrap.release(settings)
        log.info("database migrated and reference data loaded")
        return 0
    if args == ["worker"]:
        return _work(settings)
    try:
        if not settings.migrates_at_start:
            bootstrap.require_current(settings.database_url)
    except bootstrap.NotMigrated as exc:
        log.error("not starting: %s", exc)
        return 3
    workers = settings.worker_count
    # Before anything is counted here, and before the workers start (they inherit it).
    made = metrics.prepare_folder(workers)
    try:
        _prepare(settings)
        _serve(settings, workers)
    finally:
        if made is not None:
            shutil.rmtree(made, ignore_errors=True)
    return 0


def _work(settings: Settings) -> int:
    if settings.jobs != "procrastinate":
        print(
            f"Configuration error: python -m server worker runs the job queue: set"
            f" JOBS=procrastinate (and every app process's too; JOBS={settings.jobs} runs the"
            " jobs inside the app processes)",
            file=sys.stderr,
        )
        return 2
    try:
        bootstrap.require_current(settings.database_url)
    except bootstrap.NotMigrated as exc:
        log.error("not starting: %s", exc)
        return 3
    # The web app's and the queue's imports only where they are used.
    from server.app import create_app
    from server.jobs import queue

    install(settings)
    # The portal's wiring (the payment gateway, the listeners of a settlement, the notice
    # sender), as in an app process: the jobs run the same code. Never served.
    create_app(settings)
    # A connection for each job running at once, and one for the gateway's notifications
    # (handled in this process when GATEWAY_NOTIFY_URL is empty).
    db.configure(
        settings.database_url,
        pool_size=queue.CONCURRENCY + 2,
        prepared_statements=settings.database_prepared_statements,
    )
    queue.work_forever(settings, on_start=lambda: _worker_metrics(settings))
    return 0


def _worker_metrics(settings: Settings) -> None:
    """WORKER_METRICS_PORT: this worker's counters (notices sent, retried, failed;
    reconciliation runs) in Prometheus' text on HOST:port."""
    if settings.worker_metrics_port:
        prometheus_client.start_http_server(settings.worker_metrics_port, addr=settings.host)
        port = settings.worker_metrics_port
        log.info("worker metrics on http://%s:%s/metrics", settings.host, port)


def _prepare(settings: Settings) -> None:
    if unsafe := development_secrets(settings):  # only possible in development
        log.warning(
            "development secrets in use (%s): anyone can sign tokens and payment notifications;"
            " never expose this server (APP_ENV=production refuses them)",
            ", ".join(unsafe),
        )
    install(settings)
    if settings.migrates_at_start:
        bootstrap.release(settings)


def _serve(settings: Settings, workers: int) -> None:
    log.info(
        "serving %s on http://%s:%s (API /customer/api, docs /customer/api/ui/), %d worker%s",
        settings.app_env,
        settings.host,
        settings.port,
        workers,
        "" if workers == 1 else "s",
    )
    uvicorn.run(
        "server.app:from_environment",
        factory=True,
        workers=workers,
        access_log=False,  # server.access writes one line per request, with its request id
        host=settings.host,
        port=settings.port,
        log_config=None,
        timeout_graceful_shutdown=20,
        timeout_keep_alive=settings.keep_alive_seconds,
        server_header=False,
        # X-Forwarded-For only from the proxies listed (none by default): a client can send
        # any such header, and the per-address limits would believe it.
        proxy_headers=bool(settings.trusted_proxies),
        forwarded_allow_ips=list(settings.trusted_proxies),
    )


if __name__ == "__main__":
    sys.exit(main())
