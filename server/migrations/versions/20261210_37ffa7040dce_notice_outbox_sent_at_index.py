"""notice outbox: an index on (status, sent_at) for the retention

SENT notices are deleted NOTICE_KEEP_DAYS after their delivery, oldest first, in batches
(server.notify.retention): each batch finds its rows through this index instead of reading
the table.

Built in the migration's transaction, as every revision is, not CONCURRENTLY: the table is
young (the previous revision made it; about 70,000 notices a month, a build of well under a
second that holds the notices' inserts no longer than that), and CREATE INDEX CONCURRENTLY
waits for every older snapshot, among them a second release step's, which waits for the
migration's advisory lock inside a transaction: the two would wait for each other for ever.

Revision ID: 37ffa7040dce
Revises: e5a7c9b1d3f6
Create Date: 2026-12-10 09:00:00.000000
"""

from __future__ import annotations

from collections.abc import Sequence

from alembic import op


revision: str = '37ffa7040dce'
down_revision: str | Sequence[str] | None = 'e5a7c9b1d3f6'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table('notice_outbox', schema=None) as batch_op:
        batch_op.create_index('ix_notice_outbox_status_sent_at', ['status', 'sent_at'], unique=False)


def downgrade() -> None:
    with op.batch_alter_table('notice_outbox', schema=None) as batch_op:
        batch_op.drop_index('ix_notice_outbox_status_sent_at')
