"""The job queue (JOBS=procrastinate, server.jobs.queue) on PostgreSQL: a committed notice is
deferred at once and delivered by a worker; the periodic reconciliation runs once per period
with two workers (the database keeps one job per tick); app processes run no periodic work;
``python -m server worker`` delivers what a crashed app process left and stops on SIGTERM.
Workers run in threads (or a process) against the module's database."""

from __future__ import annotations

import asyncio
import json
import logging
import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import procrastinate
import pytest
from procrastinate.periodic import PeriodicDeferrer
from sqlalchemy import delete, func, select, text, update

from server import bootstrap, clock, jobs, notify
from server.app import create_app
from server.db import transaction
from server.jobs import queue
from server.leases import Lease
from server.notify import Notice
from server.notify.models import NoticeStatus, OutboxNotice
from server.reconciliation.models import ReconciliationRun, RunTrigger
from server.reconciliation.schedule import SCHEDULE_LEASE
from server.settings import REPO_ROOT, Settings
from server.tests.conftest import MemorySender
from server.tests.support import TEST_SECRETS
from server.tests.template_db import migrated

pytestmark = pytest.mark.postgres  # a database test: SQLite and PostgreSQL

WHEN = datetime(2026, 11, 22, 3, 0, tzinfo=UTC)
PERIOD = 15 * 60


@pytest.fixture(scope="module")
def queued(database_url: str, settings: Settings, sender: MemorySender) -> Settings:
    """The module's app with the job queue (and a reconciliation every 15 minutes)."""
    if not database_url.startswith("postgresql"):
        pytest.skip("the job queue runs on PostgreSQL")
    chosen = settings.but(jobs="procrastinate", reconciliation_minutes=15)
    migrated(database_url)
    create_app(chosen, sender=sender)
    with transaction() as session:
        bootstrap.seed_reference(session)
    return chosen


@pytest.fixture(autouse=True)
def empty_queue(queued: Settings) -> Iterator[None]:
    """No job, no periodic tick and no notice left by another test; the app's pool closed."""
    with transaction() as session:
        session.execute(text("DELETE FROM procrastinate_jobs"))
        session.execute(text("DELETE FROM procrastinate_periodic_defers"))
        session.execute(text("DELETE FROM notice_outbox"))
    queued.outbox_path.unlink(missing_ok=True)
    yield
    queue.close()


def _notice(to: str) -> Notice:
    return Notice(to=to, kind="QUEUE_TEST", subject="Uji", text="Uji antrean.", created_at=WHEN)


def _outbox(settings: Settings) -> list[str]:
    if not settings.outbox_path.exists():
        return []
    lines = [json.loads(x) for x in settings.outbox_path.read_text().splitlines()]
    return [x["to"] for x in lines if x["purpose"] == "QUEUE_TEST"]


def _jobs(task: str, *statuses: str) -> int:
    with transaction(read_only=True) as session:
        return int(
            session.scalar(
                text(
                    "SELECT count(*) FROM procrastinate_jobs WHERE task_name = :task"
                    " AND status::text = ANY(:statuses)"
                ),
                {"task": task, "statuses": list(statuses)},
            )
        )


def _ticks(task: str) -> int:
    """Periodic ticks of ``task`` deferred (procrastinate keeps the latest)."""
    with transaction(read_only=True) as session:
        return int(
            session.scalar(
                text("SELECT count(*) FROM procrastinate_periodic_defers WHERE task_name = :t"),
                {"t": task},
            )
        )


def _scheduled_runs() -> int:
    with transaction(read_only=True) as session:
        return int(
            session.scalar(
                select(func.count(ReconciliationRun.id)).where(
                    ReconciliationRun.trigger == RunTrigger.SCHEDULE
                )
            )
        )


def _eventually(check: Callable[[], bool], seconds: float = 30.0) -> None:
    deadline = time.monotonic() + seconds
    while not check():
        assert time.monotonic() < deadline, "not within the time allowed"
        time.sleep(0.05)


def _drain(app: procrastinate.App) -> None:
    """A worker of ``app`` until no job is left."""
    asyncio.run(queue.run_worker(app, wait=False, signals=False))


