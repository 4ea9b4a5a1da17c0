"""What Connexion would redo on every request although it depends only on the app, done once.

Measured on the transaction history (``npm run bench``, bench/README.md): a request crossed
Starlette routers that tried about 76 routes one regular expression at a time (the
contract's ~140 paths, twice: Connexion's routing middleware, then its app), and Connexion
read the signatures of the security functions and of the handler with :mod:`inspect` four
or five times. Both now happen once:

- :class:`IndexedRouter`: a Starlette router that goes straight to the routes a path can
  match. A route without parameters matches one path only, so for a path it tries that
  path's own routes and the routes with parameters (the mounts, the web app's catch-all),
  in the router's order: the same route wins as in a linear scan, the same 405 and 404.
- :func:`install`: Connexion's routers are built as :class:`IndexedRouter`; its reading of
  a function's arguments is remembered per function (the functions are the contract's
  handlers and security functions, a fixed set); and an operation's chain of decorators
  (arguments from the request, the answer to a response) is built once per operation, not
  for every request: the chain holds nothing of a request (it reads the request from
  Connexion's context when called).

``server/tests/edge/test_request_path.py`` holds the router to Starlette's answers and
fails if a Connexion upgrade moves what :func:`install` replaces.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from typing import Any

import connexion.apps.asynchronous
import connexion.decorators.main
import connexion.decorators.parameter
import connexion.middleware.routing
import connexion.middleware.swagger_ui
import connexion.security
import connexion.utils
from starlette._utils import get_route_path
from starlette.routing import BaseRoute, Match, Route, Router
from starlette.types import Receive, Scope, Send

from server.edge import operation_call, parameter_path, security_path

# Connexion's modules that build routers, and those that read a function's arguments.
ROUTER_MODULES = (
    connexion.middleware.routing,
    connexion.apps.asynchronous,
    connexion.middleware.swagger_ui,
)
ARGUMENT_READERS = (connexion.security, connexion.decorators.parameter)


def _literal(route: BaseRoute) -> str | None:
    """The one path a route matches, when it has no parameters (else None)."""
    if isinstance(route, Route) and not route.param_convertors:
        return route.path
    return None


class IndexedRouter(Router):
    """A Starlette router that tries, for a path, only the routes that can match it."""

    _indexed: tuple[list[BaseRoute], int, dict[str, list[BaseRoute]], list[BaseRoute]] | None = None

    def _candidates(self, path: str) -> list[BaseRoute]:
        index = self._indexed
        if index is None or index[0] is not self.routes or index[1] != len(self.routes):
            index = self._index()  # built at the first request, again if routes were added
        if path.endswith("\n"):  # '$' also matches before a final newline: scan them all
            return self.routes
        return index[2].get(path, index[3])

    def _index(self) -> tuple[list[BaseRoute], int, dict[str, list[BaseRoute]], list[BaseRoute]]:
        routes = self.routes
        literal = [_literal(route) for route in routes]
        pairs = list(zip(routes, literal, strict=True))
        by_path = {
            path: [route for route, p in pairs if p is None or p == path]
            for path in {p for p in literal if p is not None}
        }
        dynamic = [route for route, p in pairs if p is None]
        self._indexed = (routes, len(routes), by_path, dynamic)
        return self._indexed

    async def app(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await super().app(scope, receive, send)
            return
        if "router" not in scope:
            scope["router"] = self
        partial: BaseRoute | None = None
        partial_scope: Scope = {}
        for route in self._candidates(get_route_path(scope)):
            match, child_scope = route.matches(scope)
            if match is Match.FULL:
                scope["route"] = route
                scope.update(child_scope)
                await route.handle(scope, receive, send)
                return
            if match is Match.PARTIAL and partial is None:
                partial, partial_scope = route, child_scope
        if partial is not None:
            scope["route"] = partial
            scope.update(partial_scope)
            await partial.handle(scope, receive, send)
            return
        # No route: Starlette's own way on (the redirect of a trailing slash, the default).
        await super().app(scope, receive, send)


@functools.cache
def _arguments(function: Callable[..., Any]) -> tuple[list[str], bool]:
    arguments: tuple[list[str], bool] = connexion.utils.inspect_function_arguments(function)
    return arguments


def _remembered(function: Callable[..., Any]) -> tuple[list[str], bool]:
    arguments, has_kwargs = _arguments(function)
    return list(arguments), has_kwargs  # a copy: callers may change the list


def _operation_fn(operation: Any) -> Callable[..., Any]:
    """``AsyncOperation.fn``: the decorated handler, made once per operation."""
    fn = operation.__dict__.get("_portal_fn")
    if fn is None:
        decorator = connexion.decorators.main.StarletteDecorator(
            pythonic_params=operation.pythonic_params, jsonifier=operation.jsonifier
        )
        fn = operation.__dict__["_portal_fn"] = operation_call.decorated_once(
            decorator, operation._fn
        )
    return fn  # type: ignore[no-any-return]


async def _swagger_ui_or_next(
    self: connexion.middleware.swagger_ui.SwaggerUIMiddleware,
    scope: Scope,
    receive: Receive,
    send: Send,
) -> None:
    """``SwaggerUIMiddleware.__call__`` (development only): a path outside the UI's goes
    straight to the next layer, as Connexion's router would send it after trying its routes
    (its default hands on the scope as it was, the same object)."""
    if scope["type"] == "http" and not str(scope["path"]).startswith(_ui_prefixes(self)):
        await self.app(scope, receive, send)
        return
    await _SWAGGER_UI_CALL(self, scope, receive, send)


def _ui_prefixes(middleware: Any) -> tuple[str, ...]:
    """Where the UI's routes are: each route's path up to its first parameter, without a
    final slash (the router redirects a path that lacks it)."""
    routes = middleware.router.routes
    held = middleware.__dict__.get("_portal_ui")
    if held is None or held[0] != len(routes):
        paths = [
            path
            for route in routes
            for path in (
                [route.path + inner.path for inner in route.routes]
                if getattr(route, "routes", None)  # a mount of a router: its routes
                else [route.path]  # a route, or a mount of another app: all below it
            )
        ]
        prefixes = tuple(path.split("{", 1)[0].rstrip("/") for path in paths)
        held = middleware.__dict__["_portal_ui"] = (len(routes), prefixes)
    return held[1]  # type: ignore[no-any-return]


_SWAGGER_UI_CALL = connexion.middleware.swagger_ui.SwaggerUIMiddleware.__call__


def install() -> None:
    """Connexion builds :class:`IndexedRouter` and remembers functions' arguments (call
    before the app is created; idempotent)."""
    for module in ROUTER_MODULES:
        module.Router = IndexedRouter
    for module in ARGUMENT_READERS:
        module.inspect_function_arguments = _remembered
    connexion.apps.asynchronous.AsyncOperation.fn = property(_operation_fn)
    parameter_path.install()
    security_path.install()
    connexion.middleware.swagger_ui.SwaggerUIMiddleware.__call__ = _swagger_ui_or_next


def without(middlewares: Sequence[type], *unused: type) -> list[type]:
    """``middlewares`` without those the app does not use (each would cost a layer)."""
    return [m for m in middlewares if m not in unused]
