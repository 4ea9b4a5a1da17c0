"""refund cases: money that cannot be applied, its steps; sandbox refunds; REFUND transactions

Refund cases (one per gateway charge whose money the portal could not apply) with every step
(who, when), the sandbox gateway's refunds and its REFUNDED charges, and the transaction
type REFUND ('Dana dikembalikan') in the policies' ledger.

Revision ID: a1c3e5f7b9d2
Revises: 9d1f3b5c7e86
Create Date: 2026-12-04 09:00:00.000000
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op


revision: str = 'a1c3e5f7b9d2'
down_revision: str | Sequence[str] | None = '9d1f3b5c7e86'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

TYPES = ('PREMIUM_PAYMENT', 'TOP_UP', 'WITHDRAWAL', 'CLAIM_PAYOUT', 'FEE')
CHARGES = ('PENDING', 'SETTLED', 'EXPIRED', 'FAILED', 'CANCELLED')


def _in(column: str, values: Sequence[str]) -> str:
    return f"{column} IN ({', '.join(repr(v) for v in values)})"


def upgrade() -> None:
    op.create_table('refund_cases',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('refund_number', sa.String(length=15), nullable=False),
    sa.Column('status', sa.Enum('OPEN', 'PROCESSING', 'REFUNDED', 'REJECTED', name='refund_status', native_enum=False, create_constraint=True), nullable=False),
    sa.Column('reason', sa.Enum('BILLS_TAKEN', 'PAYMENT_ENDED', 'UNKNOWN_PAYMENT', name='refund_reason', native_enum=False, create_constraint=True), nullable=False),
    sa.Column('amount', sa.BigInteger(), nullable=False),
    sa.Column('order_id', sa.String(length=64), nullable=False),
    sa.Column('gateway_txn_id', sa.String(length=64), nullable=False),
    sa.Column('payment_id', sa.Integer(), nullable=True),
    sa.Column('policy_id', sa.Integer(), nullable=True),
    sa.Column('customer_name', sa.String(length=100), nullable=True),
    sa.Column('method', sa.String(length=40), nullable=True),
    sa.Column('received_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('updated_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('refund_id', sa.String(length=64), nullable=True),
    sa.Column('refunded_at', sa.DateTime(timezone=True), nullable=True),
    sa.Column('rejection_reason', sa.String(length=500), nullable=True),
    sa.CheckConstraint('amount > 0', name=op.f('ck_refund_cases_amount_positive')),
    sa.ForeignKeyConstraint(['payment_id'], ['payments.id'], name=op.f('fk_refund_cases_payment_id_payments')),
    sa.ForeignKeyConstraint(['policy_id'], ['policies.id'], name=op.f('fk_refund_cases_policy_id_policies'), ondelete='SET NULL'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_refund_cases')),
    sa.UniqueConstraint('gateway_txn_id', name=op.f('uq_refund_cases_gateway_txn_id')),
    sa.UniqueConstraint('refund_id', name=op.f('uq_refund_cases_refund_id')),
    sa.UniqueConstraint('refund_number', name=op.f('uq_refund_cases_refund_number'))
    )
    with op.batch_alter_table('refund_cases', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_refund_cases_payment_id'), ['payment_id'], unique=False)
        batch_op.create_index('ix_refund_cases_status_updated_at', ['status', 'updated_at'], unique=False)

    op.create_table('refund_events',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('case_id', sa.Integer(), nullable=False),
    sa.Column('action', sa.Enum('OPENED', 'REFUND_REQUESTED', 'REFUND_FAILED', 'REFUNDED', 'REJECTED', name='refund_action', native_enum=False, create_constraint=True), nullable=False),
    sa.Column('actor', sa.String(length=60), nullable=False),
    sa.Column('at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('note', sa.String(length=500), nullable=True),
    sa.ForeignKeyConstraint(['case_id'], ['refund_cases.id'], name=op.f('fk_refund_events_case_id_refund_cases'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_refund_events'))
    )
    with op.batch_alter_table('refund_events', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_refund_events_case_id'), ['case_id'], unique=False)

    op.create_table('sandbox_refunds',
    sa.Column('refund_id', sa.String(length=64), nullable=False),
    sa.Column('gateway_txn_id', sa.String(length=64), nullable=False),
    sa.Column('amount', sa.BigInteger(), nullable=False),
    sa.Column('refund_key', sa.String(length=64), nullable=False),
    sa.Column('reason', sa.String(length=200), nullable=False),
    sa.Column('status', sa.Enum('SUCCEEDED', name='sandbox_refund_status', native_enum=False, create_constraint=True), nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.CheckConstraint('amount > 0', name=op.f('ck_sandbox_refunds_amount_positive')),
    sa.ForeignKeyConstraint(['gateway_txn_id'], ['sandbox_charges.gateway_txn_id'], name=op.f('fk_sandbox_refunds_gateway_txn_id_sandbox_charges')),
    sa.PrimaryKeyConstraint('refund_id', name=op.f('pk_sandbox_refunds')),
    sa.UniqueConstraint('refund_key', name=op.f('uq_sandbox_refunds_refund_key'))
    )
    with op.batch_alter_table('sandbox_refunds', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_sandbox_refunds_gateway_txn_id'), ['gateway_txn_id'], unique=False)

    # The enumerations stored as text with a named CHECK learn their new values.
    with op.batch_alter_table('policy_transactions', schema=None) as batch_op:
        batch_op.drop_constraint(batch_op.f('ck_policy_transactions_transaction_type'), type_='check')
        batch_op.create_check_constraint('transaction_type', _in('type', (*TYPES, 'REFUND')))
    with op.batch_alter_table('sandbox_charges', schema=None) as batch_op:
        batch_op.drop_constraint(batch_op.f('ck_sandbox_charges_sandbox_charge_status'), type_='check')
        batch_op.create_check_constraint('sandbox_charge_status', _in('status', (*CHARGES, 'REFUNDED')))


def downgrade() -> None:
    # Refunds leave the ledger and the sandbox's charges are settled ones again.
    op.execute("DELETE FROM policy_transactions WHERE type = 'REFUND'")
    op.execute("UPDATE sandbox_charges SET status = 'SETTLED' WHERE status = 'REFUNDED'")
    with op.batch_alter_table('sandbox_charges', schema=None) as batch_op:
        batch_op.drop_constraint(batch_op.f('ck_sandbox_charges_sandbox_charge_status'), type_='check')
        batch_op.create_check_constraint('sandbox_charge_status', _in('status', CHARGES))
    with op.batch_alter_table('policy_transactions', schema=None) as batch_op:
        batch_op.drop_constraint(batch_op.f('ck_policy_transactions_transaction_type'), type_='check')
        batch_op.create_check_constraint('transaction_type', _in('type', TYPES))
    op.execute("DELETE FROM document_counters WHERE name LIKE 'refund-%'")
    with op.batch_alter_table('sandbox_refunds', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_sandbox_refunds_gateway_txn_id'))

    op.drop_table('sandbox_refunds')
    with op.batch_alter_table('refund_events', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_refund_events_case_id'))

    op.drop_table('refund_events')
    with op.batch_alter_table('refund_cases', schema=None) as batch_op:
        batch_op.drop_index('ix_refund_cases_status_updated_at')
        batch_op.drop_index(batch_op.f('ix_refund_cases_payment_id'))

    op.drop_table('refund_cases')
