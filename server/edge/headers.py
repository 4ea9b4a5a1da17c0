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
    from connexion import request
    from connexion.context import operation

    try:
        parameters: list[dict[str, Any]] = operation.parameters
    except (RuntimeError, LookupError):
        return {}
    return {
        argument_name(p["name"]): request.headers.get(p["name"])
        for p in parameters
        if p.get("in") == "header"
    }


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
