"""A migrated database in a fraction of a migration's time: each test process migrates one
template database per kind (SQLite, PostgreSQL) once, with Alembic, and every test database
after that is a copy of it (a file copy; ``CREATE DATABASE ... TEMPLATE``). Running the ~40
revisions took about 3 s a module on SQLite and more on PostgreSQL, some 190 times a run.
The migrations themselves are tested from an empty database in ``test_app_migrations.py``
and the release step's in ``test_app_migrate.py``, which do not use this."""

from __future__ import annotations

import atexit
import os
import secrets
import shutil
import tempfile
from pathlib import Path

from sqlalchemy import create_engine, text
from sqlalchemy.engine import Engine, make_url

from server import bootstrap

_PREFIX = "portal_tmpl_"
_sqlite_template: Path | None = None
_postgres_templates: dict[str, str] = {}  # server URL (no database) -> template's name


def migrated(url: str) -> None:
    """Make the database at ``url`` (a new, empty one) a migrated one, at head."""
    if url.startswith("sqlite"):
        target = Path(make_url(url).database or "")
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(_sqlite(), target)
        return
    parts = make_url(url)
    name = parts.database or ""
    admin_url = os.environ.get("TEST_POSTGRES_URL") or parts.set(
        database="postgres"
    ).render_as_string(hide_password=False)
    admin = _admin(admin_url)
    try:
        template = _postgres(admin, admin_url)
        with admin.connect() as conn:
            conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
            conn.execute(text(f'CREATE DATABASE "{name}" TEMPLATE "{template}"'))
    finally:
        admin.dispose()


def _sqlite() -> Path:
    global _sqlite_template
    if _sqlite_template is None:
        folder = Path(tempfile.mkdtemp(prefix="portal-template-"))
        atexit.register(shutil.rmtree, folder, ignore_errors=True)
        path = folder / "portal.sqlite3"
        bootstrap.migrate(f"sqlite:///{path}")
        _sqlite_template = path
    return _sqlite_template


def _admin(admin_url: str) -> Engine:
    return create_engine(admin_url, isolation_level="AUTOCOMMIT")


def _postgres(admin: Engine, admin_url: str) -> str:
    if admin_url in _postgres_templates:
        return _postgres_templates[admin_url]
    _drop_orphans(admin)
    name = f"{_PREFIX}{os.getpid()}_{secrets.token_hex(4)}"
    with admin.connect() as conn:
        conn.execute(text(f'CREATE DATABASE "{name}"'))
    bootstrap.migrate(make_url(admin_url).set(database=name).render_as_string(False))
    _postgres_templates[admin_url] = name
    atexit.register(_drop, admin_url, name)
    return name


def _drop(admin_url: str, name: str) -> None:
    admin = _admin(admin_url)
    try:
        with admin.connect() as conn:
            conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
    finally:
        admin.dispose()


def _drop_orphans(admin: Engine) -> None:
    """Templates left by test processes that were killed (their pid is gone)."""
    with admin.connect() as conn:
        names = conn.execute(
            text("SELECT datname FROM pg_database WHERE datname LIKE :p"), {"p": f"{_PREFIX}%"}
        ).scalars()
        for name in list(names):
            pid = name.removeprefix(_PREFIX).split("_")[0]
            if pid.isdigit() and not _alive(int(pid)):
                conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True
