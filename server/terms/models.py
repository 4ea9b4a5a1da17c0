"""Terms and conditions: published versions and each customer's acceptances."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import DateTime, ForeignKey, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from server.db import Base


class TermsVersion(Base):
    """One published text. The current version is the latest one already published."""

    __tablename__ = "terms_versions"

    version: Mapped[str] = mapped_column(String(20), primary_key=True)  # 2026.1
    html: Mapped[str] = mapped_column(Text)
    published_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), index=True)


class TermsAcceptance(Base):
    __tablename__ = "terms_acceptances"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    version: Mapped[str] = mapped_column(ForeignKey("terms_versions.version"))
    accepted_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    client_address: Mapped[str] = mapped_column(String(64), default="")
