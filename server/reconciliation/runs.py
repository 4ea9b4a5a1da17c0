"""Reading recorded runs: a page of finished runs (newest first) and one run, each with its
actions. A run still RUNNING is not listed (the contract shows finished runs)."""

from __future__ import annotations

from sqlalchemy import func, select
from sqlalchemy.orm import Session, selectinload

from server.reconciliation.models import ReconciliationRun, RunStatus

_FINISHED = ReconciliationRun.status != RunStatus.RUNNING


def page(session: Session, *, page: int, size: int) -> tuple[list[ReconciliationRun], int]:
    total = session.scalar(select(func.count()).select_from(ReconciliationRun).where(_FINISHED))
    rows = session.scalars(
        select(ReconciliationRun)
        .where(_FINISHED)
        .options(selectinload(ReconciliationRun.actions))
        .order_by(ReconciliationRun.started_at.desc(), ReconciliationRun.id.desc())
        .offset((page - 1) * size)
        .limit(size)
    )
    return list(rows), int(total or 0)


def one(session: Session, run_id: int) -> ReconciliationRun:
    row = session.scalar(
        select(ReconciliationRun)
        .where(ReconciliationRun.id == run_id)
        .options(selectinload(ReconciliationRun.actions))
    )
    assert row is not None
    return row
