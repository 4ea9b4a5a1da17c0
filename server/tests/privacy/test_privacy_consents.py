"""Consents over HTTP: TERMS read from the terms' acceptance records and never withdrawn (422);
marketing consents opt-in only (no event: not granted), each change one event with the time,
the channel and the address, the same state again recording nothing; SMS and telephone offers
need a phone number (422)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from sqlalchemy import func, select, update

from server.access.models import User
from server.db import transaction
from server.privacy.models import ConsentEvent
from server.tests.conftest import Account, Api, Clock, SignIn
from server.tests.privacy.privacy_support import consent, overview

pytestmark = pytest.mark.postgres  # a database test: SQLite and PostgreSQL


def _events(user_id: int) -> int:
    with transaction() as session:
        return int(
            session.scalar(
                select(func.count())
                .select_from(ConsentEvent)
                .where(ConsentEvent.user_id == user_id)
            )
            or 0
        )


def test_terms_come_from_their_acceptance_and_cannot_be_withdrawn(
    api: Api, make_account: Callable[..., Account], signin: SignIn
) -> None:
    account = make_account()
    token = str(signin.signed_in(account)["token"])
    version = api.get("/token/checkValidTerm", token=token).json()["tnc_version"]
    accepted = api.post("/termscondition/store", {"tnc_version": version}, token=token)
    assert accepted.status_code == 200, accepted.text
    terms, email, sms, phone = overview(api, token)["consents"]
    assert (terms["consent"], terms["required"], terms["granted"]) == ("TERMS", True, True)
    assert [
        (h["action"], h["version"], h["channel"], h["client_address"]) for h in terms["history"]
    ] == [("GRANTED", version, "Portal TManKu", "testclient")]
    assert [c["granted"] for c in (email, sms, phone)] == [False, False, False]  # opt-in
    assert [c["updated_at"] for c in (email, sms, phone)] == [None, None, None]
    refused = consent(api, token, "TERMS", False)
    assert refused.status_code == 422, refused.text
    assert refused.json()["message"].startswith("Persetujuan syarat dan ketentuan diperlukan")
    assert refused.json()["errors"] == [{"field": "consent", "message": "Persetujuan ini wajib."}]


def test_marketing_consents_are_events_with_their_proof(
    api: Api, make_account: Callable[..., Account], signin: SignIn, frozen: Clock
) -> None:
    account = make_account()
    token = str(signin.signed_in(account)["token"])
    granted = consent(api, token, "MARKETING_EMAIL", True)
    assert granted.status_code == 200, granted.text
    body = granted.json()
    assert (body["consent"], body["granted"], body["required"]) == ("MARKETING_EMAIL", True, False)
    assert [
        (h["action"], h["channel"], h["client_address"], h["version"]) for h in body["history"]
    ] == [("GRANTED", "Portal TManKu", "testclient", None)]
    assert _events(account.user_id) == 1
    again = consent(api, token, "MARKETING_EMAIL", True)  # the same state: nothing recorded
    assert (again.status_code, len(again.json()["history"])) == (200, 1)
    assert _events(account.user_id) == 1
    frozen.advance(seconds=30)
    withdrawn = consent(api, token, "MARKETING_EMAIL", False).json()
    assert withdrawn["granted"] is False
    assert [h["action"] for h in withdrawn["history"]] == ["WITHDRAWN", "GRANTED"]
    assert withdrawn["updated_at"] == withdrawn["history"][0]["at"]
    assert consent(api, token, "MARKETING_SMS", True).json()["granted"] is True
    shown = {c["consent"]: c["granted"] for c in overview(api, token)["consents"]}
    assert shown == {
        "TERMS": False, "MARKETING_EMAIL": False, "MARKETING_SMS": True, "MARKETING_PHONE": False,
    }  # fmt: skip
    assert _events(account.user_id) == 3


def test_sms_and_telephone_offers_need_a_phone_number(
    api: Api, make_account: Callable[..., Account], signin: SignIn
) -> None:
    account = make_account(holder=False)
    token = str(signin.signed_in(account)["token"])
    with transaction() as session:
        session.execute(update(User).where(User.id == account.user_id).values(phone=None))
    for kind in ("MARKETING_SMS", "MARKETING_PHONE"):
        refused = consent(api, token, kind, True)
        assert refused.status_code == 422, refused.text
        assert "Nomor ponsel Anda belum tercatat" in refused.json()["message"]
    assert consent(api, token, "MARKETING_EMAIL", True).status_code == 200
    assert _events(account.user_id) == 1
