"""inbox items: every notice's copy in the recipient's portal inbox (the notifications),
kept 12 months

Revision ID: 9b3d7f1e5a68
Revises: 8a2c6e0d4f57
Create Date: 2026-12-16 09:00:00.000000
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op


revision: str = '9b3d7f1e5a68'
down_revision: str | Sequence[str] | None = '8a2c6e0d4f57'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table('inbox_items',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('public_id', sa.String(length=14), nullable=False),
    sa.Column('user_id', sa.Integer(), nullable=False),
    sa.Column('kind', sa.String(length=40), nullable=False),
    sa.Column('subject', sa.Text(), nullable=False),
    sa.Column('text', sa.Text(), nullable=False),
    sa.Column('link', sa.String(length=200), nullable=True),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('read_at', sa.DateTime(timezone=True), nullable=True),
    sa.ForeignKeyConstraint(['user_id'], ['users.id'], name=op.f('fk_inbox_items_user_id_users'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_inbox_items')),
    sa.UniqueConstraint('public_id', name=op.f('uq_inbox_items_public_id'))
    )
    with op.batch_alter_table('inbox_items', schema=None) as batch_op:
        batch_op.create_index('ix_inbox_items_created_at', ['created_at'], unique=False)
        batch_op.create_index('ix_inbox_items_user_id_created_at', ['user_id', 'created_at'], unique=False)


def downgrade() -> None:
    with op.batch_alter_table('inbox_items', schema=None) as batch_op:
        batch_op.drop_index('ix_inbox_items_user_id_created_at')
        batch_op.drop_index('ix_inbox_items_created_at')

    op.drop_table('inbox_items')
