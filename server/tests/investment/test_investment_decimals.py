"""Units and unit prices are exact decimals on both databases (server.investment.models
.Decimal4): the largest the contract allows read back digit for digit (SQLite keeps them as
integers x 10,000, PostgreSQL as NUMERIC), a sum of them too, and a fifth decimal place is
refused rather than rounded."""

from __future__ import annotations

from datetime import date
from decimal import Decimal
from typing import Any

import pytest
from sqlalchemy import delete, func, select

from server.db import transaction
from server.investment.models import Fund, FundRisk, MovementKind, UnitMovement
from server.policy.models import Policy
from server.tests import investment_support as iv

pytestmark = pytest.mark.postgres  # a database test: SQLite and PostgreSQL

demo = iv.demo  # the demo data: a policy and the funds

LARGEST_UNITS = Decimal("999999999999.9999")  # Units: 12 digits, 4 places
LARGEST_PRICE = Decimal("999999999.9999")  # UnitPrice: 9 digits, 4 places


def test_the_largest_values_read_back_exactly(demo: Any) -> None:
    with transaction() as session:
        policy_id = session.scalar(select(Policy.id).limit(1))
        fund = Fund(code="TEST_EXACT", name="Uji", risk=FundRisk.LOW, launch_date=date(2020, 1, 1))
        session.add(fund)
        session.flush()
        for units in (LARGEST_UNITS, Decimal("0.0001"), Decimal("-1234.5678")):
            session.add(
                UnitMovement(
                    policy_id=policy_id,
                    fund_id=fund.id,
                    trade_date=date(2026, 1, 2),
                    units=units,
                    unit_price=LARGEST_PRICE,
                    amount=1,
                    kind=MovementKind.OPENING,
                )
            )
        fund_id = fund.id
    try:
        with transaction() as session:
            read = sorted(
                session.scalars(select(UnitMovement.units).where(UnitMovement.fund_id == fund_id))
            )
            assert read == [Decimal("-1234.5678"), Decimal("0.0001"), LARGEST_UNITS]
            assert all(isinstance(u, Decimal) and str(u).count(".") == 1 for u in read)
            total = session.scalar(
                select(func.sum(UnitMovement.units)).where(UnitMovement.fund_id == fund_id)
            )
            assert total == LARGEST_UNITS + Decimal("0.0001") - Decimal("1234.5678")
            prices = set(
                session.scalars(
                    select(UnitMovement.unit_price).where(UnitMovement.fund_id == fund_id)
                )
            )
            assert prices == {LARGEST_PRICE}
    finally:
        with transaction() as session:
            session.execute(delete(UnitMovement).where(UnitMovement.fund_id == fund_id))
            session.execute(delete(Fund).where(Fund.id == fund_id))


def test_a_fifth_decimal_place_is_refused(demo: Any) -> None:
    with pytest.raises(Exception, match="more than 4 decimal places"), transaction() as session:
        policy_id = session.scalar(select(Policy.id).limit(1))
        fund_id = session.scalar(select(Fund.id).limit(1))
        session.add(
            UnitMovement(
                policy_id=policy_id,
                fund_id=fund_id,
                trade_date=date(2026, 1, 2),
                units=Decimal("1.00001"),
                unit_price=Decimal("1000.0000"),
                amount=1,
                kind=MovementKind.OPENING,
            )
        )
