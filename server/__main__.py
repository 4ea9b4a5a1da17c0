"""``python -m server``: configure logging, migrate, load the reference data (terms, company
profile) and, outside production, the demo data into an empty database, then serve with uvicorn on
HOST:PORT (127.0.0.1:8080 by default), in WORKERS processes (default: one per CPU core, at most
4), each building the app from the environment (:func:`server.app.from_environment`). Ctrl-C or
SIGTERM shuts down gracefully: requests in flight are finished first; after SIGTERM each worker
first drains for DRAIN_SECONDS (:mod:`server.edge.drain`). Several workers write their metrics
to a folder made (or emptied) here at each start (:func:`server.metrics.prepare_folder`)."""

from __future__ import annotations

import logging
import shutil
import sys

import uvicorn

from server import bootstrap, db, logging_config, metrics
from server.db import transaction
from server.settings import Settings, SettingsError, development_secrets, from_env, install

log = logging.getLogger("server")


def main() -> int:
    try:
        settings = from_env()
    except SettingsError as exc:
        print(f"Configuration error: {exc}", file=sys.stderr)
        return 2
    logging_config.configure(settings.log_level, settings.log_format)
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
    bootstrap.migrate(settings.database_url)
    install(settings)
    db.configure(settings.database_url, pool_size=1)
    with transaction() as session:
        bootstrap.seed_reference(session)
        bootstrap.load_reference_data(session)
        if settings.is_production:
            log.info("production: no demo data (its passwords are published)")
        else:
            bootstrap.seed_demo_if_empty(session)
    db.engine().dispose()  # the workers open their own


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
