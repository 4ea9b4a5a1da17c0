"""The contract's OpenAPI links really lead through the sign-in journeys: each step is
called with exactly what the previous step's link says (evaluated from the contract, not
hard-coded), and the journey ends signed in with the policy data readable."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
import yaml
from conftest import BUNDLE
from portal_server import PortalServer, running_server
from steering import BUDI_OLDEST_BILL

from server.seed.facts import demo_facts

DOCUMENT = yaml.load(BUNDLE.read_text(), Loader=yaml.CSafeLoader)
MONTH = demo_facts()["budi"]["unitLinkMonth"]  # a month of unit-link history, as seeded today
OPERATIONS = {
    op["operationId"]: (path, method.upper(), op)
    for path, item in DOCUMENT["paths"].items()
    for method, op in item.items()
}


def _pointer(document: Any, pointer: str) -> Any:
    for part in pointer.lstrip("/").split("/"):
        document = document[int(part)] if isinstance(document, list) else document[part]
    return document


def _value(expression: str, response: httpx.Response) -> Any:
    prefix = "$response.body#"
    assert expression.startswith(prefix), expression
    return _pointer(response.json(), expression[len(prefix) :])


def _evaluate(template: Any, response: httpx.Response) -> Any:
    """A link's request body value: runtime expressions inside lists evaluated, constants
    (such as a payment method) as they are."""
    if isinstance(template, list):
        return [_evaluate(item, response) for item in template]
    if isinstance(template, str) and template.startswith("$response."):
        return _value(template, response)
    return template


class Journey:
    def __init__(self, server: PortalServer, http: httpx.Client) -> None:
        self.server, self.http = server, http
        self.last: tuple[str, httpx.Response] | None = None
        # A signed-in client sends its access token on every call; links carry only what a
        # step adds (step tokens, ids), so the walker keeps the session's token like a client.
        self.access_token: str | None = None

    def start(
        self, operation_id: str, body: dict[str, Any] | None = None, **params: str
    ) -> httpx.Response:
        path, method, _ = OPERATIONS[operation_id]
        headers = {"access-token": self.access_token} if self.access_token else {}
        response = self.http.request(
            method, path, json=body, params=params or None, headers=headers
        )
        assert response.status_code == 200, response.text
        self.last = (operation_id, response)
        return response

    def follow(
        self,
        link: str,
        body: dict[str, Any] | None = None,
        *,
        headers: dict[str, str] | None = None,
        expect: int = 200,
    ) -> httpx.Response:
        """Call the target of `link` on the previous response, with the link's parameters
        (and `headers` the link cannot carry, such as an Idempotency-Key)."""
        assert self.last is not None
        source_id, source = self.last
        responses = OPERATIONS[source_id][2]["responses"]
        definition = responses[str(source.status_code)]["links"][link]
        if "$ref" in definition:  # a shared link (components/links)
            definition = _pointer(DOCUMENT, definition["$ref"].removeprefix("#"))
        path, method, _ = OPERATIONS[definition["operationId"]]
        headers = dict(headers or {})
        params: dict[str, str] = {}
        for name, expression in definition.get("parameters", {}).items():
            location, key = name.split(".", 1)
            target = headers if location == "header" else params
            target[key] = _value(expression, source)
        if "requestBody" in definition:
            body = {k: _evaluate(v, source) for k, v in definition["requestBody"].items()}
        if "access-token" not in headers and self.access_token:
            headers["access-token"] = self.access_token
        response = self.http.request(
            method, path, json=body, headers=headers, params=params or None
        )
        assert response.status_code == expect, (link, response.status_code, response.text)
        if not response.headers["content-type"].startswith("application/json"):
            self.last = (definition["operationId"], response)
            return response
        if response.json().get("next") == "AUTHENTICATED" or "refreshToken" in response.json():
            self.access_token = response.json()["token"]
        self.last = (definition["operationId"], response)
        return response

    def otp(self) -> str:
        return self.server.last_code(0)


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[PortalServer]:
    with running_server(tmp_path_factory.mktemp("links")) as running:
        yield running


def test_existing_customer_journey_follows_links(server: PortalServer) -> None:
    with server.client() as http:
        journey = Journey(server, http)
        journey.start("check_user", {"userName": "budi.santoso"})
        journey.follow("ValidatePassword", {"password": "Portal#2026!"})
        step = journey.last
        emails = journey.follow("GetEmailPh").json()["emails"]
        assert [e["source"] for e in emails] == ["RECOVERY", "POLICY_HOLDER"], emails
        assert emails[1] == {
            "source": "POLICY_HOLDER",
            "email": "bu***o@gm***.com",
            "uses": ["SIGN_IN_CODE", "FORGOT_PASSWORD"],
        }
        journey.last = step
        sent = server.outbox_lines()
        journey.follow("GenerateOtp", {"channel": "SMS"})
        journey.last = step
        signed_in = journey.follow("ValidateOtp", {"otp": server.last_code(sent)})
        assert signed_in.json()["next"] == "AUTHENTICATED"
        journey.follow("ListPolicies")
        detail = journey.follow("GetPolicyDetail")
        assert detail.json()["holder"]["name"] == "Budi Santoso"
        journey.last = ("validate_otp", signed_in)
        refreshed = journey.follow("RefreshToken")
        assert refreshed.json()["userName"] == "budi.santoso"
        journey.follow("RefreshToken")  # the rotated token works once more


def test_first_time_customer_journey_follows_links(server: PortalServer) -> None:
    with server.client() as http:
        journey = Journey(server, http)
        first = journey.start("check_user", {"nik": "3273016406900002"})
        assert first.json()["data"]["next"] == "ID_CARD"
        journey.follow("CheckIdCard", {"nik": "3273016406900002", "birthDate": "1990-06-24"})
        step = journey.last
        emails = journey.follow("GetEmailPh").json()["emails"]
        assert [e["email"] for e in emails] == ["si***a@ya***.co.id"], emails
        journey.last = step
        sent = server.outbox_lines()
        journey.follow("GenerateOtp", {})
        journey.last = step
        created = journey.follow("ValidateOtp", {"otp": server.last_code(sent)})
        assert created.json()["next"] == "CREATE_PASSWORD"
        password = "Teh-Manis-Sore-Hari-77"
        done = journey.follow("CreatePassword", {"password": password, "confirmPassword": password})
        assert done.json()["next"] == "AUTHENTICATED"
        policies = journey.follow("ListPolicies")
        assert policies.json()["total"] >= 1


def test_premium_payment_follows_links(server: PortalServer) -> None:
    """Premium info -> pay the oldest bill -> follow, download (not yet paid) and cancel the
    payment, each with what the links say."""
    with server.client() as http:
        journey = Journey(server, http)
        journey.access_token = server.sign_in()["token"]
        info = journey.start("get_premium_info", policy_number="KS23000456")
        assert info.json()["bills"][0]["bill_id"] == BUDI_OLDEST_BILL
        key = {"Idempotency-Key": uuid.uuid4().hex}
        created = journey.follow("CreatePayment", headers=key, expect=201)
        assert created.json()["status"] == "PENDING"
        assert [b["bill_id"] for b in created.json()["bills"]] == [BUDI_OLDEST_BILL]
        polled = journey.follow("GetPayment")
        assert polled.json()["payment_id"] == created.json()["payment_id"]
        journey.last = ("create_payment", created)
        not_paid = journey.follow("DownloadReceipt", expect=422)  # the payment, not a 404
        assert not_paid.json()["message"]
        journey.last = ("create_payment", created)
        cancelled = journey.follow("CancelPayment")
        assert cancelled.json()["status"] == "CANCELLED"


def test_transaction_history_follows_links(server: PortalServer) -> None:
    """Transaction list -> detail of the first (newest) transaction on the page."""
    with server.client() as http:
        journey = Journey(server, http)
        journey.access_token = server.sign_in()["token"]
        page = journey.start(
            "list_transactions",
            policy_number="UL24000123",
            date_from=MONTH["dateFrom"],
            date_to=MONTH["dateTo"],
            size="2",
        )
        assert (page.json()["total_items"], page.json()["total_pages"]) == (MONTH["count"], 2)
        detail = journey.follow("GetTransactionDetail")
        assert detail.json()["transaction_id"] == page.json()["data"][0]["transaction_id"]
        assert detail.json()["policy_number"] == "UL24000123"
