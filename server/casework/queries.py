"""Reading cases: one by its number, and the desk's queue."""

from __future__ import annotations

import enum
from collections.abc import Iterable, Sequence
from typing import Any, TypeVar

from sqlalchemy import ColumnElement, Select, func, select
from sqlalchemy.orm import QueryableAttribute, Session
from sqlalchemy.sql.base import ExecutableOption

from server.errors import NotFound

T = TypeVar("T")
S = TypeVar("S", bound=enum.Enum)
Q = TypeVar("Q", bound=Select[*tuple[Any, ...]])


def find(
    session: Session,
    model: type[T],
    where: ColumnElement[bool],
    *,
    missing: NotFound,
    load: Sequence[ExecutableOption] = (),
    for_update: bool = False,
) -> T:
    """The one case ``where`` selects, with what ``load`` loads; ``missing`` when there is
    none. ``for_update``: its row locked until the unit of work ends (a decision), read
    afresh even when the session holds it already."""
    query = select(model).where(where).options(*load)
    if for_update:
        query = query.with_for_update(of=model).execution_options(populate_existing=True)
    case = session.scalar(query)
    if case is None:
        raise missing
    return case


def status_counts(
    session: Session, status: QueryableAttribute[S], every: Iterable[S]
) -> dict[S, int]:
    """How many cases are in each status (every one of ``every``, 0 included)."""
    found = dict(session.execute(select(status, func.count()).group_by(status)).all())
    return {s: int(found.get(s, 0)) for s in every}


def page_of(
    query: Q,
    *,
    since: QueryableAttribute[Any],
    key: QueryableAttribute[Any],
    newest_first: bool,
    page: int,
    size: int,
) -> Q:
    """``query``'s ``page`` of ``size`` rows: the longest waiting (the oldest ``since``) first,
    or the newest first (decided cases); ``key`` orders cases of the same moment."""
    order = (since.desc(), key.desc()) if newest_first else (since.asc(), key.asc())
    return query.order_by(*order).offset((page - 1) * size).limit(size)
