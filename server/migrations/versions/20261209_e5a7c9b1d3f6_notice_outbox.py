"""notice outbox: notices written with the change they report, delivered after its commit

Each notice (a receipt, a decision, a 'password changed' warning) is a row written in the
unit of work of its change: PENDING until the mail server takes it (SENT), retried with a
growing wait, FAILED after NOTICE_MAX_ATTEMPTS with its last error (server.notify.delivery).

Revision ID: e5a7c9b1d3f6
Revises: f6b8d0c2e4a7
Create Date: 2026-12-09 09:00:00.000000
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op


revision: str = 'e5a7c9b1d3f6'
down_revision: str | Sequence[str] | None = 'f6b8d0c2e4a7'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table('notice_outbox',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('kind', sa.String(length=40), nullable=False),
    sa.Column('to_address', sa.String(length=320), nullable=False),
    sa.Column('subject', sa.Text(), nullable=False),
    sa.Column('text', sa.Text(), nullable=False),
    sa.Column('status', sa.Enum('PENDING', 'SENT', 'FAILED', name='notice_status', native_enum=False, create_constraint=True), nullable=False),
    sa.Column('attempts', sa.Integer(), nullable=False),
    sa.Column('next_attempt_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('last_error', sa.String(length=300), nullable=True),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('sent_at', sa.DateTime(timezone=True), nullable=True),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_notice_outbox'))
    )
    with op.batch_alter_table('notice_outbox', schema=None) as batch_op:
        batch_op.create_index('ix_notice_outbox_status_next_attempt_at', ['status', 'next_attempt_at'], unique=False)


def downgrade() -> None:
    with op.batch_alter_table('notice_outbox', schema=None) as batch_op:
        batch_op.drop_index('ix_notice_outbox_status_next_attempt_at')

    op.drop_table('notice_outbox')
