"""notification preferences: each customer's channels (e-mail, SMS) per topic of notices,
and the channel of each notice outbox row (EMAIL for the rows before)

Revision ID: 8e6140435de8
Revises: 9b3d7f1e5a68
Create Date: 2026-12-17 09:00:00.000000
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op


revision: str = '8e6140435de8'
down_revision: str | Sequence[str] | None = '9b3d7f1e5a68'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table('notification_preferences',
    sa.Column('user_id', sa.Integer(), nullable=False),
    sa.Column('topic', sa.Enum('CLAIM', 'PENGKINIAN', 'SPAJ', 'INVESTMENT', 'REFUND', 'SECURITY', name='notification_topic', native_enum=False, create_constraint=True), nullable=False),
    sa.Column('email', sa.Boolean(), nullable=False),
    sa.Column('sms', sa.Boolean(), nullable=False),
    sa.Column('updated_at', sa.DateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['user_id'], ['users.id'], name=op.f('fk_notification_preferences_user_id_users'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('user_id', 'topic', name=op.f('pk_notification_preferences'))
    )
    with op.batch_alter_table('notice_outbox', schema=None) as batch_op:
        batch_op.add_column(sa.Column('channel', sa.Enum('EMAIL', 'SMS', name='notice_channel', native_enum=False, create_constraint=True), server_default='EMAIL', nullable=False))


def downgrade() -> None:
    with op.batch_alter_table('notice_outbox', schema=None) as batch_op:
        # The column's CHECK first: SQLite's copy of the table would keep it.
        batch_op.drop_constraint(op.f('ck_notice_outbox_notice_channel'), type_='check')
        batch_op.drop_column('channel')

    op.drop_table('notification_preferences')
