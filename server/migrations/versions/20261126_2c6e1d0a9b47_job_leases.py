"""job leases

Work that must run once however many worker processes serve the portal (the sandbox
gateway's sweep) is done by the holder of its lease in job_leases.

Revision ID: 2c6e1d0a9b47
Revises: fee118bf9a8d
Create Date: 2026-11-26 09:00:00.000000
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op


revision: str = '2c6e1d0a9b47'
down_revision: str | Sequence[str] | None = 'fee118bf9a8d'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table('job_leases',
    sa.Column('name', sa.String(length=40), nullable=False),
    sa.Column('holder', sa.String(length=80), nullable=False),
    sa.Column('expires_at', sa.DateTime(timezone=True), nullable=False),
    sa.PrimaryKeyConstraint('name', name=op.f('pk_job_leases'))
    )


def downgrade() -> None:
    op.drop_table('job_leases')
