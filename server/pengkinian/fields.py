"""The form as one flat record: ``{(section, field): raw value}``, the same shape for the
current data and a submitted form, so comparing them is comparing two dicts.

Raw values are strings as stored (codes, ISO dates, ``+62`` phone numbers, lower-case
e-mail) or None (absent: no passport expiry on a KTP, no WorkingAddress, no NPWP). Each field
has its Indonesian label and the way a person reads it (:func:`display`): names of regions,
descriptions of master codes, dates as dd-mm-yyyy.
"""

from __future__ import annotations

from datetime import date
from typing import Any

from sqlalchemy.orm import Session

from server.contract_types import PengkinianDraftRequest
from server.master import lookup

Key = tuple[str, str]
Record = dict[Key, str | None]

ADDRESS_SECTIONS = ("IdCarddAddress", "CurrentAddress", "WorkingAddress")
ADDRESS_FIELDS = {
    "address_line": "Alamat",
    "rt": "RT",
    "rw": "RW",
    "province_code": "Provinsi",
    "district_code": "Kabupaten/Kota",
    "sub_district_code": "Kecamatan",
    "village_code": "Kelurahan/Desa",
    "postal_code": "Kode Pos",
}
SECTION_FIELDS: dict[str, dict[str, str]] = {
    "Identity": {
        "id_type": "Jenis Identitas",
        "nationality_code": "Kewarganegaraan",
        "country_code": "Negara",
        "id_number": "Nomor Identitas",
        "id_expiry_date": "Masa Berlaku Paspor",
        "full_name": "Nama Lengkap",
        "birth_place": "Tempat Lahir",
        "birth_date": "Tanggal Lahir",
        "gender_code": "Jenis Kelamin",
        "religion_code": "Agama",
        "marital_code": "Status Perkawinan",
    },
    **{section: ADDRESS_FIELDS for section in ADDRESS_SECTIONS},
    "Corespondency": {
        "mailing_address": "Alamat Surat-Menyurat",
        "statement_delivery": "Pengiriman Laporan Polis",
    },
    "WorkingData": {
        "occupation_code": "Pekerjaan",
        "business_code": "Bidang Usaha",
        "company_name": "Nama Perusahaan",
        "job_title": "Jabatan",
    },
    "FinancialData": {
        "income_code": "Penghasilan per Bulan",
        "source_fund_code": "Sumber Dana",
        "npwp": "NPWP",
        "bank_code": "Bank",
        "bank_account_number": "Nomor Rekening",
        "bank_account_name": "Nama Pemilik Rekening",
    },
    "data_email": {"data_email": "Email"},
    "data_hp": {"data_hp": "Nomor Ponsel"},
}
KEYS: tuple[Key, ...] = tuple(
    (section, field) for section, fields in SECTION_FIELDS.items() for field in fields
)
SECTIONS = tuple(SECTION_FIELDS)

# Master list of each coded field (server.master.lookup list names).
MASTER_LIST = {
    ("Identity", "nationality_code"): "nationality",
    ("Identity", "country_code"): "country",
    ("Identity", "id_type"): "id_type",
    ("Identity", "gender_code"): "gender",
    ("Identity", "religion_code"): "religion",
    ("Identity", "marital_code"): "marital",
    ("WorkingData", "occupation_code"): "occupation",
    ("WorkingData", "business_code"): "business",
    ("FinancialData", "income_code"): "income",
    ("FinancialData", "source_fund_code"): "source_fund",
    ("FinancialData", "bank_code"): "bank",
}
CHOICES = {
    "mailing_address": {
        "ID_CARD_ADDRESS": "Alamat sesuai KTP",
        "CURRENT_ADDRESS": "Alamat tempat tinggal",
        "WORKING_ADDRESS": "Alamat kantor",
    },
    "statement_delivery": {"EMAIL": "Email", "POST": "Pos"},
}
REGION_FIELDS = ("province_code", "district_code", "sub_district_code", "village_code")
DATE_FIELDS = ("birth_date", "id_expiry_date")


def label(key: Key) -> str:
    return SECTION_FIELDS[key[0]][key[1]]


def normal_phone(phone: str) -> str:
    """``0812...`` and ``+62812...`` are the same number; kept as ``+62812...``."""
    digits = phone.strip()
    return "+62" + digits[1:] if digits.startswith("0") else digits


def normal_email(email: str) -> str:
    return email.strip().lower()


def _text(value: Any) -> str | None:
    if value is None:
        return None
    if isinstance(value, date):
        return value.isoformat()
    text = str(value).strip()
    return text or None


def form_record(body: PengkinianDraftRequest) -> Record:
    """The flat record of a submitted form (the contract's PengkinianDraftRequest)."""
    record: Record = {}
    for section, fields in SECTION_FIELDS.items():
        part = body.get(section)
        for field in fields:
            if section == "data_email":
                record[(section, field)] = normal_email(str(body["data_email"]))
            elif section == "data_hp":
                record[(section, field)] = normal_phone(str(body["data_hp"]))
            else:
                value = part.get(field) if isinstance(part, dict) else None
                record[(section, field)] = _text(value)
    return record


def display(session: Session, key: Key, raw: str | None) -> str | None:
    """The value as a person reads it (the stored value when nothing better is known)."""
    if raw is None:
        return None
    section, field = key
    if key in MASTER_LIST:
        return lookup.describe(session, MASTER_LIST[key], raw) or raw
    if field in CHOICES:
        return CHOICES[field].get(raw, raw)
    if section in ADDRESS_SECTIONS and field in REGION_FIELDS:
        region = lookup.region(session, raw)
        return region.name if region is not None else raw
    if field in DATE_FIELDS:
        return f"{date.fromisoformat(raw):%d-%m-%Y}"
    return raw


def changes(session: Session, old: Record, new: Record) -> list[dict[str, Any]]:
    """Every field whose value differs, in form order, with label, readable and raw values."""
    found = []
    for key in KEYS:
        before, after = old.get(key), new.get(key)
        if before == after:
            continue
        found.append(
            {
                "section": key[0],
                "field": key[1],
                "label": label(key),
                "old_value": _cut(display(session, key, before)),
                "new_value": _cut(display(session, key, after)),
                "old_raw": before,
                "new_raw": after,
            }
        )
    return found


def _cut(value: str | None) -> str | None:
    return value if value is None or len(value) <= 300 else value[:299] + "…"


def sections_of(found: list[dict[str, Any]]) -> list[str]:
    seen = {change["section"] for change in found}
    return [section for section in SECTIONS if section in seen]
