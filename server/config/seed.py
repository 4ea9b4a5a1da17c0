"""Reference data: the company profile (idempotent; existing values are left alone)."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.orm import Session

from server.config.models import CompanyProfileEntry

COMPANY_PROFILE: dict[str, str] = {
    "companyName": "PT Asuransi Jiwa Sentosa Raya",
    "csEmail": "cs@sentosaraya.co.id",
    "csPhone": "1500 789",
    "csFax": "(021) 2554 7890",
    "csWhatsapp": "0811 1500 789",
    "address": "Menara Sentosa Lt. 12, Jl. Jend. Sudirman Kav. 45, Jakarta Selatan 12930",
    "website": "https://www.sentosaraya.co.id",
    "operatingHours": "Senin–Jumat 08.00–17.00 WIB",  # noqa: RUF001 - en dash intended
}


def seed_company_profile(session: Session) -> None:
    """Insert the missing company profile keys; safe to call on every start."""
    present = set(session.scalars(select(CompanyProfileEntry.key)))
    for key, value in COMPANY_PROFILE.items():
        if key not in present:
            session.add(CompanyProfileEntry(key=key, value=value))
    session.flush()
