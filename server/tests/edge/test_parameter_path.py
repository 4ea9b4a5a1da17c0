"""An operation's parameters read once (server.edge.parameter_path): the handler receives what
Connexion would give it for each kind of parameter the contract uses, the query string is
resolved once per request however many layers read it, and a refusal is still the
validator's."""

from __future__ import annotations

from typing import Any

import connexion
import connexion.uri_parsing
import pytest
from connexion.middleware.request_validation import RequestValidationOperation
from starlette.testclient import TestClient

from server.edge import parameter_path, request_path
from server.edge.validation import VALIDATOR_MAP

SPEC: dict[str, Any] = {
    "openapi": "3.0.3",
    "info": {"title": "parameters", "version": "1"},
    "paths": {
        "/items/{itemId}": {
            "get": {
                "operationId": "server.tests.edge.test_parameter_path.echo",
                "parameters": [
                    {
                        "name": "itemId",
                        "in": "path",
                        "required": True,
                        "schema": {"type": "integer"},
                    },
                    {"name": "size", "in": "query", "schema": {"type": "integer", "default": 20}},
                    {"name": "when", "in": "query", "schema": {"type": "string", "format": "date"}},
                    {
                        "name": "kinds",
                        "in": "query",
                        "explode": False,
                        "schema": {"type": "array", "items": {"type": "string"}},
                    },
                    {"name": "flag", "in": "query", "schema": {"type": "boolean"}},
                    {"name": "X-Trace-Note", "in": "header", "schema": {"type": "string"}},
                ],
                "responses": {"200": {"description": "the arguments"}},
            }
        },
        "/notes": {
            "post": {
                "operationId": "server.tests.edge.test_parameter_path.note",
                "requestBody": {
                    "required": True,
                    "content": {
                        "application/json": {
                            "schema": {
                                "type": "object",
                                "required": ["text"],
                                "properties": {"text": {"type": "string", "maxLength": 5}},
                                "additionalProperties": False,
                            }
                        }
                    },
                },
                "responses": {"200": {"description": "the body"}},
            }
        },
    },
}


def echo(**kwargs: Any) -> dict[str, Any]:
    return {name: [type(value).__name__, value] for name, value in sorted(kwargs.items())}


def note(body: dict[str, Any]) -> dict[str, Any]:
    return body


@pytest.fixture(scope="module")
def client() -> TestClient:
    request_path.install()
    app = connexion.AsyncApp(__name__, strict_validation=True, validator_map=VALIDATOR_MAP)
    app.add_api(SPEC)
    return TestClient(app)


def test_each_kind_of_parameter_reaches_the_handler_as_connexion_gives_it(
    client: TestClient,
) -> None:
    answer = client.get(
        "/items/7?when=2026-11-30&kinds=a,b&flag=true", headers={"X-Trace-Note": "not passed"}
    )
    assert answer.status_code == 200, answer.text
    assert answer.json() == {
        "itemId": ["int", 7],
        "size": ["int", 20],  # the default
        "when": ["str", "2026-11-30"],
        "kinds": ["list", ["a", "b"]],
        "flag": ["bool", True],
    }


def test_the_query_is_resolved_once_per_request(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    resolved: list[dict[str, Any]] = []
    original = connexion.uri_parsing.OpenAPIURIParser.resolve_query

    def counted(self: Any, query: dict[str, Any]) -> Any:
        resolved.append(query)
        return original(self, query)

    monkeypatch.setattr(connexion.uri_parsing.OpenAPIURIParser, "resolve_query", counted)
    assert client.get("/items/1?size=5").json()["size"] == ["int", 5]
    assert client.get("/items/2?size=6").json()["size"] == ["int", 6]  # not the last one's
    assert resolved == [{"size": ["5"]}, {"size": ["6"]}]


def test_refusals_are_still_the_validators(client: TestClient) -> None:
    unknown = client.get("/items/1?sort=asc")
    assert unknown.status_code == 400
    assert "sort" in unknown.text
    wrong = client.get("/items/1?size=many")
    assert wrong.status_code == 400
    assert "size" in wrong.text
    assert client.post("/notes", json={"text": "too long"}).status_code == 400
    assert client.post("/notes", json={"text": "ok"}).json() == {"text": "ok"}


def test_what_install_replaces_is_where_connexion_keeps_it() -> None:
    request_path.install()
    assert RequestValidationOperation.__call__ is parameter_path._validate_then_call
    assert connexion.decorators.parameter.sanitized is parameter_path.sanitized
    parser = connexion.uri_parsing.OpenAPIURIParser
    assert isinstance(parser.param_schemas, property)
    assert isinstance(parser.form_defns, property)
