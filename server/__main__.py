"""``python -m server``: configure logging, migrate, load the reference data (terms, company
profile) and, outside production, the demo data into an empty database, then serve with uvicorn on
HOST:PORT (127.0.0.1:8080 by default). Ctrl-C or SIGTERM shuts down gracefully: requests in
flight are finished first."""

from __future__ import annotations

import logging
import sys

import uvicorn

from server import bootstrap, logging_config
from server.app import create_app
from server.db import transaction
from server.settings import SettingsError, development_secrets, from_env

log = logging.getLogger("server")


def main() -> int:
    try:
        settings = from_env()
    except SettingsError as exc:
        print(f"Configuration error: {exc}", file=sys.stderr)
        return 2
    logging_config.configure(settings.log_level)
    if unsafe := development_secrets(settings):  # only possible in development
        log.warning(
            "development secrets in use (%s): anyone can sign tokens and payment notifications;"
            " never expose this server (APP_ENV=production refuses them)",
            ", ".join(unsafe),
        )
    bootstrap.migrate(settings.database_url)
    app = create_app(settings)
    with transaction() as session:
        bootstrap.seed_reference(session)
        if settings.is_production:
            log.info("production: no demo data (its passwords are published)")
        else:
            bootstrap.seed_demo_if_empty(session)
    log.info(
        "serving %s on http://%s:%s (API /customer/api, docs /customer/api/ui/)",
        settings.app_env,
        settings.host,
        settings.port,
    )
    uvicorn.run(
        app,
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
    return 0


if __name__ == "__main__":
    sys.exit(main())
