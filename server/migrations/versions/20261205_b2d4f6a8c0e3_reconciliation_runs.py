"""reconciliation runs: the gateway's charges compared with the payments, and what was done

Runs of the reconciliation (scheduled or by staff: when, by whom, how many charges were
compared, how the run ended and why it stopped) and each action of a run (a charge cancelled
at the gateway, a payment stuck between the phases of its creation closed, a refund case
opened for money the portal never recorded).

Revision ID: b2d4f6a8c0e3
Revises: a1c3e5f7b9d2
Create Date: 2026-12-05 09:00:00.000000
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op


revision: str = 'b2d4f6a8c0e3'
down_revision: str | Sequence[str] | None = 'a1c3e5f7b9d2'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table('reconciliation_runs',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('trigger', sa.Enum('SCHEDULE', 'STAFF', name='reconciliation_trigger', native_enum=False, create_constraint=True), nullable=False),
    sa.Column('started_by', sa.String(length=60), nullable=True),
    sa.Column('started_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('finished_at', sa.DateTime(timezone=True), nullable=True),
    sa.Column('status', sa.Enum('RUNNING', 'COMPLETED', 'FAILED', name='reconciliation_status', native_enum=False, create_constraint=True), nullable=False),
    sa.Column('charges_checked', sa.Integer(), nullable=False),
    sa.Column('error', sa.String(length=300), nullable=True),
    sa.CheckConstraint('charges_checked >= 0', name=op.f('ck_reconciliation_runs_charges_checked_not_negative')),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_reconciliation_runs'))
    )
    with op.batch_alter_table('reconciliation_runs', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_reconciliation_runs_started_at'), ['started_at'], unique=False)
        batch_op.create_index(batch_op.f('ix_reconciliation_runs_status'), ['status'], unique=False)

    op.create_table('reconciliation_actions',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('run_id', sa.Integer(), nullable=False),
    sa.Column('kind', sa.Enum('CHARGE_CANCELLED', 'PAYMENT_CLOSED', 'REFUND_OPENED', 'NOTIFICATION_APPLIED', name='reconciliation_action', native_enum=False, create_constraint=True), nullable=False),
    sa.Column('order_id', sa.String(length=64), nullable=False),
    sa.Column('gateway_txn_id', sa.String(length=64), nullable=True),
    sa.Column('amount', sa.BigInteger(), nullable=True),
    sa.Column('refund_number', sa.String(length=15), nullable=True),
    sa.Column('description', sa.String(length=300), nullable=False),
    sa.Column('at', sa.DateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['run_id'], ['reconciliation_runs.id'], name=op.f('fk_reconciliation_actions_run_id_reconciliation_runs'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_reconciliation_actions'))
    )
    with op.batch_alter_table('reconciliation_actions', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_reconciliation_actions_run_id'), ['run_id'], unique=False)


def downgrade() -> None:
    with op.batch_alter_table('reconciliation_actions', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_reconciliation_actions_run_id'))

    op.drop_table('reconciliation_actions')
    with op.batch_alter_table('reconciliation_runs', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_reconciliation_runs_status'))
        batch_op.drop_index(batch_op.f('ix_reconciliation_runs_started_at'))

    op.drop_table('reconciliation_runs')
