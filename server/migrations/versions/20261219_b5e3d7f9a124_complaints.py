"""complaints (POJK 22/2023): a customer's complaints, their steps, attached documents and
submission keys

Complaints with the answer's due date in working days, every step (received, extended,
answered, closed) with who and when, the uploaded documents attached (purpose
COMPLAINT_DOCUMENT: the documents' purpose is text without a CHECK, nothing to widen there),
and the Idempotency-Key of each submission. The register numbers' counters
(``complaint-<year>`` in ``document_counters``) go with them on the way down.

Revision ID: b5e3d7f9a124
Revises: a4d2c6e8f013
Create Date: 2026-12-19 09:00:00.000000
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op


revision: str = 'b5e3d7f9a124'
down_revision: str | Sequence[str] | None = 'a4d2c6e8f013'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table('complaints',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('complaint_number', sa.String(length=15), nullable=False),
    sa.Column('user_id', sa.Integer(), nullable=False),
    sa.Column('policy_id', sa.Integer(), nullable=True),
    sa.Column('category', sa.Enum('CLAIM', 'PREMIUM_PAYMENT', 'POLICY_SERVICE', 'INVESTMENT', 'AGENT', 'PORTAL', 'OTHER', name='complaint_category', native_enum=False, create_constraint=True), nullable=False),
    sa.Column('subject', sa.String(length=100), nullable=False),
    sa.Column('description', sa.String(length=2000), nullable=False),
    sa.Column('status', sa.Enum('RECEIVED', 'ANSWERED', 'CLOSED', name='complaint_status', native_enum=False, create_constraint=True), nullable=False),
    sa.Column('submitted_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('due_date', sa.Date(), nullable=False),
    sa.Column('extended', sa.Boolean(), nullable=False),
    sa.Column('extension_reason', sa.String(length=500), nullable=True),
    sa.Column('answer', sa.String(length=4000), nullable=True),
    sa.Column('answered_at', sa.DateTime(timezone=True), nullable=True),
    sa.Column('answered_by', sa.String(length=50), nullable=True),
    sa.Column('closed_at', sa.DateTime(timezone=True), nullable=True),
    sa.Column('updated_at', sa.DateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['policy_id'], ['policies.id'], name=op.f('fk_complaints_policy_id_policies'), ondelete='SET NULL'),
    sa.ForeignKeyConstraint(['user_id'], ['users.id'], name=op.f('fk_complaints_user_id_users'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_complaints')),
    sa.UniqueConstraint('complaint_number', name=op.f('uq_complaints_complaint_number'))
    )
    with op.batch_alter_table('complaints', schema=None) as batch_op:
        batch_op.create_index('ix_complaints_status_due_date', ['status', 'due_date'], unique=False)
        batch_op.create_index('ix_complaints_user_id_submitted_at', ['user_id', 'submitted_at'], unique=False)

    op.create_table('complaint_events',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('complaint_id', sa.Integer(), nullable=False),
    sa.Column('action', sa.Enum('RECEIVED', 'EXTENDED', 'ANSWERED', 'CLOSED', name='complaint_action', native_enum=False, create_constraint=True), nullable=False),
    sa.Column('by_staff', sa.Boolean(), nullable=False),
    sa.Column('at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('actor', sa.String(length=100), nullable=False),
    sa.Column('note', sa.String(length=500), nullable=True),
    sa.ForeignKeyConstraint(['complaint_id'], ['complaints.id'], name=op.f('fk_complaint_events_complaint_id_complaints'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_complaint_events'))
    )
    with op.batch_alter_table('complaint_events', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_complaint_events_complaint_id'), ['complaint_id'], unique=False)

    op.create_table('complaint_idempotency_keys',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('user_id', sa.Integer(), nullable=False),
    sa.Column('key', sa.String(length=64), nullable=False),
    sa.Column('request_hash', sa.String(length=64), nullable=False),
    sa.Column('complaint_id', sa.Integer(), nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['complaint_id'], ['complaints.id'], name=op.f('fk_complaint_idempotency_keys_complaint_id_complaints'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['user_id'], ['users.id'], name=op.f('fk_complaint_idempotency_keys_user_id_users'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_complaint_idempotency_keys')),
    sa.UniqueConstraint('user_id', 'key', name=op.f('uq_complaint_idempotency_keys_user_id'))
    )
    op.create_table('complaint_documents',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('complaint_id', sa.Integer(), nullable=False),
    sa.Column('document_id', sa.String(length=22), nullable=False),
    sa.ForeignKeyConstraint(['complaint_id'], ['complaints.id'], name=op.f('fk_complaint_documents_complaint_id_complaints'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['document_id'], ['documents.id'], name=op.f('fk_complaint_documents_document_id_documents'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_complaint_documents')),
    sa.UniqueConstraint('document_id', name=op.f('uq_complaint_documents_document_id'))
    )
    with op.batch_alter_table('complaint_documents', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_complaint_documents_complaint_id'), ['complaint_id'], unique=False)


def downgrade() -> None:
    with op.batch_alter_table('complaint_documents', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_complaint_documents_complaint_id'))

    op.drop_table('complaint_documents')
    op.drop_table('complaint_idempotency_keys')
    with op.batch_alter_table('complaint_events', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_complaint_events_complaint_id'))

    op.drop_table('complaint_events')
    with op.batch_alter_table('complaints', schema=None) as batch_op:
        batch_op.drop_index('ix_complaints_user_id_submitted_at')
        batch_op.drop_index('ix_complaints_status_due_date')

    op.drop_table('complaints')
    op.execute("DELETE FROM document_counters WHERE name LIKE 'complaint-%'")
