"""fund switches: the movement kinds SWITCH_OUT and SWITCH_IN, the ledger's FUND_SWITCH, and a
switch order waiting for its prices with its fee but no amount yet

Revision ID: 7f1b5d9c3e46
Revises: 6e0a4c8b2d35
Create Date: 2026-12-14 09:00:00.000000
"""

from __future__ import annotations

from collections.abc import Sequence

from alembic import op


revision: str = "7f1b5d9c3e46"
down_revision: str | Sequence[str] | None = "6e0a4c8b2d35"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

TYPES = ("PREMIUM_PAYMENT", "TOP_UP", "WITHDRAWAL", "CLAIM_PAYOUT", "FEE", "REFUND")
KINDS = ("OPENING", "PREMIUM", "TOP_UP", "FEE", "WITHDRAWAL")
INVESTED = "invested_amount = amount - charge"
WAITING_SWITCH = (
    f"{INVESTED} OR (kind = 'SWITCH' AND status = 'AWAITING_PRICE'"
    " AND amount = 0 AND invested_amount = 0)"
)


def _in(column: str, values: Sequence[str]) -> str:
    return f"{column} IN ({', '.join(repr(v) for v in values)})"


def _checks(types: Sequence[str], kinds: Sequence[str], invested: str) -> None:
    with op.batch_alter_table("policy_transactions", schema=None) as batch_op:
        batch_op.drop_constraint(
            batch_op.f("ck_policy_transactions_transaction_type"), type_="check"
        )
        batch_op.create_check_constraint("transaction_type", _in("type", types))
    with op.batch_alter_table("unit_movements", schema=None) as batch_op:
        batch_op.drop_constraint(batch_op.f("ck_unit_movements_movement_kind"), type_="check")
        batch_op.create_check_constraint("movement_kind", _in("kind", kinds))
    with op.batch_alter_table("fund_orders", schema=None) as batch_op:
        batch_op.drop_constraint(
            batch_op.f("ck_fund_orders_invested_is_amount_less_charge"), type_="check"
        )
        batch_op.create_check_constraint("invested_is_amount_less_charge", invested)


def upgrade() -> None:
    _checks((*TYPES, "FUND_SWITCH"), (*KINDS, "SWITCH_OUT", "SWITCH_IN"), WAITING_SWITCH)


def downgrade() -> None:
    op.execute("DELETE FROM unit_movements WHERE kind IN ('SWITCH_OUT', 'SWITCH_IN')")
    op.execute("DELETE FROM policy_transactions WHERE type = 'FUND_SWITCH'")
    op.execute("DELETE FROM fund_orders WHERE kind = 'SWITCH'")
    _checks(TYPES, KINDS, INVESTED)
