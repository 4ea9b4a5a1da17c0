"""The contract's bodies of reconciliation runs (ReconciliationRun, ReconciliationRunPage)."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from server.clock import iso_z
from server.reconciliation.messages import KIND_DESC
from server.reconciliation.models import ReconciliationAction, ReconciliationRun


def action(row: ReconciliationAction) -> dict[str, Any]:
    return {
        "kind": row.kind.value,
        "kind_desc": KIND_DESC[row.kind.value],
        "order_id": row.order_id,
        "gateway_txn_id": row.gateway_txn_id,
        "amount": row.amount,
        "refund_number": row.refund_number,
        "description": row.description,
    }


def run(row: ReconciliationRun) -> dict[str, Any]:
    return {
        "run_id": row.id,
        "trigger": row.trigger.value,
        "started_by": row.started_by,
        "started_at": iso_z(row.started_at),
        "finished_at": iso_z(row.finished_at) if row.finished_at is not None else None,
        "status": row.status.value,
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
) -> dict[str, Any]:
    return {
        "data": [run(row) for row in rows],
        "page": page_,
        "size": size,
        "total": total,
        "interval_minutes": interval_minutes,
        "next_run_at": iso_z(next_run_at) if next_run_at is not None else None,
    }
