"""partner hospitals and their tpa networks

Rumah Sakit Rekanan: hospitals and clinics (region codes denormalised for the filters, a
lower-case search_name for the name search, latitude/longitude for the distance box) and the
TPA networks each belongs to (cashless for the cards those TPAs serve).

Revision ID: 5f7b9d1e3a42
Revises: 4e6a8c0d2f31
Create Date: 2026-11-29 09:00:00.000000
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op


revision: str = '5f7b9d1e3a42'
down_revision: str | Sequence[str] | None = '4e6a8c0d2f31'
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table('hospitals',
    sa.Column('id', sa.String(length=8), nullable=False),
    sa.Column('name', sa.String(length=150), nullable=False),
    sa.Column('search_name', sa.String(length=150), nullable=False),
    sa.Column('kind', sa.Enum('RUMAH_SAKIT', 'KLINIK', name='hospital_kind', native_enum=False, create_constraint=True), nullable=False),
    sa.Column('address_line', sa.String(length=200), nullable=False),
    sa.Column('province_code', sa.String(length=2), nullable=False),
    sa.Column('district_code', sa.String(length=5), nullable=False),
    sa.Column('sub_district_code', sa.String(length=8), nullable=False),
    sa.Column('village_code', sa.String(length=13), nullable=False),
    sa.Column('postal_code', sa.String(length=5), nullable=True),
    sa.Column('phone', sa.String(length=16), nullable=False),
    sa.Column('latitude', sa.Float(), nullable=False),
    sa.Column('longitude', sa.Float(), nullable=False),
    sa.Column('rawat_inap', sa.Boolean(), nullable=False),
    sa.Column('rawat_jalan', sa.Boolean(), nullable=False),
    sa.Column('igd_24_jam', sa.Boolean(), nullable=False),
    sa.Column('opening_hours', sa.JSON(), nullable=False),
    sa.Column('cashless_benefits', sa.JSON(), nullable=False),
    sa.CheckConstraint('latitude BETWEEN -11.5 AND 6.5', name=op.f('ck_hospitals_latitude_in_indonesia')),
    sa.CheckConstraint('longitude BETWEEN 94.5 AND 141.5', name=op.f('ck_hospitals_longitude_in_indonesia')),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_hospitals'))
    )
    with op.batch_alter_table('hospitals', schema=None) as batch_op:
        batch_op.create_index('ix_hospitals_district_code_name', ['district_code', 'name'], unique=False)
        batch_op.create_index('ix_hospitals_latitude_longitude', ['latitude', 'longitude'], unique=False)
        batch_op.create_index('ix_hospitals_name_id', ['name', 'id'], unique=False)
        batch_op.create_index('ix_hospitals_province_code_name', ['province_code', 'name'], unique=False)
        batch_op.create_index('ix_hospitals_search_name', ['search_name', 'id'], unique=False)

    op.create_table('hospital_networks',
    sa.Column('hospital_id', sa.String(length=8), nullable=False),
    sa.Column('tpa_name', sa.String(length=100), nullable=False),
    sa.ForeignKeyConstraint(['hospital_id'], ['hospitals.id'], name=op.f('fk_hospital_networks_hospital_id_hospitals'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('hospital_id', 'tpa_name', name=op.f('pk_hospital_networks'))
    )
    with op.batch_alter_table('hospital_networks', schema=None) as batch_op:
        batch_op.create_index('ix_hospital_networks_tpa_name_hospital_id', ['tpa_name', 'hospital_id'], unique=False)



def downgrade() -> None:
    with op.batch_alter_table('hospital_networks', schema=None) as batch_op:
        batch_op.drop_index('ix_hospital_networks_tpa_name_hospital_id')

    op.drop_table('hospital_networks')
    with op.batch_alter_table('hospitals', schema=None) as batch_op:
        batch_op.drop_index('ix_hospitals_search_name')
        batch_op.drop_index('ix_hospitals_province_code_name')
        batch_op.drop_index('ix_hospitals_name_id')
        batch_op.drop_index('ix_hospitals_latitude_longitude')
        batch_op.drop_index('ix_hospitals_district_code_name')

    op.drop_table('hospitals')
