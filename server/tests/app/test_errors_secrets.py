"""No value of a secret field ever comes back or reaches the log (security.md; ASVS 16.2.5).

The secret fields are those the contract marks ``format: password`` (passwords, one-time
codes, refresh tokens, the Idempotency-Key, the gateway's signature), in request bodies and
parameters of every operation. For each of them and each rule its schema sets (type,
length, pattern), a value that breaks the rule is sent; the refusal names the field and the
rule, and neither the answer nor any log line (DEBUG included) repeats the value."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from server import clock
from server.auth import tokens
from server.edge.contract import specification
from server.settings import Settings
from server.tests.conftest import Api

SPEC = specification(Path(__file__).parents[3] / "openapi" / "bundled.yaml")
MARK = "Zq9Xw"  # starts every secret value sent; never in an answer or a log otherwise


def _resolve(node: Any) -> Any:
    while isinstance(node, dict) and "$ref" in node:
        kind, name = node["$ref"].split("/")[-2:]
        node = SPEC["components"][kind][name]
    return node


@dataclass(frozen=True)
class Secret:
    method: str
    path: str
    where: str  # body or header (no secret travels in a query or a path)
    name: str
    schema: dict[str, Any]

    @property
    def label(self) -> str:
        return f"{self.method.upper()} {self.path} {self.where} {self.name}"


def _body_secrets(schema: Any, prefix: str = "") -> Iterator[tuple[str, dict[str, Any]]]:
    schema = _resolve(schema)
    for branch in schema.get("oneOf", []) + schema.get("allOf", []):
        yield from _body_secrets(branch, prefix)
    for name, prop in schema.get("properties", {}).items():
        prop = _resolve(prop)
        if prop.get("format") == "password":
            yield prefix + name, prop
        elif prop.get("type") == "object":
            yield from _body_secrets(prop, f"{prefix}{name}.")


def _secrets() -> list[Secret]:
    found = []
    for path, item in SPEC["paths"].items():
        for method, op in item.items():
            if method not in ("get", "post", "put", "patch", "delete"):
                continue
            for param in map(_resolve, op.get("parameters", [])):
                schema = _resolve(param.get("schema", {}))
                if schema.get("format") == "password":
                    assert param["in"] == "header", f"a secret in the {param['in']}: {path}"
                    found.append(Secret(method, path, "header", param["name"], schema))
            content = _resolve(op.get("requestBody", {})).get("content", {})
            body = content.get("application/json", {}).get("schema")
            if body is not None:
                for name, schema in _body_secrets(body):
                    found.append(Secret(method, path, "body", name, schema))
    return found


SECRETS = _secrets()


def _breaking_values(schema: dict[str, Any], where: str) -> dict[str, Any]:
    """rule -> a value that breaks it (each starts with MARK where it is text)."""
    values: dict[str, Any] = {}
    longest = int(schema.get("maxLength", 64))
    if "maxLength" in schema:
        values["maxLength"] = (MARK + "-rahasia-" * 40)[: longest + 1]
    if int(schema.get("minLength", 0)) > len(MARK):
        values["minLength"] = MARK
    if "pattern" in schema:
        values["pattern"] = (MARK + "!*. rahasia")[: max(len(MARK) + 1, min(longest, 16))]
    if where == "body":
        values["type"] = 918273645501  # a number where text is asked: its digits must not leak
    return values


CASES = [
    pytest.param(secret, rule, value, id=f"{secret.label} {rule}")
    for secret in SECRETS
    for rule, value in _breaking_values(secret.schema, secret.where).items()
]


def test_the_contract_marks_its_secrets() -> None:
    labels = {s.label for s in SECRETS}
    for expected in (
        "POST /password/validate body password",
        "POST /password/create body confirmPassword",
        "POST /otp/validate body otp",
        "POST /password/otp/validate body otp",
        "POST /token/refresh body refreshToken",
        "POST /payment/create header Idempotency-Key",
        "POST /payment/notification header X-Gateway-Signature",
    ):
        assert expected in labels
    for secret in SECRETS:  # every secret is bounded, so at least two rules can be broken
        assert len(_breaking_values(secret.schema, secret.where)) >= 2, secret.label


@pytest.fixture
def access_token(settings: Settings) -> str:
    """A well-signed, unexpired token passes the security check, so validation is reached
    (whose session it is, the guard would ask later)."""
    return tokens.issue_access_token(
        secret=settings.token_secret, user_id=1, user_name="budi.santoso", session_id="-",
        is_admin=False, lifetime_seconds=300, now=clock.now(),
    )  # fmt: skip


@pytest.mark.parametrize(("secret", "rule", "value"), CASES)
def test_a_broken_secret_is_refused_without_repeating_it(
    api: Api,
    access_token: str,
    caplog: pytest.LogCaptureFixture,
    secret: Secret,
    rule: str,
    value: Any,
) -> None:
    headers: dict[str, str] = {}
    body: dict[str, Any] = {}
    if secret.where == "header":
        headers[secret.name] = str(value)
    else:
        body[secret.name] = value
    with caplog.at_level(logging.DEBUG):
        response = api.call(
            secret.method.upper(), secret.path, token=access_token, json=body, headers=headers
        )
    assert response.status_code == 400, response.text
    problem = response.json()
    assert {"field": secret.name.split(".")[-1]} in [
        {"field": e["field"].split(".")[-1]} for e in problem["errors"]
    ], problem
    shown = str(value)
    for fragment in {shown, shown[:12], MARK} if isinstance(value, str) else {shown}:
        assert fragment not in response.text, f"the answer repeats the {rule} breaker"
        for record in caplog.records:
            assert fragment not in record.getMessage(), f"logged: {record.getMessage()}"
