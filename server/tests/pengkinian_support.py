"""Fixtures and helpers of the Pengkinian Data tests: the region tables (loaded once per
module), a signed-in customer with a policy of a chosen status, the current data turned into
a draft request, and the codes of a draft entered from the in-memory sender."""

from __future__ import annotations

import copy
import itertools
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from typing import Any

import pytest
from sqlalchemy import select

from server.customer.models import Gender, PolicyHolder
from server.db import transaction
from server.master import loader
from server.policy.models import PolicyStatus, PremiumFrequency, Product, ProductType
from server.seed.builders import add_policy
from server.seed.demo_data import InsuredData, PolicyData
from server.tests.conftest import Account, Api, MemorySender, SignIn

_policies = itertools.count(1)
NAME_FIELDS = ("province_name", "district_name", "sub_district_name", "village_name")


@pytest.fixture(scope="module")
def regions(app: Any) -> None:
    with transaction() as session:
        loader.load_regions(session)


@dataclass(frozen=True)
class Holder:
    account: Account
    token: str
    policy_number: str
    holder_id: int


def add_policy_for(account: Account, status: PolicyStatus = PolicyStatus.INFORCE) -> str:
    number = f"PK{next(_policies):08d}"
    with transaction() as session:
        product = session.scalar(select(Product).where(Product.code == "TEST-PK"))
        if product is None:
            product = Product(code="TEST-PK", name="Sentosa Uji", type=ProductType.TERM_LIFE)
            session.add(product)
        holder = session.scalar(select(PolicyHolder).where(PolicyHolder.nik == account.nik))
        assert holder is not None
        data = PolicyData(
            policy_number=number, product_code="TEST-PK", status=status,
            start_date=date(2020, 1, 1), end_date=date(2040, 1, 1), sum_assured=100_000_000,
            premium_amount=500_000, premium_frequency=PremiumFrequency.ANNUAL,
            next_due_date=None, payment_method="Transfer Bank",
            insured=(InsuredData("Uji", "Diri Sendiri", account.birth_date, Gender.L, True),),
        )  # fmt: skip
        add_policy(session, data, holder, product)
    return number


@pytest.fixture(scope="module")
def customer(make_account: Callable[..., Account], signin: SignIn) -> Callable[..., Holder]:
    def make(status: PolicyStatus = PolicyStatus.INFORCE) -> Holder:
        account = make_account()
        number = add_policy_for(account, status)
        token = str(signin.signed_in(account)["token"])
        with transaction() as session:
            holder_id = session.scalar(
                select(PolicyHolder.id).where(PolicyHolder.nik == account.nik)
            )
        assert holder_id is not None
        return Holder(account, token, number, holder_id)

    return make


def current(api: Api, holder: Holder) -> dict[str, Any]:
    response = api.get(
        "/policy/infoPengkinanData", token=holder.token,
        params={"policy_number": holder.policy_number},
    )  # fmt: skip
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


def request_from(data: dict[str, Any]) -> dict[str, Any]:
    """The draft request that changes nothing (the current data without names)."""
    body = copy.deepcopy(data)
    body.pop("updated_at")
    for section in ("IdCarddAddress", "CurrentAddress", "WorkingAddress"):
        if section in body:
            for name in NAME_FIELDS:
                body[section].pop(name)
    body["id_document_id"] = None
    return body


BANGKA = {
    "address_line": "Jl. Kemang Raya No. 8",
    "rt": "002",
    "rw": "004",
    "province_code": "31",
    "district_code": "31.74",
    "sub_district_code": "31.74.03",
    "village_code": "31.74.03.1002",
    "postal_code": "12730",
}


def draft(api: Api, holder: Holder, body: dict[str, Any]) -> Any:
    return api.post("/pengkinian/draft", body, token=holder.token)


def moved(api: Api, holder: Holder) -> dict[str, Any]:
    """A draft request moving the current address to Bangka, Mampang Prapatan."""
    body = request_from(current(api, holder))
    body["CurrentAddress"] = dict(BANGKA)
    return body


def enter_codes(api: Api, sender: MemorySender, holder: Holder, made: dict[str, Any]) -> None:
    for proof in made["proofs"]:
        case = proof["caseOtp"]
        sent = api.post(
            "/pengkinian/otp/generate", {"caseOtp": case, "draft_id": made["draft_id"]},
            token=holder.token,
        )  # fmt: skip
        assert sent.status_code == 200, sent.text
        checked = api.post(
            "/pengkinian/otp/validate",
            {"caseOtp": case, "draft_id": made["draft_id"], "otp": sender.last_code()},
            token=holder.token,
        )
        assert checked.status_code == 200, checked.text


def submitted(api: Api, sender: MemorySender, holder: Holder, body: dict[str, Any]) -> str:
    """Draft, codes and submission; the registration number."""
    made = draft(api, holder, body)
    assert made.status_code == 201, made.text
    enter_codes(api, sender, holder, made.json())
    sent = api.post(
        "/pengkinian/submit", {"draft_id": made.json()["draft_id"], "warnings_confirmed": True},
        token=holder.token,
    )  # fmt: skip
    assert sent.status_code == 201, sent.text
    return str(sent.json()["registration_number"])