class WorkerThread:
    """A worker running in a thread of its own, until :meth:`stop`."""

    def __init__(self, app: procrastinate.App, name: str) -> None:
        self.app, self.name = app, name
        self.loop = asyncio.new_event_loop()
        self.started = threading.Event()
        self.thread = threading.Thread(target=self._run, name=name, daemon=True)
        self.task: asyncio.Task[None] | None = None

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        self.task = self.loop.create_task(queue.run_worker(self.app, signals=False, name=self.name))
        self.started.set()
        try:
            self.loop.run_until_complete(self.task)
        except asyncio.CancelledError:
            pass
        finally:
            self.loop.close()

    def start(self) -> WorkerThread:
        self.thread.start()
        self.started.wait(10)
        return self

    def stop(self) -> None:
        assert self.task is not None
        self.loop.call_soon_threadsafe(self.task.cancel)  # a graceful stop, as on SIGTERM
        self.thread.join(60)
        assert not self.thread.is_alive()


# ---------------------------------------------------------------- notices
def test_a_committed_notice_is_deferred_at_once_and_delivered_by_a_worker(
    queued: Settings,
) -> None:
    with transaction() as session:
        notify.send_after_commit(session, _notice("budi@contoh.co.id"))
    assert _jobs(queue.DELIVER, "todo") == 1  # the fast path, from this (app) process
    with transaction() as session:
        notify.send_after_commit(session, _notice("siti@contoh.co.id"))
    assert _jobs(queue.DELIVER, "todo") == 1  # the waiting job will deliver both
    assert _outbox(queued) == []  # an app process delivers nothing itself

    _drain(queue.build(queued))  # a worker, as another process would run it
    assert sorted(_outbox(queued)) == ["budi@contoh.co.id", "siti@contoh.co.id"]
    with transaction(read_only=True) as session:
        assert set(session.scalars(select(OutboxNotice.status))) == {NoticeStatus.SENT}
    _drain(queue.build(queued))
    assert len(_outbox(queued)) == 2  # once


def test_notices_written_in_a_worker_are_deferred_through_its_own_loop(
    queued: Settings,
) -> None:
    # This process as a worker (its safety net hourly: only the fast path delivers in time).
    own = queue.install(queued.but(notice_drain_seconds=3600), pool_size=queue.WORKER_POOL)
    worker = WorkerThread(own, "worker-self").start()
    try:
        _eventually(lambda: queue._worker_loop is not None)
        _eventually(lambda: _ticks(queue.DELIVER) == 1)  # the safety net's pass at start,
        _eventually(lambda: _jobs(queue.DELIVER, "todo", "doing") == 0)  # over

        def job() -> None:  # a job's thread (or a gateway notification it handles)
            with transaction() as session:
                notify.send_after_commit(session, _notice("rina@contoh.co.id"))

        writer = threading.Thread(target=job)
        writer.start()
        writer.join(10)
        _eventually(lambda: _outbox(queued) == ["rina@contoh.co.id"], seconds=10)
    finally:
        worker.stop()
        queue.install(queued)  # an app process's queue again


def test_the_app_processes_run_no_periodic_work(queued: Settings) -> None:
    marker: Any = object()
    assert marker not in jobs.setup(queued, [marker])  # the reconciliation, the sweeps
    assert marker in jobs.setup(queued.but(jobs="inprocess"), [marker])
    jobs.setup(queued, [])  # the module's wiring back


# ---------------------------------------------------------------- periodic work
def test_the_reconciliation_runs_once_per_period_with_two_workers(
    queued: Settings, caplog: pytest.LogCaptureFixture
) -> None:
    # procrastinate's ticks are real time: so is the period's turn each job takes, and the
    # turn taken by the jobs of the tests before (on the tests' calendar) is let go.
    clock.set_now(None)
    with transaction() as session:
        session.execute(delete(Lease).where(Lease.name == SCHEDULE_LEASE))
    before = _scheduled_runs()
    first_tick = int(time.time()) // PERIOD * PERIOD
    caplog.set_level(logging.DEBUG, logger="procrastinate.periodic")
    workers = [WorkerThread(queue.build(queued), f"worker-{n}").start() for n in (1, 2)]
    try:
        # Each worker's periodic deferrer defers the period's tick at start; the database
        # keeps one job, which one worker runs.
        _eventually(lambda: _scheduled_runs() > before)
        _eventually(lambda: _jobs(queue.RECONCILE, "todo", "doing") == 0)
        time.sleep(1.0)  # both go on: nothing more for this period
    finally:
        for worker in workers:
            worker.stop()
    ticks = int(time.time()) // PERIOD * PERIOD - first_tick
    assert _scheduled_runs() == before + 1 + ticks // PERIOD
    tried = [
        r.getMessage() for r in caplog.records
        if r.getMessage().startswith(f"Periodic job {queue.RECONCILE}[")
        and f"for timestamp {first_tick}" in r.getMessage()
    ]  # fmt: skip
    assert sorted(" deferred " in m for m in tried) == [False, True]  # both tried, one kept

    # The next period's tick, deferred by both workers' deferrers: one job, one run.
    apps = [queue.build(queued) for _ in range(2)]
    for app in apps:
        asyncio.run(_defer_tick(app, queue.RECONCILE, first_tick + PERIOD))
    assert _jobs(queue.RECONCILE, "todo") == 1
    _drain(apps[0])
    assert _scheduled_runs() == before + 2 + ticks // PERIOD


