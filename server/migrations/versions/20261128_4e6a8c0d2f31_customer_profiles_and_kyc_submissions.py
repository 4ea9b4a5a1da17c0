"""customer profiles and kyc submissions

The policy holder's KYC data beyond PolicyHolder (customer_profiles, 1:1; customer_addresses,
one per kind) and Pengkinian Data: drafts, submissions with their changes and status events
(at most one PENDING per holder: a partial unique index) and the audit trail of approvals.

Revision ID: 4e6a8c0d2f31
Revises: 3d5f7a9b1c20
Create Date: 2026-11-28 09:00:00.000000
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op


revision: str = '4e6a8c0d2f31'
down_revision: str | Sequence[str] | None = '3d5f7a9b1c20'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table('customer_addresses',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('holder_id', sa.Integer(), nullable=False),
    sa.Column('kind', sa.Enum('ID_CARD', 'CURRENT', 'WORKING', name='address_kind', native_enum=False, create_constraint=True), nullable=False),
    sa.Column('address_line', sa.String(length=200), nullable=False),
    sa.Column('rt', sa.String(length=3), nullable=False),
    sa.Column('rw', sa.String(length=3), nullable=False),
    sa.Column('province_code', sa.String(length=2), nullable=False),
    sa.Column('district_code', sa.String(length=5), nullable=False),
    sa.Column('sub_district_code', sa.String(length=8), nullable=False),
    sa.Column('village_code', sa.String(length=13), nullable=False),
    sa.Column('postal_code', sa.String(length=5), nullable=False),
    sa.ForeignKeyConstraint(['holder_id'], ['policy_holders.id'], name=op.f('fk_customer_addresses_holder_id_policy_holders'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_customer_addresses')),
    sa.UniqueConstraint('holder_id', 'kind', name=op.f('uq_customer_addresses_holder_id'))
    )
    op.create_table('customer_profiles',
    sa.Column('holder_id', sa.Integer(), nullable=False),
    sa.Column('id_type', sa.Enum('KTP', 'PASPOR', name='id_type', native_enum=False, create_constraint=True), nullable=False),
    sa.Column('passport_number', sa.String(length=12), nullable=True),
    sa.Column('id_expiry_date', sa.Date(), nullable=True),
    sa.Column('nationality_code', sa.String(length=2), nullable=False),
    sa.Column('country_code', sa.String(length=2), nullable=False),
    sa.Column('birth_place', sa.String(length=50), nullable=False),
    sa.Column('religion_code', sa.String(length=20), nullable=False),
    sa.Column('marital_code', sa.String(length=20), nullable=False),
    sa.Column('mailing_address', sa.Enum('ID_CARD_ADDRESS', 'CURRENT_ADDRESS', 'WORKING_ADDRESS', name='mailing_address', native_enum=False, create_constraint=True), nullable=False),
    sa.Column('statement_delivery', sa.Enum('EMAIL', 'POST', name='statement_delivery', native_enum=False, create_constraint=True), nullable=False),
    sa.Column('occupation_code', sa.String(length=20), nullable=False),
    sa.Column('business_code', sa.String(length=20), nullable=False),
    sa.Column('company_name', sa.String(length=100), nullable=True),
    sa.Column('job_title', sa.String(length=100), nullable=True),
    sa.Column('income_code', sa.String(length=20), nullable=False),
    sa.Column('source_fund_code', sa.String(length=20), nullable=False),
    sa.Column('npwp', sa.String(length=16), nullable=True),
    sa.Column('bank_code', sa.String(length=3), nullable=False),
    sa.Column('bank_account_number', sa.String(length=20), nullable=False),
    sa.Column('bank_account_name', sa.String(length=100), nullable=False),
    sa.Column('updated_at', sa.DateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['holder_id'], ['policy_holders.id'], name=op.f('fk_customer_profiles_holder_id_policy_holders'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('holder_id', name=op.f('pk_customer_profiles'))
    )
    op.create_table('kyc_drafts',
    sa.Column('id', sa.String(length=22), nullable=False),
    sa.Column('holder_id', sa.Integer(), nullable=False),
    sa.Column('user_id', sa.Integer(), nullable=False),
    sa.Column('policy_number', sa.String(length=20), nullable=False),
    sa.Column('changes', sa.JSON(), nullable=False),
    sa.Column('warnings', sa.JSON(), nullable=False),
    sa.Column('proofs', sa.JSON(), nullable=False),
    sa.Column('document_id', sa.String(length=22), nullable=True),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('expires_at', sa.DateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['holder_id'], ['policy_holders.id'], name=op.f('fk_kyc_drafts_holder_id_policy_holders'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['user_id'], ['users.id'], name=op.f('fk_kyc_drafts_user_id_users'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_kyc_drafts')),
    sa.UniqueConstraint('holder_id', name=op.f('uq_kyc_drafts_holder_id'))
    )
    op.create_table('kyc_submissions',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('registration_number', sa.String(length=19), nullable=False),
    sa.Column('holder_id', sa.Integer(), nullable=False),
    sa.Column('user_id', sa.Integer(), nullable=False),
    sa.Column('policy_number', sa.String(length=20), nullable=False),
    sa.Column('status', sa.Enum('PENDING', 'APPROVED', 'REJECTED', name='kyc_status', native_enum=False, create_constraint=True), nullable=False),
    sa.Column('sections', sa.JSON(), nullable=False),
    sa.Column('warnings', sa.JSON(), nullable=False),
    sa.Column('document_id', sa.String(length=22), nullable=True),
    sa.Column('submitted_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('decided_at', sa.DateTime(timezone=True), nullable=True),
    sa.Column('decided_by', sa.String(length=100), nullable=True),
    sa.Column('reason', sa.String(length=500), nullable=True),
    sa.ForeignKeyConstraint(['holder_id'], ['policy_holders.id'], name=op.f('fk_kyc_submissions_holder_id_policy_holders'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['user_id'], ['users.id'], name=op.f('fk_kyc_submissions_user_id_users'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_kyc_submissions')),
    sa.UniqueConstraint('registration_number', name=op.f('uq_kyc_submissions_registration_number'))
    )
    with op.batch_alter_table('kyc_submissions', schema=None) as batch_op:
        batch_op.create_index('ix_kyc_submissions_holder_id_submitted_at', ['holder_id', 'submitted_at'], unique=False)
        batch_op.create_index('ix_kyc_submissions_status_submitted_at', ['status', 'submitted_at'], unique=False)
        batch_op.create_index('uq_kyc_submissions_one_pending', ['holder_id'], unique=True, sqlite_where=sa.text("status = 'PENDING'"), postgresql_where=sa.text("status = 'PENDING'"))

    op.create_table('customer_audit_trail',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('holder_id', sa.Integer(), nullable=False),
    sa.Column('submission_id', sa.Integer(), nullable=True),
    sa.Column('section', sa.String(length=20), nullable=False),
    sa.Column('field', sa.String(length=50), nullable=False),
    sa.Column('old_value', sa.String(length=300), nullable=True),
    sa.Column('new_value', sa.String(length=300), nullable=True),
    sa.Column('changed_by', sa.String(length=100), nullable=False),
    sa.Column('changed_at', sa.DateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['holder_id'], ['policy_holders.id'], name=op.f('fk_customer_audit_trail_holder_id_policy_holders'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['submission_id'], ['kyc_submissions.id'], name=op.f('fk_customer_audit_trail_submission_id_kyc_submissions'), ondelete='SET NULL'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_customer_audit_trail'))
    )
    with op.batch_alter_table('customer_audit_trail', schema=None) as batch_op:
        batch_op.create_index('ix_customer_audit_trail_holder_id_changed_at', ['holder_id', 'changed_at'], unique=False)

    op.create_table('kyc_changes',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('submission_id', sa.Integer(), nullable=False),
    sa.Column('position', sa.Integer(), nullable=False),
    sa.Column('section', sa.String(length=20), nullable=False),
    sa.Column('field', sa.String(length=50), nullable=False),
    sa.Column('label', sa.String(length=100), nullable=False),
    sa.Column('old_value', sa.String(length=300), nullable=True),
    sa.Column('new_value', sa.String(length=300), nullable=True),
    sa.Column('old_raw', sa.String(length=300), nullable=True),
    sa.Column('new_raw', sa.String(length=300), nullable=True),
    sa.ForeignKeyConstraint(['submission_id'], ['kyc_submissions.id'], name=op.f('fk_kyc_changes_submission_id_kyc_submissions'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_kyc_changes'))
    )
    with op.batch_alter_table('kyc_changes', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_kyc_changes_submission_id'), ['submission_id'], unique=False)

    op.create_table('kyc_events',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('submission_id', sa.Integer(), nullable=False),
    sa.Column('status', sa.Enum('PENDING', 'APPROVED', 'REJECTED', name='kyc_event_status', native_enum=False, create_constraint=True), nullable=False),
    sa.Column('at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('actor', sa.String(length=100), nullable=False),
    sa.Column('note', sa.String(length=500), nullable=True),
    sa.ForeignKeyConstraint(['submission_id'], ['kyc_submissions.id'], name=op.f('fk_kyc_events_submission_id_kyc_submissions'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_kyc_events'))
    )
    with op.batch_alter_table('kyc_events', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_kyc_events_submission_id'), ['submission_id'], unique=False)



def downgrade() -> None:
    with op.batch_alter_table('kyc_events', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_kyc_events_submission_id'))

    op.drop_table('kyc_events')
    with op.batch_alter_table('kyc_changes', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_kyc_changes_submission_id'))

    op.drop_table('kyc_changes')
    with op.batch_alter_table('customer_audit_trail', schema=None) as batch_op:
        batch_op.drop_index('ix_customer_audit_trail_holder_id_changed_at')

    op.drop_table('customer_audit_trail')
    with op.batch_alter_table('kyc_submissions', schema=None) as batch_op:
        batch_op.drop_index('uq_kyc_submissions_one_pending', sqlite_where=sa.text("status = 'PENDING'"), postgresql_where=sa.text("status = 'PENDING'"))
        batch_op.drop_index('ix_kyc_submissions_status_submitted_at')
        batch_op.drop_index('ix_kyc_submissions_holder_id_submitted_at')

    op.drop_table('kyc_submissions')
    op.drop_table('kyc_drafts')
    op.drop_table('customer_profiles')
    op.drop_table('customer_addresses')
