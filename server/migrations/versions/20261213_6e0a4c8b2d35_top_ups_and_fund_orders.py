"""top-ups and fund orders: a payment's purpose, who published a unit price, fund orders

A payment pays premium bills or a unit-link top-up (``payments.purpose``, PREMIUM for every
payment before); a unit price records the staff member who published it (none for prices
loaded from the core system); a fund order (a top-up now, a fund switch later) with one leg
per fund, invested at the unit prices of its trade date.

Revision ID: 6e0a4c8b2d35
Revises: 5d9f3b7a1c24
Create Date: 2026-12-13 09:00:00.000000
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op


revision: str = '6e0a4c8b2d35'
down_revision: str | Sequence[str] | None = '5d9f3b7a1c24'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table('payments', schema=None) as batch_op:
        batch_op.add_column(sa.Column('purpose', sa.Enum('PREMIUM', 'TOP_UP', name='payment_purpose', native_enum=False, create_constraint=True), server_default='PREMIUM', nullable=False))

    with op.batch_alter_table('fund_prices', schema=None) as batch_op:
        batch_op.add_column(sa.Column('published_by', sa.String(length=60), nullable=True))

    op.create_table('fund_orders',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('order_number', sa.String(length=20), nullable=False),
    sa.Column('policy_id', sa.Integer(), nullable=False),
    sa.Column('kind', sa.Enum('TOP_UP', 'SWITCH', name='fund_order_kind', native_enum=False, create_constraint=True), nullable=False),
    sa.Column('status', sa.Enum('AWAITING_PAYMENT', 'AWAITING_PRICE', 'INVESTED', 'CANCELLED', name='fund_order_status', native_enum=False, create_constraint=True), nullable=False),
    sa.Column('amount', sa.BigInteger(), nullable=False),
    sa.Column('charge', sa.BigInteger(), nullable=False),
    sa.Column('invested_amount', sa.BigInteger(), nullable=False),
    sa.Column('payment_id', sa.Integer(), nullable=True),
    sa.Column('transaction_id', sa.Integer(), nullable=True),
    sa.Column('trade_date', sa.Date(), nullable=True),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('paid_at', sa.DateTime(timezone=True), nullable=True),
    sa.Column('invested_at', sa.DateTime(timezone=True), nullable=True),
    sa.Column('cancelled_at', sa.DateTime(timezone=True), nullable=True),
    sa.CheckConstraint('amount >= 0 AND charge >= 0', name=op.f('ck_fund_orders_amounts_positive')),
    sa.CheckConstraint('invested_amount = amount - charge', name=op.f('ck_fund_orders_invested_is_amount_less_charge')),
    sa.ForeignKeyConstraint(['payment_id'], ['payments.id'], name=op.f('fk_fund_orders_payment_id_payments')),
    sa.ForeignKeyConstraint(['policy_id'], ['policies.id'], name=op.f('fk_fund_orders_policy_id_policies'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['transaction_id'], ['policy_transactions.id'], name=op.f('fk_fund_orders_transaction_id_policy_transactions'), ondelete='SET NULL'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_fund_orders')),
    sa.UniqueConstraint('order_number', name=op.f('uq_fund_orders_order_number')),
    sa.UniqueConstraint('payment_id', name=op.f('uq_fund_orders_payment_id'))
    )
    with op.batch_alter_table('fund_orders', schema=None) as batch_op:
        batch_op.create_index('ix_fund_orders_policy_id_status', ['policy_id', 'status'], unique=False)
        batch_op.create_index('ix_fund_orders_status_trade_date', ['status', 'trade_date'], unique=False)

    op.create_table('fund_order_legs',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('order_id', sa.Integer(), nullable=False),
    sa.Column('position', sa.SmallInteger(), nullable=False),
    sa.Column('side', sa.Enum('BUY', 'SELL', name='fund_order_leg_side', native_enum=False, create_constraint=True), nullable=False),
    sa.Column('fund_id', sa.Integer(), nullable=False),
    sa.Column('percent', sa.SmallInteger(), nullable=False),
    sa.Column('amount', sa.BigInteger(), nullable=False),
    sa.Column('units', sa.Numeric(precision=20, scale=4), nullable=True),
    sa.Column('unit_price', sa.Numeric(precision=18, scale=4), nullable=True),
    sa.Column('movement_id', sa.Integer(), nullable=True),
    sa.CheckConstraint('percent BETWEEN 0 AND 100', name=op.f('ck_fund_order_legs_percent_range')),
    sa.ForeignKeyConstraint(['fund_id'], ['funds.id'], name=op.f('fk_fund_order_legs_fund_id_funds')),
    sa.ForeignKeyConstraint(['movement_id'], ['unit_movements.id'], name=op.f('fk_fund_order_legs_movement_id_unit_movements'), ondelete='SET NULL'),
    sa.ForeignKeyConstraint(['order_id'], ['fund_orders.id'], name=op.f('fk_fund_order_legs_order_id_fund_orders'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_fund_order_legs')),
    sa.UniqueConstraint('order_id', 'side', 'fund_id', name=op.f('uq_fund_order_legs_order_id'))
    )


def downgrade() -> None:
    op.drop_table('fund_order_legs')
    with op.batch_alter_table('fund_orders', schema=None) as batch_op:
        batch_op.drop_index('ix_fund_orders_status_trade_date')
        batch_op.drop_index('ix_fund_orders_policy_id_status')

    op.drop_table('fund_orders')
    with op.batch_alter_table('fund_prices', schema=None) as batch_op:
        batch_op.drop_column('published_by')

    with op.batch_alter_table('payments', schema=None) as batch_op:
        batch_op.drop_constraint(batch_op.f('ck_payments_payment_purpose'), type_='check')
        batch_op.drop_column('purpose')
