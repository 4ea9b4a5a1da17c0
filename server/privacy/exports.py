"""The customer's copies of their data (UU 27/2022's right of access and portability).

Asking (:func:`request`) makes a PREPARING export, or answers the one already PREPARING
(never two), at most :data:`PER_DAY` in a rolling 24 hours (429 with Retry-After). The
customer's account row is locked for the check, so two requests at once cannot both pass.

Preparing is a job (:func:`prepare_due`, run by :mod:`server.jobs`: woken after the request
commits, and every minute as the safety net): it takes one PREPARING export at a time (held
for :data:`HOLD` against another process), reads the customer's data in a read-only unit
(:mod:`server.privacy.collect`), renders the JSON and the PDF (:mod:`server.privacy.render`)
outside any unit, stores both files (:mod:`server.documents.storage`: a local folder or S3)
and, in one unit, makes the export READY (``expires_at`` :data:`KEEP` after) with the
customer's notice. Any failure makes it FAILED and removes the bytes already stored.

The sweep (:func:`sweep_expired`, the same job) deletes the files of READY exports past
``expires_at`` and makes them EXPIRED; a download of one is 410 even before the sweep came.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy import or_, select, update
from sqlalchemy.orm import Session

from server import clock, db
from server.access.caller import Customer
from server.access.models import User
from server.clock import as_utc
from server.config.service import company_profile
from server.documents import files
from server.documents.storage import Storage, remove, storage
from server.errors import Conflict, Gone, NotFound, locked_until
from server.payment.messages import waktu_wib
from server.privacy import messages, notices, numbers, render
from server.privacy.collect import collect
from server.privacy.models import ExportStatus, PrivacyExport
from server.privacy.serializers import file_name

log = logging.getLogger("server.privacy")
PER_DAY = 3  # exports asked in a rolling 24 hours
WINDOW = timedelta(hours=24)
KEEP = timedelta(days=7)  # a READY export's files, from ready_at
SHOWN = timedelta(days=30)  # the overview lists the exports of the last 30 days
HOLD = timedelta(minutes=10)  # a preparing job holds its export at most this long
MAX_PER_PASS = 20
JSON = "application/json"
PDF = "application/pdf"


# ---------------------------------------------------------------- the fast path
_waker: Callable[[], None] | None = None


def on_export_requested(wake: Callable[[], None] | None) -> None:
    """What to call once a unit that asked for an export committed (:mod:`server.jobs`
    installs it: a thread of this process, or the queue's job). None: the periodic pass
    prepares it."""
    global _waker
    _waker = wake


def _wake() -> None:
    if _waker is None:
        return
    try:
        _waker()
    except Exception:  # committed; the periodic pass prepares it
        log.exception("waking the export preparer failed")


# ---------------------------------------------------------------- the customer's calls
def recent(session: Session, user_id: int, now: datetime) -> list[PrivacyExport]:
    """The exports asked in the last 30 days, the newest first."""
    return list(
        session.scalars(
            select(PrivacyExport)
            .where(PrivacyExport.user_id == user_id, PrivacyExport.requested_at > now - SHOWN)
            .order_by(PrivacyExport.requested_at.desc(), PrivacyExport.id.desc())
            .limit(100)
        )
    )


def request(*, session: Session, customer: Customer, now: datetime) -> PrivacyExport:
    session.scalar(select(User.id).where(User.id == customer.user_id).with_for_update())
    preparing = session.scalar(
        select(PrivacyExport).where(
            PrivacyExport.user_id == customer.user_id,
            PrivacyExport.status == ExportStatus.PREPARING,
        )
    )
    if preparing is not None:
        return preparing
    asked = list(
        session.scalars(
            select(PrivacyExport.requested_at)
            .where(
                PrivacyExport.user_id == customer.user_id,
                PrivacyExport.requested_at > now - WINDOW,
            )
            .order_by(PrivacyExport.requested_at.desc())
        )
    )
    if len(asked) >= PER_DAY:
        until = as_utc(asked[PER_DAY - 1]) + WINDOW
        raise locked_until(
            messages.too_many_exports(waktu_wib(until)),
            until,
            detail="At most 3 data exports in 24 hours.",
        )
    export = PrivacyExport(
        export_id=numbers.export_id(),
        user_id=customer.user_id,
        status=ExportStatus.PREPARING,
        requested_at=now,
    )
    session.add(export)
    session.flush()
    db.after_commit(session, _wake)
    log.info("data export %s asked by user_id=%s", export.export_id, customer.user_id)
    return export


@dataclass(frozen=True, slots=True)
class Download:
    body: bytes
    file_name: str
    media_type: str


def download(
    *, session: Session, customer: Customer, export_id: str, format: str, now: datetime
) -> Download:
    export = session.scalar(
        select(PrivacyExport).where(
            PrivacyExport.export_id == export_id, PrivacyExport.user_id == customer.user_id
        )
    )
    if export is None:
        raise NotFound(messages.EXPORT_NOT_FOUND, detail="No such data export.")
    if export.status == ExportStatus.PREPARING:
        raise Conflict(messages.EXPORT_PREPARING, detail="The export is not ready.")
    if export.status == ExportStatus.FAILED:
        raise Conflict(messages.EXPORT_FAILED, detail="The export failed.")
    expired = export.expires_at is not None and now >= as_utc(export.expires_at)
    key = export.pdf_key if format == "PDF" else export.json_key
    if export.status == ExportStatus.EXPIRED or expired or key is None or export.ready_at is None:
        raise Gone(messages.EXPORT_GONE, detail="The export expired.")
    extension = "pdf" if format == "PDF" else "json"
    return Download(
        storage().read(key),
        file_name(customer.user_name, export.ready_at, extension),
        PDF if format == "PDF" else JSON,
    )


# ---------------------------------------------------------------- the job
def _claim(now: datetime) -> int | None:
    """One PREPARING export nobody holds, now held by this pass (its id)."""
    free = or_(PrivacyExport.claimed_until.is_(None), PrivacyExport.claimed_until < now)
    with db.transaction() as session:
        candidates = session.scalars(
            select(PrivacyExport.id)
            .where(PrivacyExport.status == ExportStatus.PREPARING, free)
            .order_by(PrivacyExport.id)
            .limit(5)
        ).all()
        for export_id in candidates:
            taken = session.execute(
                update(PrivacyExport)
                .where(
                    PrivacyExport.id == export_id,
                    PrivacyExport.status == ExportStatus.PREPARING,
                    free,
                )
                .values(claimed_until=now + HOLD)
            )
            if taken.rowcount == 1:  # type: ignore[attr-defined]
                return export_id
    return None


def prepare_due(*, store: Storage | None = None) -> int:
    """Prepare every PREPARING export nobody holds (at most :data:`MAX_PER_PASS`): how many
    became READY."""
    done = 0
    for _ in range(MAX_PER_PASS):
        export_id = _claim(clock.now())
        if export_id is None:
            break
        done += prepare(export_id, store=store or storage())
    return done


def prepare(export_id: int, *, store: Storage) -> int:
    """One held export made READY (1), or FAILED with its stored bytes removed (0)."""
    written: list[str] = []
    started = time.monotonic()
    try:
        with db.transaction(read_only=True) as session:
            export = session.get_one(PrivacyExport, export_id)
            user_id = export.user_id
            generated_at = clock.now().replace(microsecond=0)
            data = collect(session, user_id=user_id, now=generated_at)
            profile = company_profile(session=session)
        json_body = render.to_json(data)
        pdf_body = render.to_pdf(
            data, company=profile["companyName"], address=profile["address"],
            generated_at=generated_at,
        )  # fmt: skip
        keys = []
        for body in (json_body, pdf_body):
            key, handle = store.create()
            written.append(key)
            with handle:
                handle.write(body)
            keys.append(key)
        with db.transaction() as session:
            export = session.get_one(PrivacyExport, export_id, with_for_update=True)
            for key in keys:
                files.written(session, key, since=started)
            if export.status != ExportStatus.PREPARING:  # failed by another pass meanwhile
                remove(store, written)
                return 0
            ready_at = clock.now()
            export.status = ExportStatus.READY
            export.ready_at = ready_at
            export.expires_at = ready_at + KEEP
            export.claimed_until = None
            export.json_key, export.json_size = keys[0], len(json_body)
            export.pdf_key, export.pdf_size = keys[1], len(pdf_body)
            notices.export_ready(session, export, ready_at)
        log.info("data export %s ready", export_id)
        return 1
    except Exception:
        log.exception("data export %s failed", export_id)
        remove(store, written)
        _fail(export_id)
        return 0


def _remove(store: Storage, keys: list[str]) -> None:
    remove(store, keys)


def _fail(export_id: int) -> None:
    with db.transaction() as session:
        export = session.get(PrivacyExport, export_id, with_for_update=True)
        if export is not None and export.status == ExportStatus.PREPARING:
            export.status = ExportStatus.FAILED
            export.claimed_until = None
            export.json_key = export.pdf_key = None
            export.json_size = export.pdf_size = None


def sweep_expired(*, now: datetime, store: Storage | None = None) -> int:
    """READY exports past ``expires_at``: their files deleted (once the unit commits), the
    exports EXPIRED. How many."""
    with db.transaction() as session:
        due = list(
            session.scalars(
                select(PrivacyExport)
                .where(
                    PrivacyExport.status == ExportStatus.READY,
                    PrivacyExport.expires_at <= now,
                )
                .order_by(PrivacyExport.id)
                .limit(500)
                .with_for_update()
            )
        )
        keys = [k for e in due for k in (e.json_key, e.pdf_key) if k is not None]
        for export in due:
            export.status = ExportStatus.EXPIRED
            export.json_key = export.pdf_key = None
        if keys:
            chosen = store or storage()
            db.after_commit(session, lambda: _remove(chosen, keys))
    if due:
        log.info("data exports expired: %d", len(due))
    return len(due)
