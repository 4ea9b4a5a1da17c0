"""A short database outage is waited out (server.db_outage): an operation whose database
cannot be reached runs again, for at most DATABASE_WAIT_SECONDS of the outage, when it is a
read, or a write whose guard could not reach the database; a write that lost it in its handler
fails at once (500); a query's own error is never run again. The real outage (PostgreSQL
restarted under load behind PgBouncer) is proved in server/tests/topology/test_cluster.py."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterator
from typing import Any

import psycopg
import psycopg.errors
import pytest
from prometheus_client import REGISTRY
from sqlalchemy import create_engine
from sqlalchemy.exc import DBAPIError, IntegrityError, OperationalError

from server import db_outage
from server import settings as settings_module
from server.access import session_row
from server.access.operation import Phases, phased_operation
from server.auth import signin as signin_service
from server.config import service as config_service
from server.settings import Settings
from server.tests.conftest import Account, Api, SignIn
from server.tests.support import problem

NOWHERE = "postgresql+psycopg://postgres@127.0.0.1:1/portal"  # nothing listens on port 1


def _connect_failure() -> OperationalError:
    """The error a real connection attempt to a database that is down raises."""
    try:
        with create_engine(NOWHERE).connect():
            pass
    except OperationalError as exc:
        return exc
    raise AssertionError("port 1 answered")


def _wrapped(orig: Exception, **kwargs: Any) -> DBAPIError:
    error: DBAPIError = DBAPIError.instance("SELECT 1", {}, orig, psycopg.Error, **kwargs)
    return error


def test_what_counts_as_the_database_out_of_reach() -> None:
    assert db_outage.unreachable(_connect_failure())
    # PostgreSQL shutting down, crashed, still starting; PgBouncer's connection errors (08).
    assert db_outage.unreachable(_wrapped(psycopg.errors.AdminShutdown("terminating")))
    assert db_outage.unreachable(_wrapped(psycopg.errors.CrashShutdown("crashed")))
    assert db_outage.unreachable(_wrapped(psycopg.errors.CannotConnectNow("starting up")))
    assert db_outage.unreachable(_wrapped(psycopg.errors.ProtocolViolation("server conn crashed?")))
    # The driver's own error, unwrapped (the guard's statement runs on its cursor).
    assert db_outage.unreachable(psycopg.errors.AdminShutdown("terminating"))
    assert db_outage.unreachable(psycopg.OperationalError("connection is lost"))
    # A connection SQLAlchemy found broken, whatever the driver said.
    broken = _wrapped(psycopg.DatabaseError("gone"), connection_invalidated=True)
    assert db_outage.unreachable(broken)
    # A query's own error, SQLite's busy or missing file, anything else: not an outage.
    assert not db_outage.unreachable(_wrapped(psycopg.errors.UniqueViolation("duplicate")))
    assert not db_outage.unreachable(_wrapped(psycopg.errors.QueryCanceled("timeout")))
    busy = sqlite3.OperationalError("database is locked")
    assert not db_outage.unreachable(DBAPIError.instance("BEGIN", {}, busy, sqlite3.Error))
    assert not db_outage.unreachable(busy)
    assert not db_outage.unreachable(psycopg.errors.UniqueViolation("duplicate"))
    assert not db_outage.unreachable(ValueError("not a database error"))


class _Time:
    """A clock that only the waits move."""

    def __init__(self) -> None:
        self.now = 100.0
        self.waits: list[float] = []

    def clock(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.waits.append(seconds)
        self.now += seconds


def _failing(times: int, error: DBAPIError) -> Callable[[], str]:
    calls = {"n": 0}

    def run() -> str:
        calls["n"] += 1
        if calls["n"] <= times:
            raise error
        return f"after {calls['n']} tries"

    return run


def _waits(outcome: str) -> float:
    value = REGISTRY.get_sample_value("portal_database_waits_total", {"outcome": outcome})
    return value or 0.0


@pytest.fixture
def wait_seconds(settings: Settings) -> Iterator[Callable[[int], None]]:
    def use(seconds: int) -> None:
        settings_module.install(settings.but(database_wait_seconds=seconds))

    yield use
    settings_module.install(settings)


def test_a_read_waits_for_the_database_and_goes_through(
    wait_seconds: Callable[[int], None],
) -> None:
    wait_seconds(8)
    time = _Time()
    outage = db_outage.Outage(time.clock)
    recovered = _waits("recovered")
    result = db_outage.ride_out(_failing(4, _connect_failure()), outage=outage, sleep=time.sleep)
    assert result == "after 5 tries"
    assert time.waits == [0.05, 0.1, 0.2, 0.4]  # doubling from 50 ms
    assert not outage.ongoing
    assert _waits("recovered") == recovered + 1


def test_a_read_stops_waiting_once_the_outage_is_older_than_the_limit(
    wait_seconds: Callable[[int], None],
) -> None:
    wait_seconds(3)
    time = _Time()
    outage = db_outage.Outage(time.clock)
    gave_up = _waits("gave_up")
    down = _connect_failure()
    with pytest.raises(OperationalError):
        db_outage.ride_out(_failing(100, down), outage=outage, sleep=time.sleep)
    assert sum(time.waits) == pytest.approx(3.0)  # never past the limit
    assert max(time.waits) == db_outage.LONGEST_WAIT
    assert _waits("gave_up") == gave_up + 1
    # The outage goes on: the next read tries once and fails at once, holding no thread.
    time.waits.clear()
    time.now += 0.5
    with pytest.raises(OperationalError):
        db_outage.ride_out(_failing(100, down), outage=outage, sleep=time.sleep)
    assert time.waits == []
    # Back: the first read that goes through ends the outage; the next one may wait again.
    assert db_outage.ride_out(_failing(0, down), outage=outage, sleep=time.sleep) == "after 1 tries"
    assert not outage.ongoing
    assert db_outage.ride_out(_failing(1, down), outage=outage, sleep=time.sleep) == "after 2 tries"
    assert time.waits == [0.05]


def test_failures_seconds_apart_are_separate_outages() -> None:
    time = _Time()
    outage = db_outage.Outage(time.clock)
    assert outage.failed() == 0
    time.now += 2
    assert outage.failed() == 2  # the same outage
    time.now += db_outage.OUTAGE_GAP + 1
    assert outage.failed() == 0  # nothing failed for a while: a new one


def test_a_query_error_and_a_zero_limit_are_not_waited_for(
    wait_seconds: Callable[[int], None],
) -> None:
    time = _Time()
    outage = db_outage.Outage(time.clock)
    duplicate = IntegrityError("INSERT", {}, psycopg.errors.UniqueViolation("duplicate"))
    with pytest.raises(IntegrityError):
        db_outage.ride_out(_failing(1, duplicate), outage=outage, sleep=time.sleep)
    wait_seconds(0)
    with pytest.raises(OperationalError):
        db_outage.ride_out(_failing(1, _connect_failure()), outage=outage, sleep=time.sleep)
    assert time.waits == []


def _down_for(times: int, real: Callable[..., Any], error: Exception) -> Callable[..., Any]:
    """``real``, failing as a database that is down fails its first ``times`` calls."""
    calls: list[int] = []

    def failing(*args: Any, **kwargs: Any) -> Any:
        calls.append(1)
        if len(calls) <= times:
            raise error
        return real(*args, **kwargs)

    failing.calls = calls  # type: ignore[attr-defined]
    return failing


@pytest.fixture
def fresh_outage(monkeypatch: pytest.MonkeyPatch, wait_seconds: Callable[[int], None]) -> None:
    wait_seconds(8)
    monkeypatch.setattr(db_outage, "OUTAGE", db_outage.Outage())


def test_a_read_that_lost_the_database_in_its_handler_runs_again(
    api: Api, monkeypatch: pytest.MonkeyPatch, fresh_outage: None
) -> None:
    handler_reads = _down_for(2, config_service.portal_config, _connect_failure())
    monkeypatch.setattr(config_service, "portal_config", handler_reads)
    response = api.get("/config/all")
    assert response.status_code == 200, response.text
    assert response.json()["otpLength"] == 6
    assert len(handler_reads.calls) == 3  # type: ignore[attr-defined]


def test_a_write_whose_guard_could_not_reach_the_database_runs_again(
    api: Api,
    signin: SignIn,
    make_account: Callable[..., Account],
    monkeypatch: pytest.MonkeyPatch,
    fresh_outage: None,
) -> None:
    token = signin.signed_in(make_account())["token"]
    # The guard's statement on the driver's cursor, the server shutting down under it.
    guard_reads = _down_for(1, session_row.read, psycopg.errors.AdminShutdown("terminating"))
    monkeypatch.setattr(session_row, "read", guard_reads)
    response = api.post("/session/update", token=token)
    assert response.status_code == 200, response.text
    assert len(guard_reads.calls) == 2  # type: ignore[attr-defined]


def test_a_write_that_lost_the_database_in_its_handler_fails_at_once(
    api: Api, monkeypatch: pytest.MonkeyPatch, fresh_outage: None
) -> None:
    handler_writes = _down_for(1, signin_service.check_user, _connect_failure())
    monkeypatch.setattr(signin_service, "check_user", handler_writes)
    body = problem(api.post("/login/checkUser", {"userName": "budi.santoso"}), 500)
    assert body["message"].startswith("Proses tidak dapat dilanjutkan")
    assert len(handler_writes.calls) == 1  # type: ignore[attr-defined]  # never run again


class _Guard:
    """A guard whose statement finds the database down at the calls numbered in ``down``."""

    def __init__(self, *down: int) -> None:
        self.down = set(down)
        self.calls = 0

    def __call__(self, session: Any, token_info: Any, now: Any) -> str:
        self.calls += 1
        if self.calls in self.down:
            raise psycopg.errors.AdminShutdown("terminating connection")
        return "caller"


def test_a_phased_handler_runs_again_only_when_its_first_unit_could_not_begin(
    app: Any, monkeypatch: pytest.MonkeyPatch, fresh_outage: None
) -> None:
    outside: list[str] = []

    def handler(phases: Phases[str]) -> dict[str, str]:
        with phases.unit(read_only=True):
            pass
        outside.append("the gateway called")  # what must never happen twice
        with phases.unit(read_only=True):
            pass
        return {"result": "Success"}

    first_down = _Guard(1)
    endpoint = phased_operation(first_down)(handler)
    assert endpoint(token_info={}) == (
        {"result": "Success"},
        200,
        {"Content-Type": "application/json"},
    )
    assert (first_down.calls, outside) == (3, ["the gateway called"])

    outside.clear()
    second_down = _Guard(2)  # the second unit, after the gateway: not run again
    with pytest.raises(psycopg.errors.AdminShutdown):
        phased_operation(second_down)(handler)(token_info={})
    assert (second_down.calls, outside) == (2, ["the gateway called"])
