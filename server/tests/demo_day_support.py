"""The harness of the "demo on any seed day" tests (claims, complaints, personal data, refunds,
SPAJ, the key journeys): a fresh database, migrated, seeded with the demo as a server seeds it
(the clock's day, 10.00 WIB) and served through real HTTP.

A test module names its days and takes its fixture from :func:`demo_days`::

    DAYS = {"29 February": date(2028, 2, 29)}
    on_day = demo_days(DAYS)

    def test_...(on_day: tuple[date, Api, SignIn]) -> None:
        day, api, signin = on_day
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from datetime import UTC, date, datetime, time
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import select
from starlette.testclient import TestClient

from server import clock
from server.access.models import User
from server.app import create_app
from server.clock import WIB
from server.db import transaction
from server.seed import seed_demo
from server.seed.demo_data import BUDI
from server.settings import Settings
from server.tests.conftest import Account, Api, MemorySender, SignIn
from server.tests.support import TEST_SECRETS
from server.tests.template_db import migrated

DemoDay = tuple[date, Api, SignIn]


@contextmanager
def seeded_on(
    day: date, tmp_path: Path, *, seed_twice: bool = False, **settings: Any
) -> Iterator[SignIn]:
    """The portal on ``day`` (the clock at 10.00 WIB until the block ends), its database in
    ``tmp_path`` seeded with the demo (``seed_twice``: once more, which adds nothing); the
    sign-in helper on its API and outbox. ``settings``: any other setting of the test."""
    clock.set_now(datetime.combine(day, time(10, 0), WIB).astimezone(UTC))
    try:
        config = Settings(
            app_env="test",
            client_secret=TEST_SECRETS["PORTAL_CLIENT_SECRET"],
            token_secret=TEST_SECRETS["TOKEN_SECRET"],
            gateway_callback_secret=TEST_SECRETS["GATEWAY_CALLBACK_SECRET"],
            database_url=f"sqlite:///{tmp_path / 'portal.sqlite3'}",
            outbox_path=tmp_path / "outbox.jsonl",
            document_dir=tmp_path / "documents",  # the demo's files, not the repository's var/
            web_dist=tmp_path / "no-dist",
            response_validation=True,
            **settings,
        )
        migrated(config.database_url)
        sender = MemorySender()
        app = create_app(config, sender=sender)
        with transaction() as session:
            seed_demo(session)  # no day given: the clock's, as a server seeds
            if seed_twice:
                seed_demo(session)  # idempotent: nothing added the second time
        with TestClient(app, raise_server_exceptions=False) as client:
            yield SignIn(Api(client), sender)
    finally:
        clock.set_now(None)


def demo_days(
    days: Mapping[str, date], *, seed_twice: bool = False, **settings: Any
) -> Callable[..., Iterator[DemoDay]]:
    """The fixture ``on_day``: each of ``days`` (by name) in turn, the portal seeded on it
    (:func:`seeded_on`): the day, the API and the sign-in helper."""

    @pytest.fixture(params=list(days), ids=list(days))
    def on_day(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[DemoDay]:
        day = days[request.param]
        with seeded_on(day, tmp_path, seed_twice=seed_twice, **settings) as signin:
            yield day, signin.api, signin

    return on_day


def ok(response: Any) -> Any:
    """The body of a 200 answer (anything else fails with the answer)."""
    assert response.status_code == 200, response.text
    return response.json()


def demo_account(
    user_name: str, password: str, nik: str = "", birth: date = BUDI.birth_date
) -> Account:
    """A demo user as the sign-in helper signs them in (their password and, for Budi, his NIK
    and birth date)."""
    with transaction() as session:
        user_id = session.scalars(select(User.id).where(User.user_name == user_name)).one()
    return Account(user_id, user_name, password, nik, birth, "", "")
