"""Fixtures and helpers of the payment tests: a clock on 22 November 2026, the demo data,
fresh customers with a policy and bills of their own (so each test starts from a known
state), signed gateway notifications and the sandbox simulator's JSON API.

Imported by the payment test modules (``from server.tests.payment_support import ...``)."""

from __future__ import annotations

import itertools
import json
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from typing import Any

import pytest
from sqlalchemy import select

from server import clock
from server.access.models import User
from server.clock import WIB
from server.db import transaction
from server.payment.models import BillStatus, PremiumBill
from server.payment_gateway.signature import sign
from server.policy.models import (
    Policy,
    PolicyStatus,
    PremiumFrequency,
    Product,
    ProductType,
)
from server.seed import seed_demo
from server.seed.demo_data import BUDI, SITI
from server.settings import Settings
from server.tests.conftest import Account, Api, Clock, SignIn
from server.tests.support import TEST_SECRETS

TODAY = datetime(2026, 11, 22, 3, 0, tzinfo=UTC)  # 10.00 WIB
SITI_PASSWORD = "Teh-Manis-Sore-Hari-77"
_minutes = itertools.count()
_policies = itertools.count(1)


@pytest.fixture(scope="module")
def settings(settings: Settings) -> Settings:
    """The conftest settings without the sandbox's background sweep (tests sweep by hand)."""
    return settings.but(gateway_sweep_seconds=0)


@pytest.fixture
def on_day(frozen: Clock) -> Clock:
    """22 November 2026, 10.00 WIB, a few minutes later for each test (own OTP per sign-in)."""
    frozen.now = TODAY + timedelta(minutes=3 * next(_minutes))
    return frozen


@pytest.fixture(scope="module")
def demo(app: Any) -> dict[str, Account]:
    with transaction() as session:
        seed_demo(session, TODAY.astimezone(WIB).date())
        ids = {name: user_id for name, user_id in session.execute(select(User.user_name, User.id))}
    return {
        "budi": Account(
            ids["budi.santoso"], "budi.santoso", "Portal#2026!", BUDI.nik, BUDI.birth_date, "", ""
        ),
        "siti": Account(ids["siti.rahma"], "siti.rahma", None, SITI.nik, SITI.birth_date, "", ""),
    }


@pytest.fixture
def budi(demo: dict[str, Account], signin: SignIn, on_day: Clock) -> str:
    return str(signin.signed_in(demo["budi"])["token"])


@pytest.fixture
def siti(demo: dict[str, Account], signin: SignIn, api: Api, on_day: Clock) -> str:
    """Siti Rahmawati: the first-time journey once (creating a password), then sign-in."""
    account = demo["siti"]
    with transaction() as session:
        user = session.get(User, account.user_id)
        assert user is not None
        has_password = user.password_hash is not None
    if has_password:
        known = Account(account.user_id, account.user_name, SITI_PASSWORD, account.nik,
                        account.birth_date, "", "")  # fmt: skip
        return str(signin.signed_in(known)["token"])
    token = signin.check_nik(account.nik)["token"]
    body = {"nik": account.nik, "birthDate": account.birth_date.isoformat()}
    step = api.post("/login/idCard", body, token=token)
    assert step.status_code == 200, step.text
    token = step.json()["token"]
    code = signin.send_otp(token)
    step = api.post("/otp/validate", {"otp": code}, token=token)
    assert step.status_code == 200, step.text
    pw = {"password": SITI_PASSWORD, "confirmPassword": SITI_PASSWORD}
    done = api.post("/password/create", pw, token=step.json()["token"])
    assert done.status_code == 200 and done.json()["next"] == "AUTHENTICATED", done.text
    return str(done.json()["token"])


# ---------------------------------------------------------------- fresh customers
@dataclass
class Customer:
    account: Account
    token: str
    policy_number: str
    bill_ids: list[str]  # oldest due first


