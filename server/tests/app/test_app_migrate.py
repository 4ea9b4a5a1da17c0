"""Migrations as a release step: ``python -m server migrate`` migrates and loads the
reference data, one process at a time on PostgreSQL (an advisory lock: two release steps
started at once both succeed, the second finding the work done); an app process that does not
migrate at start refuses an unmigrated database with one line naming the step."""

from __future__ import annotations

import os
import secrets
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import create_engine, make_url, text

from server import bootstrap, migrations
from server.settings import REPO_ROOT
from server.terms.seed import _VERSIONS
from server.tests.conftest import DEFAULT_PG, _reachable
from server.tests.support import TEST_SECRETS

pytestmark = pytest.mark.postgres  # a database test: SQLite and PostgreSQL


def _run(url: str, *args: str, **env: str) -> subprocess.Popen[str]:
    return subprocess.Popen(  # noqa: S603 - this interpreter, fixed arguments
        [sys.executable, "-m", "server", *args],
        cwd=REPO_ROOT,
        env={**os.environ, **TEST_SECRETS, "DATABASE_URL": url, "APP_ENV": "production",
             "GATEWAY_SIMULATOR": "false", "PUBLIC_URL": "https://portal.example", **env},
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
    )  # fmt: skip


def test_an_unmigrated_database_is_refused_in_one_line_then_migrated(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'portal.sqlite3'}"
    refused = _run(url)
    output, _ = refused.communicate(timeout=120)
    assert refused.returncode == 3, output
    [line] = [x for x in output.splitlines() if "not starting" in x]
    assert "python -m server migrate" in line and migrations.head() in line
    step = _run(url, "migrate")
    output, _ = step.communicate(timeout=300)
    assert step.returncode == 0, output
    bootstrap.require_current(url)  # what the app process checks at start


@pytest.fixture
def empty_postgres() -> Iterator[str]:
    admin_url = os.environ.get("TEST_POSTGRES_URL", DEFAULT_PG)
    if not _reachable(admin_url):
        pytest.skip("PostgreSQL is not reachable")
    name = f"portal_migrate_{secrets.token_hex(6)}"
    admin = create_engine(admin_url, isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(text(f'CREATE DATABASE "{name}"'))
    try:
        yield make_url(admin_url).set(database=name).render_as_string(hide_password=False)
    finally:
        with admin.connect() as conn:
            conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()


def test_two_release_steps_at_once_migrate_once(empty_postgres: str) -> None:
    steps = [_run(empty_postgres, "migrate") for _ in range(2)]
    outputs = [step.communicate(timeout=600)[0] for step in steps]
    assert [step.returncode for step in steps] == [0, 0], outputs
    assert migrations.current(empty_postgres) == migrations.head()
    engine = create_engine(empty_postgres)
    with engine.connect() as conn:  # the reference data once, not twice
        assert conn.scalar(text("SELECT count(*) FROM terms_versions")) == len(_VERSIONS)
    engine.dispose()
