"""The customer record read as the form's flat record and as the contract's CustomerData,
and written back field by field when an approval applies a submission.

The record is :class:`PolicyHolder` (name, NIK of a KTP holder, birth date, gender, e-mail,
phone: sign-in reads them there), :class:`CustomerProfile` and one
:class:`CustomerAddress` per kind. PolicyHolder's legacy address columns (names only, as the
core system keeps them) follow the *mailing* address, the one letters go to, and are
rewritten from it on every approval.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from server import contract_types as contract
from server.clock import as_utc
from server.contract_values import listed, values_of
from server.customer.models import Gender, PolicyHolder
from server.customer.profile import (
    AddressKind,
    CustomerAddress,
    CustomerProfile,
    IdType,
    MailingAddress,
    StatementDelivery,
)
from server.errors import NotFound
from server.master import lookup
from server.pengkinian import messages
from server.pengkinian.fields import ADDRESS_FIELDS, Key, Record

KTP_NATIONALITY: tuple[contract.IdentityKtpNationalityCode, ...] = values_of(
    contract.IdentityKtpNationalityCode
)
KTP_COUNTRY: tuple[contract.IdentityKtpCountryCode, ...] = values_of(
    contract.IdentityKtpCountryCode
)
PASPOR_NATIONALITY: tuple[contract.IdentityPasporNationalityCode, ...] = values_of(
    contract.IdentityPasporNationalityCode
)
KIND_OF_SECTION = {
    "IdCarddAddress": AddressKind.ID_CARD,
    "CurrentAddress": AddressKind.CURRENT,
    "WorkingAddress": AddressKind.WORKING,
}
SECTION_OF_MAILING = {
    MailingAddress.ID_CARD_ADDRESS: "IdCarddAddress",
    MailingAddress.CURRENT_ADDRESS: "CurrentAddress",
    MailingAddress.WORKING_ADDRESS: "WorkingAddress",
}
_HOLDER_FIELDS = {
    ("Identity", "full_name"): "full_name",
    ("Identity", "birth_date"): "birth_date",
    ("Identity", "gender_code"): "gender",
    ("data_email", "data_email"): "email",
    ("data_hp", "data_hp"): "phone",
}
_PROFILE_FIELDS = {
    ("Identity", "id_type"): "id_type",
    ("Identity", "nationality_code"): "nationality_code",
    ("Identity", "country_code"): "country_code",
    ("Identity", "id_expiry_date"): "id_expiry_date",
    ("Identity", "birth_place"): "birth_place",
    ("Identity", "religion_code"): "religion_code",
    ("Identity", "marital_code"): "marital_code",
    ("Corespondency", "mailing_address"): "mailing_address",
    ("Corespondency", "statement_delivery"): "statement_delivery",
    ("WorkingData", "occupation_code"): "occupation_code",
    ("WorkingData", "business_code"): "business_code",
    ("WorkingData", "company_name"): "company_name",
    ("WorkingData", "job_title"): "job_title",
    ("FinancialData", "income_code"): "income_code",
    ("FinancialData", "source_fund_code"): "source_fund_code",
    ("FinancialData", "npwp"): "npwp",
    ("FinancialData", "bank_code"): "bank_code",
    ("FinancialData", "bank_account_number"): "bank_account_number",
    ("FinancialData", "bank_account_name"): "bank_account_name",
}
_TYPES: dict[str, type[Any]] = {
    "gender": Gender,
    "id_type": IdType,
    "mailing_address": MailingAddress,
    "statement_delivery": StatementDelivery,
}


@dataclass(frozen=True, slots=True)
class CustomerRecord:
    holder: PolicyHolder
    profile: CustomerProfile
    addresses: dict[str, CustomerAddress]  # by section name

    def flat(self) -> Record:
        record: Record = {}
        for key, attr in _HOLDER_FIELDS.items():
            record[key] = _raw(getattr(self.holder, attr))
        for key, attr in _PROFILE_FIELDS.items():
            record[key] = _raw(getattr(self.profile, attr))
        passport = self.profile.id_type == IdType.PASPOR
        record[("Identity", "id_number")] = (
            self.profile.passport_number if passport else self.holder.nik
        )
        for section in KIND_OF_SECTION:
            address = self.addresses.get(section)
            for field in ADDRESS_FIELDS:
                record[(section, field)] = _raw(getattr(address, field)) if address else None
        return record


def _raw(value: Any) -> str | None:
    if value is None:
        return None
    if isinstance(value, date):
        return value.isoformat()
    return str(value.value) if hasattr(value, "value") else str(value)


def load(session: Session, holder_id: int, *, for_update: bool = False) -> CustomerRecord:
    """The holder's record (three statements; locked for an approval)."""
    holder = session.get(PolicyHolder, holder_id, with_for_update=for_update)
    profile = session.get(CustomerProfile, holder_id, with_for_update=for_update)
    if holder is None or profile is None:
        raise NotFound(messages.PROFILE_MISSING, detail="The holder has no KYC profile.")
    query = select(CustomerAddress).where(CustomerAddress.holder_id == holder_id)
    if for_update:
        query = query.with_for_update()
    rows = session.scalars(query).all()
    sections = {section: kind for section, kind in KIND_OF_SECTION.items()}
    addresses = {s: row for row in rows for s, k in sections.items() if row.kind == k}
    return CustomerRecord(holder, profile, addresses)


