"""The reconciliation's schedule: two app instances on one database (two worker processes,
two lease holders) run it once per period between them; the job queue's ticks, late or from a
clock ahead, keep to one run per period; its settings."""

from __future__ import annotations

import time
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from sqlalchemy import select
from starlette.testclient import TestClient

from server import leases
from server.app import create_app
from server.clock import as_utc
from server.db import transaction
from server.jobs import work
from server.leases import Lease
from server.reconciliation import schedule
from server.reconciliation.models import ReconciliationRun
from server.reconciliation.schedule import SCHEDULE_LEASE, period_end
from server.settings import Settings, SettingsError, from_env
from server.tests.conftest import Account, Api, Clock, MemorySender, SignIn
from server.tests.reconciliation_support import scheduled_runs

pytestmark = pytest.mark.postgres  # a database test: SQLite and PostgreSQL


def _eventually(check: Callable[[], bool], seconds: float = 10) -> None:
    deadline = time.monotonic() + seconds
    while not check():
        assert time.monotonic() < deadline, "never happened"
        time.sleep(0.02)


def test_periods_are_counted_from_midnight_utc() -> None:
    at = datetime(2026, 11, 22, 3, 7, 30, tzinfo=UTC)
    assert period_end(at, 15) == datetime(2026, 11, 22, 3, 15, tzinfo=UTC)
    assert period_end(at.replace(minute=15, second=0), 15) == datetime(
        2026, 11, 22, 3, 30, tzinfo=UTC
    )
    assert period_end(at, 60 * 24) == datetime(2026, 11, 23, tzinfo=UTC)


def test_the_settings() -> None:
    defaults = from_env({})
    assert (defaults.reconciliation_minutes, defaults.reconciliation_lookback_days) == (15, 7)
    chosen = from_env({"RECONCILIATION_MINUTES": "0", "RECONCILIATION_LOOKBACK_DAYS": "30"})
    assert (chosen.reconciliation_minutes, chosen.reconciliation_lookback_days) == (0, 30)
    for wrong in (
        {"RECONCILIATION_MINUTES": "-1"},
        {"RECONCILIATION_MINUTES": "10081"},
        {"RECONCILIATION_LOOKBACK_DAYS": "0"},
        {"RECONCILIATION_LOOKBACK_DAYS": "91"},
    ):
        with pytest.raises(SettingsError, match="RECONCILIATION_"):
            from_env(wrong)


def test_two_processes_run_the_schedule_once_per_period(
    app: Any,
    settings: Settings,
    sender: MemorySender,
    frozen: Clock,
    make_account: Callable[..., Account],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    admin = make_account(is_admin=True, holder=False)
    monkeypatch.setattr(schedule, "TICK_SECONDS", 0.02)  # each looks 50 times a second
    every_15 = settings.but(reconciliation_minutes=15)
    holders = ("worker-a:101:aaaa0001", "worker-b:202:bbbb0002")
    monkeypatch.setattr(leases, "HOLDER", holders[0])
    first = create_app(every_15, sender=sender)
    monkeypatch.setattr(leases, "HOLDER", holders[1])
    second = create_app(every_15, sender=sender)
    assert frozen.now.minute % 15 == 0 and frozen.now.second == 0  # a period starts
    before = scheduled_runs()

    with TestClient(first), TestClient(second) as client:
        _eventually(lambda: scheduled_runs() == before + 1)
        time.sleep(0.5)  # both go on looking: the period's run is done
        assert scheduled_runs() == before + 1
        with transaction() as session:
            lease = session.scalars(select(Lease).where(Lease.name == SCHEDULE_LEASE)).one()
            assert lease.holder in holders

        api = Api(client)
        token = SignIn(api, sender).signed_in(admin, check_admin=True)["token"]
        listed = api.get("/admin/reconciliation/list", token=token).json()
        assert (listed["interval_minutes"], listed["next_run_at"]) == (
            15, period_end(frozen.now, 15).isoformat().replace("+00:00", "Z")
        )  # fmt: skip
        newest = listed["data"][0]
        assert (newest["trigger"], newest["started_by"], newest["status"]) == (
            "SCHEDULE", None, "COMPLETED"
        )  # fmt: skip

        frozen.advance(minutes=14, seconds=59)
        time.sleep(0.3)
        assert scheduled_runs() == before + 1  # not before the period ends
        frozen.advance(seconds=1)
        _eventually(lambda: scheduled_runs() == before + 2)
        time.sleep(0.5)
        assert scheduled_runs() == before + 2

    count = scheduled_runs()
    frozen.advance(minutes=15)
    time.sleep(0.3)
    assert scheduled_runs() == count  # stopped with the apps


def test_a_tick_run_late_is_the_run_of_the_period_it_runs_in(
    app: Any, settings: Settings, frozen: Clock
) -> None:
    """The job queue's reconciliation job (server.jobs.work.reconcile, with its tick): a tick
    whose job ran late (its worker away, PostgreSQL restarting) takes the turn of the period
    it runs in, and that period's own tick then runs nothing: one run per period, as the
    embedded schedule's. A worker whose clock is a little ahead runs its tick's period."""
    every_15 = settings.but(reconciliation_minutes=15)
    start = frozen.now  # 10.00 WIB: a period starts
    ticks = [int((start + timedelta(minutes=15 * n)).timestamp()) for n in range(3)]
    before = scheduled_runs()

    frozen.advance(minutes=20)  # the 10.00 tick's job runs at 10.20
    late = work.reconcile(every_15, ticks[0])
    assert late is not None
    assert work.reconcile(every_15, ticks[1]) is None  # the 10.15 tick's, after it
    assert scheduled_runs() == before + 1
    with transaction(read_only=True) as session:
        assert as_utc(session.get_one(ReconciliationRun, late).started_at) == frozen.now

    frozen.advance(minutes=9, seconds=59)  # 10.29.59 here; the 10.30 tick, from a clock ahead
    ahead = work.reconcile(every_15, ticks[2])
    assert ahead is not None and scheduled_runs() == before + 2
    with transaction(read_only=True) as session:
        started = as_utc(session.get_one(ReconciliationRun, ahead).started_at)
    assert started == start + timedelta(minutes=30)
    frozen.advance(seconds=1)
    assert work.reconcile(every_15, ticks[2]) is None  # 10.30's run is done
