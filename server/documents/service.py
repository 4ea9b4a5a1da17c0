"""Receiving and handing out documents.

An upload comes in two steps, so that no unit of work is held while a file is read and
decoded (an upload's handler, :mod:`server.documents.handlers`):

- ``receive(source=, limit=)`` reads the upload in chunks, refusing it as soon as it passes
  its limit (413: :mod:`server.documents.limits`, the file's, its group's and the uploader's
  total) or when its first bytes are not JPEG, PNG or PDF (415: the type comes from the
  content, never the name or the declared type), writes it under a random key and makes it
  safe (:mod:`server.documents.hygiene`: an image encoded afresh without its metadata, a
  PDF refused when encrypted, unreadable or active; 415 with the reason). A block: the file
  is deleted when the block fails;
- ``record(session=, ...)`` adds its row in a unit of work, once the group's and the
  uploader's totals are checked again with the file's stored size (another upload may have
  taken what was left meanwhile). The file is registered with the unit
  (:func:`server.documents.files.written`): deleted if the unit rolls back, so no row points
  at a missing file and no file is left without a row.

``store(...)`` does both in the caller's unit of work (the demo's seed).

A document has one owner (:class:`~server.documents.owner.Owner`): a customer's account or
a SPAJ application (its applicant has no account). Every function takes the owner; another
owner's document is answered like a missing one.

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
import time
import unicodedata
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime
from typing import BinaryIO

from sqlalchemy import select, update
from sqlalchemy.orm import Session

from server import metrics
from server.documents import files, hygiene, messages, pdf
from server.documents.limits import Limit, limit_for, pending
from server.documents.models import Document, DocumentPurpose
from server.documents.owner import Owner
from server.documents.storage import Storage, StorageUnavailable, remove, storage
from server.errors import Conflict, DomainError, NotFound, RuleViolation

CHUNK = 64 * 1024
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
        metrics.UPLOADS_REFUSED.labels(reason="type").inc()
        raise DocumentUnsupported(
            messages.UNSUPPORTED, detail="The content is not JPEG, PNG or PDF."
        )
    digest, size, chunk = hashlib.sha256(), 0, head
    while chunk:
        size += len(chunk)
        if size > limit:
            metrics.UPLOADS_REFUSED.labels(reason="too_large").inc()
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
            remove(store_, [clean_key])
            raise
        remove(store_, [key])  # the original: kept only should the storage not let go of it
        return clean_key, size, digest.hexdigest()
    except hygiene.Refused as refused:
        metrics.UPLOADS_REFUSED.labels(reason="content").inc()
        raise DocumentUnsupported(refused.message, detail=refused.detail) from refused


@dataclass(frozen=True, slots=True)
class Received:
    """An upload kept in storage and made safe, its row not added yet."""

    key: str
    size: int
    sha256: str
    content_type: str
    since: float  # time.monotonic() when its first file was created


@contextmanager
def receive(*, source: BinaryIO, limit: Limit) -> Iterator[Received]:
    """The upload read into storage (at most ``limit``) and made safe; deleted again when
    the block raises. Holds no unit of work. 503 (StorageUnavailable) when the storage does
    not take it: nothing is kept (a bucket stores an object whole or not at all; a file
    half written to a full disk is deleted)."""
    since = time.monotonic()
    store_ = storage()
    try:
        key, target = store_.create()
    except StorageUnavailable:
        metrics.UPLOADS_REFUSED.labels(reason="storage").inc()
        raise
    try:
        with target:
            size, sha256, content_type = _copy(source, target, limit.bytes, limit.message)
        key, clean_size, clean_sha256 = _kept_form(store_, key, content_type)
        if clean_size >= 0:
            size, sha256 = clean_size, clean_sha256
        received = Received(key, size, sha256, content_type, since)
    except BaseException as error:
        remove(store_, [key])
        if isinstance(error, StorageUnavailable):
            metrics.UPLOADS_REFUSED.labels(reason="storage").inc()
        raise
    try:
        yield received
    except BaseException:
        remove(store_, [received.key])
        raise


def record(
    *,
    session: Session,
    owner: Owner,
    purpose: DocumentPurpose,
    file_name: str | None,
    received: Received,
    now: datetime,
    attached_to: str | None = None,
) -> Document:
    """The row of a received upload, added to the unit of work (the file deleted should the
    unit roll back); 413 when the group's or the uploader's total no longer has room for
    it."""
    files.written(session, received.key, since=received.since)
    room = limit_for(
        session, owner=owner, purpose=purpose, attached_to=attached_to, now=now, per_file=False
    )
    if received.size > room.bytes:
        metrics.UPLOADS_REFUSED.labels(reason="no_room").inc()
        raise DocumentTooLarge(room.message, detail=f"Only {room.bytes} bytes are left.")
    extension = next(e for _, t, e in MAGIC if t == received.content_type)
    document = Document(
        id=secrets.token_urlsafe(16)[:22],
        **owner.columns(),
        purpose=purpose,
        file_name=display_name(file_name, extension),
        content_type=received.content_type,
        size_bytes=received.size,
        sha256=received.sha256,
        storage_key=received.key,
        uploaded_at=now,
    )
    session.add(document)
    session.flush()
    return document


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
    """Keep an upload in the caller's unit of work (:func:`receive`, then :func:`record`).
    ``attached_to``: the submission it is for, when it already exists (its documents count
    in the purpose's group limit)."""
    limit = limit_for(session, owner=owner, purpose=purpose, attached_to=attached_to, now=now)
    with receive(source=source, limit=limit) as received:
        return record(
            session=session,
            owner=owner,
            purpose=purpose,
            file_name=file_name,
            received=received,
            now=now,
            attached_to=attached_to,
        )


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
            .where(Document.id.in_(ids), pending(owner, purpose, now))
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
    files.delete_after_commit(session, [key])


def read_document(document: Document) -> bytes:
    """Its bytes; 503 (StorageUnavailable) when the storage cannot hand them out now."""
    return storage().read(document.storage_key)


def desk_headers(document: Document) -> dict[str, str]:
    """The headers of a case's document opened on a staff desk (claims, SPAJ, Pengkinian
    Data): its stored type, inline, under an ASCII form of its name (the customer's name is
    never a path)."""
    safe = re.sub(r"[^A-Za-z0-9._-]", "_", document.file_name)[:100] or "dokumen"
    return {
        "Content-Type": document.content_type,
        "Content-Disposition": f'inline; filename="{safe}"',
        "X-Content-Type-Options": "nosniff",
    }
