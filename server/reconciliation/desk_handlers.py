"""HTTP edge of the reconciliation (operationIds of openapi/paths/admin@reconciliation@*.yaml),
for admin sessions only (a customer token gets 403 from the guard).

Running one calls the payment gateway between units of work (no transaction stays open
during the calls); a run already in progress, scheduled or by staff, answers 409.
"""

from __future__ import annotations

from datetime import timedelta

from server.access.caller import Customer
from server.access.guards import ADMIN
from server.access.operation import Call, Phases, operation, phased_operation
from server.contract_types import ReconciliationRun, ReconciliationRunPage
from server.reconciliation import job, runs, schedule, serializers
from server.reconciliation.models import RunTrigger


@operation(ADMIN, read_only=True)
def list_reconciliation_runs(
    call: Call[Customer], page: int = 1, size: int = 20
) -> ReconciliationRunPage:
    rows, total = runs.page(call.session, page=page, size=size)
    minutes = call.settings.reconciliation_minutes
    return serializers.page(
        rows, page, size, total,
        interval_minutes=minutes,
        next_run_at=schedule.next_run_at(
            call.session, minutes, call.now, queued=call.settings.jobs == "procrastinate"
        ),
    )  # fmt: skip


@phased_operation(ADMIN)
def run_reconciliation(phases: Phases[Customer]) -> ReconciliationRun:
    with phases.unit() as call:
        staff = call.caller.user_name
        lookback = timedelta(days=call.settings.reconciliation_lookback_days)
    run_id = job.run(trigger=RunTrigger.STAFF, started_by=staff, lookback=lookback)
    with phases.unit() as call:
        return serializers.run(runs.one(call.session, run_id))
