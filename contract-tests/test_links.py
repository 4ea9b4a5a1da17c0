"""The contract's OpenAPI links really lead through the sign-in journeys: each step is
called with exactly what the previous step's link says (evaluated from the contract, not
hard-coded), and the journey ends signed in with the policy data readable."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import httpx
import pytest
import yaml
from conftest import BUNDLE
from portal_server import PortalServer, running_server

DOCUMENT = yaml.safe_load(BUNDLE.read_text())
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


class Journey:
    def __init__(self, server: PortalServer, http: httpx.Client) -> None:
        self.server, self.http = server, http
        self.last: tuple[str, httpx.Response] | None = None
        # A signed-in client sends its access token on every call; links carry only what a
        # step adds (step tokens, ids), so the walker keeps the session's token like a client.
        self.access_token: str | None = None

    def start(self, operation_id: str, body: dict[str, Any]) -> httpx.Response:
        path, method, _ = OPERATIONS[operation_id]
        response = self.http.request(method, path, json=body)
        assert response.status_code == 200, response.text
        self.last = (operation_id, response)
        return response

    def follow(self, link: str, body: dict[str, Any] | None = None) -> httpx.Response:
        """Call the target of `link` on the previous response, with the link's parameters."""
        assert self.last is not None
        source_id, source = self.last
        definition = OPERATIONS[source_id][2]["responses"]["200"]["links"][link]
        path, method, _ = OPERATIONS[definition["operationId"]]
        headers: dict[str, str] = {}
        params: dict[str, str] = {}
        for name, expression in definition.get("parameters", {}).items():
            location, key = name.split(".", 1)
            target = headers if location == "header" else params
            target[key] = _value(expression, source)
        if "requestBody" in definition:
            body = {k: _value(v, source) for k, v in definition["requestBody"].items()}
        if "access-token" not in headers and self.access_token:
            headers["access-token"] = self.access_token
        response = self.http.request(
            method, path, json=body, headers=headers, params=params or None
        )
        assert response.status_code == 200, (link, response.text)
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