def _address_body(session: Session, address: CustomerAddress) -> contract.Address:
    def name(code: str) -> str:
        region = lookup.region(session, code)
        return region.name if region else code

    return {
        "address_line": address.address_line,
        "rt": address.rt,
        "rw": address.rw,
        "province_code": address.province_code,
        "province_name": name(address.province_code),
        "district_code": address.district_code,
        "district_name": name(address.district_code),
        "sub_district_code": address.sub_district_code,
        "sub_district_name": name(address.sub_district_code),
        "village_code": address.village_code,
        "village_name": name(address.village_code),
        "postal_code": address.postal_code,
    }


def _identity(holder: PolicyHolder, profile: CustomerProfile) -> contract.Identity:
    """A KTP's identity (nationality 01, country ID) or a passport's (nationality 99, its
    number and expiry), as the contract lists them."""
    if profile.id_type == IdType.PASPOR:
        if profile.passport_number is None or profile.id_expiry_date is None:
            raise ValueError("a passport holder's record has its number and expiry")
        return {
            "id_type": "PASPOR",
            "nationality_code": listed(PASPOR_NATIONALITY, profile.nationality_code, what="code"),
            "country_code": profile.country_code,
            "id_number": profile.passport_number,
            "id_expiry_date": profile.id_expiry_date.isoformat(),
            "full_name": holder.full_name,
            "birth_place": profile.birth_place,
            "birth_date": holder.birth_date.isoformat(),
            "gender_code": holder.gender.value,
            "religion_code": profile.religion_code,
            "marital_code": profile.marital_code,
        }
    return {
        "id_type": "KTP",
        "nationality_code": listed(KTP_NATIONALITY, profile.nationality_code, what="code"),
        "country_code": listed(KTP_COUNTRY, profile.country_code, what="country"),
        "id_number": holder.nik,
        "full_name": holder.full_name,
        "birth_place": profile.birth_place,
        "birth_date": holder.birth_date.isoformat(),
        "gender_code": holder.gender.value,
        "religion_code": profile.religion_code,
        "marital_code": profile.marital_code,
    }


def _section(session: Session, record: CustomerRecord, section: str) -> contract.Address:
    address = record.addresses.get(section)
    if address is None:
        raise ValueError(f"the customer record has no {section}")
    return _address_body(session, address)


