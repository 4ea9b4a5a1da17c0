"""Unit of work for sign-in requests.

A refused attempt must still leave its trace: a failure counter, a lock, a revoked session,
an attempt record. So a :class:`~server.errors.DomainError` raised inside the block commits
what was written before it and is then re-raised; any other exception rolls everything back.
Services therefore check before they write, and write on a refusal only what the refusal
itself should record.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from sqlalchemy.orm import Session

from server.db import transaction
from server.errors import DomainError


@contextmanager
def unit() -> Iterator[Session]:
    refusal: DomainError | None = None
    with transaction() as session:
        try:
            yield session
        except DomainError as exc:
            refusal = exc
    if refusal is not None:
        raise refusal
