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
start, on a direct connection to PostgreSQL (not through PgBouncer)."""

from __future__ import annotations

import logging
import shutil
import sys

import uvicorn

from server import bootstrap, logging_config, metrics
from server.settings import Settings, SettingsError, development_secrets, from_env, install

log = logging.getLogger("server")


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if args not in ([], ["migrate"]):
        print("usage: python -m server [migrate]", file=sys.stderr)
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
        server_header=False,
        # X-Forwarded-For only from the proxies listed (none by default): a client can send
        # any such header, and the per-address limits would believe it.
        proxy_headers=bool(settings.trusted_proxies),
        forwarded_allow_ips=list(settings.trusted_proxies),
    )


if __name__ == "__main__":
    sys.exit(main())
