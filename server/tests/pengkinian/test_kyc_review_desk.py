"""The staff review desk over HTTP: the queue, approval applying every change in one
transaction with its audit trail and e-mail, rejection with a reason, one decision only, and
customers kept out."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from sqlalchemy import select

from server.customer.models import PolicyHolder
from server.customer.profile import AddressKind, CustomerAddress, CustomerProfile
from server.db import transaction
from server.pengkinian import notices, record
from server.pengkinian.models import CustomerAuditEntry
from server.settings import Settings
from server.tests.conftest import Account, Api, MemorySender, SignIn
from server.tests.pengkinian_support import (
    Holder,
    current,
    customer,
    moved,
    regions,
    request_from,
    submitted,
)
from server.tests.support import outbox, problem

__all__ = ["customer", "regions"]
Make = Callable[..., Holder]


@pytest.fixture(scope="module")
def admin(make_account: Callable[..., Account]) -> Account:
    return make_account(is_admin=True, holder=False)


@pytest.fixture
def staff(admin: Account, signin: SignIn) -> tuple[str, str]:
    """The staff user name and a fresh admin access token (tokens live minutes)."""
    return admin.user_name, str(signin.signed_in(admin, check_admin=True)["token"])


def _approve(api: Api, token: str, number: str) -> Any:
    return api.post("/admin/pengkinian/approve", {"registration_number": number}, token=token)


def _reject(api: Api, token: str, number: str, reason: str) -> Any:
    body = {"registration_number": number, "reason": reason}
    return api.post("/admin/pengkinian/reject", body, token=token)


def _move_and_new_phone(api: Api, holder: Holder) -> dict[str, Any]:
    form = moved(api, holder)
    form["data_hp"] = "+6281398765432"
    form["FinancialData"]["bank_account_number"] = "9988776655"
    return form


def test_the_queue_is_oldest_first_with_customer_names(
    api: Api, customer: Make, sender: MemorySender, regions: None, staff: tuple[str, str]
) -> None:
    first, second = customer(), customer()
    a = submitted(api, sender, first, moved(api, first))
    b = submitted(api, sender, second, moved(api, second))
    page = api.get("/admin/pengkinian/list", token=staff[1], params={"size": 50}).json()
    numbers = [item["registration_number"] for item in page["data"]]
    assert numbers.index(a) < numbers.index(b)
    item = page["data"][numbers.index(a)]
    assert item["status"] == "PENDING" and item["customer_name"].startswith("Nasabah ")


def test_approval_applies_every_change_with_audit_and_email(
    api: Api, customer: Make, sender: MemorySender, regions: None, staff: tuple[str, str],
    settings: Settings,
) -> None:  # fmt: skip
    holder = customer()
    number = submitted(api, sender, holder, _move_and_new_phone(api, holder))
    answer = _approve(api, staff[1], number)
    assert answer.status_code == 200, answer.text
    body = answer.json()
    assert body["status"] == "APPROVED" and body["decided_at"]
    assert [(e["status"], e["actor"]) for e in body["history"]] == [
        ("PENDING", "nasabah"), ("APPROVED", staff[0]),
    ]  # fmt: skip
    data = current(api, holder)
    assert data["data_hp"] == "+6281398765432"
    assert data["CurrentAddress"]["village_name"] == "Bangka"
    assert data["FinancialData"]["bank_account_number"] == "9988776655"
    with transaction() as session:
        row = session.get(PolicyHolder, holder.holder_id)
        assert row is not None
        assert (row.phone, row.village, row.postal_code) == ("+6281398765432", "Bangka", "12730")
        audit = session.scalars(
            select(CustomerAuditEntry).where(CustomerAuditEntry.holder_id == holder.holder_id)
        ).all()
    changed = {(a.section, a.field): (a.old_value, a.new_value, a.changed_by) for a in audit}
    assert changed[("data_hp", "data_hp")] == (holder.account.phone, "+6281398765432", staff[0])
    assert changed[("CurrentAddress", "village_code")][:2] == ("31.74.01.1001", "31.74.03.1002")
    assert len(audit) == len(body["changes"])
    assert number in outbox(settings, "KYC_APPROVED", holder.account.email)[-1]["subject"]
    mine = api.get(
        "/transaction/kyc/detail", token=holder.token, params={"registration_number": number}
    ).json()
    assert mine["status"] == "APPROVED"


def test_a_failure_mid_approval_changes_nothing(
    api: Api, customer: Make, sender: MemorySender, regions: None, staff: tuple[str, str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:  # fmt: skip
    holder = customer()
    number = submitted(api, sender, holder, _move_and_new_phone(api, holder))
    before = current(api, holder)

    def broken(*args: Any, **kwargs: Any) -> None:
        raise RuntimeError("the disk is full")

    # The holder and profile are written first; the legacy address sync then fails.
    monkeypatch.setattr(record, "_sync_legacy", broken)
    problem(_approve(api, staff[1], number), 500)
    monkeypatch.undo()
    assert current(api, holder) == before
    with transaction() as session:
        assert (
            session.scalars(
                select(CustomerAuditEntry).where(CustomerAuditEntry.holder_id == holder.holder_id)
            ).all()
            == []
        )
        address = session.scalar(
            select(CustomerAddress).where(
                CustomerAddress.holder_id == holder.holder_id,
                CustomerAddress.kind == AddressKind.CURRENT,
            )
        )
        assert address is not None and address.village_code == "31.74.01.1001"
        assert session.get(CustomerProfile, holder.holder_id) is not None
    review = api.get(
        "/admin/pengkinian/detail", token=staff[1], params={"registration_number": number}
    ).json()
    assert review["status"] == "PENDING"


def test_no_approval_e_mail_for_an_approval_that_rolled_back(
    api: Api, customer: Make, sender: MemorySender, regions: None, staff: tuple[str, str],
    settings: Settings, monkeypatch: pytest.MonkeyPatch,
) -> None:  # fmt: skip
    """The e-mail goes out once the decision is committed: a failure after the notice was
    written (here: right after it) leaves the customer's mailbox as it was."""
    holder = customer()
    number = submitted(api, sender, holder, moved(api, holder))
    real = notices.approved

    def then_fail(*args: Any, **kwargs: Any) -> None:
        real(*args, **kwargs)
        raise RuntimeError("the database went away")

    monkeypatch.setattr(notices, "approved", then_fail)
    problem(_approve(api, staff[1], number), 500)
    assert outbox(settings, "KYC_APPROVED", holder.account.email) == []
    monkeypatch.undo()
    assert _approve(api, staff[1], number).status_code == 200
    assert len(outbox(settings, "KYC_APPROVED", holder.account.email)) == 1


