"""Schemathesis fuzzes a running portal server against the contract with all its checks:
signed out (client credentials only), signed in (a session made through the real sign-in
journey), and statefully along the contract's OpenAPI links (checkUser -> password ->
OTP -> portal calls). Any failure, 5xx included, fails the test.

Examples per operation: SCHEMATHESIS_EXAMPLES (default 25)."""

from __future__ import annotations

import base64
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import schemathesis
from hypothesis import HealthCheck, settings
from portal_server import CLIENT, PortalServer, running_server
from schemathesis.specs.openapi.schemas import OpenApiSchema

EXAMPLES = int(os.environ.get("SCHEMATHESIS_EXAMPLES", "25"))
BASIC = "Basic " + base64.b64encode(":".join(CLIENT).encode()).decode()
FUZZ = settings(
    max_examples=EXAMPLES,
    deadline=None,
    derandomize=True,
    suppress_health_check=list(HealthCheck),
)
# The server refuses a terms version other than the current one with a documented 422
# (RuleViolation): valid-looking data that a business rule rejects, which the
# positive-data check would otherwise report.
RULE_REJECTS = {"POST /termscondition/store"}
# Status codes seen by the signed-in run, per operation: proof that it reached real data.
SEEN: dict[str, set[int]] = {}


# Every fuzzed request comes from 127.0.0.1: the per-address sign-in throttle (tested in
# server/tests) would soon refuse the fixture's own sign-ins, so it is set out of reach here.
UNTHROTTLED = {"ADDRESS_MAX_FAILURES": "1000000"}


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[PortalServer]:
    with running_server(tmp_path_factory.mktemp("schemathesis"), **UNTHROTTLED) as running:
        yield running


@pytest.fixture(scope="module")
def api(server: PortalServer) -> OpenApiSchema:
    loaded = schemathesis.openapi.from_url(f"{server.base_url}/openapi.json")
    loaded.config.base_url = server.base_url
    return loaded


schema = schemathesis.pytest.from_fixture("api")


def _checks(case: Any) -> dict[str, Any]:
    excluded = []
    if f"{case.operation.method.upper()} {case.operation.path}" in RULE_REJECTS:
        excluded.append(schemathesis.checks.positive_data_acceptance)
    return {"excluded_checks": excluded}


@schema.parametrize()
@FUZZ
def test_signed_out(case: Any, server: PortalServer) -> None:
    """Client credentials only: every operation answers as the contract says."""
    case.call_and_validate(
        base_url=server.base_url, headers={"Authorization": BASIC}, **_checks(case)
    )


@schema.parametrize()
@FUZZ
def test_signed_in(case: Any, server: PortalServer, session_tokens: dict[str, str]) -> None:
    """A live session's access token on every call; logout gets a session of its own."""
    token = session_tokens["token"]
    if case.operation.path == "/session/logout":
        token = server.sign_in()["token"]
    headers = {"Authorization": BASIC, "access-token": token}
    response = case.call_and_validate(base_url=server.base_url, headers=headers, **_checks(case))
    label = f"{case.operation.method.upper()} {case.operation.path}"
    SEEN.setdefault(label, set()).add(response.status_code)


def test_signed_in_run_reached_the_portal() -> None:
    """The signed-in run was really signed in: the policy calls answered 200 (the contract's
    example policy number belongs to the demo customer)."""
    for label in ("GET /policy/list", "GET /policy/detail", "POST /session/update"):
        assert 200 in SEEN.get(label, set()), (label, SEEN.get(label))


@pytest.fixture(scope="module")
def session_tokens(server: PortalServer) -> dict[str, str]:
    return server.sign_in()


# Known demo data, mixed into the generated sign-in steps so that some chains get past
# checkUser and the password check (random names and passwords never do).
DEMO_USERS = ("budi.santoso", "siti.rahma", "andi.wijaya", "admin.portal")
DEMO_PASSWORDS = ("Portal#2026!", "Admin#2026!")


def _steer(case: Any) -> None:
    body = case.body if isinstance(case.body, dict) else None
    if body is None:
        return
    if case.operation.path == "/login/checkUser" and "userName" in body:
        bucket = len(body["userName"]) % (len(DEMO_USERS) + 1)
        if bucket < len(DEMO_USERS):
            body["userName"] = DEMO_USERS[bucket]
    elif case.operation.path == "/password/validate" and "password" in body:
        bucket = len(body["password"]) % (len(DEMO_PASSWORDS) + 1)
        if bucket < len(DEMO_PASSWORDS):
            body["password"] = DEMO_PASSWORDS[bucket]


def test_stateful_links(tmp_path: Path) -> None:
    """Sequences of calls chained by the contract's links, on a server of their own (the
    fuzzed sign-in steps lock accounts, which must not leak into the other tests)."""
    with running_server(tmp_path, **UNTHROTTLED) as running:
        loaded = schemathesis.openapi.from_url(f"{running.base_url}/openapi.json")
        loaded.config.base_url = running.base_url
        loaded.config.headers = {"Authorization": BASIC}
        base = loaded.as_state_machine()

        class Machine(base):  # type: ignore[misc, valid-type]
            def before_call(self, case: Any) -> None:
                _steer(case)

        Machine.run(
            settings=settings(
                max_examples=EXAMPLES * 2,
                deadline=None,
                derandomize=True,
                suppress_health_check=list(HealthCheck),
                stateful_step_count=6,
            )
        )
