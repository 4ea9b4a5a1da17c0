"""Schemathesis fuzzes a running portal server against the contract with all its checks:
signed out (client credentials only), signed in (a session made through the real sign-in
journey), and statefully along the contract's OpenAPI links (checkUser -> password ->
OTP -> portal calls; premium info -> create payment -> payment detail, cancel, receipt;
transaction list -> transaction detail; Pengkinian Data: eligibility -> current data, draft ->
one-time code -> submit, KYC list -> detail, the staff queue -> one review). The staff desk
is also fuzzed with an admin session. Generated requests are steered towards the demo data
(steering.py). Any failure, 5xx included, fails the test.

Examples per operation: SCHEMATHESIS_EXAMPLES (default 25)."""

from __future__ import annotations

import base64
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import schemathesis
import steering
from hypothesis import HealthCheck, Phase, settings
from portal_server import CLIENT, PortalServer, running_server
from schemathesis.config import PositiveDataAcceptanceConfig
from schemathesis.generation import GenerationMode
from schemathesis.specs.openapi.schemas import OpenApiSchema
from stateful import linked_machine
from steering import GATEWAY_SECRET, steer

EXAMPLES = int(os.environ.get("SCHEMATHESIS_EXAMPLES", "25"))
BASIC = "Basic " + base64.b64encode(":".join(CLIENT).encode()).decode()
FUZZ = settings(
    max_examples=EXAMPLES,
    deadline=None,
    derandomize=True,
    suppress_health_check=list(HealthCheck),
)
# A request valid by the schema may still break a rule the schema cannot express (a terms
# version other than the current one, bills out of order, a period of more than 5 years, a
# preset with dates...): the portal answers it with the documented 422 (RuleViolation),
# never 400. So the positive-data check accepts, on every operation, what Schemathesis
# accepts by default plus 422, and nothing else.
POSITIVE_DATA = PositiveDataAcceptanceConfig(
    expected_statuses=[*PositiveDataAcceptanceConfig().expected_statuses, "422"]
)
# Status codes seen by the signed-in run, per operation: proof that it reached real data.
SEEN: dict[str, set[int]] = {}


# Every fuzzed request comes from 127.0.0.1: the per-address sign-in throttle (tested in
# server/tests) would soon refuse the fixture's own sign-ins, so it is set out of reach here.
# The gateway's callback secret is known to the tests, which sign fuzzed notifications.
UNTHROTTLED = {"ADDRESS_MAX_FAILURES": "1000000", "GATEWAY_CALLBACK_SECRET": GATEWAY_SECRET}


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[PortalServer]:
    with running_server(tmp_path_factory.mktemp("schemathesis"), **UNTHROTTLED) as running:
        yield running


def load(running: PortalServer) -> OpenApiSchema:
    """The contract as the running server serves it, with the rule of POSITIVE_DATA."""
    loaded = schemathesis.openapi.from_url(f"{running.base_url}/openapi.json")
    loaded.config.base_url = running.base_url
    loaded.config.checks.positive_data_acceptance = POSITIVE_DATA
    return loaded


@pytest.fixture(scope="module")
def api(server: PortalServer) -> OpenApiSchema:
    return load(server)


schema = schemathesis.pytest.from_fixture("api")


def _label(case: Any) -> str:
    return f"{case.operation.method.upper()} {case.operation.path}"


@schema.parametrize()
@FUZZ
def test_signed_out(case: Any, server: PortalServer) -> None:
    """Client credentials only: every operation answers as the contract says."""
    steer(case)
    case.call_and_validate(base_url=server.base_url, headers={"Authorization": BASIC})


@schema.parametrize()
@FUZZ
def test_signed_in(case: Any, server: PortalServer, session_tokens: dict[str, str]) -> None:
    """A live session's access token on every call; logout gets a session of its own."""
    token = session_tokens["token"]
    if case.operation.path == "/session/logout":
        token = server.sign_in()["token"]
    steer(case)
    headers = {"Authorization": BASIC, "access-token": token}
    response = case.call_and_validate(base_url=server.base_url, headers=headers)
    SEEN.setdefault(_label(case), set()).add(response.status_code)


