"""An operation's handler called with the arguments and answered with the response Connexion's
parameter and response decorators would make, computed from a plan made once per operation.

For every request Connexion's decorators looked up the operation's parameter definitions
through a context proxy, rebuilt the query parameters' table and defaults (a deep copy),
merged them into the request's, cast each value by its definition, read the request's body
and files even when the operation declares none, and inferred the answer's media type from
the operation's list of media types: about 40 microseconds of this machine's processor for
a page of transactions. Here an operation that declares no request body and whose path and
query parameters are of the simple kinds (text, integer, number, boolean, an array of them)
gets a plan at its first request: each parameter's name as the handler sees it, its default
and its cast. A request that carries a body (a Content-Type) or an operation of another
kind goes through Connexion's decorators, as before; so does an answer other than JSON.

``server/tests/edge/test_operation_call.py`` holds the plan's arguments equal to Connexion's
for every operation of the contract, value by value, and its answers to Connexion's.
"""

from __future__ import annotations

import asyncio
import functools
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from connexion import NoContent
from connexion.context import _context, _operation, _receive, _scope
from connexion.decorators.main import StarletteDecorator
from connexion.decorators.parameter import CONTEXT_NAME, unwrap_decorators
from connexion.lifecycle import ConnexionRequest, ConnexionResponse
from connexion.utils import TYPE_MAP, inspect_function_arguments, is_null
from starlette.concurrency import run_in_threadpool
from starlette.responses import Response

from server.edge.parameter_path import RESOLVED_QUERY, has_content_type, sanitized

SIMPLE = ("string", "integer", "number", "boolean")
JSON = "application/json"


@dataclass(frozen=True, slots=True)
class Parameter:
    """One path or query parameter: its name in the request, in the handler, its cast."""

    name: str
    key: str
    cast: Callable[[Any], Any]
    nullable: bool
    has_default: bool = False
    default: Any = None

    def value(self, raw: Any) -> Any:
        if self.nullable and is_null(raw):
            return None
        return self.cast(raw)


def _cast(schema: dict[str, Any]) -> Callable[[Any], Any] | None:
    """Connexion's cast of a value of ``schema`` (``make_type``), None if not simple."""

    def scalar(part: dict[str, Any]) -> Callable[[Any], Any] | None:
        kind = part.get("type")
        if kind not in SIMPLE or (kind == "string" and part.get("format") == "binary"):
            return None
        cast: Callable[[Any], Any] = TYPE_MAP[kind]
        return cast

    if schema.get("type") == "array":
        item = scalar(schema.get("items") or {})
        if item is None:
            return None
        return lambda raw: [item(part) for part in raw]
    return scalar(schema)


def _parameter(definition: dict[str, Any]) -> Parameter | None:
    schema = definition.get("schema", definition)
    cast = _cast(schema)
    if cast is None:
        return None
    nullable = bool(schema.get("schema", schema).get("nullable") or schema.get("x-nullable"))
    default = definition.get("default", schema.get("default"))
    has_default = "default" in definition or "default" in schema
    return Parameter(
        definition["name"],
        sanitized(definition["name"]),
        cast,
        nullable,
        has_default,
        default,
    )


@dataclass(frozen=True, slots=True)
class Plan:
    """How one operation's handler is called and answered."""

    path: dict[str, Parameter]
    query: tuple[Parameter, ...]
    arguments: frozenset[str]
    produces_json: bool
    jsonifier: Any

    def kwargs(self, path_params: dict[str, Any], query: dict[str, Any]) -> dict[str, Any]:
        """Connexion's ``prep_kwargs`` for a request without a body."""
        kwargs: dict[str, Any] = {}
        for name, raw in path_params.items():
            parameter = self.path.get(name)
            if parameter is None:  # path parameters used for injection: as they are
                kwargs[sanitized(name)] = raw
            else:
                kwargs[parameter.key] = parameter.value(raw)
        for parameter in self.query:
            if parameter.name in query:
                raw = query[parameter.name]
            elif parameter.has_default:
                raw = parameter.default
            else:
                continue
            if parameter.key in self.arguments:
                kwargs[parameter.key] = parameter.value(raw)
        context = _context.get()
        for key, value in context.items():
            if key in self.arguments:
                kwargs[key] = value
        if CONTEXT_NAME in self.arguments:
            kwargs[CONTEXT_NAME] = context
        return kwargs

    def response(self, result: Any) -> Response | None:
        """Connexion's response for a handler's ``(data, status, headers)`` when it is JSON
        (None: another kind of answer, left to Connexion)."""
        if not (self.produces_json and type(result) is tuple and len(result) == 3):
            return None
        data, status, headers = result
        if type(headers) is not dict or headers.get("Content-Type") != JSON:
            return None
        for name in headers:
            if name != "Content-Type" and name.lower() == "content-type":
                return None
        if isinstance(data, (Response, ConnexionResponse)):
            return None
        body = None if data is None or data is NoContent else self.jsonifier.dumps(data)
        status = status or (200 if body is not None else 204)
        return Response(content=body, status_code=status, media_type=JSON, headers=headers)


