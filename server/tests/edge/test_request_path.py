"""The request path's shortcuts (server.edge.request_path) answer as Connexion and Starlette
would without them: the indexed router picks the same route as a linear scan for every kind
of path, and what :func:`install` replaces is still where a Connexion upgrade would have to
keep it."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import connexion.apps.asynchronous
import connexion.decorators.parameter
import connexion.middleware.routing
import connexion.middleware.swagger_ui
import connexion.security
import pytest
from starlette.requests import Request
from starlette.responses import PlainTextResponse
from starlette.routing import BaseRoute, Mount, Route, Router
from starlette.testclient import TestClient

from server.edge import request_path
from server.edge.request_path import IndexedRouter


def _named(name: str) -> Callable[[Request], Awaitable[PlainTextResponse]]:
    async def endpoint(request: Request) -> PlainTextResponse:
        return PlainTextResponse(f"{name} {dict(request.path_params)}")

    return endpoint


def _routes() -> list[BaseRoute]:
    inner = Router([Route("/list", _named("inner list")), Route("/{item}", _named("inner item"))])
    return [
        Route("/a", _named("a")),
        Route("/b", _named("b"), methods=["POST"]),
        Route("/items/{item_id:int}", _named("item")),
        Route("/a", _named("a again"), methods=["PUT"]),
        Mount("/m", app=inner),
        Route("/c/", _named("c slash")),
        Route("/{path:path}", _named("catch-all"), methods=["GET"]),
        Route("/d", _named("d after the catch-all")),
    ]


PATHS = [
    ("GET", "/a"),
    ("PUT", "/a"),
    ("DELETE", "/a"),  # 405: the literal routes only partly match, the catch-all is GET only
    ("GET", "/b"),  # the catch-all, before /b's partial match
    ("POST", "/b"),
    ("POST", "/nowhere"),  # 405 from the catch-all
    ("GET", "/items/7"),
    ("GET", "/items/x"),  # not an int: the catch-all
    ("GET", "/m/list"),
    ("GET", "/m/other"),
    ("GET", "/c"),  # the catch-all wins before the slash redirect
    ("POST", "/c"),  # redirected to /c/ (a route matches with the slash)
    ("GET", "/d"),  # the catch-all comes first
    ("GET", "/a%0A"),  # '/a\n': a regular expression's '$' matches before it
    ("GET", "/"),
]


@pytest.mark.parametrize(("method", "path"), PATHS)
def test_the_indexed_router_answers_as_a_linear_scan(method: str, path: str) -> None:
    plain = TestClient(Router(_routes()), follow_redirects=False)
    indexed = TestClient(IndexedRouter(_routes()), follow_redirects=False)
    expected = plain.request(method, path)
    got = indexed.request(method, path)
    assert (got.status_code, got.text, got.headers.get("location")) == (
        expected.status_code,
        expected.text,
        expected.headers.get("location"),
    )


def test_a_route_added_after_the_first_request_is_found() -> None:
    router = IndexedRouter(_routes())
    client = TestClient(router)
    assert client.get("/a").text == "a {}"
    router.routes.insert(0, Route("/late", _named("late")))
    assert client.get("/late").text == "late {}"


def test_what_install_replaces_is_where_connexion_keeps_it() -> None:
    # A Connexion upgrade that renames these must fail here, not silently lose the shortcuts.
    request_path.install()
    for module in request_path.ROUTER_MODULES:
        assert module.Router is IndexedRouter
    for module in request_path.ARGUMENT_READERS:
        assert module.inspect_function_arguments is request_path._remembered
    assert isinstance(connexion.apps.asynchronous.AsyncOperation.fn, property)
    assert {
        connexion.middleware.routing,
        connexion.apps.asynchronous,
        connexion.middleware.swagger_ui,
    } == set(request_path.ROUTER_MODULES)
    assert {connexion.security, connexion.decorators.parameter} == set(
        request_path.ARGUMENT_READERS
    )


def test_arguments_are_read_once_and_handed_out_as_copies() -> None:
    def handler(policy_number: str, page: int = 1) -> None: ...

    first, has_kwargs = request_path._remembered(handler)
    first.append("changed by a caller")
    again, _ = request_path._remembered(handler)
    assert (again, has_kwargs) == (["policy_number", "page"], False)
