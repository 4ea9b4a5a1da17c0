"""issued papers: the register of the documents the portal issues, for their verification

One row per version of a document (e-policy, premium certificate for tax, statement, health
card) with its verification code, the SHA-256 of its content, its size and when it was
issued and superseded (server.papers.models).

Revision ID: 4c8e2a6f0b13
Revises: 37ffa7040dce
Create Date: 2026-12-11 09:00:00.000000
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op


revision: str = '4c8e2a6f0b13'
down_revision: str | Sequence[str] | None = '37ffa7040dce'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table('issued_papers',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('code', sa.String(length=19), nullable=False),
    sa.Column('kind', sa.Enum('EPOLICY', 'TAX_CERTIFICATE', 'STATEMENT', 'HEALTH_CARD', name='paper_kind', native_enum=False, create_constraint=True), nullable=False),
    sa.Column('policy_id', sa.Integer(), nullable=False),
    sa.Column('subject', sa.String(length=30), nullable=False),
    sa.Column('fingerprint', sa.String(length=64), nullable=False),
    sa.Column('size_bytes', sa.Integer(), nullable=False),
    sa.Column('issued_at', sa.DateTime(timezone=True), nullable=False),
    sa.Column('superseded_at', sa.DateTime(timezone=True), nullable=True),
    sa.CheckConstraint('size_bytes > 0', name=op.f('ck_issued_papers_size_positive')),
    sa.ForeignKeyConstraint(['policy_id'], ['policies.id'], name=op.f('fk_issued_papers_policy_id_policies'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_issued_papers')),
    sa.UniqueConstraint('code', name=op.f('uq_issued_papers_code')),
    sa.UniqueConstraint('kind', 'policy_id', 'subject', 'fingerprint', name=op.f('uq_issued_papers_kind'))
    )


def downgrade() -> None:
    op.drop_table('issued_papers')
