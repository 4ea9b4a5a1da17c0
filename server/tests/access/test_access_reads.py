"""Reads without the write lock (issue 10): an operation that only reads runs in a read-only
unit (SQLite: deferred, no write lock, `query_only`; PostgreSQL: READ ONLY), so it never
waits for a writer; the session's activity is written at most once a minute, after the read.
Which operations read only is checked against the contract: every GET, unless it may write
(named here with the reason), and no other method."""

from __future__ import annotations

import threading
from collections.abc import Callable
from datetime import datetime
from importlib import import_module
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import select, text, update
from sqlalchemy.exc import DBAPIError

from server import db
from server.access.models import UserSession
from server.clock import as_utc
from server.edge.contract import specification
from server.tests.conftest import Account, Api, Clock, SignIn
from server.tests.support import problem

SPEC = specification(Path(__file__).parents[3] / "openapi" / "bundled.yaml")
# GETs that may write, and why.
WRITING_GETS = {
    "get_otp_info": "a sign-in step: its guard locks the flow (FOR UPDATE)",
    "get_premium_info": "expires overdue payments of the policy (lazy expiry)",
    "get_payment": "expires the payment when its time is over (lazy expiry)",
    "get_spaj_payment_info": "expires overdue payments and records a lapsed deadline (lazy)",
    "list_spaj_reviews": "records the applications whose offer or payment deadline passed",
    "receive_sms_delivery": "the SMS gateway's delivery report (Kannel's dlr-url is a GET)",
    # The customer's documents read in a read-only unit, then register a document whose
    # content is new in a short writing unit (server/papers/issuing.py).
    "list_policy_papers": "registers the documents whose content is new (their sizes)",
    "get_epolicy": "registers the e-policy when its content is new",
    "get_tax_certificate": "registers the certificate when its content is new",
    "get_health_card_pdf": "registers the card when its content is new",
    "get_transaction_statement": "registers the statement PDF when its content is new",
}


def _handlers() -> list[tuple[str, str, Any]]:
    found = []
    for item in SPEC["paths"].values():
        for method, op in item.items():
            if method in ("get", "post", "put", "patch", "delete"):
                module = import_module(op["x-openapi-router-controller"])
                found.append((method, op["operationId"], getattr(module, op["operationId"])))
    return found


@pytest.mark.parametrize(("method", "operation_id", "handler"), _handlers())
def test_every_get_reads_only_unless_it_may_write(
    method: str, operation_id: str, handler: Any
) -> None:
    read_only = getattr(handler, "read_only", False)
    if method == "get" and operation_id not in WRITING_GETS:
        assert read_only, f"{operation_id}: a GET that only reads should say read_only=True"
    else:
        assert not read_only, f"{operation_id}: {method.upper()} must run in a writing unit"


def test_a_write_in_a_read_only_unit_fails(app: Any) -> None:
    with pytest.raises(DBAPIError), db.transaction(read_only=True) as session:
        session.execute(update(UserSession).values(revoke_reason="x"))
    with db.transaction() as session:  # the same pooled connection writes again afterwards
        session.execute(text("UPDATE user_sessions SET revoke_reason = revoke_reason"))


def _signed_in(signin: SignIn, make_account: Callable[..., Account]) -> str:
    return str(signin.signed_in(make_account())["token"])


def _last_seen(token_sid: str) -> datetime:
    with db.transaction() as session:
        return as_utc(
            session.scalars(
                select(UserSession.last_seen_at).where(UserSession.id == token_sid)
            ).one()
        )


def _sid(token: str) -> str:
    import jwt

    return str(jwt.decode(token, options={"verify_signature": False})["sid"])


def test_a_read_does_not_wait_for_a_writer(
    api: Api, signin: SignIn, make_account: Callable[..., Account], database_url: str
) -> None:
    """A writer holds its transaction open (on SQLite the database-wide write lock); a
    signed-in read answers meanwhile. Before: it queued behind the writer."""
    token = _signed_in(signin, make_account)
    holding, release = threading.Event(), threading.Event()

    def writer() -> None:
        with db.transaction() as session:
            session.execute(text("UPDATE user_sessions SET revoke_reason = revoke_reason"))
            holding.set()
            release.wait(30)

    thread = threading.Thread(target=writer)
    thread.start()
    try:
        assert holding.wait(10)
        answered: list[int] = []
        reader = threading.Thread(
            target=lambda: answered.append(api.get("/policy/list", token=token).status_code)
        )
        reader.start()
        reader.join(5)  # far below SQLite's 30 s busy timeout
        assert answered == [200], "the read waited for the writer"
    finally:
        release.set()
        thread.join()
        reader.join()


def test_activity_is_written_at_most_once_a_minute_and_after_a_read(
    api: Api, signin: SignIn, make_account: Callable[..., Account], frozen: Clock
) -> None:
    token = _signed_in(signin, make_account)
    sid = _sid(token)
    signed_in_at = _last_seen(sid)
    frozen.advance(seconds=59)
    assert api.get("/policy/list", token=token).status_code == 200
    assert _last_seen(sid) == signed_in_at  # less than a minute: nothing written
    later = frozen.advance(seconds=1)
    assert api.get("/policy/list", token=token).status_code == 200
    assert _last_seen(sid) == later  # a read recorded it, after its read-only unit
    frozen.advance(seconds=10)
    extended = api.post("/session/update", token=token).json()
    assert _last_seen(sid) == frozen.now  # the explicit extension always writes
    assert extended["idleExpiresAt"] > api.post("/session/check", token=token).json()["serverTime"]


def test_a_read_ends_an_idle_session_and_records_it(
    api: Api, signin: SignIn, make_account: Callable[..., Account], frozen: Clock
) -> None:
    account = make_account()
    body = signin.signed_in(account)
    frozen.advance(seconds=899)
    refresh = {"userName": account.user_name, "refreshToken": body["refreshToken"]}
    token = api.post("/token/refresh", refresh).json()["token"]  # not activity
    frozen.advance(seconds=2)
    problem(api.get("/policy/list", token=token), 403)
    with db.transaction() as session:
        row = session.get(UserSession, _sid(token))
        assert row is not None and row.revoke_reason == "idle"
