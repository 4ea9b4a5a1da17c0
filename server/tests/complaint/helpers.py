"""Helpers of the complaint tests: a signed-in customer with a policy, complete complaint
bodies, uploads of COMPLAINT_DOCUMENT, the submission, the staff's moves and reads of rows."""

from __future__ import annotations

import uuid
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

import pytest
from sqlalchemy import select

from server.complaint.models import Complaint
from server.db import transaction
from server.documents.models import Document
from server.notify.models import InboxItem
from server.tests import document_samples
from server.tests.claim_support import add_family_policies
from server.tests.conftest import Account, Api, SignIn

DESCRIPTION = "Klaim rawat inap saya sudah 20 hari kerja belum ada kabar, padahal lengkap."
ANSWER = "Klaim Bapak sudah kami setujui dan dana ditransfer dalam 3 hari kerja."
REASON = "Kami menunggu keterangan dari rumah sakit tentang tagihan."


@dataclass(frozen=True)
class Me:
    account: Account
    token: str
    policy: str  # a policy of this customer (the unit link of the claim tests)
    other_policy: str


@pytest.fixture(scope="module")
def customer(make_account: Callable[..., Account], signin: SignIn) -> Callable[[], Me]:
    def make() -> Me:
        account = make_account()
        health, life = add_family_policies(account)
        return Me(account, str(signin.signed_in(account)["token"]), life, health)

    return make


def again(signin: SignIn, me: Me) -> Me:
    """The same customer signed in again (after the clock moved past the old token)."""
    return replace(me, token=str(signin.signed_in(me.account)["token"]))


def body(**changes: Any) -> dict[str, Any]:
    return {
        "category": "CLAIM",
        "subject": "Klaim rawat inap belum diproses",
        "description": DESCRIPTION,
        "policy_number": None,
        "document_ids": [],
        **changes,
    }


def submit(api: Api, token: str, payload: dict[str, Any], key: str | None = None) -> Any:
    headers = {"Idempotency-Key": key or uuid.uuid4().hex}
    return api.post("/complaint/submit", payload, token=token, headers=headers)


def submitted(api: Api, token: str, **changes: Any) -> dict[str, Any]:
    response = submit(api, token, body(**changes))
    assert response.status_code == 201, response.text
    answer: dict[str, Any] = response.json()
    return answer


def upload(api: Api, token: str, purpose: str = "COMPLAINT_DOCUMENT") -> str:
    files = {"file": ("surat.pdf", document_samples.pdf(), "application/pdf")}
    response = api.call(
        "POST", "/document/upload", token=token, data={"purpose": purpose}, files=files
    )
    assert response.status_code == 201, response.text
    return str(response.json()["document_id"])


def detail(api: Api, token: str, number: str) -> dict[str, Any]:
    response = api.get("/complaint/detail", token=token, params={"complaint_number": number})
    assert response.status_code == 200, response.text
    answer: dict[str, Any] = response.json()
    return answer


def review(api: Api, staff: str, number: str) -> dict[str, Any]:
    response = api.get("/admin/complaint/detail", token=staff, params={"complaint_number": number})
    assert response.status_code == 200, response.text
    answer: dict[str, Any] = response.json()
    return answer


def queue(api: Api, staff: str, **params: Any) -> dict[str, Any]:
    response = api.get("/admin/complaint/list", token=staff, params={"size": 50, **params})
    assert response.status_code == 200, response.text
    answer: dict[str, Any] = response.json()
    return answer


def act(api: Api, staff: str, move: str, number: str, **fields: Any) -> Any:
    defaults = {"answer": {"answer": ANSWER}, "extend": {"reason": REASON}, "close": {"note": None}}
    payload = {"complaint_number": number, **defaults[move], **fields}
    return api.post(f"/admin/complaint/{move}", payload, token=staff)


def complaints_of(account: Account) -> list[str]:
    with transaction() as session:
        return list(
            session.scalars(
                select(Complaint.complaint_number)
                .where(Complaint.user_id == account.user_id)
                .order_by(Complaint.id)
            )
        )


def attached_to(*document_ids: str) -> list[str | None]:
    with transaction() as session:
        found = dict(
            session.execute(
                select(Document.id, Document.attached_to).where(Document.id.in_(document_ids))
            ).all()
        )
    return [found[d] for d in document_ids]


def inbox(account: Account, kind: str) -> list[tuple[str, str, str | None]]:
    """The customer's inbox items of ``kind``: subject, text, link."""
    with transaction() as session:
        rows = session.execute(
            select(InboxItem.subject, InboxItem.text, InboxItem.link)
            .where(InboxItem.user_id == account.user_id, InboxItem.kind == kind)
            .order_by(InboxItem.id)
        ).all()
    return [(row[0], row[1], row[2]) for row in rows]
