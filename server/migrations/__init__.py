"""Alembic migrations. ``upgrade(url)`` brings a database to the newest revision; the CLI
works too: ``alembic -c server/migrations/alembic.ini upgrade head`` (DATABASE_URL or the
default SQLite file). On PostgreSQL, :func:`exclusive` lets one process at a time migrate (an
advisory lock: a release step started on several hosts at once migrates once); it needs a
direct connection, not PgBouncer's transaction mode, which would not keep a session's lock."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import create_engine, pool, text

HERE = Path(__file__).resolve().parent


def config(url: str) -> Config:
    cfg = Config(str(HERE / "alembic.ini"))
    cfg.set_main_option("script_location", str(HERE))
    cfg.set_main_option("sqlalchemy.url", url.replace("%", "%%"))
    # Keep the application's logging; the ini's logging is for the alembic CLI only.
    cfg.attributes["configure_logger"] = False
    return cfg


def upgrade(url: str, revision: str = "head") -> None:
    command.upgrade(config(url), revision)


def downgrade(url: str, revision: str = "base") -> None:
    command.downgrade(config(url), revision)


# pg_advisory_lock's key: any constant that no other lock of this database uses.
LOCK_KEY = 7_401_226_001


@contextmanager
def exclusive(url: str) -> Iterator[None]:
    """While inside, no other process migrates this database (PostgreSQL: waits for one that
    does; SQLite: a single file's writers take turns anyway)."""
    if not url.startswith("postgresql"):
        yield
        return
    engine = create_engine(url, poolclass=pool.NullPool)
    try:
        with engine.connect() as connection:
            connection.execute(text("SELECT pg_advisory_lock(:key)"), {"key": LOCK_KEY})
            connection.commit()
            try:
                yield
            finally:
                connection.execute(text("SELECT pg_advisory_unlock(:key)"), {"key": LOCK_KEY})
                connection.commit()
    finally:
        engine.dispose()


def include_name(name: str | None, type_: str, _parent: object) -> bool:
    """Comparing the models with a database (autogenerate, the tests) leaves the job queue's
    tables alone: procrastinate's schema is applied by a revision of its own
    (server/migrations/procrastinate/), no model describes it."""
    return not (type_ == "table" and name is not None and name.startswith("procrastinate_"))


def head() -> str:
    """The newest revision this release knows."""
    revision = ScriptDirectory.from_config(config("sqlite://")).get_current_head()
    assert revision is not None
    return revision


def current(url: str) -> str | None:
    """The database's revision; None for a database never migrated."""
    engine = create_engine(url, poolclass=pool.NullPool)
    try:
        with engine.connect() as connection:
            return MigrationContext.configure(connection).get_current_revision()
    finally:
        engine.dispose()
