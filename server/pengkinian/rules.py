"""The data rules a submitted form must meet (422 with ``errors`` naming each field) and the
NIK checks that only warn (a customer may confirm them: an old KTP, a data entry slip at the
registry).

Refused:
- an address whose region chain does not hold (each code under the one above it, the village
  existing) or whose postal code is not the village's, where the region data has one;
- a code missing from its master list (religion, marital, occupation, business, income,
  source of funds, bank, country, gender);
- a change of nationality (a branch office does that, with documents);
- a passport whose expiry is not after today (Jakarta);
- a changed Identity section without ``id_document_id`` naming a KYC_ID_CARD document this
  customer uploaded (any given id is checked the same way);
- an occupation that works for an employer (``needs_employer``) without a company name or a
  WorkingAddress; mail to the WORKING_ADDRESS without one.

Warned (NIK of a KTP): digits 1-4 are the province and regency/city of the KTP address
(``31.74`` -> ``3174``); digits 7-8 the day of birth (+40 for women), 9-10 the month, 11-12
the year's last two digits.
"""

from __future__ import annotations

from datetime import date
from typing import Any

from sqlalchemy.orm import Session

from server.documents.models import DocumentPurpose
from server.documents.owner import Owner
from server.documents.service import owned_document
from server.errors import NotFound
from server.master import lookup
from server.pengkinian import messages
from server.pengkinian.fields import ADDRESS_SECTIONS, MASTER_LIST, Record

FieldErrors = list[dict[str, str]]


def _error(errors: FieldErrors, field: str, message: str) -> None:
    errors.append({"field": field, "message": message})


def check_addresses(session: Session, new: Record, errors: FieldErrors) -> None:
    for section in ADDRESS_SECTIONS:
        village_code = new.get((section, "village_code"))
        if village_code is None:
            continue
        chosen = tuple(
            new.get((section, f)) or ""
            for f in ("province_code", "district_code", "sub_district_code", "village_code")
        )
        path = lookup.region_path(session, village_code)
        if path is None:
            _error(errors, f"{section}.village_code", messages.REGION_UNKNOWN)
            continue
        if path.codes != chosen:
            names = ("province_code", "district_code", "sub_district_code")
            for field, want, got in zip(names, path.codes, chosen, strict=False):
                if want != got:
                    _error(errors, f"{section}.{field}", messages.REGION_NOT_UNDER)
            continue
        expected = path.village.postal_code
        postal = new.get((section, "postal_code")) or ""
        if expected and postal != expected:
            _error(
                errors,
                f"{section}.postal_code",
                messages.postal_field(path.village.name, expected),
            )


def postal_summary(session: Session, new: Record, errors: FieldErrors) -> str | None:
    """The sentence for ``message`` when the only trouble is one postal code."""
    if len(errors) != 1 or not errors[0]["field"].endswith(".postal_code"):
        return None
    section = errors[0]["field"].split(".")[0]
    path = lookup.region_path(session, new[(section, "village_code")] or "")
    if path is None or path.village.postal_code is None:
        return None
    postal = new[(section, "postal_code")] or ""
    return messages.postal_mismatch(postal, path.village.name, path.village.postal_code)


def check_codes(session: Session, new: Record, errors: FieldErrors) -> None:
    for key, list_name in MASTER_LIST.items():
        if list_name in ("nationality", "id_type"):
            continue  # fixed by the contract (01/KTP, 99/PASPOR)
        code = new.get(key)
        if code is not None and lookup.describe(session, list_name, code) is None:
            _error(errors, f"{key[0]}.{key[1]}", messages.CODE_UNKNOWN)


def check_identity(
    session: Session,
    old: Record,
    new: Record,
    *,
    today: date,
    document_id: str | None,
    user_id: int,
    errors: FieldErrors,
) -> None:
    if new[("Identity", "nationality_code")] != old[("Identity", "nationality_code")]:
        _error(errors, "Identity.nationality_code", messages.NATIONALITY_FIXED)
    expiry = new.get(("Identity", "id_expiry_date"))
    if expiry is not None and date.fromisoformat(expiry) <= today:
        _error(errors, "Identity.id_expiry_date", messages.PASSPORT_EXPIRED)
    changed = any(new[k] != old[k] for k in new if k[0] == "Identity")
    if document_id is None:
        if changed:
            _error(errors, "id_document_id", messages.DOCUMENT_REQUIRED)
        return
    try:
        owned_document(
            session=session,
            document_id=document_id,
            owner=Owner.customer(user_id),
            purpose=DocumentPurpose.KYC_ID_CARD,
        )
    except NotFound:
        _error(errors, "id_document_id", messages.DOCUMENT_UNKNOWN)


def check_work(session: Session, new: Record, errors: FieldErrors) -> None:
    occupation = new[("WorkingData", "occupation_code")] or ""
    has_office = new.get(("WorkingAddress", "village_code")) is not None
    if lookup.needs_employer(session, occupation):
        if new.get(("WorkingData", "company_name")) is None:
            _error(errors, "WorkingData.company_name", messages.COMPANY_REQUIRED)
        if not has_office:
            _error(errors, "WorkingAddress", messages.WORKING_ADDRESS_REQUIRED)
    if new[("Corespondency", "mailing_address")] == "WORKING_ADDRESS" and not has_office:
        _error(errors, "Corespondency.mailing_address", messages.MAILING_NEEDS_WORKING)


def nik_warnings(new: Record) -> list[dict[str, Any]]:
    """Confirmable mismatches between a KTP's NIK and the KTP address and birth data."""
    if new[("Identity", "id_type")] != "KTP":
        return []
    nik = new[("Identity", "id_number")] or ""
    found: list[dict[str, Any]] = []
    district = (new.get(("IdCarddAddress", "district_code")) or "").replace(".", "")
    if district and nik[:4] != district:
        found.append(
            {
                "code": "NIK_REGION_MISMATCH",
                "field": "Identity.id_number",
                "message": messages.nik_region(nik[:4], district),
            }
        )
    birth = date.fromisoformat(new[("Identity", "birth_date")] or "1900-01-01")
    woman = new[("Identity", "gender_code")] == "P"
    coded_day, month, year = int(nik[6:8]), int(nik[8:10]), int(nik[10:12])
    day = coded_day - 40 if coded_day > 40 else coded_day
    if (day, month, year) != (birth.day, birth.month, birth.year % 100) or woman != (
        coded_day > 40
    ):
        full_year = birth.year // 100 * 100 + year
        found.append(
            {
                "code": "NIK_BIRTH_DATE_MISMATCH",
                "field": "Identity.id_number",
                "message": (
                    messages.nik_birth(f"{day:02d}-{month:02d}-{full_year}", f"{birth:%d-%m-%Y}")
                    if (day, month, year) != (birth.day, birth.month, birth.year % 100)
                    else messages.nik_gender(woman=coded_day > 40)
                ),
            }
        )
    return found
