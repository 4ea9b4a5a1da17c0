"""The register of the documents the portal issues (e-policy, premium certificate, statement,
health card): one row per version of a document, so that anyone holding one can check its
verification code (``GET /document/verify/{code}``) without seeing personal data.

A document is named by its kind, its policy and its subject: ``""`` for the e-policy, the
tax year (``"2025"``), the card number, or the statement's period
(``"2026-01-01..2026-06-30"``). Its version is its content: ``fingerprint`` is the SHA-256 of
the canonical JSON of everything it prints except its code and issue time
(:mod:`server.papers.registry`). The same content is always the same row (code, issue time,
size and so the same bytes); new content for the same document is a new row, and the
earlier current one is then superseded."""

from __future__ import annotations

import enum
from datetime import datetime

from sqlalchemy import CheckConstraint, DateTime, ForeignKey, Integer, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from server.contract_labels import PAPER_KIND
from server.db import Base, checked_enum


class PaperKind(enum.StrEnum):
    EPOLICY = "EPOLICY"
    TAX_CERTIFICATE = "TAX_CERTIFICATE"
    STATEMENT = "STATEMENT"
    HEALTH_CARD = "HEALTH_CARD"

    @property
    def label(self) -> str:
        """The contract's Indonesian name (E-Polis, Sertifikat Premi, ...)."""
        return PAPER_KIND[self.value]


class IssuedPaper(Base):
    __tablename__ = "issued_papers"
    __table_args__ = (
        # One row per content of one document; two first issues at once end with one row
        # (the loser reads the winner's). Its leading columns also find a document's versions.
        UniqueConstraint("kind", "policy_id", "subject", "fingerprint"),
        CheckConstraint("size_bytes > 0", name="size_positive"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    code: Mapped[str] = mapped_column(String(19), unique=True)  # 7KQ2-M9XD-4TRA-PW3N
    kind: Mapped[PaperKind] = mapped_column(checked_enum(PaperKind, "paper_kind"))
    policy_id: Mapped[int] = mapped_column(ForeignKey("policies.id", ondelete="CASCADE"))
    subject: Mapped[str] = mapped_column(String(30))
    fingerprint: Mapped[str] = mapped_column(String(64))  # sha256, hex
    size_bytes: Mapped[int] = mapped_column(Integer)
    issued_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    superseded_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)
