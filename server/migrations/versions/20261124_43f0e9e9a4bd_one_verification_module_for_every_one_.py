"""one verification module for every one-time code

The sign-in's otp_challenges (bound to a sign-in flow) and otp_counters (per user) become
verification_challenges and verification_counters, bound to a subject (``user:<id>``), a
purpose and a context. Failure counters and locks are carried over; codes in flight are not
(their HMAC binding changed): a customer part-way through asks for a new code.

Revision ID: 43f0e9e9a4bd
Revises: b03b4aead622
Create Date: 2026-11-24 15:33:32.704016
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op


revision: str = '43f0e9e9a4bd'
down_revision: str | Sequence[str] | None = 'b03b4aead622'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table('verification_challenges',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('subject', sa.String(length=64), nullable=False),
    sa.Column('purpose', sa.String(length=30), nullable=False),
    sa.Column('context', sa.String(length=64), nullable=False),
    sa.Column('code_hash', sa.String(length=64), nullable=False),
    sa.Column('address_hash', sa.String(length=64), nullable=False),
    sa.Column('channel', sa.String(length=10), nullable=False),
    sa.Column('destination', sa.String(length=100), nullable=False),
    sa.Column('sent_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('expires_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('used_at', sa.DateTime(timezone=True), nullable=True),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_verification_challenges')),
    sa.UniqueConstraint('subject', 'purpose', 'context', name=op.f('uq_verification_challenges_subject'))
    )
    op.create_table('verification_counters',
    sa.Column('subject', sa.String(length=64), nullable=False),
    sa.Column('purpose', sa.String(length=30), nullable=False),
    sa.Column('failures', sa.Integer(), nullable=False),
    sa.Column('last_failure_at', sa.DateTime(timezone=True), nullable=True),
    sa.Column('locked_until', sa.DateTime(timezone=True), nullable=True),
    sa.PrimaryKeyConstraint('subject', 'purpose', name=op.f('pk_verification_counters'))
    )
    op.execute(
        "INSERT INTO verification_counters "
        "(subject, purpose, failures, last_failure_at, locked_until) "
        "SELECT 'user:' || CAST(user_id AS VARCHAR(20)), purpose, failures, last_failure_at, "
        "locked_until FROM otp_counters"
    )
    with op.batch_alter_table('otp_challenges', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_otp_challenges_user_id'))

    op.drop_table('otp_challenges')
    op.drop_table('otp_counters')


def downgrade() -> None:
    op.create_table('otp_counters',
    sa.Column('user_id', sa.Integer(), nullable=False),
    sa.Column('purpose', sa.String(length=20), nullable=False),
    sa.Column('failures', sa.Integer(), nullable=False),
    sa.Column('last_failure_at', sa.DateTime(timezone=True), nullable=True),
    sa.Column('locked_until', sa.DateTime(timezone=True), nullable=True),
    sa.ForeignKeyConstraint(['user_id'], ['users.id'], name=op.f('fk_otp_counters_user_id_users'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('user_id', 'purpose', name=op.f('pk_otp_counters'))
    )
    op.create_table('otp_challenges',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('flow_id', sa.String(length=32), nullable=False),
    sa.Column('user_id', sa.Integer(), nullable=False),
    sa.Column('purpose', sa.String(length=20), nullable=False),
    sa.Column('code_hash', sa.String(length=64), nullable=False),
    sa.Column('channel', sa.String(length=10), nullable=False),
    sa.Column('destination', sa.String(length=100), nullable=False),
    sa.Column('sent_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('expires_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('used_at', sa.DateTime(timezone=True), nullable=True),
    sa.ForeignKeyConstraint(['flow_id'], ['signin_flows.id'], name=op.f('fk_otp_challenges_flow_id_signin_flows'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['user_id'], ['users.id'], name=op.f('fk_otp_challenges_user_id_users'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_otp_challenges')),
    sa.UniqueConstraint('flow_id', 'purpose', name=op.f('uq_otp_challenges_flow_id'))
    )
    with op.batch_alter_table('otp_challenges', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_otp_challenges_user_id'), ['user_id'], unique=False)

    op.execute(
        "INSERT INTO otp_counters (user_id, purpose, failures, last_failure_at, locked_until) "
        "SELECT CAST(SUBSTR(subject, 6) AS INTEGER), purpose, failures, last_failure_at, "
        "locked_until FROM verification_counters "
        "WHERE subject LIKE 'user:%' AND purpose IN ('LOGIN', 'FORGOT_PASSWORD') "
        "AND CAST(SUBSTR(subject, 6) AS INTEGER) IN (SELECT id FROM users)"
    )
    op.drop_table('verification_counters')
    op.drop_table('verification_challenges')
