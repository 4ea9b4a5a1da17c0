"""A fixed, small number of SQL statements per payment request, however many bills and
payments a policy has: an N+1 or a chatty change fails here."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from server.tests import payment_support as ps
from server.tests.conftest import Api, Clock
from server.tests.payment_support import Customer, charge_of, create, notification, notify
from server.tests.support import Statements

pytestmark = pytest.mark.postgres  # a database test: SQLite and PostgreSQL

make_customer, on_day, settings = ps.make_customer, ps.on_day, ps.settings
CEILING = 14  # statements per request (gateway's own included), BEGIN/COMMIT not counted
# Creating runs three transactions (reserve, the sandbox gateway's own, confirm) and a
# savepoint around the holds.
CREATE_CEILING = 18


def test_payment_requests_stay_within_the_statement_budget(
    api: Api, make_customer: Callable[..., Customer], on_day: Clock, statements: Statements
) -> None:
    c = make_customer(bills=8)
    # Some history first: five payments, cancelled.
    for _ in range(5):
        response = create(api, c, bills=c.bill_ids[:4])
        api.post("/payment/cancel", {"payment_id": response.json()["payment_id"]}, token=c.token)
    used: dict[str, int] = {}

    def step(name: str, response: Any, status: int = 200) -> Any:
        assert response.status_code == status, response.text
        statements.count()  # ignore what happened before
        return response

    def measure(name: str, call: Callable[[], Any], status: int = 200) -> Any:
        statements.count()
        response = call()
        assert response.status_code == status, response.text
        used[name] = statements.count()
        return response

    q = {"policy_number": c.policy_number}
    measure("info", lambda: api.get("/payment/info", token=c.token, params=q))
    payment = measure("create", lambda: create(api, c, bills=c.bill_ids[:4]), 201).json()
    p = {"payment_id": payment["payment_id"]}
    measure("detail", lambda: api.get("/payment/detail", token=c.token, params=p))
    measure("info pending", lambda: api.get("/payment/info", token=c.token, params=q))
    txn = step("charge", api.client.get("/sandbox-gateway/api/charges"))
    txn_id = charge_of(api, payment["payment_id"])["gateway_txn_id"]
    measure("notification", lambda: notify(api, notification(payment, txn_id)))
    measure("receipt", lambda: api.get("/payment/receipt", token=c.token, params=p))
    second = measure("create 2", lambda: create(api, c, bills=c.bill_ids[4:5]), 201).json()
    measure(
        "cancel",
        lambda: api.post("/payment/cancel", {"payment_id": second["payment_id"]}, token=c.token),
    )
    assert txn is not None
    assert used["create"] == used["create 2"]  # four bills cost what one bill costs
    assert used.pop("create") <= CREATE_CEILING and used.pop("create 2") <= CREATE_CEILING
    over = {name: n for name, n in used.items() if n > CEILING}
    assert not over, f"over {CEILING} statements: {over} (all: {used})"
