"""Helpers of the fund switch and allocation tests: a unit linker given units of its funds,
the request bodies, the code sent (the memory SMS sender) and the confirmed calls, the rows
read back. Imported by the investment test modules (``from server.tests import
switch_support as sw``), with the fixtures of :mod:`server.tests.topup_support`."""

from __future__ import annotations

from datetime import date
from decimal import Decimal
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import selectinload

from server.db import transaction
from server.investment.models import FundOrder, MovementKind, UnitMovement
from server.tests import investment_support as iv
from server.tests.conftest import Api, MemorySender
from server.tests.topup_support import BALANCED, EQUITY, UnitLinker

OPENED = date(2026, 11, 2)  # the units' opening day (a Monday with the demo's prices)


def give_units(c: UnitLinker, units: dict[str, str]) -> None:
    """OPENING units of the policy's funds, traded on :data:`OPENED` at the demo's price."""
    with transaction() as session:
        for code, amount in units.items():
            price = iv.prices(code)[OPENED]
            held = Decimal(amount)
            session.add(
                UnitMovement(
                    policy_id=c.holder.policy_id, fund_id=iv.fund_id(code), trade_date=OPENED,
                    units=held, unit_price=price, amount=iv.rupiah(held, price),
                    kind=MovementKind.OPENING,
                )
            )  # fmt: skip


def switch_body(
    policy_number: str,
    sources: list[dict[str, Any]] | None = None,
    targets: list[tuple[str, int]] | None = None,
) -> dict[str, Any]:
    """Half the equity fund's units to the balanced fund, unless told otherwise."""
    return {
        "policy_number": policy_number,
        "sources": sources or [{"fund_code": EQUITY, "percent": 50}],
        "targets": [
            {"fund_code": code, "percent": percent}
            for code, percent in (targets or [(BALANCED, 100)])
        ],
    }


def send(api: Api, token: str, path: str, body: dict[str, Any], channel: str = "SMS") -> Any:
    return api.post(f"{path}/otp", {**body, "channel": channel}, token=token)


def confirmed(
    api: Api, sender: MemorySender, c: UnitLinker, path: str, body: dict[str, Any]
) -> Any:
    """The code sent by SMS for ``body``, then the call with it."""
    token = c.token()
    sent = send(api, token, path, body)
    assert sent.status_code == 200, sent.text
    code = sender.last_code(c.holder.account.phone)
    return api.post(path, {**body, "otp": code}, token=token)


def switched(api: Api, sender: MemorySender, c: UnitLinker, body: dict[str, Any]) -> Any:
    response = confirmed(api, sender, c, "/policy/fund/switch", body)
    assert response.status_code == 201, response.text
    return response.json()


def order(number: str) -> FundOrder:
    with transaction() as session:
        found = session.scalar(
            select(FundOrder)
            .where(FundOrder.order_number == number)
            .options(selectinload(FundOrder.legs))
        )
        assert found is not None
        session.expunge_all()
    return found


def switch_movements(policy_number: str) -> list[UnitMovement]:
    return [m for m in iv.movements(policy_number) if m.kind.value.startswith("SWITCH")]
