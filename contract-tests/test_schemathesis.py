"""Schemathesis fuzzes a running portal server against the contract with all its checks:
signed out (client credentials only) and signed in (a session made through the real sign-in
journey); the staff desk with an admin session, and the SPAJ applicant's operations with
real SPAJ sessions (spaj_steering.py). The runs along the contract's links are in
test_schemathesis_stateful.py. Generated requests are steered towards the demo data
(steering.py). Any failure, 5xx included, fails the test. Each operation gets Schemathesis'
coverage phase (boundary and negative cases) in the run whose caller it serves; a run it
turns away (401 with no session, 403 to a customer at the staff desk) checks that answer with
its examples and fuzzed cases (fuzzing.load).

Examples per operation: SCHEMATHESIS_EXAMPLES (10 in npm test, 25 in npm run test:contract)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import banner_steering
import claim_steering
import investment_steering
import pytest
import schemathesis
import spaj_steering
import steering
from fuzzing import ADMIN, BASIC, EXAMPLES, UNTHROTTLED, load, needs_session
from hypothesis import HealthCheck, settings
from portal_server import BUDI, SITI, SITI_PASSWORD, PortalServer, running_server
from schemathesis.schemas import APIOperation
from schemathesis.specs.openapi.schemas import OpenApiSchema
from steering import steer

FUZZ = settings(
    max_examples=EXAMPLES,
    deadline=None,
    derandomize=True,
    suppress_health_check=list(HealthCheck),
)
# Tag spaj, but the public entry and a policy holder's own list and open.
SPAJ_NOT_APPLICANT = ("enter_spaj", "list_my_spaj", "open_my_spaj")
# Status codes seen by the signed-in run, per operation: proof that it reached real data.
SEEN: dict[str, set[int]] = {}


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[PortalServer]:
    with running_server(tmp_path_factory.mktemp("schemathesis"), **UNTHROTTLED) as running:
        yield running


@pytest.fixture(scope="module")
def api(server: PortalServer) -> OpenApiSchema:
    return load(server)


@pytest.fixture(scope="module")
def api_signed_out(server: PortalServer) -> OpenApiSchema:
    return load(server, refused=needs_session)


@pytest.fixture(scope="module")
def api_customer(server: PortalServer) -> OpenApiSchema:
    return load(server, refused=lambda operation: not for_customers(operation))


def for_customers(operation: APIOperation) -> bool:
    """Not the staff desk's and not a SPAJ applicant's (test_admin_signed_in and
    test_spaj_applicant_signed_in call those with their sessions)."""
    tags, name = operation.definition.raw.get("tags", []), operation.definition.raw["operationId"]
    applicant = "spaj" in tags and name not in SPAJ_NOT_APPLICANT
    return "admin" not in tags and not applicant


schema = schemathesis.pytest.from_fixture("api")
signed_out = schemathesis.pytest.from_fixture("api_signed_out")
customer = schemathesis.pytest.from_fixture("api_customer")


def _label(case: Any) -> str:
    return f"{case.operation.method.upper()} {case.operation.path}"


# Status codes seen by the signed-out run, per operation.
SEEN_OUT: dict[str, set[int]] = {}


@signed_out.parametrize()
@FUZZ
def test_signed_out(case: Any, server: PortalServer) -> None:
    """Client credentials only: every operation answers as the contract says."""
    steer(case)
    response = case.call_and_validate(base_url=server.base_url, headers={"Authorization": BASIC})
    SEEN_OUT.setdefault(_label(case), set()).add(response.status_code)


def test_signed_out_run_entered_a_spaj() -> None:
    """The one portal step open to everyone answered, with the demo's numbers among others."""
    assert 200 in SEEN_OUT.get("POST /spaj/login", set()), SEEN_OUT.get("POST /spaj/login")


@customer.parametrize()
@FUZZ
def test_signed_in(
    case: Any,
    server: PortalServer,
    session_tokens: dict[str, str],
    settings_tokens: dict[str, str],
    claims_ready: None,
    banners_ready: None,
    investment_ready: None,
) -> None:
    """A live session's access token on every call; logout gets a session of its own, the
    security settings Siti's (their wrong or changed passwords stay away from Budi's)."""
    token = session_tokens["token"]
    if case.operation.path == "/session/logout":
        token = server.sign_in()["token"]
    elif case.operation.path.startswith(SETTINGS_PATHS):
        token = settings_tokens["token"]
    steer(case)
    headers = {"Authorization": BASIC, "access-token": token}
    response = case.call_and_validate(base_url=server.base_url, headers=headers)
    SEEN.setdefault(_label(case), set()).add(response.status_code)


