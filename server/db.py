"""Database: one engine per process, one unit of work (transaction) per request, and the
column helpers every area's models share.

SQLite file by default (``var/portal.sqlite3``), PostgreSQL through ``DATABASE_URL``.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from sqlalchemy import Engine, Enum, MetaData, create_engine, event
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.orm import DeclarativeBase, Session, sessionmaker

from server.errors import DomainError

NAMING = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING)


def checked_enum(cls: type[enum.StrEnum], name: str) -> Enum:
    """Stored as text with a named CHECK constraint (portable between SQLite and PostgreSQL)."""
    return Enum(
        cls,
        name=name,
        native_enum=False,
        create_constraint=True,
        length=max(len(m.value) for m in cls),
        values_callable=lambda members: [m.value for m in members],
    )


def text_enum(cls: type[enum.StrEnum], length: int) -> Enum:
    """Stored as text of ``length`` characters, without a CHECK constraint."""
    return Enum(
        cls, native_enum=False, length=length, values_callable=lambda ms: [m.value for m in ms]
    )


def insert_missing(session: Session, model: type[Base], **values: Any) -> None:
    """INSERT the row unless one with the same key exists (ON CONFLICT DO NOTHING on SQLite
    and PostgreSQL): parallel requests that both find a row missing cannot collide."""
    dialect = postgresql if session.get_bind().dialect.name == "postgresql" else sqlite
    session.execute(dialect.insert(model).values(**values).on_conflict_do_nothing())


def upsert(
    session: Session, model: type[Base], rows: list[dict[str, Any]], *, key: tuple[str, ...]
) -> None:
    """INSERT the rows, each one whose ``key`` columns match a row's updating it instead
    (ON CONFLICT DO UPDATE on SQLite and PostgreSQL): parallel requests that both find a row
    missing cannot collide; the later one's values stay."""
    dialect = postgresql if session.get_bind().dialect.name == "postgresql" else sqlite
    insert = dialect.insert(model).values(rows)
    others = {name: insert.excluded[name] for name in rows[0] if name not in key}
    session.execute(insert.on_conflict_do_update(index_elements=list(key), set_=others))


_engine: Engine | None = None
_factory: sessionmaker[Session] | None = None
_read_factory: sessionmaker[Session] | None = None


READ_ONLY = "portal_read_only"


def make_engine(url: str, *, pool_size: int = 10, prepared_statements: bool = True) -> Engine:
    """The engine; ``pool_size`` connections (PostgreSQL: as many again on overflow), one for
    each thread that may run a request at once. ``prepared_statements=False``
    (DATABASE_PREPARED_STATEMENTS): psycopg never prepares a statement, as a connection
    through PgBouncer in transaction mode needs (a statement prepared on one server
    connection is unknown to the next; psycopg prepares a query on its fifth run)."""
    if url.startswith("sqlite"):
        engine = create_engine(
            url,
            connect_args={"check_same_thread": False, "timeout": 30},
            pool_size=pool_size,
            max_overflow=0,
        )

        @event.listens_for(engine, "connect")
        def _sqlite_pragmas(dbapi_conn, _record):  # type: ignore[no-untyped-def]
            # Let SQLAlchemy, not the sqlite3 module, decide when transactions begin.
            dbapi_conn.isolation_level = None
            cur = dbapi_conn.cursor()
            cur.execute("PRAGMA foreign_keys=ON")
            cur.execute("PRAGMA journal_mode=WAL")
            cur.execute("PRAGMA busy_timeout=30000")
            cur.close()

        @event.listens_for(engine, "begin")
        def _sqlite_begin(conn):  # type: ignore[no-untyped-def]
            # A writing transaction takes the write lock when it starts (waiting up to the
            # busy timeout): one writer at a time, so no transaction acts on a stale read (a
            # counter, a one-time code) and none fails on a late upgrade to a write lock.
            # A reading one starts deferred: in WAL mode it reads its snapshot while the
            # writer writes, and `query_only` makes any write in it fail at once.
            read_only = bool(conn.get_execution_options().get(READ_ONLY))
            if conn.info.get(READ_ONLY) != read_only:
                conn.exec_driver_sql(f"PRAGMA query_only={int(read_only)}")
                conn.info[READ_ONLY] = read_only
            conn.exec_driver_sql("BEGIN" if read_only else "BEGIN IMMEDIATE")

        return engine
    connect_args: dict[str, Any] = {} if prepared_statements else {"prepare_threshold": None}
    return create_engine(
        url,
        pool_pre_ping=True,
        pool_size=pool_size,
        max_overflow=pool_size,
        connect_args=connect_args,
    )


