"""HTTP edge of the security settings (operationIds of openapi/paths/password@security@data,
password@setting@validate, password@setting@edit and session@revoke). Confirming the
password and changing it commit their refusals: a wrong password leaves its count and lock."""

from __future__ import annotations

from typing import Any

from server.access.caller import Customer
from server.access.guards import CUSTOMER
from server.access.operation import Call, operation
from server.security import confirmations, overview, password_change

Body = dict[str, Any]


@operation(CUSTOMER, read_only=True)
def get_security_data(call: Call[Customer]) -> Body:
    return overview.security_data(call)


@operation(CUSTOMER, refusal_commits=True)
def confirm_password(call: Call[Customer], body: Body) -> Body:
    return confirmations.confirm(call, password=str(body["password"]), route=str(body["route"]))


@operation(CUSTOMER)
def change_password(call: Call[Customer], body: Body) -> Body:
    return password_change.change(
        call, password=str(body["password"]), confirm_password=str(body["confirmPassword"])
    )


@operation(CUSTOMER)
def revoke_session(call: Call[Customer], body: Body) -> Body:
    return overview.revoke(call, str(body["session_id"]))