def test_signed_in_run_reached_the_portal() -> None:
    """The signed-in run was really signed in and reached the demo data: the policy,
    payment and transaction reads answered 200, and a payment was created."""
    for label in (
        "GET /policy/list",
        "GET /policy/detail",
        "POST /session/update",
        "GET /payment/info",
        "GET /payment/detail",
        "GET /payment/receipt",
        "GET /transaction/list",
        "GET /transaction/detail",
        "GET /policy/validasiPengkinanData",
        "GET /policy/infoPengkinanData",
        "GET /transaction/kyc/list",
        "GET /transaction/kyc/detail",
        "GET /master/village",
    ):
        assert 200 in SEEN.get(label, set()), (label, SEEN.get(label))
    assert 201 in SEEN.get("POST /payment/create", set()), SEEN.get("POST /payment/create")
    assert 200 in SEEN.get("POST /payment/notification", set()), SEEN.get(
        "POST /payment/notification"
    )


@pytest.fixture(scope="module")
def session_tokens(server: PortalServer) -> dict[str, str]:
    return server.sign_in()


ADMIN = ("admin.portal", "Admin#2026!")
# Seen by the admin run: proof that the staff desk was reached with real submissions.
SEEN_ADMIN: dict[str, set[int]] = {}


@schema.include(tag="admin").parametrize()
@FUZZ
def test_admin_signed_in(case: Any, server: PortalServer, admin_token: str) -> None:
    """The staff desk with an admin session (the customer run only meets its 403)."""
    steer(case)
    headers = {"Authorization": BASIC, "access-token": admin_token}
    response = case.call_and_validate(base_url=server.base_url, headers=headers)
    SEEN_ADMIN.setdefault(_label(case), set()).add(response.status_code)


def test_admin_run_reached_the_desk() -> None:
    for label in ("GET /admin/pengkinian/list", "GET /admin/pengkinian/detail"):
        assert 200 in SEEN_ADMIN.get(label, set()), (label, SEEN_ADMIN.get(label))


@pytest.fixture(scope="module")
def admin_token(server: PortalServer) -> str:
    return server.sign_in(*ADMIN)["token"]


# Links the portal-data stateful run must have followed to a successful answer.
MUST_FOLLOW = {
    ("CreatePayment", "POST /payment/create", 201),
    ("GetPayment", "GET /payment/detail", 200),
    ("CancelPayment", "POST /payment/cancel", 200),
    ("GetTransactionDetail", "GET /transaction/detail", 200),
}


def _stateful(
    running: PortalServer, loaded: Any, steps: int, *, admin_token: str | None = None
) -> set[tuple[str | None, str, int]]:
    loaded.config.headers = {"Authorization": BASIC}
    followed: set[tuple[str | None, str, int]] = set()
    machine = linked_machine(
        loaded,
        base_url=running.base_url,
        token=running.sign_in()["token"],
        basic=BASIC,
        followed=followed,
        admin_token=admin_token,
    )
    machine.run(
        settings=settings(
            max_examples=EXAMPLES * 2,
            deadline=None,
            derandomize=True,
            suppress_health_check=list(HealthCheck),
            stateful_step_count=steps,
            # No shrinking: a replay meets a server whose data the first run changed.
            phases=[Phase.generate],
        )
    )
    return followed


def test_stateful_links(tmp_path: Path) -> None:
    """Sequences of calls chained by the contract's links over every operation, on a server
    of their own (the fuzzed sign-in steps lock accounts, which must not leak into the
    other tests)."""
    with running_server(tmp_path, **UNTHROTTLED) as running:
        followed = _stateful(running, load(running), steps=6)
    assert any(link for link, _, _ in followed), followed


