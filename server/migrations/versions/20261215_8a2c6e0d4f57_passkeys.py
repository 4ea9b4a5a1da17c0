"""passkeys: the customers' passkeys (WebAuthn public keys), each account's random user
handle, and the challenges waiting for an answer (a registration per session, a sign-in per
sign-in flow)

Revision ID: 8a2c6e0d4f57
Revises: 7f1b5d9c3e46
Create Date: 2026-12-15 09:00:00.000000
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op


revision: str = '8a2c6e0d4f57'
down_revision: str | Sequence[str] | None = '7f1b5d9c3e46'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table('passkeys',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('public_id', sa.String(length=13), nullable=False),
    sa.Column('user_id', sa.Integer(), nullable=False),
    sa.Column('credential_id', sa.LargeBinary(length=1023), nullable=False),
    sa.Column('public_key', sa.LargeBinary(length=2048), nullable=False),
    sa.Column('sign_count', sa.Integer(), nullable=False),
    sa.Column('transports', sa.String(length=100), nullable=False),
    sa.Column('device', sa.String(length=20), nullable=True),
    sa.Column('name', sa.String(length=50), nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('last_used_at', sa.DateTime(timezone=True), nullable=True),
    sa.ForeignKeyConstraint(['user_id'], ['users.id'], name=op.f('fk_passkeys_user_id_users'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_passkeys')),
    sa.UniqueConstraint('credential_id', name=op.f('uq_passkeys_credential_id')),
    sa.UniqueConstraint('public_id', name=op.f('uq_passkeys_public_id'))
    )
    with op.batch_alter_table('passkeys', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_passkeys_user_id'), ['user_id'], unique=False)

    op.create_table('passkey_users',
    sa.Column('user_id', sa.Integer(), nullable=False),
    sa.Column('handle', sa.LargeBinary(length=64), nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['user_id'], ['users.id'], name=op.f('fk_passkey_users_user_id_users'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('user_id', name=op.f('pk_passkey_users')),
    sa.UniqueConstraint('handle', name=op.f('uq_passkey_users_handle'))
    )
    op.create_table('passkey_registrations',
    sa.Column('session_id', sa.String(length=32), nullable=False),
    sa.Column('challenge', sa.LargeBinary(length=64), nullable=False),
    sa.Column('expires_at', sa.DateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['session_id'], ['user_sessions.id'], name=op.f('fk_passkey_registrations_session_id_user_sessions'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('session_id', name=op.f('pk_passkey_registrations'))
    )
    op.create_table('passkey_sign_ins',
    sa.Column('flow_id', sa.String(length=32), nullable=False),
    sa.Column('challenge', sa.LargeBinary(length=64), nullable=False),
    sa.ForeignKeyConstraint(['flow_id'], ['signin_flows.id'], name=op.f('fk_passkey_sign_ins_flow_id_signin_flows'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('flow_id', name=op.f('pk_passkey_sign_ins'))
    )


def downgrade() -> None:
    op.drop_table('passkey_sign_ins')
    op.drop_table('passkey_registrations')
    op.drop_table('passkey_users')
    with op.batch_alter_table('passkeys', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_passkeys_user_id'))

    op.drop_table('passkeys')
