"""Uploaded documents: the row points at a stored file (``storage_key``) that always exists."""

from __future__ import annotations

import enum
from datetime import datetime

from sqlalchemy import DateTime, ForeignKey, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from server.db import Base, text_enum


class DocumentPurpose(enum.StrEnum):
    KYC_ID_CARD = "KYC_ID_CARD"  # new KTP or passport for Pengkinian Data


class Document(Base):
    __tablename__ = "documents"

    id: Mapped[str] = mapped_column(String(22), primary_key=True)  # random, url-safe
    owner_user_id: Mapped[int] = mapped_column(
        ForeignKey("users.id", ondelete="CASCADE"), index=True
    )
    purpose: Mapped[DocumentPurpose] = mapped_column(text_enum(DocumentPurpose, 20))
    file_name: Mapped[str] = mapped_column(String(120))  # sanitised, for display only
    content_type: Mapped[str] = mapped_column(String(40))  # from the magic bytes
    size_bytes: Mapped[int] = mapped_column(Integer)
    sha256: Mapped[str] = mapped_column(String(64))
    storage_key: Mapped[str] = mapped_column(String(64), unique=True)
    uploaded_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
