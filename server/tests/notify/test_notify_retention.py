"""The notice outbox's retention (server.notify.retention) on SQLite and PostgreSQL: SENT
notices are deleted NOTICE_KEEP_DAYS after their delivery, FAILED and PENDING ones never,
in batches bounded per pass, through the (status, sent_at) index; the embedded runner's
hourly pass runs once per hour whatever the number of processes. The job queue's periodic
task: test_jobs_queue.py (a run) and test_jobs_cron.py (registered)."""

from __future__ import annotations

import logging
from datetime import datetime, timedelta
from typing import Any

import pytest
from prometheus_client import REGISTRY
from sqlalchemy import delete, event, select

from server import db, jobs, leases
from server.clock import as_utc
from server.db import transaction
from server.jobs import work
from server.jobs.inprocess import NOTICE_SWEEP_LEASE, NoticeSweep
from server.leases import Lease
from server.notify import retention
from server.notify.models import NoticeStatus, OutboxNotice
from server.settings import Settings
from server.tests.conftest import Clock

pytestmark = pytest.mark.postgres  # a database test: SQLite and PostgreSQL

KIND = "RETENTION_TEST"
KEEP = timedelta(days=30)


@pytest.fixture(autouse=True)
def empty_outbox(app: Any) -> None:
    """Each test starts with no notice and the hourly pass's lease free."""
    with transaction() as session:
        session.execute(delete(OutboxNotice))
        session.execute(delete(Lease).where(Lease.name == NOTICE_SWEEP_LEASE))


@pytest.fixture
def keeping(settings: Settings) -> Settings:
    """The module's settings with the default retention (the tests' is off: 0)."""
    return settings.but(notice_keep_days=30)


def _add(
    status: NoticeStatus, *, age: timedelta, now: datetime, count: int = 1, to: str = "a"
) -> None:
    """``count`` notices of ``status``, made ``age`` before ``now`` (SENT: sent then)."""
    at = now - age
    with transaction() as session:
        for n in range(count):
            session.add(
                OutboxNotice(
                    kind=KIND, to_address=f"{to}{n}@contoh.co.id", subject="Uji",
                    text="Uji retensi.", status=status,
                    attempts=0 if status is NoticeStatus.PENDING else 1,
                    next_attempt_at=at, created_at=at,
                    sent_at=at if status is NoticeStatus.SENT else None,
                    last_error="SMTPRecipientsRefused" if status is NoticeStatus.FAILED else None,
                )
            )  # fmt: skip


def _left() -> list[tuple[NoticeStatus, str]]:
    with transaction(read_only=True) as session:
        rows = session.execute(
            select(OutboxNotice.status, OutboxNotice.to_address).order_by(OutboxNotice.id)
        ).all()
    return [(status, to) for status, to in rows]


def _deleted_total() -> float:
    return REGISTRY.get_sample_value("portal_notices_deleted_total", {"kind": KIND}) or 0.0


