"""HTTP edge of the security settings (operationIds of openapi/paths/password@security@data,
password@setting@validate, password@setting@edit, session@revoke and password@emailPH).
Confirming the password and changing it commit their refusals: a wrong password leaves its
count and lock."""

from __future__ import annotations

from typing import Any

from server.access.caller import Customer, SignInStep
from server.access.guards import CUSTOMER, PROVED_STEP, by_token
from server.access.models import User
from server.access.operation import Call, operation
from server.security import confirmations, email_ph, overview, password_change

Body = dict[str, Any]
# A customer's session, or a sign-in step after the account was proved (the code page).
PROVED = by_token(PROVED_STEP, CUSTOMER)


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


@operation(PROVED, read_only=True)
def get_email_ph(call: Call[SignInStep | Customer]) -> Body:
    caller = call.caller
    if isinstance(caller, SignInStep):
        user = caller.user
    else:
        found = call.session.get(User, caller.user_id)
        assert found is not None  # the guard read its session
        user = found
    return email_ph.email_ph(call.session, user)
