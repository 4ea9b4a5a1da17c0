"""An operation's security checked in one function made once per operation (part of
:func:`server.edge.request_path.install`).

Connexion checks the contract's requirement (the web app's client by HTTP Basic, and on
most operations the ``access-token`` header as well) through a request object it builds
for every request, a header table built at each read, and three layers of wrappers that
each look up the security function's arguments and await what it returned: about 25
microseconds of this machine's processor for every request. For an operation whose security
is one requirement of HTTP Basic and header API keys (every operation of the contract), the
same steps are taken here from the request's raw headers, in the same order, with the same
functions and arguments, raising the same problems:

- a scheme whose credentials are absent (no ``Authorization`` header or one of another type,
  no API key header): the requirement is not met, 401 "No authorization token provided";
- an ``Authorization`` header of one word, or Basic credentials that do not decode: 401
  "Invalid authorization header";
- a security function that returns None: 401 "Provided authorization is not valid" (Basic)
  or "Provided apikey is not valid" (API key); its exception passes as Connexion passes it;
- otherwise the claims go into the request's context as Connexion puts them (``user`` and
  ``token_info``; with two schemes, ``token_info`` holds each scheme's by its name).

Any other requirement (none, several to choose from, another kind of scheme, a function that
asks for the request) is Connexion's, as before. ``server/tests/edge/test_security_path.py``
holds the answers to Connexion's for every combination of the headers' cases.
"""

from __future__ import annotations

import asyncio
import base64
from collections.abc import Callable
from typing import Any

import connexion.middleware.security
from connexion.exceptions import OAuthProblem, OAuthResponseProblem
from connexion.lifecycle import ConnexionRequest
from connexion.security import NO_VALUE, AbstractSecurityHandler, SecurityHandlerFactory
from connexion.utils import inspect_function_arguments
from starlette.types import Receive, Scope, Send

SecurityOperation = connexion.middleware.security.SecurityOperation
# A scheme's check: the request's raw headers in, its claims (or NO_VALUE) out.
SchemeCheck = Callable[[list[tuple[bytes, bytes]]], Any]


def _header(headers: list[tuple[bytes, bytes]], name: bytes) -> str | None:
    """The first header ``name`` (lower case, as ASGI servers give names), as Starlette's
    ``Headers.get`` reads it."""
    for key, value in headers:
        if key == name:
            return value.decode("latin-1")
    return None


def _function(
    handler: AbstractSecurityHandler, scheme: dict[str, Any]
) -> tuple[Callable[..., Any], bool] | None:
    """The scheme's security function and whether it takes ``required_scopes`` (None: one
    that takes the request, or none named)."""
    function = handler._resolve_func(scheme)
    if function is None:
        return None
    arguments, has_kwargs = inspect_function_arguments(function)
    if has_kwargs or handler.request_kw in arguments:
        return None
    return function, handler.required_scopes_kw in arguments


async def _result(value: Any) -> Any:
    while asyncio.iscoroutine(value):
        value = await value
    return value


def _basic(factory: SecurityHandlerFactory, scheme: dict[str, Any]) -> Any:
    found = _function(factory.security_handlers["basic"](), scheme)
    if found is None:
        return None
    function, takes_scopes = found

    async def check(headers: list[tuple[bytes, bytes]]) -> Any:
        authorization = _header(headers, b"authorization")
        if not authorization:
            return NO_VALUE
        try:
            kind, credentials = authorization.split(maxsplit=1)
        except ValueError:
            raise OAuthProblem(detail="Invalid authorization header") from None
        if kind.lower() != "basic":
            return NO_VALUE
        try:
            username, password = base64.b64decode(credentials).decode("latin1").split(":", 1)
        except Exception:
            raise OAuthProblem(detail="Invalid authorization header") from None
        claims = await _result(
            function(username, password, required_scopes=None)
            if takes_scopes
            else function(username, password)
        )
        if claims is None:
            raise OAuthResponseProblem(detail="Provided authorization is not valid")
        return claims

    return check


def _api_key(factory: SecurityHandlerFactory, scheme: dict[str, Any], required_scopes: Any) -> Any:
    if scheme.get("in") != "header":
        return None
    found = _function(factory.security_handlers["apiKey"](), scheme)
    if found is None:
        return None
    function, takes_scopes = found
    name = str(scheme["name"]).lower().encode("latin-1")

    async def check(headers: list[tuple[bytes, bytes]]) -> Any:
        key = _header(headers, name)
        if key is None:
            return NO_VALUE
        claims = await _result(
            function(key, required_scopes=required_scopes) if takes_scopes else function(key)
        )
        if claims is None:
            raise OAuthResponseProblem(detail="Provided apikey is not valid")
        return claims

    return check


def plan(operation: Any) -> Callable[[Scope], Any] | None:
    """The one function checking ``operation``'s (a SecurityOperation) security, None when
    it is Connexion's to check."""
    if len(operation.security) != 1 or not operation.security[0]:
        return None
    factory = operation.security_handler_factory
    if type(factory) is not SecurityHandlerFactory:
        return None  # handlers of the app's own: Connexion's way
    checks: list[tuple[str, Any]] = []
    for name, required_scopes in operation.security[0].items():
        scheme = operation.security_schemes[name]
        kind = scheme.get("type")
        if kind == "http" and str(scheme.get("scheme", "")).lower() == "basic":
            check = _basic(factory, scheme)
        elif kind == "apiKey" and not scheme.get("x-authentication-scheme"):
            check = _api_key(factory, scheme, required_scopes)
        else:
            check = None
        if check is None:
            return None
        checks.append((name, check))
    alone = len(checks) == 1

    async def verify(scope: Scope) -> None:
        headers = scope["headers"]
        by_scheme: dict[str, Any] = {}
        for name, check in checks:
            claims = await check(headers)
            if claims is NO_VALUE:
                raise OAuthProblem(detail="No authorization token provided")
            by_scheme[name] = claims
        token_info = by_scheme[checks[0][0]] if alone else by_scheme
        context = scope.setdefault("extensions", {}).setdefault("connexion_context", {})
        context.update(
            {"user": token_info.get("sub", token_info.get("uid")), "token_info": token_info}
        )

    return verify


async def _verified_then_call(self: Any, scope: Scope, receive: Receive, send: Send) -> None:
    """``SecurityOperation.__call__``, the security checked by its plan when it has one."""
    if not self.security:
        await self.next_app(scope, receive, send)
        return
    planned = self.__dict__.get("_portal_security", False)
    if planned is False:
        planned = self.__dict__["_portal_security"] = plan(self)
    if planned is None:
        await self.verification_fn(ConnexionRequest(scope))
    else:
        await planned(scope)
    await self.next_app(scope, receive, send)


def install() -> None:
    SecurityOperation.__call__ = _verified_then_call
