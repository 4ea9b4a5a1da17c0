"""Reconciliation runs over HTTP: one at a time (a second run, by staff or the schedule, is
refused while one runs; a run whose process died is closed by the next), a run the gateway
stops part-way is FAILED and keeps what it did, the list pages newest first with the
schedule, and only staff may list or run."""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor

import pytest

from server import leases
from server import payment_gateway as gateway
from server.db import transaction
from server.reconciliation import job
from server.reconciliation.models import ReconciliationRun, RunStatus, RunTrigger
from server.reconciliation.schedule import Schedule
from server.settings import Settings
from server.tests import reconciliation_support as rs
from server.tests.conftest import Account, Api, Clock, SignIn
from server.tests.reconciliation_support import (
    RUN_IN_PROGRESS,
    Blocking,
    FailsAfter,
    Unreachable,
    kinds,
    orphan_charge,
    ran,
    run,
    runs,
    sandbox_status,
    using,
)
from server.tests.support import problem

pytestmark = pytest.mark.postgres  # a database test: SQLite and PostgreSQL

admin_account, staff = rs.admin_account, rs.staff
Staff = Callable[[], str]
GATEWAY_FAILED = (
    "Payment gateway tidak menjawab atau menolak permintaan; putaran dihentikan. Yang sudah "
    "dilakukan tetap tercatat."
)


def test_a_run_while_another_runs_is_refused(
    api: Api, frozen: Clock, staff: Staff, settings: Settings
) -> None:
    token = staff()
    before = runs(api, token)["total"]
    blocking = Blocking(gateway.current())
    scheduled = Schedule(settings.but(reconciliation_minutes=15), holder="worker-b:7:schedule")
    with using(blocking), ThreadPoolExecutor(1) as pool:
        first = pool.submit(run, api, token)
        assert blocking.entered.wait(10)
        refused = problem(run(api, token), 409)
        assert (refused["message"], refused["detail"]) == (
            RUN_IN_PROGRESS, "A reconciliation run is in progress."
        )  # fmt: skip
        assert scheduled.run_if_due() is None  # the period's scheduled run: skipped
        assert runs(api, token)["total"] == before  # a running run is not listed yet
        blocking.go.set()
        answer = first.result(10)
    assert answer.status_code == 200, answer.text
    body = answer.json()
    assert (body["status"], body["trigger"]) == ("COMPLETED", "STAFF")
    listed = runs(api, token)
    assert listed["total"] == before + 1 and listed["data"][0] == body
    assert ran(api, token)["run_id"] == body["run_id"] + 1  # the lease was given back


def test_a_run_whose_process_died_is_closed_by_the_next(
    api: Api, frozen: Clock, staff: Staff
) -> None:
    token = staff()
    started = frozen.now.isoformat().replace("+00:00", "Z")
    # Another worker started a run and died: its row RUNNING, its lease held until it runs out.
    with transaction() as session:
        dead = ReconciliationRun(
            trigger=RunTrigger.SCHEDULE, started_at=frozen.now, status=RunStatus.RUNNING,
            charges_checked=0,
        )  # fmt: skip
        session.add(dead)
        session.flush()
        dead_id = dead.id
    holder = "worker-b:4242:0badf00d"
    assert leases.hold(job.RUN_LEASE, seconds=job.RUN_LEASE_SECONDS, now=frozen.now, holder=holder)
    assert problem(run(api, token), 409)["message"] == RUN_IN_PROGRESS
    assert dead_id not in [r["run_id"] for r in runs(api, token)["data"]]

    frozen.advance(seconds=job.RUN_LEASE_SECONDS)  # the dead worker never renewed it
    token = staff()
    body = ran(api, token)
    assert body["status"] == "COMPLETED"
    listed = {r["run_id"]: r for r in runs(api, token)["data"]}
    assert listed[dead_id] == {
        "run_id": dead_id,
        "trigger": "SCHEDULE",
        "started_by": None,
        "started_at": started,
        "finished_at": None,
        "status": "FAILED",
        "charges_checked": 0,
        "actions": [],
        "error": "Proses server berhenti di tengah putaran. Yang sudah dilakukan tetap tercatat.",
    }


def test_a_run_the_gateway_stops_is_failed_and_keeps_what_it_did(
    api: Api, frozen: Clock, staff: Staff
) -> None:
    token = staff()
    ran(api, token)  # what earlier tests left is out of the way
    first, first_txn = orphan_charge()
    frozen.advance(seconds=1)
    second, second_txn = orphan_charge()
    frozen.advance(minutes=11)
    token = staff()

    with using(FailsAfter(gateway.current(), good=1)):
        body = ran(api, token)  # the gateway stops answering after the first cancellation
    assert (body["status"], body["error"], body["charges_checked"]) == (
        "FAILED", GATEWAY_FAILED, 2
    )  # fmt: skip
    assert body["finished_at"] is not None
    assert kinds(body) == [("CHARGE_CANCELLED", first)]
    assert (sandbox_status(api, first_txn), sandbox_status(api, second_txn)) == (
        "CANCELLED", "PENDING"
    )  # fmt: skip
    assert runs(api, token)["data"][0] == body

    again = ran(api, token)  # the gateway is back: the next run does the rest
    assert (again["status"], kinds(again)) == ("COMPLETED", [("CHARGE_CANCELLED", second)])
    assert sandbox_status(api, second_txn) == "CANCELLED"


def test_a_gateway_that_cannot_be_reached_fails_the_run_with_nothing_done(
    api: Api, frozen: Clock, staff: Staff
) -> None:
    token = staff()
    orphan, txn = orphan_charge()
    frozen.advance(minutes=11)
    token = staff()
    with using(Unreachable(gateway.current())):
        body = ran(api, token)
    assert (body["status"], body["error"], body["charges_checked"], body["actions"]) == (
        "FAILED", GATEWAY_FAILED, 0, []
    )  # fmt: skip
    assert sandbox_status(api, txn) == "PENDING"
    assert ("CHARGE_CANCELLED", orphan) in kinds(ran(api, token))


def test_the_list_pages_newest_first_with_the_schedule(
    api: Api, frozen: Clock, staff: Staff
) -> None:
    token = staff()
    made = [ran(api, token)["run_id"] for _ in range(3)]
    first = runs(api, token, page=1, size=2)
    second = runs(api, token, page=2, size=2)
    assert [r["run_id"] for r in first["data"]] == [made[2], made[1]]
    assert second["data"][0]["run_id"] == made[0]
    assert (first["page"], first["size"], second["page"]) == (1, 2, 2)
    assert first["total"] == second["total"] >= 3
    # The tests' app runs no schedule (RECONCILIATION_MINUTES=0).
    assert (first["interval_minutes"], first["next_run_at"]) == (0, None)


def test_only_staff_list_and_run(
    api: Api, frozen: Clock, make_account: Callable[..., Account], signin: SignIn
) -> None:
    customer = str(signin.signed_in(make_account())["token"])
    for call in (
        lambda token: api.get("/admin/reconciliation/list", token=token),
        lambda token: run(api, token),
    ):
        assert problem(call(customer), 403)["status"] == 403
        assert problem(call(None), 401)["status"] == 401
