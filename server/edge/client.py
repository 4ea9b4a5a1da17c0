"""The calling peer's address, as the rate limits and the audit trail count it."""

from __future__ import annotations

from typing import Any

from connexion.context import _scope


def request_scope() -> dict[str, Any] | None:
    """The running request's ASGI scope, as Connexion's context holds it; None outside a
    request. Read straight from its context variable: ``connexion.request`` builds a new
    request object at every use (a handful of them per request)."""
    scope: dict[str, Any] | None = _scope.get(None)
    return scope


def client_address() -> str:
    """The calling peer's address as the server sees it (no forwarded headers: they can be
    forged; behind a trusted proxy, uvicorn's --proxy-headers sets the peer). Empty outside a
    request."""
    scope = request_scope()
    client = scope.get("client") if scope is not None else None
    return str(client[0])[:64] if client else ""


def client_user_agent() -> str:
    """The request's User-Agent header (cut to 512 characters); empty outside a request."""
    from connexion import request

    try:
        value = request.headers.get("user-agent", "")
    except (RuntimeError, LookupError, AttributeError):
        return ""
    return str(value)[:512]


def request_host() -> tuple[str, str]:
    """The request's scheme (``http`` or ``https``, as uvicorn saw it) and its Host header
    (empty outside a request): where the browser believes it is, in development and tests."""
    from connexion import request

    try:
        return str(request.url.scheme), str(request.headers.get("host", ""))[:300]
    except (RuntimeError, LookupError, AttributeError):
        return "http", ""


def request_origin() -> str:
    """The request's Origin header (a browser's POST carries it; empty otherwise): where the
    page that called is, also behind a development proxy that rewrites Host."""
    from connexion import request

    try:
        return str(request.headers.get("origin", ""))[:300]
    except (RuntimeError, LookupError, AttributeError):
        return ""
