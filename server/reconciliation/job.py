"""One reconciliation run, recorded: :func:`run`.

Only one run at a time, scheduled or started by staff, whatever the number of worker
processes: a run holds the run lease (:mod:`server.leases`) from start to end, renewing it
as it goes; another run meanwhile is refused (:class:`~server.errors.Conflict`, 409 for
staff). The run row is written first (``RUNNING``), each action as soon as it is done, and
the end (``COMPLETED``, or ``FAILED`` with its reason) last: a run that fails midway keeps
the actions it did. A run whose process died stays ``RUNNING`` until the next run, which
holds the lease and so knows it is dead, closes it as FAILED.
"""

from __future__ import annotations

import logging
import secrets
from dataclasses import dataclass, field
from datetime import datetime, timedelta

from sqlalchemy import func, select, update
from sqlalchemy.orm import Session

from server import clock, leases, metrics, payment_gateway
from server.db import transaction
from server.errors import Conflict
from server.reconciliation import actions, compare, messages
from server.reconciliation.models import (
    ReconciliationAction,
    ReconciliationRun,
    RunStatus,
    RunTrigger,
)

log = logging.getLogger("server.reconciliation")
RUN_LEASE = "reconciliation-run"
RUN_LEASE_SECONDS = 300  # renewed at every step; a dead run's lease runs out after this
MAX_ACTIONS = 500  # per run (the contract's list of a run); the rest is left to the next run


class TurnLost(Exception):
    """The run lease ran out and another run took it (this run took too long)."""


@dataclass
class _Turn:
    """This run's hold on the run lease."""

    holder: str = field(default_factory=lambda: f"{leases.HOLDER}:{secrets.token_hex(4)}")

    def take(self) -> bool:
        return leases.hold(
            RUN_LEASE, seconds=RUN_LEASE_SECONDS, now=clock.now(), holder=self.holder
        )

    def renew(self) -> None:
        if not self.take():
            raise TurnLost

    def release(self) -> None:
        leases.release(RUN_LEASE, holder=self.holder)


def run(
    *,
    trigger: RunTrigger,
    started_by: str | None,
    lookback: timedelta,
    started_at: datetime | None = None,
) -> int:
    """Compare the gateway's charges created or changed in the last ``lookback`` with the
    portal's payments, act, and record the run: its id. Conflict while another run runs.
    ``started_at``: the moment the schedule took the period's turn for it (default now), so
    that the run is recorded in the period it ran for."""
    turn = _Turn()
    if not turn.take():
        log.info("reconciliation %s refused: another run is in progress", trigger.value)
        metrics.RECONCILIATION_RUNS.labels(trigger=trigger.value, outcome="REFUSED").inc()
        raise Conflict(messages.RUN_IN_PROGRESS, detail="A reconciliation run is in progress.")
    try:
        run_id = _start(trigger, started_by, started_at)
        log.info("reconciliation run %s started (%s)", run_id, trigger.value)
        status, error = RunStatus.COMPLETED, None
        try:
            _compare(run_id, turn, lookback)
        except actions.GatewayFailed as exc:
            log.warning("reconciliation run %s stopped: gateway failed: %s", run_id, exc)
            status, error = RunStatus.FAILED, messages.GATEWAY_FAILED
        except TurnLost:
            log.warning("reconciliation run %s stopped: its lease ran out", run_id)
            status, error = RunStatus.FAILED, messages.TURN_LOST
        except Exception:
            log.exception("reconciliation run %s failed", run_id)
            status, error = RunStatus.FAILED, messages.SERVER_FAILED
        done = _finish(run_id, status, error)
        metrics.RECONCILIATION_RUNS.labels(trigger=trigger.value, outcome=status.value).inc()
        log.info("reconciliation run %s %s, %s actions", run_id, status.value, done)
        return run_id
    finally:
        turn.release()


def _start(trigger: RunTrigger, started_by: str | None, started_at: datetime | None) -> int:
    with transaction() as session:
        now = started_at or clock.now()
        # Holding the lease, this is the only live run: one still RUNNING died with its process.
        session.execute(
            update(ReconciliationRun)
            .where(ReconciliationRun.status == RunStatus.RUNNING)
            .values(status=RunStatus.FAILED, error=messages.ABANDONED)
            .execution_options(synchronize_session=False)
        )
        row = ReconciliationRun(
            trigger=trigger, started_by=started_by, started_at=now, status=RunStatus.RUNNING,
            charges_checked=0,
        )  # fmt: skip
        session.add(row)
        session.flush()
        return row.id


def _compare(run_id: int, turn: _Turn, lookback: timedelta) -> None:
    since = clock.now() - lookback
    try:
        charges = payment_gateway.current().charges(since=since)
    except Exception as exc:
        raise actions.GatewayFailed(f"charges: {exc}") from exc
    turn.renew()
    with transaction() as session:
        now = clock.now()
        _row(session, run_id).charges_checked = len(charges)
        steps = compare.plan(session, charges, now=now)
    done = 0
    for step in steps:
        if done >= MAX_ACTIONS:
            log.warning(
                "reconciliation run %s stopped at %s actions; the rest is for the next run",
                run_id, MAX_ACTIONS,
            )  # fmt: skip
            break
        turn.renew()
        done += actions.do(run_id, step)


def _finish(run_id: int, status: RunStatus, error: str | None) -> int:
    """Record how the run ended: the number of its actions."""
    with transaction() as session:
        row = _row(session, run_id)
        row.status = status
        row.error = error
        row.finished_at = clock.now()
        count = session.scalar(
            select(func.count())
            .select_from(ReconciliationAction)
            .where(ReconciliationAction.run_id == run_id)
        )
        return int(count or 0)


def _row(session: Session, run_id: int) -> ReconciliationRun:
    row = session.get(ReconciliationRun, run_id, with_for_update=True)
    assert row is not None
    return row
