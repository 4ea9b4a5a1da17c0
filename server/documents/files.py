"""Files written for the rows of a unit of work, and the rule that lets the sweep tell a file
left behind from one whose row is on its way.

A file is written first and its row added after, in the request's unit of work (an upload's
file, a banner's picture): until that unit commits, no other transaction sees a row naming
the file. :func:`written` registers such a file with the unit:

- the unit rolls back: the file is deleted (no file without a row);
- the unit commits: the file is its row's;
- the unit tries to commit more than :data:`COMMIT_WITHIN` after the file was created: it
  refuses (:class:`TooLate`, the unit rolls back and the file goes), so no row ever names
  a file older than that when it becomes visible.

Hence the sweep's rule (:mod:`server.documents.sweep`): a file no committed row names and
last written more than :data:`ORPHAN_AGE` ago (well past COMMIT_WITHIN, whatever the clocks
of the processes or the object store disagree by within the difference) can have no row on
its way: it was left behind (a process killed during an upload, a delete that failed) and
may go. A file younger than that is never touched, named or not.

Columns that name a stored file say so (``info=NAMES_A_FILE``): the sweep keeps every file
one of them names, in whichever area's table. It judges no file in a process that has not
loaded the model of every table of the database (:class:`ModelsMissing`): a banner picture's
files would look unnamed where the banner models are not loaded. The app loads them all at
start (``server.app``).
"""

from __future__ import annotations

import time
from collections.abc import Iterable
from datetime import timedelta
from typing import Any

from sqlalchemy import Column, event, inspect, select
from sqlalchemy.orm import Session

from server import db
from server.db import Base
from server.documents.storage import remove, storage

COMMIT_WITHIN = 600.0  # seconds from a file's creation to its row's commit, at most
ORPHAN_AGE = timedelta(hours=1)  # a file no row names is left behind after this long
NAMES_A_FILE = {"names_a_stored_file": True}  # Column info of a storage key column
# Tables of the database no model declares: Alembic's, and the job queue's (procrastinate's,
# server/migrations/procrastinate/: jobs, ticks and workers, never a file's name).
UNMODELLED = {
    "alembic_version",
    "procrastinate_events",
    "procrastinate_jobs",
    "procrastinate_periodic_defers",
    "procrastinate_workers",
}
_WRITTEN = "documents_written_files"


class TooLate(RuntimeError):
    """A unit of work would commit a row naming a file created too long ago (500)."""


def written(session: Session, key: str, *, since: float) -> None:
    """``key`` was written for a row of this unit (``since``: ``time.monotonic()`` when its
    first byte was, or any earlier moment)."""
    files: dict[str, float] = session.info.setdefault(_WRITTEN, {})
    files[key] = since


def delete_after_commit(session: Session, keys: Iterable[str]) -> None:
    """Delete these files once the unit commits (their rows went with it); never when it
    rolls back."""
    doomed = list(keys)
    if doomed:
        db.after_commit(session, lambda: _delete(doomed))


class ModelsMissing(RuntimeError):
    """Tables of the database whose models this process has not loaded: their rows might
    name files, so no file may be judged unnamed."""

    def __init__(self, tables: Iterable[str]) -> None:
        self.tables = sorted(tables)
        super().__init__(", ".join(self.tables))


def naming_columns(session: Session) -> list[Column[Any]]:
    """The columns that name stored files (``info=NAMES_A_FILE``), of every table of the
    database; ModelsMissing when a table's model is not loaded in this process (the app
    loads them all at start)."""
    tables = set(inspect(session.connection()).get_table_names())
    missing = tables - set(Base.metadata.tables) - UNMODELLED
    if missing:
        raise ModelsMissing(missing)
    return [
        column
        for table in Base.metadata.sorted_tables
        for column in table.columns
        if column.info.get("names_a_stored_file")
    ]


def named(session: Session, keys: Iterable[str], columns: Iterable[Column[Any]]) -> set[str]:
    """Those of ``keys`` that a row names in one of ``columns`` (:func:`naming_columns`)."""
    wanted = list(keys)
    found: set[str] = set()
    for column in columns if wanted else ():
        found.update(session.scalars(select(column).where(column.in_(wanted))))
    return found


def _delete(keys: Iterable[str]) -> None:
    # After a commit or a rollback nothing may fail any more: a storage out of reach leaves
    # the files to the sweep (no row names them).
    remove(storage(), keys)


@event.listens_for(Session, "before_commit")
def _in_time(session: Session) -> None:
    files: dict[str, float] = session.info.get(_WRITTEN, {})
    if files:
        age = time.monotonic() - min(files.values())
        if age > COMMIT_WITHIN:
            raise TooLate(f"a file was written {age:.0f} s before its row's commit")


@event.listens_for(Session, "after_commit")
def _kept(session: Session) -> None:
    session.info.pop(_WRITTEN, None)


@event.listens_for(Session, "after_rollback")
def _undone(session: Session) -> None:
    # The unit that wrote them rolled back: no row names these files.
    _delete(session.info.pop(_WRITTEN, {}))
