"""wider transaction numbers and references

Transaction numbers keep their running number past 999999 (TRX-YYYYMMDD-NNNNNN..NNNNNNNNNN),
and a transaction's reference holds a gateway transaction id of up to 64 characters (as
payments.gateway_txn_id does).

Revision ID: b03b4aead622
Revises: 7f76f1af14c5
Create Date: 2026-11-23 01:00:00.000000
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op


revision: str = 'b03b4aead622'
down_revision: str | Sequence[str] | None = '7f76f1af14c5'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table('policy_transactions') as batch:
        batch.alter_column('transaction_number', existing_type=sa.String(length=19),
                           type_=sa.String(length=23), existing_nullable=False)
        batch.alter_column('reference_number', existing_type=sa.String(length=40),
                           type_=sa.String(length=64), existing_nullable=True)


def downgrade() -> None:
    with op.batch_alter_table('policy_transactions') as batch:
        batch.alter_column('reference_number', existing_type=sa.String(length=64),
                           type_=sa.String(length=40), existing_nullable=True)
        batch.alter_column('transaction_number', existing_type=sa.String(length=23),
                           type_=sa.String(length=19), existing_nullable=False)