def test_signed_in_run_reached_the_portal() -> None:
    """The signed-in run was really signed in and reached the demo data: the policy,
    payment, transaction and partner hospital reads answered 200, a fund switch's and an
    allocation change's code was sent and each confirmed once, and a payment was created."""
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
        "GET /hospital/list",
        "GET /hospital/detail",
        "GET /password/security/data",
        "GET /password/emailPH",
        "POST /password/setting/validate",
        "GET /claim/benefit/list",
        "GET /claim/validate/benefit",
        "GET /claim/list",
        "GET /claim/detail",
        "GET /banner/list",
        "GET /banner/image/{file}",
        "GET /spaj/mine",
        "POST /spaj/open",
        "GET /policy/documents",
        "GET /policy/epolicy",
        "GET /policy/taxCertificate",
        "GET /policy/healthCard",
        "GET /transaction/statement",
        "GET /policy/fund",
        "GET /policy/fund/prices",
        "GET /policy/fund/valueHistory",
        "POST /policy/fund/switch/otp",
        "POST /policy/fund/allocation/otp",
        "POST /policy/fund/allocation",
    ):
        assert 200 in SEEN.get(label, set()), (label, SEEN.get(label))
    for label in (
        "POST /claim/submit",
        "POST /payment/create",
        "POST /document/upload",
        "POST /policy/topup",
        "POST /policy/fund/switch",
    ):
        assert 201 in SEEN.get(label, set()), (label, SEEN.get(label))
    assert 200 in SEEN.get("POST /payment/notification", set()), SEEN.get(
        "POST /payment/notification"
    )


@pytest.fixture(scope="module")
def session_tokens(server: PortalServer) -> dict[str, str]:
    return server.sign_in()


@pytest.fixture(scope="module")
def claims_ready(server: PortalServer, session_tokens: dict[str, str]) -> Iterator[None]:
    """Claim steering for this server: Budi's benefits and uploads in his name."""
    claim_steering.prepare(server.base_url, BASIC, session_tokens["token"], steering.TINY_PNG)
    yield
    claim_steering.clear()


@pytest.fixture(scope="module")
def banners_ready(server: PortalServer, session_tokens: dict[str, str]) -> Iterator[None]:
    """Banner steering for this server: the carousel's pictures and banner numbers."""
    banner_steering.prepare(server.base_url, BASIC, customer=session_tokens["token"])
    yield
    banner_steering.clear()


@pytest.fixture(scope="module")
def banner_desk_ready(
    server: PortalServer, admin_token: str, banners_ready: None
) -> Iterator[None]:
    """The admin's session for the banner steering (fresh pictures, current versions)."""
    banner_steering.prepare_desk(server.base_url, BASIC, admin=admin_token)
    yield
    banner_steering.clear_desk()


@pytest.fixture(scope="module")
def investment_ready(server: PortalServer, session_tokens: dict[str, str]) -> Iterator[None]:
    """Investment steering for this server: codes really sent for some confirmations."""
    investment_steering.prepare(server, session_tokens["token"])
    yield
    investment_steering.clear()


SETTINGS_PATHS = ("/password/setting/", "/password/security/", "/password/otp/", "/session/revoke")


@pytest.fixture(scope="module")
def settings_tokens(server: PortalServer) -> dict[str, str]:
    return server.first_sign_in(SITI["nik"], SITI["birthDate"], SITI_PASSWORD)


# password/emailPH answers only a caller who proved the account: fuzzed with the sign-in's
# step tokens (before and after the password, of a known and an unknown user name) and the
# admin's session; the customer's session is the signed-in run's.
EMAIL_PH = schema.include(operation_id="get_email_ph")


@pytest.fixture(scope="module")
def email_ph_callers(server: PortalServer, admin_token: str) -> dict[str, tuple[str, int]]:
    """Each caller's access token and the status it must get."""
    with server.client() as http:

        def check_user(name: str) -> str:
            step = http.post("/login/checkUser", json={"userName": name})
            step.raise_for_status()
            return str(step.json()["token"])

        proved = http.post(
            "/password/validate",
            json={"password": BUDI[1]},
            headers={"access-token": check_user(BUDI[0])},
        )
        proved.raise_for_status()
        return {
            "code step": (proved.json()["token"], 200),
            "checkUser, known name": (check_user(BUDI[0]), 403),
            "checkUser, unknown name": (check_user("tidak.terdaftar"), 403),
            "admin session": (admin_token, 403),
        }


