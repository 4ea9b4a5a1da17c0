"""Receiving and handing out documents.

``store(...)`` reads the upload in chunks, refusing it as soon as it passes its purpose's
limit (413) or when its first bytes are not JPEG, PNG or PDF (415: the type comes from the
content, never the name or the declared type), writes it under a random key, makes it safe
(:mod:`server.documents.hygiene`: an image encoded afresh without its metadata, a PDF
refused when encrypted, unreadable or active; 415 with the reason), then adds the row; when
anything fails the file is deleted, so no row points at a missing file and no file is left
without a row.

A document has one owner (:class:`~server.documents.owner.Owner`): a customer's account or
a SPAJ application (its applicant has no account). Every function takes the owner; another
owner's document is answered like a missing one.

A purpose may also limit what one submission gathers (``GROUP_LIMITS``: a claim's documents,
50 MB; a SPAJ's, 50 MB): an upload's limit is then the smaller of the file limit and what is
left of the group's, counting the owner's unattached documents of the purpose uploaded in the
last ``PENDING_TTL`` (a draft's) and, with ``attached_to``, those already attached to that
submission (a claim, a SPAJ); so the group limit holds while the file streams in.

For other areas: ``owned_document(session=, document_id=, owner=, purpose=)`` (the owner's
document of that purpose, or of any purpose with ``purpose=None``; NotFound otherwise),
``attach(...)`` (the owner's unattached documents marked as part of a submission, refused
when one is missing, expired or already attached), ``discard(...)`` and
``read_document(document)`` (its bytes, for the staff download too).
"""

from __future__ import annotations

import hashlib
import re
import secrets
import unicodedata
from collections.abc import Sequence
from datetime import datetime, timedelta
from typing import BinaryIO

from sqlalchemy import ColumnElement, event, func, or_, select, update
from sqlalchemy.orm import Session

from server import settings
from server.documents import hygiene, messages, pdf
from server.documents.models import Document, DocumentPurpose
from server.documents.owner import Owner
from server.documents.storage import LocalStorage, Storage
from server.errors import Conflict, DomainError, NotFound, RuleViolation

CHUNK = 64 * 1024
MB = 1024 * 1024
LIMITS = {
    DocumentPurpose.KYC_ID_CARD: 5 * MB,
    DocumentPurpose.CLAIM_DOCUMENT: 10 * MB,
    DocumentPurpose.SPAJ_DOCUMENT: 10 * MB,
}
TOO_LARGE = {
    DocumentPurpose.KYC_ID_CARD: messages.TOO_LARGE_KYC,
    DocumentPurpose.CLAIM_DOCUMENT: messages.TOO_LARGE_CLAIM,
    DocumentPurpose.SPAJ_DOCUMENT: messages.TOO_LARGE_SPAJ,
}
GROUP_LIMITS = {DocumentPurpose.CLAIM_DOCUMENT: 50 * MB, DocumentPurpose.SPAJ_DOCUMENT: 50 * MB}
PENDING_TTL = timedelta(hours=24)
MAGIC = (
    (b"\xff\xd8\xff", "image/jpeg", ".jpg"),
    (b"\x89PNG\r\n\x1a\n", "image/png", ".png"),
    (b"%PDF-", "application/pdf", ".pdf"),
)


class DocumentTooLarge(DomainError):
    status = 413
    type = "urn:tmanku:problem:payload-too-large"
    title = "Payload too large"


class DocumentUnsupported(DomainError):
    status = 415
    type = "urn:tmanku:problem:unsupported-media-type"
    title = "Unsupported media type"


_storage: Storage | None = None


def storage() -> Storage:
    """The configured storage (a local folder at DOCUMENT_DIR); tests may install another."""
    return _storage or LocalStorage(settings.current().document_dir)


def install(store: Storage | None) -> None:
    global _storage
    _storage = store


def sniff(head: bytes) -> tuple[str, str] | None:
    """(content type, extension) from the first bytes, or None."""
    for magic, content_type, extension in MAGIC:
        if head.startswith(magic):
            return content_type, extension
    return None