# ---------------------------------------------------------------- what is deleted
def test_sent_notices_past_the_days_kept_go_and_nothing_else_does(
    keeping: Settings, frozen: Clock, caplog: pytest.LogCaptureFixture
) -> None:
    now = frozen.now
    _add(NoticeStatus.SENT, age=KEEP + timedelta(minutes=1), now=now, to="old")
    _add(NoticeStatus.SENT, age=timedelta(days=400), now=now, to="older")
    _add(NoticeStatus.SENT, age=KEEP - timedelta(minutes=1), now=now, to="recent")
    _add(NoticeStatus.SENT, age=timedelta(0), now=now, to="today")
    for age in (timedelta(days=400), KEEP + timedelta(days=1), timedelta(0)):
        _add(NoticeStatus.FAILED, age=age, now=now, to=f"failed{age.days}-")
        _add(NoticeStatus.PENDING, age=age, now=now, to=f"pending{age.days}-")
    counted = _deleted_total()

    with caplog.at_level(logging.INFO, logger="server.notify.retention"):
        assert work.sweep_notices(keeping) == 2
    assert _deleted_total() == counted + 2
    left = _left()
    assert [to for status, to in left if status is NoticeStatus.SENT] == [
        "recent0@contoh.co.id",
        "today0@contoh.co.id",
    ]
    assert sum(status is NoticeStatus.FAILED for status, _ in left) == 3  # whatever their age
    assert sum(status is NoticeStatus.PENDING for status, _ in left) == 3
    [line] = [r for r in caplog.records if r.name == "server.notify.retention"]
    assert line.levelno == logging.INFO and line.getMessage().startswith(
        "notice outbox: 2 SENT notices delivered before "
    )

    caplog.clear()
    with caplog.at_level(logging.INFO, logger="server.notify.retention"):
        assert work.sweep_notices(keeping) == 0  # nothing more: no line either
    assert [r for r in caplog.records if r.name == "server.notify.retention"] == []

    frozen.advance(days=31)  # a month on, the recent ones are old in turn
    assert work.sweep_notices(keeping) == 2
    assert all(status is not NoticeStatus.SENT for status, _ in _left())


def test_the_days_kept_follow_the_setting_and_zero_keeps_them_all(
    settings: Settings, frozen: Clock
) -> None:
    _add(NoticeStatus.SENT, age=timedelta(days=8), now=frozen.now)
    _add(NoticeStatus.SENT, age=timedelta(days=3650), now=frozen.now, to="b")
    assert work.sweep_notices(settings.but(notice_keep_days=0)) == 0  # the tests' default
    assert work.sweep_notices(settings.but(notice_keep_days=3650)) == 0
    assert work.sweep_notices(settings.but(notice_keep_days=3649)) == 1
    assert work.sweep_notices(settings.but(notice_keep_days=7)) == 1
    assert _left() == []


# ---------------------------------------------------------------- batches
def test_batches_of_their_own_oldest_first_bounded_per_pass(
    frozen: Clock, caplog: pytest.LogCaptureFixture
) -> None:
    now = frozen.now
    for days in range(40, 30, -1):  # 10 old ones, made newest first
        _add(NoticeStatus.SENT, age=timedelta(days=days), now=now, to=f"d{days}-")
    _add(NoticeStatus.SENT, age=timedelta(days=1), now=now, to="kept")
    _add(NoticeStatus.FAILED, age=timedelta(days=90), now=now, to="failed")
    units = _Units()

    with units, caplog.at_level(logging.INFO, logger="server.notify.retention"):
        first = retention.delete_sent(now=now, keep=KEEP, batch=3, max_batches=2)
    assert first == 6 and units.commits == 2  # two batches, each committed on its own
    assert sorted(to for _, to in _left()) == [
        "d31-0@contoh.co.id", "d32-0@contoh.co.id", "d33-0@contoh.co.id", "d34-0@contoh.co.id",
        "failed0@contoh.co.id", "kept0@contoh.co.id",
    ]  # the oldest six went first  # fmt: skip
    [line] = [r.getMessage() for r in caplog.records if r.name == "server.notify.retention"]
    assert "6 SENT notices" in line and "the next pass goes on" in line

    assert retention.delete_sent(now=now, keep=KEEP, batch=3, max_batches=2) == 4  # the rest
    assert retention.delete_sent(now=now, keep=KEEP, batch=3, max_batches=2) == 0
    assert sorted(to for _, to in _left()) == ["failed0@contoh.co.id", "kept0@contoh.co.id"]


def test_a_pass_asked_to_stop_ends_between_batches(frozen: Clock) -> None:
    _add(NoticeStatus.SENT, age=timedelta(days=60), now=frozen.now, count=7)
    asked = iter([False, False, True])
    assert retention.delete_sent(now=frozen.now, keep=KEEP, batch=3, stop=lambda: next(asked)) == 6
    assert len(_left()) == 1


