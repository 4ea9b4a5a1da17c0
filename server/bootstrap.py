"""Start-up work shared by ``python -m server`` and the tests: migrate the database, load
the reference data, and the demo data when the database has no account yet.

:func:`release` is the release step (``python -m server migrate``): all of it, one process at a
time. An app process that does not migrate at start (MIGRATE_ON_START=false, the default in
production) only checks the database is at this release's revision (:func:`require_current`)."""

from __future__ import annotations

import importlib
import importlib.util
import logging
from pathlib import Path

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from server import db, migrations
from server.access.models import User
from server.config.seed import seed_company_profile
from server.db import transaction
from server.master import loader as master_loader
from server.settings import Settings
from server.terms.seed import seed_terms

log = logging.getLogger("server.bootstrap")


def ensure_sqlite_folder(url: str) -> None:
    prefix = "sqlite:///"
    if url.startswith(prefix) and not url.startswith(prefix + ":memory:"):
        Path(url[len(prefix) :].split("?", 1)[0]).parent.mkdir(parents=True, exist_ok=True)


def migrate(url: str) -> None:
    ensure_sqlite_folder(url)
    migrations.upgrade(url)


def seed_reference(session: Session) -> None:
    seed_terms(session)
    seed_company_profile(session)
    master_loader.load_master_lists(session)


def load_reference_data(session: Session) -> None:
    """All reference data, the Kemendagri regions too (91,599 rows: about a second the first
    time, a single read when unchanged). ``python -m server`` calls it; the tests load the
    regions only in the modules that need them."""
    master_loader.load_reference(session)


def seed_demo_if_empty(session: Session) -> bool:
    """Call ``server.seed.seed_demo(session)`` when no account exists yet (and the module is
    there). True when demo data was loaded."""
    if session.scalar(select(func.count(User.id))):
        return False
    if importlib.util.find_spec("server.seed") is None:
        log.warning("no demo data: the package server.seed is missing")
        return False
    seed = importlib.import_module("server.seed")
    seed_demo = getattr(seed, "seed_demo", None)
    if seed_demo is None:
        log.warning("no demo data: server.seed has no seed_demo(session)")
        return False
    seed_demo(session)
    log.info("demo data loaded")
    return True


class NotMigrated(RuntimeError):
    """The database is not at this release's revision: the one line an operator reads."""


def release(settings: Settings) -> None:
    """Migrate, then load the reference data and (outside production) the demo data into an
    empty database: under the migration lock, so that several processes or hosts starting at
    once do it once. Uses and disposes a connection of its own."""
    url = settings.database_url
    ensure_sqlite_folder(url)
    with migrations.exclusive(url):
        migrations.upgrade(url)
        db.configure(url, pool_size=1)
        with transaction() as session:
            seed_reference(session)
            load_reference_data(session)
            if settings.is_production:
                log.info("production: no demo data (its passwords are published)")
            else:
                seed_demo_if_empty(session)
        db.engine().dispose()


def require_current(url: str) -> None:
    """Raise :class:`NotMigrated` unless the database is at this release's revision."""
    at, wanted = migrations.current(url), migrations.head()
    if at != wanted:
        raise NotMigrated(
            f"the database is at revision {at or '(none: empty)'}, this release needs {wanted}:"
            " run `python -m server migrate` first (the release step)"
        )
