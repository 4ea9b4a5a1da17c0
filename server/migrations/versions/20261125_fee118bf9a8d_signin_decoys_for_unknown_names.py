"""sign-in decoys for unknown names

A user name or NIK that names no account now opens a sign-in flow like any other, for its
decoy: signin_flows.user_id becomes optional and decoy_key names the decoy (one of the two,
never both); signin_decoys keeps a decoy's failure counter and lock; auth_attempts records
the decoy a failed step was for, so the per-address waits count per decoy as per account.

Revision ID: fee118bf9a8d
Revises: 43f0e9e9a4bd
Create Date: 2026-11-25 09:00:00.000000
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op


revision: str = 'fee118bf9a8d'
down_revision: str | Sequence[str] | None = '43f0e9e9a4bd'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table('signin_decoys',
    sa.Column('key', sa.String(length=32), nullable=False),
    sa.Column('failed_password_count', sa.Integer(), nullable=False),
    sa.Column('password_locked_until', sa.DateTime(timezone=True), nullable=True),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.PrimaryKeyConstraint('key', name=op.f('pk_signin_decoys'))
    )
    with op.batch_alter_table('signin_flows', schema=None) as batch_op:
        batch_op.add_column(sa.Column('decoy_key', sa.String(length=32), nullable=True))
        batch_op.alter_column('user_id', existing_type=sa.Integer(), nullable=True)
        batch_op.create_check_constraint(
            'one_subject', '(user_id IS NULL) <> (decoy_key IS NULL)'
        )
    with op.batch_alter_table('auth_attempts', schema=None) as batch_op:
        batch_op.add_column(sa.Column('decoy_key', sa.String(length=32), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table('auth_attempts', schema=None) as batch_op:
        batch_op.drop_column('decoy_key')
    op.execute("DELETE FROM signin_flows WHERE user_id IS NULL")
    with op.batch_alter_table('signin_flows', schema=None) as batch_op:
        batch_op.drop_constraint(batch_op.f('ck_signin_flows_one_subject'), type_='check')
        batch_op.alter_column('user_id', existing_type=sa.Integer(), nullable=False)
        batch_op.drop_column('decoy_key')
    op.drop_table('signin_decoys')