@EMAIL_PH.parametrize()
@FUZZ
def test_email_ph_by_caller(
    case: Any, server: PortalServer, email_ph_callers: dict[str, tuple[str, int]]
) -> None:
    steer(case)
    positive = case.meta is None or not case.meta.generation.mode.is_negative
    for caller, (token, status) in email_ph_callers.items():
        headers = {"Authorization": BASIC, "access-token": token}
        response = case.call_and_validate(base_url=server.base_url, headers=headers)
        if positive:
            assert response.status_code == status, (caller, response.text)


# The applicant's operations (tag spaj, but for the public entry and a policy holder's own
# list and open), each with the SPAJ session of the demo application it fits.
APPLICANT_OPERATIONS = schema.include(tag="spaj").exclude(operation_id=list(SPAJ_NOT_APPLICANT))
SEEN_APPLICANT: dict[str, set[int]] = {}


@pytest.fixture(scope="module")
def applicants_ready(server: PortalServer) -> Iterator[None]:
    """SPAJ sessions of Dewi, Rina and Agus through the real entry."""
    spaj_steering.prepare(server, BASIC)
    yield
    spaj_steering.clear()


@APPLICANT_OPERATIONS.parametrize()
@FUZZ
def test_spaj_applicant_signed_in(case: Any, server: PortalServer, applicants_ready: None) -> None:
    """Every applicant operation with a real SPAJ session (the code step with a step token
    of its own, logout with a session of its own)."""
    steer(case)
    headers = {"Authorization": BASIC, "access-token": spaj_steering.token_for(case)}
    response = case.call_and_validate(base_url=server.base_url, headers=headers)
    SEEN_APPLICANT.setdefault(_label(case), set()).add(response.status_code)


def test_spaj_applicant_run_reached_the_applications() -> None:
    for label in (
        "POST /spaj/otp/validate",
        "POST /spaj/logout",
        "GET /spaj/detail",
        "POST /spaj/requirement/answer",
        "POST /spaj/offer/otp",
        "POST /spaj/offer/decline",
        "GET /spaj/payment/info",
    ):
        assert 200 in SEEN_APPLICANT.get(label, set()), (label, SEEN_APPLICANT.get(label))


# Seen by the admin run: proof that the staff desk was reached with real submissions.
SEEN_ADMIN: dict[str, set[int]] = {}


@schema.include(tag="admin").parametrize()
@FUZZ
def test_admin_signed_in(
    case: Any,
    server: PortalServer,
    admin_token: str,
    claims_ready: None,
    banner_desk_ready: None,
    spaj_desk_ready: None,
) -> None:
    """The staff desk with an admin session (the customer run only meets its 403)."""
    steer(case)
    headers = {"Authorization": BASIC, "access-token": admin_token}
    response = case.call_and_validate(base_url=server.base_url, headers=headers)
    SEEN_ADMIN.setdefault(_label(case), set()).add(response.status_code)


def test_admin_run_reached_the_desk() -> None:
    for label in (
        "GET /admin/pengkinian/list",
        "GET /admin/pengkinian/detail",
        "GET /admin/claim/list",
        "GET /admin/claim/detail",
        "GET /admin/banner/list",
        "GET /admin/banner/detail",
        "POST /admin/banner/image",
        "POST /admin/banner/update",
        "POST /admin/banner/status",
        "POST /admin/banner/reorder",
        "GET /admin/spaj/list",
        "GET /admin/spaj/detail",
        "GET /admin/spaj/document",
        "POST /admin/spaj/review",
        "POST /admin/spaj/requirement",
        "POST /admin/spaj/decide",
        "POST /admin/spaj/reject",
        "GET /admin/reconciliation/list",
        "POST /admin/reconciliation/run",
        "GET /admin/refund/list",
        "GET /admin/refund/detail",
        "GET /admin/notice/list",
        "GET /admin/fund/prices",
    ):  # a claim's documents (random ids) are reached through the links: stateful run
        ok = 201 if label == "POST /admin/banner/image" else 200
        assert ok in SEEN_ADMIN.get(label, set()), (label, SEEN_ADMIN.get(label))
    assert 201 in SEEN_ADMIN.get("POST /admin/banner/create", set()), SEEN_ADMIN.get(
        "POST /admin/banner/create"
    )


@pytest.fixture(scope="module")
def spaj_desk_ready(server: PortalServer, admin_token: str) -> Iterator[None]:
    """SPAJ steering for the desk: Rina's answered check-up for the document download."""
    spaj_steering.prepare_desk(server, BASIC, admin_token)
    yield
    spaj_steering.clear()


@pytest.fixture(scope="module")
def admin_token(server: PortalServer) -> str:
    return server.sign_in(*ADMIN, admin=True)["token"]
