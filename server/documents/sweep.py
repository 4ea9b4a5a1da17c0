"""What uploads leave behind, removed: :func:`sweep` (run by the schedule of
:mod:`server.documents.sweep_schedule`, once per period whatever the number of processes).

- Documents no submission took: a document not attached within ``PENDING_TTL`` (a day)
  can no longer be (:func:`server.documents.service.attach` refuses it), so its row goes,
  and its file once that unit has committed. Batches of ``BATCH``; the DELETE repeats the
  condition, so a document a submission takes meanwhile stays.
- Files no row names: a process killed between writing a file and committing its row (or a
  delete that failed) leaves a file nothing names. Only files last written more than
  :data:`server.documents.files.ORPHAN_AGE` ago are judged, which no row on its way can
  name (:mod:`server.documents.files`: a row naming a file commits within COMMIT_WITHIN of
  its creation or not at all). The rows are read after the listing, so a file whose row
  committed before is seen as named. Every column marked NAMES_A_FILE counts (a document's
  file, a banner's pictures); in a process that has not loaded every table's model no file
  is judged at all (:class:`server.documents.files.ModelsMissing`). Only the files of this
  database are judged (their keys end with its scope, :mod:`server.documents.storage`): a
  storage folder shared with other databases (a developer's, the test servers') keeps
  theirs.
- Upload attempts older than ``ATTEMPTS_KEPT``: the hourly count reads the last hour only.

Each part works in units of its own and bounds what one run does (``MAX_BATCHES``); the next
run goes on from there.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import datetime, timedelta
from itertools import islice

from sqlalchemy import delete, select

from server.clock import as_utc
from server.db import transaction
from server.documents import files
from server.documents.limits import PENDING_TTL
from server.documents.models import Document, UploadAttempt
from server.documents.storage import Storage, StoredFile, scoped, storage

log = logging.getLogger("server.documents.sweep")
BATCH = 500
MAX_BATCHES = 40  # per part and run: 20,000 documents, files or attempts
ATTEMPTS_KEPT = timedelta(days=1)


@dataclass(frozen=True, slots=True)
class Swept:
    documents: int  # unattached documents removed (rows and files)
    orphans: int  # files no row named, removed
    attempts: int  # upload attempts forgotten


def sweep(*, now: datetime, store: Storage | None = None) -> Swept:
    """One run at ``now`` (the storage: the configured one unless given)."""
    swept = Swept(
        documents=_unattached(now),
        orphans=_orphans(store or storage(), now),
        attempts=_attempts(now),
    )
    if swept.documents or swept.orphans or swept.attempts:
        # A file no row names was left by a failure (a process killed mid-upload): worth a look.
        log.log(
            logging.WARNING if swept.orphans else logging.INFO,
            "document sweep: %d unattached documents, %d files no row named, %d upload"
            " attempts removed",
            swept.documents,
            swept.orphans,
            swept.attempts,
        )
    return swept


def _unattached(now: datetime) -> int:
    expired = Document.attached_to.is_(None) & (Document.uploaded_at <= now - PENDING_TTL)
    removed = 0
    for _ in range(MAX_BATCHES):
        with transaction() as session:
            batch = (
                select(Document.id)
                .where(expired)
                .order_by(Document.uploaded_at)
                .limit(BATCH)
                .scalar_subquery()
            )
            keys = list(
                session.scalars(
                    delete(Document)
                    .where(Document.id.in_(batch), expired)
                    .returning(Document.storage_key)
                    .execution_options(synchronize_session=False)
                )
            )
            files.delete_after_commit(session, keys)
        removed += len(keys)
        if len(keys) < BATCH:
            break
    return removed


def _old_files(store: Storage, now: datetime) -> Iterator[StoredFile]:
    """This database's files (their keys end with its scope) older than ORPHAN_AGE."""
    cutoff = now - files.ORPHAN_AGE
    return (
        found
        for found in store.files()
        if scoped(found.key, store.scope) and as_utc(found.modified) < cutoff
    )


def _orphans(store: Storage, now: datetime) -> int:
    with transaction(read_only=True) as session:
        try:
            columns = files.naming_columns(session)
        except files.ModelsMissing as missing:
            log.warning(
                "document sweep: no file judged unnamed, the models of %s are not loaded",
                missing,
            )
            return 0
    old = _old_files(store, now)
    removed = 0
    for _ in range(MAX_BATCHES):
        keys = [found.key for found in islice(old, BATCH)]
        if not keys:
            break
        with transaction(read_only=True) as session:
            named = files.named(session, keys, columns)
        for key in keys:
            if key not in named:
                store.delete(key)
                removed += 1
    return removed


def _attempts(now: datetime) -> int:
    removed = 0
    for _ in range(MAX_BATCHES):
        with transaction() as session:
            batch = (
                select(UploadAttempt.id)
                .where(UploadAttempt.started_at < now - ATTEMPTS_KEPT)
                .limit(BATCH)
                .scalar_subquery()
            )
            gone = session.execute(
                delete(UploadAttempt)
                .where(UploadAttempt.id.in_(batch))
                .execution_options(synchronize_session=False)
            )
            count = int(gone.rowcount)  # type: ignore[attr-defined]
        removed += count
        if count < BATCH:
            break
    return removed