def test_the_hourly_task_deletes_old_sent_notices_once_per_tick(queued: Settings) -> None:
    chosen = queued.but(notice_keep_days=30)  # the tests' default keeps them (0)
    now = clock.now()
    with transaction() as session:
        for to, status, days in (
            ("lama@contoh.co.id", NoticeStatus.SENT, 31),
            ("baru@contoh.co.id", NoticeStatus.SENT, 29),
            ("gagal@contoh.co.id", NoticeStatus.FAILED, 90),
        ):
            at = now - timedelta(days=days)
            session.add(OutboxNotice(
                kind="QUEUE_TEST", to_address=to, subject="Uji", text="Uji.", status=status,
                attempts=1, next_attempt_at=at, created_at=at,
                sent_at=at if status is NoticeStatus.SENT else None,
            ))  # fmt: skip
    tick = int(time.time()) // 3600 * 3600
    apps = [queue.build(chosen) for _ in range(2)]
    for app in apps:  # both workers' deferrers, the same tick: one job
        asyncio.run(_defer_tick(app, queue.SWEEP_NOTICES, tick))
    assert _jobs(queue.SWEEP_NOTICES, "todo") == 1
    _drain(apps[0])
    assert _jobs(queue.SWEEP_NOTICES, "todo", "doing", "failed") == 0
    with transaction(read_only=True) as session:
        left = set(session.scalars(select(OutboxNotice.to_address)))
    assert left == {"baru@contoh.co.id", "gagal@contoh.co.id"}


async def _defer_tick(app: procrastinate.App, task_name: str, timestamp: int) -> None:
    async with app.open_async():
        deferrer = PeriodicDeferrer(registry=app.periodic_registry)
        [periodic] = [
            task for (name, _), task in app.periodic_registry.periodic_tasks.items()
            if name == task_name
        ]  # fmt: skip
        await deferrer.defer_jobs([(periodic, timestamp)])


# ---------------------------------------------------------------- the worker command
def _worker(settings: Settings, tmp: Path, **env: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "server", "worker"],
        cwd=REPO_ROOT,
        env={**os.environ, **TEST_SECRETS, "APP_ENV": "test",
             "DATABASE_URL": settings.database_url, "JOBS": "procrastinate",
             "OUTBOX_PATH": str(settings.outbox_path), "DOCUMENT_DIR": str(tmp / "documents"),
             "RECONCILIATION_MINUTES": "0", "DOCUMENT_SWEEP_MINUTES": "0",
             "GATEWAY_SWEEP_SECONDS": "0", "NOTICE_KEEP_DAYS": "0", **env},
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
    )  # fmt: skip


def test_the_worker_delivers_what_a_crashed_app_left_and_stops_on_sigterm(
    queued: Settings, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(notify, "_waker", None)  # committed, then the app process died
    with transaction() as session:
        notify.send_after_commit(session, _notice("budi@contoh.co.id"))
    with transaction() as session:  # due by the worker's clock (the tests' is frozen)
        session.execute(
            update(OutboxNotice).values(next_attempt_at=datetime(2000, 1, 1, tzinfo=UTC))
        )
    assert _jobs(queue.DELIVER, "todo") == 0
    worker = _worker(queued, tmp_path)
    try:
        # The safety net: its periodic deferrer defers the latest tick at start.
        _eventually(lambda: _outbox(queued) == ["budi@contoh.co.id"], seconds=90)
    finally:
        worker.send_signal(signal.SIGTERM)
        output, _ = worker.communicate(timeout=60)
    assert worker.returncode == 0, output
    assert "Stop requested" in output or "Stopped worker" in output, output


def test_the_worker_needs_the_job_queue(queued: Settings, tmp_path: Path) -> None:
    worker = _worker(queued, tmp_path, JOBS="inprocess")
    output, _ = worker.communicate(timeout=60)
    assert worker.returncode == 2 and "JOBS=procrastinate" in output
