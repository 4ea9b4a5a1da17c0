"""The contract's bodies of reconciliation runs (ReconciliationRun, ReconciliationRunPage)."""

from __future__ import annotations

from datetime import datetime

from server import contract_types as contract
from server.clock import iso_z
from server.reconciliation.messages import KIND_DESC
from server.reconciliation.models import ReconciliationAction, ReconciliationRun, RunStatus


def action(row: ReconciliationAction) -> contract.ReconciliationAction:
    return {
        "kind": row.kind.value,
        "kind_desc": KIND_DESC[row.kind.value],
        "order_id": row.order_id,
        "gateway_txn_id": row.gateway_txn_id,
        "amount": row.amount,
        "refund_number": row.refund_number,
        "description": row.description,
    }


def _finished(status: RunStatus) -> contract.ReconciliationRunStatus:
    """A run's status as the contract shows it: finished runs only."""
    if status is RunStatus.COMPLETED:
        return "COMPLETED"
    if status is RunStatus.FAILED:
        return "FAILED"
    raise ValueError("a running reconciliation is never shown")


def run(row: ReconciliationRun) -> contract.ReconciliationRun:
    return {
        "run_id": row.id,
        "trigger": row.trigger.value,
        "started_by": row.started_by,
        "started_at": iso_z(row.started_at),
        "finished_at": iso_z(row.finished_at) if row.finished_at is not None else None,
        "status": _finished(row.status),
        "charges_checked": row.charges_checked,
        "actions": [action(a) for a in row.actions],
        "error": row.error,
    }


def page(
    rows: list[ReconciliationRun],
    page_: int,
    size: int,
    total: int,
    *,
    interval_minutes: int,
    next_run_at: datetime | None,
) -> contract.ReconciliationRunPage:
    return {
        "data": [run(row) for row in rows],
        "page": page_,
        "size": size,
        "total": total,
        "interval_minutes": interval_minutes,
        "next_run_at": iso_z(next_run_at) if next_run_at is not None else None,
    }