def display_name(name: str | None, extension: str) -> str:
    """The customer's file name, for display: no folders, no control or odd characters, at most
    120 characters, ending in the extension of the real type."""
    base = unicodedata.normalize("NFKC", (name or "").replace("\\", "/").rsplit("/", 1)[-1])
    stem = base.rsplit(".", 1)[0] if "." in base else base
    stem = re.sub(r"[^\w\- ()]+", "-", stem, flags=re.UNICODE).strip(" .-_") or "dokumen"
    return stem[: 120 - len(extension)] + extension


def _copy(source: BinaryIO, target: BinaryIO, limit: int, too_large: str) -> tuple[int, str, str]:
    head = source.read(CHUNK)
    found = sniff(head)
    if not head or found is None:
        raise DocumentUnsupported(
            messages.UNSUPPORTED, detail="The content is not JPEG, PNG or PDF."
        )
    digest, size, chunk = hashlib.sha256(), 0, head
    while chunk:
        size += len(chunk)
        if size > limit:
            raise DocumentTooLarge(too_large, detail=f"The file exceeds {limit} bytes.")
        digest.update(chunk)
        target.write(chunk)
        chunk = source.read(CHUNK)
    return size, digest.hexdigest(), found[0]


def _kept_form(store_: Storage, key: str, content_type: str) -> tuple[str, int, str]:
    """The stored file made safe (server.documents.hygiene): an image written afresh under a
    new key (the original deleted), a PDF checked and kept as is. (key, size, sha256)."""
    try:
        if content_type == "application/pdf":
            with store_.open(key) as source:
                pdf.check_pdf(source)
            return key, -1, ""
        clean_key, target = store_.create()
        try:
            with store_.open(key) as source, target:
                hygiene.clean_image(source, target, content_type)
            digest, size = hashlib.sha256(), 0
            with store_.open(clean_key) as kept:
                for chunk in iter(lambda: kept.read(CHUNK), b""):
                    digest.update(chunk)
                    size += len(chunk)
        except BaseException:
            store_.delete(clean_key)
            raise
        store_.delete(key)
        return clean_key, size, digest.hexdigest()
    except hygiene.Refused as refused:
        raise DocumentUnsupported(refused.message, detail=refused.detail) from refused


def store(
    *,
    session: Session,
    owner: Owner,
    purpose: DocumentPurpose,
    file_name: str | None,
    source: BinaryIO,
    now: datetime,
    attached_to: str | None = None,
) -> Document:
    """Keep an upload. ``attached_to``: the submission it is for, when it already exists (its
    documents count in the purpose's group limit)."""
    limit, too_large = LIMITS[purpose], TOO_LARGE[purpose]
    if purpose in GROUP_LIMITS:
        left = GROUP_LIMITS[purpose] - gathered(
            session, owner=owner, purpose=purpose, attached_to=attached_to, now=now
        )
        if left < limit:
            group = "SPAJ" if purpose == DocumentPurpose.SPAJ_DOCUMENT else "klaim"
            limit, too_large = max(left, 0), messages.group_full(GROUP_LIMITS[purpose], left, group)
    store_ = storage()
    key, target = store_.create()
    try:
        with target:
            size, sha256, content_type = _copy(source, target, limit, too_large)
        key, clean_size, clean_sha256 = _kept_form(store_, key, content_type)
        if clean_size >= 0:
            size, sha256 = clean_size, clean_sha256
        extension = next(e for _, t, e in MAGIC if t == content_type)
        document = Document(
            id=secrets.token_urlsafe(16)[:22],
            **owner.columns(),
            purpose=purpose,
            file_name=display_name(file_name, extension),
            content_type=content_type,
            size_bytes=size,
            sha256=sha256,
            storage_key=key,
            uploaded_at=now,
        )
        session.add(document)
        session.flush()
    except BaseException:
        store_.delete(key)
        raise
    # The row commits with the caller's unit of work; should that roll back instead, the file
    # goes too (below).
    session.info.setdefault(_PENDING, []).append(key)
    return document