def configure(url: str, *, pool_size: int = 10, prepared_statements: bool = True) -> Engine:
    """Create the process-wide engine (called once by the app factory and by tests)."""
    global _engine, _factory, _read_factory
    if _engine is not None:
        _engine.dispose()
    _engine = make_engine(url, pool_size=pool_size, prepared_statements=prepared_statements)
    _factory = sessionmaker(_engine, expire_on_commit=False)
    # Reads: SQLite begins deferred (no write lock), PostgreSQL READ ONLY.
    options: dict[str, Any] = {READ_ONLY: True}
    if _engine.dialect.name == "postgresql":
        options["postgresql_readonly"] = True
    _read_factory = sessionmaker(_engine.execution_options(**options), expire_on_commit=False)
    return _engine


def engine() -> Engine:
    if _engine is None:
        raise RuntimeError("database not configured")
    return _engine


@contextmanager
def transaction(*, refusal_commits: bool = False, read_only: bool = False) -> Iterator[Session]:
    """One unit of work: commit when the block ends normally, roll back on any exception.

    ``refusal_commits``: a refusal (a :class:`~server.errors.DomainError`, which answers 4xx)
    still commits what was written before it, then goes on to the caller. Sign-in steps ask
    for it: a wrong password or code must leave its failure counter, lock and attempt record
    behind, or the limits would never bite. Their services check before they write and
    write on a refusal only what the refusal itself should record. Any other exception rolls
    everything back, always.

    ``read_only``: a unit that only reads. It takes no write lock (SQLite) and is READ ONLY
    (PostgreSQL), so reads never queue behind writes; any write in it fails. What a read
    must still record (a session's activity, its end) is handed to :func:`after_read` and
    written in a short unit of its own when the read is over, also after a refusal.
    """
    if _factory is None or _read_factory is None:
        raise RuntimeError("database not configured")
    session = (_read_factory if read_only else _factory)()
    session.info[READ_ONLY] = read_only
    refusal: DomainError | None = None
    try:
        with session.begin():
            try:
                yield session
            except DomainError as exc:
                if not (refusal_commits or read_only):
                    raise
                refusal = exc
    finally:
        later: list[Callable[[Session], None]] = session.info.pop(_LATER, [])
        committed: list[Callable[[], None]] = session.info.pop(_COMMITTED, [])
        session.close()
    for tell in committed:  # reached only when the unit committed
        tell()
    if later:
        with transaction() as writer:
            for write in later:
                write(writer)
    if refusal is not None:
        raise refusal


_LATER = "portal_after_read"
_COMMITTED = "portal_after_commit"


def after_commit(session: Session, tell: Callable[[], None]) -> None:
    """Run ``tell`` once the unit of work of ``session`` has committed, never when it rolls
    back: what tells the outside world about a write (an e-mail) must not report a write
    that a later failure undid."""
    session.info.setdefault(_COMMITTED, []).append(tell)


def is_read_only(session: Session) -> bool:
    return bool(session.info.get(READ_ONLY))


def after_read(session: Session, write: Callable[[Session], None]) -> None:
    """Run ``write`` now when ``session`` may write; else in a unit of its own right after
    the read-only unit ``session`` ends (only when it ends normally or with a refusal)."""
    if is_read_only(session):
        session.info.setdefault(_LATER, []).append(write)
    else:
        write(session)
