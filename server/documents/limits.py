"""What one upload and one uploader may weigh and how often an uploader may upload.

An upload's limit is the smallest of (413 with the message of the one that binds):

- its purpose's file limit (``LIMITS``: a KTP 5 MB, a claim's or a SPAJ's document 10 MB);
- its purpose's group limit (``GROUP_LIMITS``: a claim's documents, 50 MB; a SPAJ's, 50 MB):
  what is left of it, counting the owner's unattached documents of the purpose uploaded in
  the last ``PENDING_TTL`` (a draft's) and, with ``attached_to``, those already attached to
  that submission;
- what is left of the uploader's total for unattached documents (UPLOAD_UNATTACHED_MAX_MB,
  50 MB): their documents of every purpose not attached to a submission and uploaded in the
  last ``PENDING_TTL`` (older ones are no longer attachable and the sweep removes them,
  :mod:`server.documents.sweep`). So one uploader cannot fill the storage: at most this much
  a day, removed a day later unless a submission took it.

The limit holds while the file streams in, and again when its row is added (the file's size
as stored, against what the owner's other uploads left meanwhile).

An uploader (an account, or a SPAJ application through its applicant's session) begins at
most UPLOADS_PER_HOUR uploads in any hour: each is a row of ``upload_attempts``, recorded
before the file is read and kept whatever becomes of the upload (a refused file cost the
server its reading too); the next is refused with 429 and ``Retry-After`` until the hour of
the oldest that counts has passed. A refusal of the count itself records nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy import ColumnElement, func, or_, select
from sqlalchemy.orm import Session

from server import metrics, settings
from server.clock import wib_text
from server.documents import messages
from server.documents.models import Document, DocumentPurpose, UploadAttempt
from server.documents.owner import Owner
from server.errors import locked_until

MB = 1024 * 1024
LIMITS = {
    DocumentPurpose.KYC_ID_CARD: 5 * MB,
    DocumentPurpose.CLAIM_DOCUMENT: 10 * MB,
    DocumentPurpose.SPAJ_DOCUMENT: 10 * MB,
    DocumentPurpose.COMPLAINT_DOCUMENT: 10 * MB,  # at most 5 to a complaint (its contract)
}
TOO_LARGE = {
    DocumentPurpose.KYC_ID_CARD: messages.TOO_LARGE_KYC,
    DocumentPurpose.CLAIM_DOCUMENT: messages.TOO_LARGE_CLAIM,
    DocumentPurpose.SPAJ_DOCUMENT: messages.TOO_LARGE_SPAJ,
    DocumentPurpose.COMPLAINT_DOCUMENT: messages.TOO_LARGE_COMPLAINT,
}
GROUP_LIMITS = {DocumentPurpose.CLAIM_DOCUMENT: 50 * MB, DocumentPurpose.SPAJ_DOCUMENT: 50 * MB}
PENDING_TTL = timedelta(hours=24)
RATE_WINDOW = timedelta(hours=1)


@dataclass(frozen=True, slots=True)
class Limit:
    bytes: int  # at most this many (0: none at all)
    message: str  # the refusal's, when passed


def pending(owner: Owner, purpose: DocumentPurpose | None, now: datetime) -> ColumnElement[bool]:
    """The owner's documents (of ``purpose``, or of any) not attached to a submission and
    uploaded in the last PENDING_TTL: those a submission may still take."""
    where = owner.owns() & Document.attached_to.is_(None)
    if purpose is not None:
        where &= Document.purpose == purpose
    return where & (Document.uploaded_at > now - PENDING_TTL)


def _bytes(session: Session, where: ColumnElement[bool]) -> int:
    total = session.scalar(select(func.coalesce(func.sum(Document.size_bytes), 0)).where(where))
    return int(total or 0)


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
    where = pending(owner, purpose, now)
    if attached_to is not None:
        where = or_(
            where,
            owner.owns() & (Document.purpose == purpose) & (Document.attached_to == attached_to),
        )
    return _bytes(session, where)


def limit_for(
    session: Session,
    *,
    owner: Owner,
    purpose: DocumentPurpose,
    attached_to: str | None,
    now: datetime,
    per_file: bool = True,
) -> Limit:
    """The most the owner's next upload of ``purpose`` may weigh now (the smallest limit;
    on a tie the file's, then the group's). ``per_file=False``: the group's and the
    uploader's totals only (a received file's stored size, checked again)."""
    limits = [Limit(LIMITS[purpose], TOO_LARGE[purpose])] if per_file else []
    if purpose in GROUP_LIMITS:
        group = GROUP_LIMITS[purpose]
        left = group - gathered(
            session, owner=owner, purpose=purpose, attached_to=attached_to, now=now
        )
        name = "SPAJ" if purpose == DocumentPurpose.SPAJ_DOCUMENT else "klaim"
        limits.append(Limit(max(left, 0), messages.group_full(group, left, name)))
    total = settings.current().upload_unattached_max_mb * MB
    left = total - _bytes(session, pending(owner, None, now))
    limits.append(Limit(max(left, 0), messages.unattached_full(total, left)))
    return min(limits, key=lambda limit: limit.bytes)


def admit(session: Session, *, owner: Owner, now: datetime) -> None:
    """Record the owner's upload begun at ``now``, or refuse it (429) when the hour's count
    is spent."""
    per_hour = settings.current().uploads_per_hour
    counted = (UploadAttempt.owner_key == owner.key) & (
        UploadAttempt.started_at > now - RATE_WINDOW
    )
    count = session.scalar(select(func.count()).select_from(UploadAttempt).where(counted)) or 0
    if count >= per_hour:
        # Below the limit again once all but per_hour - 1 of the counted ones are past the hour.
        leaves = session.scalar(
            select(UploadAttempt.started_at)
            .where(counted)
            .order_by(UploadAttempt.started_at)
            .offset(count - per_hour)
            .limit(1)
        )
        assert leaves is not None
        until = leaves + RATE_WINDOW
        metrics.UPLOADS_REFUSED.labels(reason="rate").inc()
        raise locked_until(
            messages.too_many_uploads(per_hour, wib_text(until)),
            until,
            detail=f"More than {per_hour} uploads begun in an hour.",
        )
    session.add(UploadAttempt(owner_key=owner.key, started_at=now))
