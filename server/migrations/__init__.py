"""Alembic migrations. ``upgrade(url)`` brings a database to the newest revision; the CLI
works too: ``alembic -c server/migrations/alembic.ini upgrade head`` (DATABASE_URL or the
default SQLite file)."""

from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.config import Config

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
