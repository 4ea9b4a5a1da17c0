"""Company profile: contact values keyed by name (csEmail, csPhone, csFax, csWhatsapp, ...).
Message texts may hold ``<key>`` placeholders that the web replaces with these values."""

from __future__ import annotations

from sqlalchemy import String
from sqlalchemy.orm import Mapped, mapped_column

from server.db import Base


class CompanyProfileEntry(Base):
    __tablename__ = "company_profile"

    key: Mapped[str] = mapped_column(String(50), primary_key=True)
    value: Mapped[str] = mapped_column(String(500))