def quarter_bills(first_due: date, count: int) -> list[tuple[date, date]]:
    out = []
    start = first_due
    for _ in range(count):
        month = start.month - 1 + 3
        end_next = date(start.year + month // 12, month % 12 + 1, 1)
        out.append((start, end_next - timedelta(days=1)))
        start = end_next
    return out


@pytest.fixture(scope="module")
def make_customer(
    app: Any, make_account: Callable[..., Account], signin: SignIn
) -> Callable[..., Customer]:
    """A signed-in customer owning one quarterly health policy in its grace period with
    ``bills`` unpaid bills from 1 October 2026 (the first one overdue), like KS23000456."""

    def make(
        *,
        bills: int = 2,
        amount: int = 1_250_000,
        status: PolicyStatus = PolicyStatus.GRACE_PERIOD,
        first_due: date = date(2026, 10, 1),
    ) -> Customer:
        account = make_account()
        n = next(_policies)
        number = f"KT{n:08d}"
        grace_end = date(2026, 11, 30)
        with transaction() as session:
            product = Product(
                code=f"TST{n:05d}", name="Sentosa Medika Uji", type=ProductType.HEALTH
            )
            holder_id = session.scalar(
                select(User.policy_holder_id).where(User.id == account.user_id)
            )
            policy = Policy(
                policy_number=number, product=product, holder_id=holder_id, status=status,
                start_date=date(2023, 7, 1), end_date=date(2043, 6, 30), sum_assured=0,
                premium_amount=amount, premium_frequency=PremiumFrequency.QUARTERLY,
                next_due_date=first_due if bills else None,
                grace_period_end=grace_end if status == PolicyStatus.GRACE_PERIOD else None,
                payment_method="Transfer Virtual Account BCA",
            )  # fmt: skip
            session.add(policy)
            session.flush()
            ids = []
            for start, end in quarter_bills(first_due, bills):
                bill_id = f"TG-{number}-{start:%Y%m}"
                ids.append(bill_id)
                session.add(
                    PremiumBill(
                        bill_number=bill_id,
                        policy_id=policy.id,
                        period_start=start,
                        period_end=end,
                        due_date=start,
                        amount=amount,
                        status=BillStatus.UNPAID,
                    )
                )
        token = str(signin.signed_in(account)["token"])
        return Customer(account, token, number, ids)

    return make


# ---------------------------------------------------------------- portal calls
def key() -> str:
    return uuid.uuid4().hex


def create(
    api: Api,
    c: Customer,
    *,
    bills: list[str] | None = None,
    method: str = "VA_BCA",
    idempotency_key: str | None = None,
    token: str | None = None,
) -> Any:
    body = {"policy_number": c.policy_number, "bill_ids": bills or c.bill_ids[:1], "method": method}
    headers = {"Idempotency-Key": idempotency_key or key()}
    return api.post("/payment/create", body, token=token or c.token, headers=headers)


def created(api: Api, c: Customer, **kwargs: Any) -> dict[str, Any]:
    response = create(api, c, **kwargs)
    assert response.status_code == 201, response.text
    body: dict[str, Any] = response.json()
    return body


def info(api: Api, c: Customer) -> dict[str, Any]:
    response = api.get("/payment/info", token=c.token, params={"policy_number": c.policy_number})
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


def detail(api: Api, token: str, payment_id: str) -> Any:
    return api.get("/payment/detail", token=token, params={"payment_id": payment_id})


# ---------------------------------------------------------------- the sandbox gateway
def charge_of(api: Api, payment_id: str) -> dict[str, Any]:
    response = api.client.get("/sandbox-gateway/api/charges")
    assert response.status_code == 200, response.text
    for charge in response.json()["data"]:
        if charge["order_id"] == payment_id:
            found: dict[str, Any] = charge
            return found
    raise AssertionError(f"no sandbox charge for {payment_id}")


def simulate(api: Api, payment_id: str, action: str) -> Any:
    txn = charge_of(api, payment_id)["gateway_txn_id"]
    return api.client.post(f"/sandbox-gateway/api/charges/{txn}/{action}")


def pay(api: Api, payment_id: str) -> None:
    response = simulate(api, payment_id, "pay")
    assert response.status_code == 200, response.text
    assert response.json() == {
        "gateway_txn_id": response.json()["gateway_txn_id"],
        "order_id": payment_id,
        "status": "SETTLED",
        "notified": True,
        "message": "Pembayaran berhasil.",
    }


# ---------------------------------------------------------------- signed notifications
def notification(
    payment: dict[str, Any], txn: str, status: str = "SETTLED", **extra: Any
) -> dict[str, Any]:
    return {
        "event_id": f"evt_{uuid.uuid4().hex[:16]}",
        "gateway_txn_id": txn,
        "order_id": payment["payment_id"],
        "status": status,
        "amount": payment["amount"],
        "occurred_at": clock.now().isoformat().replace("+00:00", "Z"),
        **extra,
    }


def notify(
    api: Api,
    note: dict[str, Any],
    *,
    secret: str = TEST_SECRETS["GATEWAY_CALLBACK_SECRET"],
    timestamp: int | None = None,
    signature: str | None = None,
) -> Any:
    raw = json.dumps(note).encode()
    stamp = int(clock.now().timestamp()) if timestamp is None else timestamp
    headers = {
        "Content-Type": "application/json",
        "X-Gateway-Timestamp": str(stamp),
        "X-Gateway-Signature": signature or sign(secret=secret, timestamp=stamp, raw_body=raw),
    }
    return api.call("POST", "/payment/notification", auth=None, content=raw, headers=headers)
