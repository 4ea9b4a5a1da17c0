"""The context of every request, set by its outermost middleware: X-Request-Id on every
response (also on errors and on the SPA; a well-formed incoming id is kept, otherwise a new
one is made), its trace (:mod:`server.edge.tracing`: ``traceparent`` in, ``traceresponse``
out), one access-log line, and its count and time in the metrics (:mod:`server.metrics`), by
operation and status. While the process drains (:mod:`server.edge.drain`) every answer says
``Connection: close``."""

from __future__ import annotations

import itertools
import logging
import re
import secrets
import time
from contextvars import ContextVar

from starlette.datastructures import MutableHeaders
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from server import metrics
from server.edge import drain, tracing
from server.edge.webapp import API_PREFIX

HEADER = "X-Request-Id"
# Outside the contract, the paths named in the metrics (anything else: "web").
_NAMED_PATHS = {
    "/healthz": "healthz",
    "/readyz": "readyz",
    "/metrics": "metrics",
    "/runtime-config.js": "runtime_config",
}
_PROBES = frozenset(("/healthz", "/readyz", "/metrics"))
_VALID = re.compile(r"^[A-Za-z0-9_-]{8,64}$")
_current: ContextVar[str] = ContextVar("request_id", default="-")
log = logging.getLogger("server.access")
# A new id: this process's random prefix and a counter (unique without a system call per
# request; 32 hex characters like a UUID).
_PREFIX = secrets.token_hex(8)
_COUNTER = itertools.count(1)


def _new_id() -> str:
    return f"{_PREFIX}{next(_COUNTER):016x}"


def current_request_id() -> str:
    return _current.get()


def operation_of(scope: Scope) -> str:
    """The request's operation for the metrics: the contract's operationId (Connexion's
    routing names the handler, ``server.auth.handlers.check_user``), else a fixed name by
    path; never the path itself (it carries ids)."""
    routing = scope.get("extensions", {}).get("connexion_routing") or {}
    operation_id = routing.get("operation_id")
    if operation_id:
        return str(operation_id).rsplit(".", 1)[-1]
    path = str(scope.get("path", ""))
    if path == API_PREFIX or path.startswith(API_PREFIX + "/"):
        return "api_other"  # the served contract, Swagger UI, unknown paths and methods
    if path.startswith("/sandbox-gateway"):
        return "sandbox_gateway"
    return _NAMED_PATHS.get(path, "web")


class RequestIdMiddleware:
    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        incoming = ""
        for name, value in scope.get("headers", []):
            if name == b"x-request-id":
                incoming = value.decode("latin-1")
                break
        request_id = incoming if _VALID.fullmatch(incoming) else _new_id()
        token = _current.set(request_id)
        # Connexion's routing names the operation in a shallow copy of the scope, inside its
        # "extensions": this dict, when the server made one (a test client does, uvicorn not).
        scope.setdefault("extensions", {})
        trace = tracing.start(_header(scope, b"traceparent"))
        trace_token = tracing.enter(trace)
        started = time.perf_counter()
        status = 500

        async def send_with_id(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = int(message["status"])
                headers = MutableHeaders(scope=message)
                headers[HEADER] = request_id
                headers[tracing.RESPONSE_HEADER] = trace.traceparent
                if drain.draining():
                    headers["Connection"] = "close"
            await send(message)

        try:
            await self.app(scope, receive, send_with_id)
        finally:
            seconds = time.perf_counter() - started
            operation = operation_of(scope)
            metrics.HTTP_REQUESTS.labels(operation=operation, status=str(status)).inc()
            metrics.HTTP_DURATION.labels(operation=operation).observe(seconds)
            path = scope.get("path", "-")
            # A probe's success every few seconds is no news (kept at DEBUG).
            quiet = path in _PROBES and status < 400
            log.log(
                logging.DEBUG if quiet else logging.INFO,
                "%s %s %s %.1fms",
                scope.get("method", "-"),
                path,
                status,
                seconds * 1000,
            )
            tracing.leave(trace_token)
            _current.reset(token)


def _header(scope: Scope, name: bytes) -> str | None:
    for key, value in scope.get("headers", []):
        if key == name:
            return str(value.decode("latin-1"))
    return None