def plan(operation: Any, function: Callable[..., Any], *, jsonifier: Any) -> Plan | None:
    """The plan of ``operation`` (Connexion's) calling ``function``, None when its requests
    must go through Connexion's decorators."""
    if operation.is_request_body_defined or operation.method.upper() == "TRACE":
        return None
    arguments, has_kwargs = inspect_function_arguments(unwrap_decorators(function))
    if has_kwargs or sanitized(operation.body_name(None)) in arguments:
        return None
    path: dict[str, Parameter] = {}
    query: list[Parameter] = []
    for definition in operation.parameters:
        place = definition.get("in")
        if place not in ("path", "query"):
            continue  # headers and cookies are not passed by Connexion
        parameter = _parameter(definition)
        if parameter is None:
            return None
        if place == "path":
            path[parameter.name] = parameter
        else:
            query.append(parameter)
    keys = [parameter.key for parameter in query]
    if len(set(keys)) != len(keys):
        return None  # two names made one by sanitizing: Connexion's order decides
    produces_json = JSON in operation.produces
    return Plan(path, tuple(query), frozenset(arguments), produces_json, jsonifier)


def decorated_once(
    decorator: StarletteDecorator, function: Callable[..., Any]
) -> Callable[..., Any]:
    """What ``StarletteDecorator(function)`` returns, made once: an operation with a plan is
    called and answered by it; other operations' requests (and a request with a body) go
    through Connexion's chain, made once, with the request built from the context variables
    and the query the validation resolved."""
    chain = decorator.decorate(function)
    responder = decorator._response_decorator_cls(
        framework=decorator.framework, jsonifier=decorator.jsonifier
    )
    call = caller(function)
    made: list[Any] = []  # the parser and the plan: they need the operation's context

    @functools.wraps(function)
    async def wrapper(*args: Any, **kwargs: Any) -> Any:
        if not made:
            operation = _operation.get()
            planned = None
            if not decorator.pythonic_params:
                planned = plan(operation, function, jsonifier=decorator.jsonifier)
            made.extend((decorator.uri_parser, planned))
        uri_parser, planned = made
        scope = _scope.get()
        resolved = scope.get("extensions", {}).get(RESOLVED_QUERY)
        if planned is not None and resolved is not None and not has_content_type(scope["headers"]):
            path = uri_parser.resolve_path(scope.get("path_params", {}))
            result = await call(**planned.kwargs(path, resolved))
            response = planned.response(result)
            if response is not None:
                return response
            if responder.framework.is_framework_response(result):
                return result
            if isinstance(result, ConnexionResponse):
                return responder.framework.connexion_to_framework_response(result)
            return responder.build_framework_response(result)
        request = ConnexionRequest(scope, _receive.get(), uri_parser=uri_parser)
        if resolved is not None:
            request._query_params = resolved
        return await chain(request)

    return wrapper


def caller(function: Callable[..., Any]) -> Callable[..., Awaitable[Any]]:
    """How Connexion calls a handler: a coroutine awaited, a function in the thread pool."""
    if asyncio.iscoroutinefunction(function):
        return function

    async def in_thread(**kwargs: Any) -> Any:
        return await run_in_threadpool(function, **kwargs)

    return in_thread
