"""sms delivery: what became of the last code a challenge sent

The gateway's delivery report finds the challenge by a random reference of that send; the
customer's OTP page reads the status (unless the flow must not tell a real destination from
a typed one: ``discreet``).

Revision ID: d4f6a8c0e2b5
Revises: c3e5a7b9d1f4
Create Date: 2026-12-07 09:00:00.000000
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op


revision: str = 'd4f6a8c0e2b5'
down_revision: str | Sequence[str] | None = 'c3e5a7b9d1f4'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table('verification_challenges', schema=None) as batch_op:
        batch_op.add_column(sa.Column('delivery_ref', sa.String(length=22), nullable=True))
        batch_op.add_column(sa.Column('delivery_status', sa.String(length=10), nullable=True))
        batch_op.add_column(
            sa.Column('delivery_at', sa.DateTime(timezone=True), nullable=True)
        )
        batch_op.add_column(
            sa.Column('discreet', sa.Boolean(), server_default=sa.false(), nullable=False)
        )
        batch_op.create_index(
            'ix_verification_challenges_delivery_ref', ['delivery_ref'], unique=True
        )


def downgrade() -> None:
    with op.batch_alter_table('verification_challenges', schema=None) as batch_op:
        batch_op.drop_index('ix_verification_challenges_delivery_ref')
        batch_op.drop_column('discreet')
        batch_op.drop_column('delivery_at')
        batch_op.drop_column('delivery_status')
        batch_op.drop_column('delivery_ref')
