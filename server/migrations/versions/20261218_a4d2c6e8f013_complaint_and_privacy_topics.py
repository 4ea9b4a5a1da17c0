"""notification topics COMPLAINT and PRIVACY: the CHECK constraint of
notification_preferences.topic widened to the contract's eight topics

Revision ID: a4d2c6e8f013
Revises: 8e6140435de8
Create Date: 2026-12-18 09:00:00.000000
"""

from __future__ import annotations

from collections.abc import Sequence

from alembic import op


revision: str = 'a4d2c6e8f013'
down_revision: str | Sequence[str] | None = '8e6140435de8'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_BEFORE = ('CLAIM', 'PENGKINIAN', 'SPAJ', 'INVESTMENT', 'REFUND', 'SECURITY')
_AFTER = _BEFORE + ('COMPLAINT', 'PRIVACY')


def _topics(values: tuple[str, ...]) -> str:
    return 'topic IN (' + ', '.join(f"'{v}'" for v in values) + ')'


def upgrade() -> None:
    with op.batch_alter_table('notification_preferences', schema=None) as batch_op:
        batch_op.drop_constraint(batch_op.f('ck_notification_preferences_notification_topic'), type_='check')
        batch_op.create_check_constraint('notification_topic', _topics(_AFTER))


def downgrade() -> None:
    op.execute("DELETE FROM notification_preferences WHERE topic IN ('COMPLAINT', 'PRIVACY')")
    with op.batch_alter_table('notification_preferences', schema=None) as batch_op:
        batch_op.drop_constraint(batch_op.f('ck_notification_preferences_notification_topic'), type_='check')
        batch_op.create_check_constraint('notification_topic', _topics(_BEFORE))
