"""unit link funds: funds, their daily unit prices, policies' allocations and unit movements

The funds (subdana) of the unit-link policies, one unit price (NAB) per fund and working day,
each policy's allocation of its next premiums to its funds, and its unit movements (units
bought or sold at a trade date's price). Units and prices are NUMERIC with 4 places; on
SQLite the same columns hold the value times 10,000 as an integer (server.investment.models).

Revision ID: 5d9f3b7a1c24
Revises: 4c8e2a6f0b13
Create Date: 2026-12-12 09:00:00.000000
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op


revision: str = '5d9f3b7a1c24'
down_revision: str | Sequence[str] | None = '4c8e2a6f0b13'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table('funds',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('code', sa.String(length=20), nullable=False),
    sa.Column('name', sa.String(length=100), nullable=False),
    sa.Column('risk', sa.Enum('LOW', 'MEDIUM', 'HIGH', name='fund_risk', native_enum=False, create_constraint=True), nullable=False),
    sa.Column('launch_date', sa.Date(), nullable=False),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_funds')),
    sa.UniqueConstraint('code', name=op.f('uq_funds_code'))
    )
    op.create_table('fund_prices',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('fund_id', sa.Integer(), nullable=False),
    sa.Column('price_date', sa.Date(), nullable=False),
    sa.Column('unit_price', sa.Numeric(precision=18, scale=4), nullable=False),
    sa.Column('published_at', sa.DateTime(timezone=True), nullable=False),
    sa.CheckConstraint('unit_price > 0', name=op.f('ck_fund_prices_unit_price_positive')),
    sa.ForeignKeyConstraint(['fund_id'], ['funds.id'], name=op.f('fk_fund_prices_fund_id_funds'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_fund_prices')),
    sa.UniqueConstraint('fund_id', 'price_date', name=op.f('uq_fund_prices_fund_id'))
    )
    op.create_table('policy_fund_allocations',
    sa.Column('policy_id', sa.Integer(), nullable=False),
    sa.Column('fund_id', sa.Integer(), nullable=False),
    sa.Column('percent', sa.SmallInteger(), nullable=False),
    sa.CheckConstraint('percent BETWEEN 0 AND 100', name=op.f('ck_policy_fund_allocations_percent_range')),
    sa.ForeignKeyConstraint(['fund_id'], ['funds.id'], name=op.f('fk_policy_fund_allocations_fund_id_funds')),
    sa.ForeignKeyConstraint(['policy_id'], ['policies.id'], name=op.f('fk_policy_fund_allocations_policy_id_policies'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('policy_id', 'fund_id', name=op.f('pk_policy_fund_allocations'))
    )
    op.create_table('unit_movements',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('policy_id', sa.Integer(), nullable=False),
    sa.Column('fund_id', sa.Integer(), nullable=False),
    sa.Column('trade_date', sa.Date(), nullable=False),
    sa.Column('units', sa.Numeric(precision=20, scale=4), nullable=False),
    sa.Column('unit_price', sa.Numeric(precision=18, scale=4), nullable=False),
    sa.Column('amount', sa.BigInteger(), nullable=False),
    sa.Column('transaction_id', sa.Integer(), nullable=True),
    sa.Column('kind', sa.Enum('OPENING', 'PREMIUM', 'TOP_UP', 'FEE', 'WITHDRAWAL', name='movement_kind', native_enum=False, create_constraint=True), nullable=False),
    sa.ForeignKeyConstraint(['fund_id'], ['funds.id'], name=op.f('fk_unit_movements_fund_id_funds')),
    sa.ForeignKeyConstraint(['policy_id'], ['policies.id'], name=op.f('fk_unit_movements_policy_id_policies'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['transaction_id'], ['policy_transactions.id'], name=op.f('fk_unit_movements_transaction_id_policy_transactions'), ondelete='SET NULL'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_unit_movements'))
    )
    op.create_index('ix_unit_movements_policy_id_trade_date', 'unit_movements', ['policy_id', 'trade_date'], unique=False)


def downgrade() -> None:
    op.drop_index('ix_unit_movements_policy_id_trade_date', table_name='unit_movements')
    op.drop_table('unit_movements')
    op.drop_table('policy_fund_allocations')
    op.drop_table('fund_prices')
    op.drop_table('funds')
