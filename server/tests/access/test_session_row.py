"""The guard's statement on the driver's cursor (server.access.session_row) reads a session
and its user with the same values as SQLAlchemy's types give them, on SQLite and PostgreSQL:
the dates as ``datetime``, the flag as a boolean, a session revoked or unknown as such."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from sqlalchemy import select, update

from server import clock, db
from server.access import session_row
from server.access.models import UserSession
from server.tests.conftest import Account, SignIn

pytestmark = pytest.mark.postgres


def _through_sqlalchemy(sid: str) -> session_row.LiveSession | None:
    with db.transaction(read_only=True) as session:
        row = session.execute(session_row._STATEMENT, {"sid": sid}).one_or_none()
        return None if row is None else session_row.LiveSession(*row)


def _through_the_driver(sid: str, *, read_only: bool = True) -> session_row.LiveSession | None:
    with db.transaction(read_only=read_only) as session:
        return session_row.read(session, sid)


def test_the_driver_reads_what_sqlalchemy_reads(
    signin: SignIn, make_account: Callable[..., Account]
) -> None:
    account = make_account()
    signin.signed_in(account)
    with db.transaction() as session:
        sid = session.scalars(
            select(UserSession.id).where(UserSession.user_id == account.user_id)
        ).one()
    live = _through_the_driver(sid)
    assert live is not None
    assert live == _through_sqlalchemy(sid)
    assert live == _through_the_driver(sid, read_only=False)  # a writing unit reads the same
    assert (live.id, live.user_id, live.user_name, live.is_admin) == (
        sid,
        account.user_id,
        account.user_name,
        False,
    )
    assert live.revoked_at is None and live.revoke_reason is None
    assert clock.as_utc(live.last_seen_at) <= clock.as_utc(live.expires_at)

    with db.transaction() as session:
        session.execute(
            update(UserSession)
            .where(UserSession.id == sid)
            .values(revoked_at=clock.now(), revoke_reason="logout")
        )
    revoked = _through_the_driver(sid)
    assert revoked is not None and revoked == _through_sqlalchemy(sid)
    assert revoked.revoke_reason == "logout" and revoked.revoked_at is not None
    assert _through_the_driver("no-such-session") is None
