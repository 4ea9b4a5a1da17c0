"""master lists, regions and documents

The region cascade (Kemendagri codes with postal codes), the small code lists of the forms
and the version of the loaded reference data; the data itself is loaded at start-up by
server.master.loader, not here (every test database would pay for 84k rows). Documents: the
one upload path, a row per stored file.

Revision ID: 3d5f7a9b1c20
Revises: 2c6e1d0a9b47
Create Date: 2026-11-27 09:00:00.000000
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op


revision: str = '3d5f7a9b1c20'
down_revision: str | Sequence[str] | None = '2c6e1d0a9b47'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table('master_entries',
    sa.Column('list_name', sa.String(length=20), nullable=False),
    sa.Column('code', sa.String(length=20), nullable=False),
    sa.Column('description', sa.String(length=100), nullable=False),
    sa.Column('sort_order', sa.Integer(), nullable=False),
    sa.Column('needs_employer', sa.Boolean(), nullable=True),
    sa.Column('nationality_code', sa.String(length=2), nullable=True),
    sa.PrimaryKeyConstraint('list_name', 'code', name=op.f('pk_master_entries'))
    )
    op.create_table('reference_versions',
    sa.Column('name', sa.String(length=20), nullable=False),
    sa.Column('version', sa.String(length=100), nullable=False),
    sa.Column('loaded_at', sa.DateTime(timezone=True), server_default=sa.func.now(), nullable=False),
    sa.PrimaryKeyConstraint('name', name=op.f('pk_reference_versions'))
    )
    op.create_table('regions',
    sa.Column('code', sa.String(length=13), nullable=False),
    sa.Column('parent_code', sa.String(length=13), nullable=True),
    sa.Column('level', sa.SmallInteger(), nullable=False),
    sa.Column('kind', sa.String(length=12), nullable=False),
    sa.Column('name', sa.String(length=100), nullable=False),
    sa.Column('postal_code', sa.String(length=5), nullable=True),
    sa.PrimaryKeyConstraint('code', name=op.f('pk_regions'))
    )
    with op.batch_alter_table('regions', schema=None) as batch_op:
        batch_op.create_index('ix_regions_parent_code_name', ['parent_code', 'name'], unique=False)

    op.create_table('documents',
    sa.Column('id', sa.String(length=22), nullable=False),
    sa.Column('owner_user_id', sa.Integer(), nullable=False),
    sa.Column('purpose', sa.Enum('KYC_ID_CARD', name='documentpurpose', native_enum=False, length=20), nullable=False),
    sa.Column('file_name', sa.String(length=120), nullable=False),
    sa.Column('content_type', sa.String(length=40), nullable=False),
    sa.Column('size_bytes', sa.Integer(), nullable=False),
    sa.Column('sha256', sa.String(length=64), nullable=False),
    sa.Column('storage_key', sa.String(length=64), nullable=False),
    sa.Column('uploaded_at', sa.DateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['owner_user_id'], ['users.id'], name=op.f('fk_documents_owner_user_id_users'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_documents')),
    sa.UniqueConstraint('storage_key', name=op.f('uq_documents_storage_key'))
    )
    with op.batch_alter_table('documents', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_documents_owner_user_id'), ['owner_user_id'], unique=False)


def downgrade() -> None:
    with op.batch_alter_table('documents', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_documents_owner_user_id'))

    op.drop_table('documents')
    with op.batch_alter_table('regions', schema=None) as batch_op:
        batch_op.drop_index('ix_regions_parent_code_name')

    op.drop_table('regions')
    op.drop_table('reference_versions')
    op.drop_table('master_entries')
