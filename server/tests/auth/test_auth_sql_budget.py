"""A fixed, small number of SQL statements per request over the whole existing-customer
journey (and the first portal calls): an N+1 or a chatty change fails here."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from server.tests.conftest import Account, Api, MemorySender
from server.tests.support import Statements

pytestmark = pytest.mark.postgres  # a database test: SQLite and PostgreSQL

CEILING = 12  # statements per request, BEGIN/COMMIT not counted


def test_sign_in_journey_stays_within_the_statement_budget(
    api: Api, sender: MemorySender, make_account: Callable[..., Account], statements: Statements
) -> None:
    account = make_account()
    statements.count()
    used: dict[str, int] = {}

    def step(name: str, response: Any) -> dict[str, Any]:
        assert response.status_code == 200, response.text
        used[name] = statements.count()
        body: dict[str, Any] = response.json()
        return body

    token = step("checkUser", api.post("/login/checkUser", {"userName": account.user_name}))[
        "token"
    ]
    token = step(
        "password", api.post("/password/validate", {"password": account.password}, token=token)
    )["token"]
    step("otp/generate", api.post("/otp/generate", {}, token=token))
    step("otp/info", api.get("/otp/info", token=token))
    signed = step(
        "otp/validate", api.post("/otp/validate", {"otp": sender.last_code()}, token=token)
    )
    access = signed["token"]
    step("checkValidTerm", api.get("/token/checkValidTerm", token=access))
    step("terms/store", api.post("/termscondition/store", {"tnc_version": "2026.1"}, token=access))
    step("session/update", api.post("/session/update", token=access))
    refresh = {"userName": account.user_name, "refreshToken": signed["refreshToken"]}
    access = step("token/refresh", api.post("/token/refresh", refresh))["token"]
    step("config/all", api.get("/config/all"))
    step("logout", api.post("/session/logout", token=access))
    over = {name: n for name, n in used.items() if n > CEILING}
    assert not over, f"over {CEILING} statements: {over} (all: {used})"
    assert sum(used.values()) <= 70, used