def test_stateful_portal_data_links(tmp_path: Path) -> None:
    """The payment and transaction operations alone, chained by their links: premium info
    -> create payment -> payment detail / cancel / receipt, transaction list -> detail.
    The chains must reach real data, not only refusals."""
    with running_server(tmp_path, **UNTHROTTLED) as running:
        loaded = load(running).include(
            path_regex="^/(payment/(info|create|detail|cancel|receipt)|transaction/)"
        )
        # Valid requests only: refusals of invalid ones are the other runs' business.
        loaded.config.generation.update(modes=[GenerationMode.POSITIVE])
        followed: set[tuple[str | None, str, int]] = set()
        # A derandomized run explores one set of paths; a slow machine can make one of them
        # end in a refusal (a payment paid or expired meanwhile), so a run that missed a
        # link is followed by runs of other lengths (other paths), at most two more.
        for steps in (8, 11, 14):
            followed |= _stateful(running, loaded, steps=steps)
            if not MUST_FOLLOW - followed:
                break
    missing = MUST_FOLLOW - followed
    assert not missing, (
        f"links never followed to success: {missing} (steps: {sorted(map(str, followed))})"
    )


# Links the Pengkinian Data stateful run must have followed to a successful answer.
MUST_FOLLOW_PENGKINIAN = {
    ("GetPengkinianData", "GET /policy/infoPengkinanData", 200),
    ("GeneratePengkinianOtp", "POST /pengkinian/otp/generate", 200),
    ("GetKycDetail", "GET /transaction/kyc/detail", 200),
    ("GetKycReview", "GET /admin/pengkinian/detail", 200),
    ("ListVillages", "GET /master/village", 200),
}


def _draft_form(running: PortalServer, token: str) -> dict[str, Any]:
    """Budi's current data as the web sends it in a draft (region names dropped)."""
    with running.client() as http:
        current = http.get(
            "/policy/infoPengkinanData",
            params={"policy_number": "UL24000123"},
            headers={"access-token": token},
        )
        current.raise_for_status()
    form = {k: v for k, v in current.json().items() if k != "updated_at"}
    for section in ("IdCarddAddress", "CurrentAddress", "WorkingAddress"):
        if section in form:
            form[section] = {k: v for k, v in form[section].items() if not k.endswith("_name")}
    return {**form, "id_document_id": None}


def test_stateful_pengkinian_links(tmp_path: Path) -> None:
    """Pengkinian Data, the KYC history, the staff desk and the region cascade alone,
    chained by their links. Budi's pending demo submission is decided first (by an admin,
    over HTTP), so his drafts can be made; the staff desk gets the admin session."""
    with running_server(tmp_path, **UNTHROTTLED) as running:
        admin = running.sign_in(*ADMIN)["token"]
        customer = running.sign_in()["token"]
        pending = steering.BUDI_KYC[0]
        with running.client() as http:
            http.post(
                "/admin/pengkinian/reject",
                json={"registration_number": pending, "reason": "Diputuskan sebelum uji kontrak."},
                headers={"access-token": admin},
            ).raise_for_status()
        steering.DRAFT_FORM.update(_draft_form(running, customer))
        try:
            loaded = load(running).include(
                path_regex="^/(policy/(validasi|info)PengkinanData|pengkinian/|transaction/kyc/"
                "|admin/pengkinian/(list|detail)|master/)"
            )
            loaded.config.generation.update(modes=[GenerationMode.POSITIVE])
            followed: set[tuple[str | None, str, int]] = set()
            for steps in (6, 9, 12):
                followed |= _stateful(running, loaded, steps=steps, admin_token=admin)
                if not MUST_FOLLOW_PENGKINIAN - followed:
                    break
        finally:
            steering.DRAFT_FORM.clear()
    missing = MUST_FOLLOW_PENGKINIAN - followed
    assert not missing, (
        f"links never followed to success: {missing} (steps: {sorted(map(str, followed))})"
    )
