"""The Idempotency-Key of a customer's submission that opens a case (a claim, a complaint, a
personal-data request): a repeat of the same submission (a double click, a second tab, a
retry after a timeout) answers the first case; the key with another body is 422; a duplicate
still being written is 409.

Each area keeps its own key table (``user_id``, ``key``, ``request_hash``, the case's id,
``created_at``; unique per user and key) and its sentences; :class:`Keys` holds them and does
the steps:

1. :meth:`Keys.earlier` before anything is checked: the id of the case the key already made
   (None when the key is new, or older than :data:`KEY_TTL`: then it is forgotten), or the
   area's 422 when the key came with another body (:func:`digest`);
2. :meth:`Keys.record` after the case is written and flushed, in the same unit of work: the
   key row in a savepoint; another request that wrote the same key first makes it the area's
   409.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any, Generic, TypeVar

from sqlalchemy import select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from server.clock import as_utc
from server.db import Base
from server.errors import Conflict, RuleViolation

KEY_TTL = timedelta(hours=24)
K = TypeVar("K", bound=Base)  # an area's key rows


def digest(body: Mapping[str, Any]) -> str:
    """The request body's SHA-256 (its JSON with sorted keys, without spaces)."""
    text = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode()).hexdigest()


@dataclass(frozen=True, slots=True)
class Keys(Generic[K]):
    """One area's key table and words (see the module)."""

    model: type[K]
    case_id: str  # the key row's column of the case's id: "claim_id"
    reused: str  # the 422's Indonesian sentence: the key came with another body
    in_progress: str  # the 409's: a duplicate is being written

    def earlier(
        self, session: Session, *, user_id: int, key: str, digest: str, now: datetime
    ) -> int | None:
        """The id of the case this key already made (None when the key is new or expired)."""
        table = self.model.__table__
        used: Any = session.scalar(  # a row of the area's table: the columns of the module
            select(self.model).where(table.c.user_id == user_id, table.c.key == key)
        )
        if used is None:
            return None
        if as_utc(used.created_at) <= now - KEY_TTL:
            session.delete(used)
            session.flush()
            return None
        if used.request_hash != digest:
            raise RuleViolation(self.reused, detail="The key was used for another request.")
        return int(getattr(used, self.case_id))

    def record(
        self,
        session: Session,
        *,
        user_id: int,
        key: str,
        digest: str,
        case_id: int,
        now: datetime,
    ) -> None:
        """The key of the case ``case_id`` (written and flushed), or the 409."""
        try:
            with session.begin_nested():
                session.add(
                    self.model(
                        user_id=user_id, key=key, request_hash=digest, created_at=now,
                        **{self.case_id: case_id},
                    )
                )  # fmt: skip
                session.flush()
        except IntegrityError:
            raise Conflict(
                self.in_progress, detail="A request with this key is in progress."
            ) from None
