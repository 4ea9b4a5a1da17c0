"""Uploaded documents: the row points at a stored file (``storage_key``) that always exists.

A document belongs to exactly one owner: a customer's portal account (``owner_user_id``) or
a SPAJ application, uploaded by its applicant in a SPAJ session (``owner_spaj_id``)."""

from __future__ import annotations

import enum
from datetime import datetime
from typing import Literal, TypeAlias

from sqlalchemy import CheckConstraint, DateTime, ForeignKey, Index, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from server.db import Base, text_enum
from server.documents.files import NAMES_A_FILE

# The media types an upload is stored as (read from its magic bytes), as the contract lists them.
MediaType: TypeAlias = Literal["image/jpeg", "image/png", "application/pdf"]
MEDIA_TYPES: tuple[MediaType, ...] = ("image/jpeg", "image/png", "application/pdf")


class DocumentPurpose(enum.StrEnum):
    KYC_ID_CARD = "KYC_ID_CARD"  # new KTP or passport for Pengkinian Data
    CLAIM_DOCUMENT = "CLAIM_DOCUMENT"  # a claim's receipt, medical resume, certificate, ...
    SPAJ_DOCUMENT = "SPAJ_DOCUMENT"  # what underwriting asks of a SPAJ's applicant
    COMPLAINT_DOCUMENT = "COMPLAINT_DOCUMENT"  # what a complaint shows (a letter, a receipt)


class Document(Base):
    __tablename__ = "documents"
    __table_args__ = (
        # A customer's claim documents not yet attached (the 50 MB budget of a claim).
        Index("ix_documents_owner_purpose_attached", "owner_user_id", "purpose", "attached_to"),
        CheckConstraint("(owner_user_id IS NULL) <> (owner_spaj_id IS NULL)", name="one_owner"),
    )

    id: Mapped[str] = mapped_column(String(22), primary_key=True)  # random, url-safe
    owner_user_id: Mapped[int | None] = mapped_column(
        ForeignKey("users.id", ondelete="CASCADE"), index=True, default=None
    )
    owner_spaj_id: Mapped[int | None] = mapped_column(
        ForeignKey("spaj_applications.id", ondelete="CASCADE"), index=True, default=None
    )
    purpose: Mapped[DocumentPurpose] = mapped_column(text_enum(DocumentPurpose, 20))
    file_name: Mapped[str] = mapped_column(String(120))  # sanitised, for display only
    content_type: Mapped[str] = mapped_column(String(40))  # from the magic bytes
    size_bytes: Mapped[int] = mapped_column(Integer)
    sha256: Mapped[str] = mapped_column(String(64))
    storage_key: Mapped[str] = mapped_column(String(64), unique=True, info=NAMES_A_FILE)
    uploaded_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    # What the document was attached to (a claim, submission or SPAJ number), set by that area;
    # None while it waits in a draft (it may then be discarded).
    attached_to: Mapped[str | None] = mapped_column(String(20), default=None)

    @property
    def media_type(self) -> MediaType:
        """``content_type`` as the contract types it: one of the three the upload accepts."""
        for known in MEDIA_TYPES:
            if self.content_type == known:
                return known
        raise ValueError(f"unexpected content type {self.content_type!r}")


class UploadAttempt(Base):
    """One upload begun by an owner (accepted or refused): the upload rate per uploader counts
    these, so refused files cost the sender their turn as well."""

    __tablename__ = "upload_attempts"
    __table_args__ = (Index("ix_upload_attempts_owner_started", "owner_key", "started_at"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    owner_key: Mapped[str] = mapped_column(String(40))  # "user:42" or "spaj:7"
    started_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
