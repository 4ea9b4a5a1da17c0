"""Periods as cron lines (server.jobs.cron), the JOBS settings and the tasks the job queue
registers (server.jobs.queue.build): no database needed."""

from __future__ import annotations

import croniter
import procrastinate
import pytest

from server.jobs import cron, queue, work
from server.settings import Settings, SettingsError, from_env

DAY = 86400


def _ticks(line: str, start: int, end: int) -> list[int]:
    """The ticks of ``line`` in [start, end)."""
    it = croniter.croniter(line, start - 1)
    found = []
    while (tick := int(it.get_next(float))) < end:
        found.append(tick)
    return found


@pytest.mark.parametrize("minutes", [1, 5, 15, 45, 60, 90, 120, 1440, 10080])
def test_every_period_boundary_is_a_tick_and_only_boundaries_run(minutes: int) -> None:
    period = minutes * 60
    start = 1_796_256_000  # Thursday 3 December 2026, 00.00 UTC: a week from the Unix epoch
    span = 2 * 7 * DAY if minutes == 10080 else 2 * DAY
    ticks = _ticks(cron.aligned(period), start, start + span)
    runs = [t for t in ticks if cron.on_boundary(t, period)]
    assert runs == list(range(start, start + span, period))
    assert len(ticks) <= span // 60  # never more than one tick a minute


@pytest.mark.parametrize(
    ("seconds", "line"),
    [(30, "* * * * * */30"), (45, "* * * * * */30"), (60, "*/1 * * * *"), (7, "* * * * * */6"),
     (90, "*/1 * * * *"), (3600, "0 */1 * * *"), (5, "* * * * * */5")],
)  # fmt: skip
def test_a_sweep_runs_at_least_as_often_as_asked(seconds: int, line: str) -> None:
    assert cron.every(seconds) == line


def test_the_job_queue_needs_postgresql() -> None:
    with pytest.raises(SettingsError, match="JOBS=procrastinate needs PostgreSQL"):
        Settings(jobs="procrastinate")
    queued = from_env({"JOBS": "procrastinate", "DATABASE_URL": "postgresql+psycopg://db/p"})
    assert queued.jobs == "procrastinate"
    with pytest.raises(SettingsError, match="JOBS must be one of"):
        from_env({"JOBS": "celery"})
    assert from_env({}).jobs == "inprocess"  # npm start: nothing to install


@pytest.mark.parametrize(
    ("variable", "value"),
    [
        ("NOTICE_MAX_ATTEMPTS", "0"),
        ("NOTICE_RETRY_SECONDS", "0"),
        ("NOTICE_DRAIN_SECONDS", "1"),
        ("WORKER_METRICS_PORT", "70000"),
        ("NOTICE_KEEP_DAYS", "-1"),
        ("NOTICE_KEEP_DAYS", "3651"),
    ],
)
def test_the_notice_settings_are_bounded(variable: str, value: str) -> None:
    with pytest.raises(SettingsError, match=variable):
        from_env({variable: value})


def test_sent_notices_are_kept_30_days_unless_told() -> None:
    assert from_env({}).notice_keep_days == 30
    assert from_env({"NOTICE_KEEP_DAYS": "3650"}).notice_keep_days == 3650
    assert from_env({"NOTICE_KEEP_DAYS": "0"}).notice_keep_days == 0  # kept forever


QUEUED = {"JOBS": "procrastinate", "DATABASE_URL": "postgresql+psycopg://db/p"}


def _periodic(app: procrastinate.App) -> dict[str, str]:
    """The periodic tasks of ``app``: name -> cron line."""
    return {name: task.cron for (name, _), task in app.periodic_registry.periodic_tasks.items()}


def test_the_queue_registers_its_tasks_and_their_periods() -> None:
    app = queue.build(from_env({**QUEUED, "PAYMENT_GATEWAY": "sandbox"}))
    assert set(app.tasks) >= {
        queue.DELIVER, queue.RECONCILE, queue.SWEEP_DOCUMENTS, queue.SWEEP_NOTICES,
        queue.SWEEP_GATEWAY, queue.INVEST_FUND_ORDERS, queue.PRIVACY_EXPORTS,
    }  # fmt: skip
    assert _periodic(app) == {
        queue.DELIVER: cron.every(60),
        queue.RECONCILE: cron.aligned(15 * 60),
        queue.SWEEP_DOCUMENTS: cron.aligned(60 * 60),
        queue.SWEEP_NOTICES: "0 */1 * * *",  # hourly
        queue.SWEEP_GATEWAY: cron.every(30),
        queue.INVEST_FUND_ORDERS: cron.every(10 * 60),  # the orders a publication left
        queue.PRIVACY_EXPORTS: cron.every(60),  # the data exports' safety net and sweep
    }
    sweep = app.tasks[queue.SWEEP_NOTICES]
    # As sweep_documents: a worker that was away finds one job waiting, two never overlap.
    assert (sweep.queueing_lock, sweep.lock) == (queue.SWEEP_NOTICES, queue.SWEEP_NOTICES)


def test_the_queue_keeps_sent_notices_with_zero_days() -> None:
    alone = {**QUEUED, "RECONCILIATION_MINUTES": "0", "DOCUMENT_SWEEP_MINUTES": "0",
             "GATEWAY_SWEEP_SECONDS": "0", "INVEST_MINUTES": "0"}  # fmt: skip
    app = queue.build(from_env(alone))
    assert _periodic(app) == {
        queue.DELIVER: cron.every(60), queue.SWEEP_NOTICES: "0 */1 * * *",
        queue.PRIVACY_EXPORTS: cron.every(60),
    }  # fmt: skip
    # A worker back after an outage still runs the hour's pass it missed.
    assert app.periodic_defaults["max_delay"] == float(work.NOTICE_SWEEP_SECONDS)

    kept = queue.build(from_env({**alone, "NOTICE_KEEP_DAYS": "0"}))
    assert queue.SWEEP_NOTICES not in kept.tasks
    assert _periodic(kept) == {
        queue.DELIVER: cron.every(60), queue.PRIVACY_EXPORTS: cron.every(60),
    }  # fmt: skip
