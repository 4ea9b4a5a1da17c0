"""The guard's one statement, run on the unit's own connection without SQLAlchemy's
statement machinery: the session and its user, only the columns the guard needs.

Every signed-in request runs it before anything else. Through ``Session.execute`` it cost
about 26 microseconds of this machine's processor (the statement's cache key, an execution
context, a result object), through the driver's cursor 3, plus the same conversions of the
values SQLAlchemy's types make (a date as SQLite stores it read as a ``datetime``, an
integer as a boolean), taken from the dialect once. It runs inside the unit's transaction,
begun as any other statement of the unit would begin it (``Session.connection``): the same
read-only or writing transaction, the same snapshot. A database of another kind than
SQLite or PostgreSQL runs the same statement through SQLAlchemy.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from datetime import datetime
from typing import Any, NamedTuple

from sqlalchemy import Boolean, DateTime, Integer, String, bindparam, column, text
from sqlalchemy.engine import Dialect
from sqlalchemy.orm import Session
from sqlalchemy.types import TypeEngine

_SQL = (
    "SELECT s.id, s.is_admin, s.revoked_at, s.revoke_reason, s.expires_at, s.last_seen_at,"
    " u.id AS user_id, u.user_name, u.policy_holder_id"
    " FROM user_sessions AS s JOIN users AS u ON u.id = s.user_id WHERE s.id = {sid}"
)


class LiveSession(NamedTuple):
    """A session and its user, as the guard reads them."""

    id: str
    is_admin: bool
    revoked_at: datetime | None
    revoke_reason: str | None
    expires_at: datetime
    last_seen_at: datetime
    user_id: int
    user_name: str
    policy_holder_id: int | None


_TYPES: tuple[TypeEngine[Any], ...] = (
    String(),
    Boolean(),
    DateTime(timezone=True),
    String(),
    DateTime(timezone=True),
    DateTime(timezone=True),
    Integer(),
    String(),
    Integer(),
)
# The same statement through SQLAlchemy, for other databases.
_STATEMENT = (
    text(_SQL.format(sid=":sid"))
    .bindparams(bindparam("sid", type_=String))
    .columns(*(column(name, kind) for name, kind in zip(LiveSession._fields, _TYPES, strict=True)))
)
# The statement in the driver's own placeholder style, by dialect (sqlite3: qmark; psycopg:
# format).
_DRIVER_SQL = {"sqlite": _SQL.format(sid="?"), "postgresql": _SQL.format(sid="%s")}

Converters = tuple[Callable[[Any], Any] | None, ...]


@functools.cache
def _converters(dialect: Dialect) -> Converters:
    return tuple(t.dialect_impl(dialect).result_processor(dialect, None) for t in _TYPES)


def read(session: Session, sid: str) -> LiveSession | None:
    """The session ``sid`` and its user, in ``session``'s unit of work; None when unknown."""
    connection = session.connection()
    dialect = connection.dialect
    sql = _DRIVER_SQL.get(dialect.name)
    if sql is None:
        row = session.execute(_STATEMENT, {"sid": sid}).one_or_none()
        return None if row is None else LiveSession(*row)
    cursor = connection.connection.dbapi_connection.cursor()  # type: ignore[union-attr]
    try:
        cursor.execute(sql, (sid,))
        raw = cursor.fetchone()
    finally:
        cursor.close()
    if raw is None:
        return None
    values = [
        value if convert is None or value is None else convert(value)
        for convert, value in zip(_converters(dialect), raw, strict=True)
    ]
    return LiveSession(*values)