def test_the_default_batches_delete_more_than_one_batch(frozen: Clock) -> None:
    _add(NoticeStatus.SENT, age=timedelta(days=31), now=frozen.now, count=retention.BATCH + 5)
    _add(NoticeStatus.SENT, age=timedelta(days=29), now=frozen.now, count=2, to="k")
    assert retention.delete_sent(now=frozen.now, keep=KEEP) == retention.BATCH + 5
    assert len(_left()) == 2


def test_a_batch_finds_its_rows_through_the_status_and_sent_at_index(frozen: Clock) -> None:
    """The batch's statement, as the driver runs it, explained: the index on (status,
    sent_at) gives the oldest SENT rows (on PostgreSQL with sequential scans discouraged,
    as on a table too big to read whole)."""
    _add(NoticeStatus.SENT, age=timedelta(days=31), now=frozen.now, count=3)
    seen: list[tuple[str, Any]] = []

    def catch(_conn: Any, _cursor: Any, statement: str, parameters: Any, *_: Any) -> None:
        if statement.lstrip().upper().startswith("DELETE FROM NOTICE_OUTBOX"):
            seen.append((statement, parameters))

    engine = db.engine()
    event.listen(engine, "before_cursor_execute", catch)
    try:
        retention.delete_sent(now=frozen.now, keep=KEEP)
    finally:
        event.remove(engine, "before_cursor_execute", catch)
    [(statement, parameters)] = seen
    with engine.begin() as conn:
        if engine.dialect.name == "postgresql":
            conn.exec_driver_sql("SET LOCAL enable_seqscan = off")
            explain = "EXPLAIN "
        else:
            explain = "EXPLAIN QUERY PLAN "
        plan = " ".join(str(row) for row in conn.exec_driver_sql(explain + statement, parameters))
    assert "ix_notice_outbox_status_sent_at" in plan, plan


# ---------------------------------------------------------------- the embedded runner
def test_one_pass_an_hour_however_many_processes_ask(keeping: Settings, frozen: Clock) -> None:
    frozen.now = frozen.now.replace(minute=10, second=0)
    _add(NoticeStatus.SENT, age=timedelta(days=31), now=frozen.now)
    first = NoticeSweep(keeping, holder="worker-1")
    second = NoticeSweep(keeping, holder="worker-2")

    assert first.run_if_due() == 1
    assert second.run_if_due() is None and first.run_if_due() is None
    with transaction(read_only=True) as session:
        until = leases.runs_out(session, NOTICE_SWEEP_LEASE)
    assert until is not None
    assert as_utc(until) == frozen.now.replace(minute=0) + timedelta(hours=1)

    frozen.advance(hours=1)  # the next hour: whoever asks first
    _add(NoticeStatus.SENT, age=timedelta(days=31), now=frozen.now)
    assert second.run_if_due() == 1
    assert first.run_if_due() is None


def test_the_embedded_runner_runs_it_unless_zero_days(settings: Settings) -> None:
    assert NoticeSweep(settings.but(notice_keep_days=30)).on
    assert not NoticeSweep(settings.but(notice_keep_days=0)).on
    names = [
        getattr(lifespan, "__qualname__", "")
        for lifespan in jobs.setup(settings.but(jobs="inprocess", notice_keep_days=30), [])
    ]
    jobs.setup(settings, [])  # the module's wiring (JOBS=inline) back
    assert any(name.startswith("NoticeSweep.") for name in names), names


class _Units:
    """Counts the commits of the app's engine while inside."""

    def __init__(self) -> None:
        self.commits = 0

    def _commit(self, _conn: Any) -> None:
        self.commits += 1

    def __enter__(self) -> _Units:
        event.listen(db.engine(), "commit", self._commit)
        return self

    def __exit__(self, *_: object) -> None:
        event.remove(db.engine(), "commit", self._commit)