def customer_data(
    session: Session, record: CustomerRecord, policy_number: str
) -> contract.CustomerData:
    """The contract's CustomerData."""
    holder, profile = record.holder, record.profile
    body: contract.CustomerData = {
        "policy_number": policy_number,
        "Identity": _identity(holder, profile),
        "IdCarddAddress": _section(session, record, "IdCarddAddress"),
        "CurrentAddress": _section(session, record, "CurrentAddress"),
        "Corespondency": {
            "mailing_address": profile.mailing_address.value,
            "statement_delivery": profile.statement_delivery.value,
        },
        "WorkingData": {
            "occupation_code": profile.occupation_code,
            "business_code": profile.business_code,
            "company_name": profile.company_name,
            "job_title": profile.job_title,
        },
        "FinancialData": {
            "income_code": profile.income_code,
            "source_fund_code": profile.source_fund_code,
            "npwp": profile.npwp,
            "bank_code": profile.bank_code,
            "bank_account_number": profile.bank_account_number,
            "bank_account_name": profile.bank_account_name,
        },
        "data_email": holder.email,
        "data_hp": holder.phone,
        "updated_at": as_utc(profile.updated_at).isoformat(),
    }
    if "WorkingAddress" in record.addresses:
        body["WorkingAddress"] = _section(session, record, "WorkingAddress")
    return body


def _typed(attr: str, raw: str | None) -> Any:
    if raw is None:
        return None
    if attr in _TYPES:
        return _TYPES[attr](raw)
    if attr in ("birth_date", "id_expiry_date"):
        return date.fromisoformat(raw)
    return raw


def apply(
    session: Session, record: CustomerRecord, changes: list[tuple[Key, str | None]], now: datetime
) -> None:
    """Write each changed field onto the record (the caller's transaction; nothing is
    committed here). An address section whose every field became None is removed."""
    holder, profile = record.holder, record.profile
    addresses: dict[str, dict[str, str | None]] = {}
    for key, new in changes:
        section, field = key
        if key in _HOLDER_FIELDS:
            setattr(holder, _HOLDER_FIELDS[key], _typed(_HOLDER_FIELDS[key], new))
        elif key in _PROFILE_FIELDS:
            setattr(profile, _PROFILE_FIELDS[key], _typed(_PROFILE_FIELDS[key], new))
        elif key == ("Identity", "id_number"):
            pass  # after the id type is known (below)
        else:
            addresses.setdefault(section, {})[field] = new
    number = dict(changes).get(("Identity", "id_number"))
    if ("Identity", "id_number") in dict(changes) and number is not None:
        if profile.id_type == IdType.PASPOR:
            profile.passport_number = number
        else:
            holder.nik = number
    if profile.id_type == IdType.KTP:
        profile.passport_number = None
        profile.id_expiry_date = None
    for section, values in addresses.items():
        _apply_address(session, record, section, values)
    profile.updated_at = now
    _sync_legacy(session, record)


def _apply_address(
    session: Session, record: CustomerRecord, section: str, values: dict[str, str | None]
) -> None:
    row = record.addresses.get(section)
    if all(value is None for value in values.values()) and len(values) == len(ADDRESS_FIELDS):
        if row is not None:
            session.delete(row)
            del record.addresses[section]
        return
    if row is None:
        row = CustomerAddress(holder_id=record.holder.id, kind=KIND_OF_SECTION[section])
        session.add(row)
        record.addresses[section] = row
    for field, value in values.items():
        setattr(row, field, value)


def _sync_legacy(session: Session, record: CustomerRecord) -> None:
    """PolicyHolder's address columns from the mailing address (names, as the core keeps)."""
    section = SECTION_OF_MAILING[MailingAddress(record.profile.mailing_address)]
    address = record.addresses.get(section) or record.addresses.get("CurrentAddress")
    if address is None:
        return
    path = lookup.region_path(session, address.village_code)
    holder = record.holder
    holder.address_line = f"{address.address_line}, RT {address.rt}/RW {address.rw}"[:200]
    holder.postal_code = address.postal_code
    if path is not None:
        holder.province = path.province.name
        holder.city = path.district.name
        holder.district = path.sub_district.name
        holder.village = path.village.name
