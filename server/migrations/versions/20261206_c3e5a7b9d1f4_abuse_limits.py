"""abuse limits: code sends, upload attempts, SPAJ sessions bound to their customer session

Every one-time code issued (sent or blind) is a row the send limits count per destination,
subject and client address; every upload begun is a row the upload rate counts per uploader;
a SPAJ session opened from a customer session names it and ends with it.

Revision ID: c3e5a7b9d1f4
Revises: b2d4f6a8c0e3
Create Date: 2026-12-06 09:00:00.000000
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op


revision: str = 'c3e5a7b9d1f4'
down_revision: str | Sequence[str] | None = 'b2d4f6a8c0e3'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table('upload_attempts',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('owner_key', sa.String(length=40), nullable=False),
    sa.Column('started_at', sa.DateTime(timezone=True), nullable=False),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_upload_attempts'))
    )
    with op.batch_alter_table('upload_attempts', schema=None) as batch_op:
        batch_op.create_index('ix_upload_attempts_owner_started', ['owner_key', 'started_at'], unique=False)

    op.create_table('verification_sends',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('subject', sa.String(length=64), nullable=False),
    sa.Column('purpose', sa.String(length=30), nullable=False),
    sa.Column('channel', sa.String(length=10), nullable=False),
    sa.Column('destination_hash', sa.String(length=64), nullable=False),
    sa.Column('client_address', sa.String(length=64), nullable=True),
    sa.Column('blind', sa.Boolean(), nullable=False),
    sa.Column('sent_at', sa.DateTime(timezone=True), nullable=False),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_verification_sends'))
    )
    with op.batch_alter_table('verification_sends', schema=None) as batch_op:
        batch_op.create_index('ix_verification_sends_address_sent', ['client_address', 'sent_at'], unique=False)
        batch_op.create_index('ix_verification_sends_destination_sent', ['destination_hash', 'sent_at'], unique=False)
        batch_op.create_index(batch_op.f('ix_verification_sends_sent_at'), ['sent_at'], unique=False)
        batch_op.create_index('ix_verification_sends_subject_sent', ['subject', 'sent_at'], unique=False)

    with op.batch_alter_table('spaj_sessions', schema=None) as batch_op:
        batch_op.add_column(sa.Column('opened_by_session_id', sa.String(length=32), nullable=True))
        batch_op.create_index(batch_op.f('ix_spaj_sessions_opened_by_session_id'), ['opened_by_session_id'], unique=False)
        batch_op.create_foreign_key(batch_op.f('fk_spaj_sessions_opened_by_session_id_user_sessions'), 'user_sessions', ['opened_by_session_id'], ['id'], ondelete='CASCADE')



def downgrade() -> None:
    with op.batch_alter_table('spaj_sessions', schema=None) as batch_op:
        batch_op.drop_constraint(batch_op.f('fk_spaj_sessions_opened_by_session_id_user_sessions'), type_='foreignkey')
        batch_op.drop_index(batch_op.f('ix_spaj_sessions_opened_by_session_id'))
        batch_op.drop_column('opened_by_session_id')

    with op.batch_alter_table('verification_sends', schema=None) as batch_op:
        batch_op.drop_index('ix_verification_sends_subject_sent')
        batch_op.drop_index(batch_op.f('ix_verification_sends_sent_at'))
        batch_op.drop_index('ix_verification_sends_destination_sent')
        batch_op.drop_index('ix_verification_sends_address_sent')

    op.drop_table('verification_sends')
    with op.batch_alter_table('upload_attempts', schema=None) as batch_op:
        batch_op.drop_index('ix_upload_attempts_owner_started')

    op.drop_table('upload_attempts')
