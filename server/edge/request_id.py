"""X-Request-Id on every response (also on errors and on the SPA), and one access-log line
per request. A well-formed incoming id is kept, otherwise a new one is made."""

from __future__ import annotations

import itertools
import logging
import re
import secrets
import time
from contextvars import ContextVar

from starlette.datastructures import MutableHeaders
from starlette.types import ASGIApp, Message, Receive, Scope, Send

HEADER = "X-Request-Id"
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
        started = time.perf_counter()
        status = 500

        async def send_with_id(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = int(message["status"])
                MutableHeaders(scope=message)[HEADER] = request_id
            await send(message)

        try:
            await self.app(scope, receive, send_with_id)
        finally:
            log.info(
                "%s %s %s %.1fms",
                scope.get("method", "-"),
                scope.get("path", "-"),
                status,
                (time.perf_counter() - started) * 1000,
            )
            _current.reset(token)