_PENDING = "documents_pending_files"


@event.listens_for(Session, "after_commit")
def _kept(session: Session) -> None:
    session.info.pop(_PENDING, None)


@event.listens_for(Session, "after_rollback")
def _discard(session: Session) -> None:
    for key in session.info.pop(_PENDING, []):
        storage().delete(key)


def owned_document(
    *,
    session: Session,
    document_id: str,
    owner: Owner,
    purpose: DocumentPurpose | str | None = None,
) -> Document:
    """The document ``document_id`` of this owner (and of this purpose, when given); the same
    NotFound for another owner's document as for a missing one."""
    document = session.get(Document, document_id)
    if (
        document is None
        or not owner.has(document)
        or (purpose is not None and document.purpose != DocumentPurpose(purpose))
    ):
        raise NotFound(messages.NOT_FOUND, detail="No such document for this customer.")
    return document


def _pending(owner: Owner, purpose: DocumentPurpose, now: datetime) -> ColumnElement[bool]:
    return (
        owner.owns()
        & (Document.purpose == purpose)
        & Document.attached_to.is_(None)
        & (Document.uploaded_at > now - PENDING_TTL)
    )


def gathered(
    session: Session,
    *,
    owner: Owner,
    purpose: DocumentPurpose,
    attached_to: str | None,
    now: datetime,
) -> int:
    """Bytes counting against the group limit: the owner's recent unattached documents of the
    purpose, and those attached to ``attached_to`` (when given)."""
    where = _pending(owner, purpose, now)
    if attached_to is not None:
        where = or_(
            where,
            owner.owns() & (Document.purpose == purpose) & (Document.attached_to == attached_to),
        )
    total = session.scalar(select(func.coalesce(func.sum(Document.size_bytes), 0)).where(where))
    return int(total or 0)


def attach(
    session: Session,
    *,
    owner: Owner,
    purpose: DocumentPurpose,
    document_ids: Sequence[str],
    to: str,
    now: datetime,
) -> list[Document]:
    """Mark the owner's unattached, recent documents ``document_ids`` as part of ``to``, in
    one conditional UPDATE (two submissions racing for a document cannot both take it). A
    missing, foreign, expired or already attached one: 422 naming its position."""
    ids = list(dict.fromkeys(document_ids))
    # The ids this UPDATE took (not "attached to ``to``": one attached there before, sent
    # again with an answer, is refused and named too).
    taken = set(
        session.scalars(
            update(Document)
            .where(Document.id.in_(ids), _pending(owner, purpose, now))
            .values(attached_to=to)
            .returning(Document.id)
            .execution_options(synchronize_session=False)
        )
    )
    if len(taken) != len(ids):
        errors = [
            {"field": f"documents[{i}].document_id", "message": messages.NOT_ATTACHABLE}
            for i, document_id in enumerate(document_ids)
            if document_id not in taken
        ]
        raise RuleViolation(
            messages.NOT_ATTACHABLE, detail="A document cannot be attached.", errors=errors
        )
    documents = list(session.scalars(select(Document).where(Document.id.in_(ids))))
    for document in documents:
        session.refresh(document, ["attached_to"])
    return documents


def discard(session: Session, *, owner: Owner, document_id: str) -> None:
    """Delete the owner's unattached document (its file after commit)."""
    document = owned_document(session=session, document_id=document_id, owner=owner)
    if document.attached_to is not None:
        raise Conflict(messages.ATTACHED, detail="The document is attached to a submission.")
    key = document.storage_key
    session.delete(document)
    session.flush()
    session.info.setdefault(_DISCARDED, []).append(key)


_DISCARDED = "documents_discarded_files"


@event.listens_for(Session, "after_commit")
def _gone(session: Session) -> None:
    for key in session.info.pop(_DISCARDED, []):
        storage().delete(key)


@event.listens_for(Session, "after_rollback")
def _kept_after_all(session: Session) -> None:
    session.info.pop(_DISCARDED, None)


def read_document(document: Document) -> bytes:
    return storage().read(document.storage_key)
