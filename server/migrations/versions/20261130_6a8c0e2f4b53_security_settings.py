"""security settings: devices of sessions and password confirmations

Pengaturan: what the User-Agent said at sign-in (device kind, system, browser) on each
session, for the settings' device list; and the password confirmation of a session (the
route it opens until when, the new recovery e-mail waiting for its code).

Revision ID: 6a8c0e2f4b53
Revises: 5f7b9d1e3a42
Create Date: 2026-11-30 09:00:00.000000
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op


revision: str = '6a8c0e2f4b53'
down_revision: str | Sequence[str] | None = '5f7b9d1e3a42'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table('user_sessions') as batch:
        batch.add_column(
            sa.Column('device', sa.String(length=10), nullable=False, server_default='UNKNOWN')
        )
        batch.add_column(sa.Column('os_name', sa.String(length=60), nullable=True))
        batch.add_column(sa.Column('browser', sa.String(length=60), nullable=True))
    op.create_table('password_confirmations',
    sa.Column('session_id', sa.String(length=32), nullable=False),
    sa.Column('route', sa.String(length=30), nullable=False),
    sa.Column('nonce', sa.String(length=32), nullable=False),
    sa.Column('confirmed_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('expires_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('pending_email', sa.String(length=254), nullable=True),
    sa.ForeignKeyConstraint(['session_id'], ['user_sessions.id'], name=op.f('fk_password_confirmations_session_id_user_sessions'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('session_id', name=op.f('pk_password_confirmations'))
    )


def downgrade() -> None:
    op.drop_table('password_confirmations')
    with op.batch_alter_table('user_sessions') as batch:
        batch.drop_column('browser')
        batch.drop_column('os_name')
        batch.drop_column('device')
