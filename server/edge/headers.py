"""The header parameters an operation declares, as its handler's keyword arguments.

Connexion 3 passes a handler the path, query, body and file parameters it names, never the
header parameters. The operation helper (:mod:`server.access.operation`) adds those: each
header parameter of the running operation's spec, by its Python name (``Idempotency-Key``:
``idempotency_key``), with the request's value, or None when the request has none (an
optional header; Connexion's validation has refused a request without a required one). So a
handler takes ``idempotency_key: str`` and never reads ``request.headers`` for a header its
operation declares.
"""

from __future__ import annotations

import inspect
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

T = TypeVar("T")


def argument_name(header: str) -> str:
    """The keyword argument a header parameter is passed as: ``If-None-Match``:
    ``if_none_match``."""
    return header.lower().replace("-", "_")


def declared_headers() -> dict[str, str | None]:
    """The running operation's header parameters with the request's values; empty outside a
    request (a handler a test calls directly)."""
    from connexion.context import _operation, _scope

    operation, scope = _operation.get(None), _scope.get(None)
    if operation is None or scope is None:
        return {}
    wanted = _header_parameters(operation)
    if not wanted:
        return {}
    values: dict[str, str | None] = dict.fromkeys(wanted.values())
    for name, value in scope["headers"]:  # the first value of each, as Starlette's Headers
        argument = wanted.get(name.lower())
        if argument is not None and values[argument] is None:
            values[argument] = value.decode("latin-1")
    return values


def _header_parameters(operation: Any) -> dict[bytes, str]:
    """The operation's header parameters, lower-cased name to argument (read once per
    operation: the contract does not change while the app runs)."""
    known: dict[bytes, str] | None = operation.__dict__.get("_portal_headers")
    if known is None:
        known = {
            str(p["name"]).lower().encode("latin-1"): argument_name(p["name"])
            for p in operation.parameters
            if p.get("in") == "header"
        }
        operation.__dict__["_portal_headers"] = known
    return known


def with_declared_headers(handler: Callable[..., Awaitable[T]]) -> Callable[..., Awaitable[T]]:
    """An async handler without the operation helper (the gateway's signed notification) given
    its operation's header parameters. Connexion reads the handler's own signature, so it
    still passes only what the handler names besides the headers (no ``body``: the handler
    reads the raw body itself)."""

    async def endpoint(**kwargs: Any) -> T:
        return await handler(**kwargs, **declared_headers())

    endpoint.__signature__ = inspect.signature(handler)  # type: ignore[attr-defined]
    for name in ("__module__", "__name__", "__qualname__", "__doc__"):
        setattr(endpoint, name, getattr(handler, name))
    return endpoint