def test_rejection_needs_a_reason_and_changes_nothing(
    api: Api, customer: Make, sender: MemorySender, regions: None, staff: tuple[str, str],
    settings: Settings,
) -> None:  # fmt: skip
    holder = customer()
    number = submitted(api, sender, holder, moved(api, holder))
    before = current(api, holder)
    problem(_reject(api, staff[1], number, "kurang"), 400)
    reason = "Kode pos dan kelurahan tidak sesuai dengan bukti domisili."
    body = _reject(api, staff[1], number, reason).json()
    assert (body["status"], body["reason"]) == ("REJECTED", reason)
    assert current(api, holder) == before
    mine = api.get(
        "/transaction/kyc/detail", token=holder.token, params={"registration_number": number}
    ).json()
    assert mine["reason"] == reason and mine["history"][-1]["note"] == reason
    mail = outbox(settings, "KYC_REJECTED", holder.account.email)[-1]
    assert reason in mail["body"]


def test_a_second_decision_is_409_naming_who_and_when(
    api: Api, customer: Make, sender: MemorySender, regions: None, staff: tuple[str, str]
) -> None:
    holder = customer()
    number = submitted(api, sender, holder, moved(api, holder))
    assert _approve(api, staff[1], number).status_code == 200
    again = problem(_reject(api, staff[1], number, "Data tidak sesuai dokumen."), 409)
    assert f"{number} sudah diputuskan (Disetujui) oleh {staff[0]} pada" in again["message"]
    problem(_approve(api, staff[1], number), 409)


def test_customers_are_kept_out_and_no_document_is_404(
    api: Api, customer: Make, sender: MemorySender, regions: None, staff: tuple[str, str]
) -> None:
    holder = customer()
    number = submitted(api, sender, holder, moved(api, holder))
    problem(_approve(api, holder.token, number), 403)
    problem(api.get("/admin/pengkinian/list", token=holder.token), 403)
    none = api.get(
        "/admin/pengkinian/document", token=staff[1], params={"registration_number": number}
    )
    assert problem(none, 404)["message"] == "Pengajuan ini tidak melampirkan dokumen identitas."
    assert request_from(current(api, holder))["id_document_id"] is None
