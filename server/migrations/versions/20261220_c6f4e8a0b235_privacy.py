"""privacy: consents' proof, data exports, requests on personal data (UU 27/2022)

Marketing consents as append-only events (the terms' consent stays in terms_acceptances),
the customer's data exports (two stored files each, 7 days), and requests to correct, restrict
or erase personal data with their event log and Idempotency-Keys.

Revision ID: c6f4e8a0b235
Revises: b5e3d7f9a124
Create Date: 2026-12-20 09:00:00.000000
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op


revision: str = 'c6f4e8a0b235'
down_revision: str | Sequence[str] | None = 'b5e3d7f9a124'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table('privacy_consent_events',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('user_id', sa.Integer(), nullable=False),
    sa.Column('consent', sa.Enum('TERMS', 'MARKETING_EMAIL', 'MARKETING_SMS', 'MARKETING_PHONE', name='consent_kind', native_enum=False, create_constraint=True), nullable=False),
    sa.Column('action', sa.Enum('GRANTED', 'WITHDRAWN', name='consent_action', native_enum=False, create_constraint=True), nullable=False),
    sa.Column('at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('channel', sa.String(length=40), nullable=False),
    sa.Column('client_address', sa.String(length=64), nullable=True),
    sa.ForeignKeyConstraint(['user_id'], ['users.id'], name=op.f('fk_privacy_consent_events_user_id_users'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_privacy_consent_events'))
    )
    op.create_index('ix_privacy_consent_events_user_consent', 'privacy_consent_events', ['user_id', 'consent', 'id'], unique=False)
    op.create_table('privacy_exports',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('export_id', sa.String(length=14), nullable=False),
    sa.Column('user_id', sa.Integer(), nullable=False),
    sa.Column('status', sa.Enum('PREPARING', 'READY', 'FAILED', 'EXPIRED', name='privacy_export_status', native_enum=False, create_constraint=True), nullable=False),
    sa.Column('requested_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('claimed_until', sa.DateTime(timezone=True), nullable=True),
    sa.Column('ready_at', sa.DateTime(timezone=True), nullable=True),
    sa.Column('expires_at', sa.DateTime(timezone=True), nullable=True),
    sa.Column('json_key', sa.String(length=64), nullable=True),
    sa.Column('json_size', sa.BigInteger(), nullable=True),
    sa.Column('pdf_key', sa.String(length=64), nullable=True),
    sa.Column('pdf_size', sa.BigInteger(), nullable=True),
    sa.ForeignKeyConstraint(['user_id'], ['users.id'], name=op.f('fk_privacy_exports_user_id_users'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_privacy_exports')),
    sa.UniqueConstraint('export_id', name=op.f('uq_privacy_exports_export_id'))
    )
    op.create_index(op.f('ix_privacy_exports_status'), 'privacy_exports', ['status'], unique=False)
    op.create_index('ix_privacy_exports_user_requested', 'privacy_exports', ['user_id', 'requested_at'], unique=False)
    op.create_table('privacy_requests',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('request_number', sa.String(length=15), nullable=False),
    sa.Column('user_id', sa.Integer(), nullable=False),
    sa.Column('kind', sa.Enum('CORRECT', 'RESTRICT', 'ERASE', name='privacy_request_kind', native_enum=False, create_constraint=True), nullable=False),
    sa.Column('description', sa.String(length=2000), nullable=False),
    sa.Column('status', sa.Enum('RECEIVED', 'ACKNOWLEDGED', 'COMPLETED', 'PARTIAL', 'DECLINED', name='privacy_request_status', native_enum=False, create_constraint=True), nullable=False),
    sa.Column('submitted_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('acknowledge_due_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('answer_due_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('acknowledged_at', sa.DateTime(timezone=True), nullable=True),
    sa.Column('acknowledged_by', sa.String(length=100), nullable=True),
    sa.Column('answered_at', sa.DateTime(timezone=True), nullable=True),
    sa.Column('answered_by', sa.String(length=100), nullable=True),
    sa.Column('answer', sa.String(length=4000), nullable=True),
    sa.Column('updated_at', sa.DateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['user_id'], ['users.id'], name=op.f('fk_privacy_requests_user_id_users'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_privacy_requests')),
    sa.UniqueConstraint('request_number', name=op.f('uq_privacy_requests_request_number'))
    )
    op.create_index('ix_privacy_requests_status_submitted', 'privacy_requests', ['status', 'submitted_at'], unique=False)
    op.create_index(op.f('ix_privacy_requests_user_id'), 'privacy_requests', ['user_id'], unique=False)
    op.create_table('privacy_idempotency_keys',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('user_id', sa.Integer(), nullable=False),
    sa.Column('key', sa.String(length=64), nullable=False),
    sa.Column('request_hash', sa.String(length=64), nullable=False),
    sa.Column('request_id', sa.Integer(), nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['request_id'], ['privacy_requests.id'], name=op.f('fk_privacy_idempotency_keys_request_id_privacy_requests'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['user_id'], ['users.id'], name=op.f('fk_privacy_idempotency_keys_user_id_users'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_privacy_idempotency_keys')),
    sa.UniqueConstraint('user_id', 'key', name=op.f('uq_privacy_idempotency_keys_user_id'))
    )
    op.create_table('privacy_request_events',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('request_id', sa.Integer(), nullable=False),
    sa.Column('status', sa.Enum('RECEIVED', 'ACKNOWLEDGED', 'COMPLETED', 'PARTIAL', 'DECLINED', name='privacy_request_event_status', native_enum=False, create_constraint=True), nullable=False),
    sa.Column('note', sa.String(length=4000), nullable=True),
    sa.Column('at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('actor', sa.String(length=100), nullable=False),
    sa.ForeignKeyConstraint(['request_id'], ['privacy_requests.id'], name=op.f('fk_privacy_request_events_request_id_privacy_requests'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_privacy_request_events'))
    )
    op.create_index(op.f('ix_privacy_request_events_request_id'), 'privacy_request_events', ['request_id'], unique=False)


def downgrade() -> None:
    op.drop_index(op.f('ix_privacy_request_events_request_id'), table_name='privacy_request_events')
    op.drop_table('privacy_request_events')
    op.drop_table('privacy_idempotency_keys')
    op.drop_index(op.f('ix_privacy_requests_user_id'), table_name='privacy_requests')
    op.drop_index('ix_privacy_requests_status_submitted', table_name='privacy_requests')
    op.drop_table('privacy_requests')
    op.drop_index('ix_privacy_exports_user_requested', table_name='privacy_exports')
    op.drop_index(op.f('ix_privacy_exports_status'), table_name='privacy_exports')
    op.drop_table('privacy_exports')
    op.drop_index('ix_privacy_consent_events_user_consent', table_name='privacy_consent_events')
    op.drop_table('privacy_consent_events')
