"""A unit of work that rides out a short database outage (a PostgreSQL restart, a failover,
PgBouncer losing its server connections): when it fails because the database cannot be
reached, it waits and runs again, for at most DATABASE_WAIT_SECONDS counted from the outage's
first failure in this process, instead of answering 500 at once.

What may run again: a read, whatever point it failed at (a read-only unit writes nothing, its
unit is READ ONLY on PostgreSQL, and it has no effect outside the database: twice is the same
as once); a write only when it failed before its handler began (its guard could not read the
caller's session: nothing of it ran). A write that fails later rolls back and answers 500, as
before, its commit perhaps unknown; the customer sends it again (claims, payments and top-ups
carry an Idempotency-Key).

"Cannot be reached" is a connection that broke (SQLAlchemy marks it invalidated), a
connection that could not be made, and PostgreSQL's and PgBouncer's own words for it
(SQLSTATE class 08, connection exception; 57P01-57P03, the server shutting down, crashed or
still starting), whether SQLAlchemy wrapped the driver's error or the driver's cursor raised
it (the guard's statement, server.access.session_row). Anything else (a query's error,
SQLite's busy database) fails at once.

Once an outage has lasted DATABASE_WAIT_SECONDS, units stop waiting (each still tries once):
a long outage answers at once instead of holding every handler thread. The outage ends with
the first unit that rides it out or goes through, or when no failure has been seen for a
while."""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from typing import TypeVar

from sqlalchemy.exc import DBAPIError

from server import metrics, settings

T = TypeVar("T")
log = logging.getLogger("server.db")

# PostgreSQL (and PgBouncer, which speaks its protocol): the server is shutting down
# (57P01 admin, 57P02 crash) or not yet ready to take connections (57P03).
_SHUTDOWN_STATES = frozenset(("57P01", "57P02", "57P03"))
FIRST_WAIT = 0.05
LONGEST_WAIT = 1.0
# Failures further apart than this belong to different outages.
OUTAGE_GAP = 3 * LONGEST_WAIT


def unreachable(exc: BaseException) -> bool:
    """Whether ``exc`` says the database could not be reached (not that a query failed)."""
    if isinstance(exc, DBAPIError):
        if exc.connection_invalidated:
            return True
        driver: BaseException | None = exc.orig
    else:
        driver = exc
    if not type(driver).__module__.startswith("psycopg"):
        return False
    state = getattr(driver, "sqlstate", None)
    if isinstance(state, str):
        return state.startswith("08") or state in _SHUTDOWN_STATES
    # psycopg's own failure to connect (refused, reset, timed out) carries no SQLSTATE.
    return type(driver).__name__ in ("OperationalError", "InterfaceError")


class Outage:
    """This process's view of the database's reachability: when the current outage began."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self._lock = threading.Lock()
        self._began: float | None = None
        self._last: float | None = None

    def failed(self) -> float:
        """A failure now; returns the outage's age in seconds."""
        now = self._clock()
        with self._lock:
            if self._last is None or now - self._last > OUTAGE_GAP:
                self._began = now
            self._last = now
            assert self._began is not None
            return now - self._began

    def recovered(self) -> None:
        with self._lock:
            self._began = self._last = None

    @property
    def ongoing(self) -> bool:
        return self._last is not None  # read without the lock: a stale answer costs one lock


OUTAGE = Outage()


def ride_out(
    run: Callable[[], T],
    *,
    again: Callable[[], bool] | None = None,
    outage: Outage | None = None,
    sleep: Callable[[float], None] | None = None,
) -> T:
    """``run()`` (a unit of work), run again while the database cannot be reached, for at
    most DATABASE_WAIT_SECONDS of the outage; ``again()``: whether the unit that just failed
    may run again (None: always, a read)."""
    budget = settings.current().database_wait_seconds
    outage = outage or OUTAGE
    wait = FIRST_WAIT
    attempts = 0
    while True:
        try:
            result = run()
        except Exception as exc:
            if not unreachable(exc) or (again is not None and not again()):
                raise
            age = outage.failed()
            left = budget - age
            if left <= 0:
                if attempts:
                    metrics.DATABASE_WAITS.labels(outcome="gave_up").inc()
                    log.warning("database still unreachable after %.1f s: the unit fails", age)
                raise
            if not attempts:
                log.warning("database unreachable (%s): the unit waits", _name(exc))
            attempts += 1
            (sleep or time.sleep)(min(wait, left))
            wait = min(wait * 2, LONGEST_WAIT)
            continue
        if attempts:
            metrics.DATABASE_WAITS.labels(outcome="recovered").inc()
            log.info("database reachable again: the unit went through after %d tries", attempts)
        if outage.ongoing:
            outage.recovered()
        return result


def _name(exc: BaseException) -> str:
    return type(exc.orig if isinstance(exc, DBAPIError) else exc).__name__
