"""A ceiling on the size of an API request's body, applied before anything reads or parses
it: a request to /customer/api whose body is larger than MAX_BODY_BYTES (by its
Content-Length, or as it streams in) is answered 413 problem+json and never reaches
validation or a handler. The largest body of the contract is a few kilobytes; without a
ceiling one request of hundreds of megabytes (to the unauthenticated gateway notification,
say) would be held in memory and parsed on the event loop. The upload route has a limit of
its own (ROUTE_LIMITS: the largest purpose's file plus the multipart framing) and is not
buffered here: its body streams on (counted, and cut off with 413 past the limit) to the
multipart validator, which spools it to disk (server.edge.multipart); the handler applies
each purpose's exact limit while it copies the file.

Both paths also hold the body to a minimum rate (:mod:`server.edge.body_deadline`: 408 past
it), and an answer that starts before the body has all come in closes the connection (the
rest is never read, and would otherwise be taken for the next request)."""

from __future__ import annotations

import json
import logging

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from server import settings
from server.edge.body_deadline import BodyTooSlow, Deadline, paced
from server.edge.messages import (
    BANNER_IMAGE_TOO_LARGE,
    FILE_TOO_LARGE,
    GENERIC_CLIENT,
    TOO_LARGE,
)
from server.edge.request_id import current_request_id
from server.errors import DomainError

MAX_BODY_BYTES = 64 * 1024
# The upload routes: the largest file they take plus the multipart framing, and what a body
# past it is told (the route's own words for a file too large).
ROUTE_LIMITS = {
    "/customer/api/document/upload": (10 * 1024 * 1024 + 64 * 1024, FILE_TOO_LARGE),
    "/customer/api/admin/banner/image": (2 * 1024 * 1024 + 64 * 1024, BANNER_IMAGE_TOO_LARGE),
}
API_PREFIX = "/customer/api/"
log = logging.getLogger("server.errors")


class BodyTooLarge(DomainError):
    """A streamed body that passed its route's limit (raised into the app's reading of it)."""

    status = 413
    type = "urn:tmanku:problem:payload-too-large"
    title = "Payload too large"


class BodyLimitMiddleware:
    def __init__(self, app: ASGIApp, limit: int = MAX_BODY_BYTES) -> None:
        self.app = app
        self.limit = limit

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or not str(scope.get("path", "")).startswith(API_PREFIX):
            await self.app(scope, receive, send)
            return
        limit, too_large = ROUTE_LIMITS.get(str(scope["path"]), (self.limit, TOO_LARGE))
        declared = _content_length(scope)
        if declared is not None and declared > limit:
            await self._refuse(scope, send, declared, limit, too_large)
            return
        if declared == 0 or (declared is None and not _chunked(scope)):
            # No body (RFC 9112 6.3: neither a length nor a chunked coding): nothing to
            # limit, pace or buffer, and the connection's receive stays as it is.
            await self.app(scope, receive, send)
            return
        current = settings.current()
        deadline = Deadline(grace=current.body_grace_seconds, rate=current.body_min_rate_bytes)
        receive = paced(receive, deadline)
        if scope["path"] in ROUTE_LIMITS:
            counted = _Counted(receive, limit, too_large)
            await self.app(scope, counted, _closing_early(send, counted))
            return
        # Read the body here, at most the limit, and hand it on as one message.
        chunks: list[bytes] = []
        size = 0
        more = True
        while more:
            try:
                message = await receive()
            except BodyTooSlow as slow:
                await _answer(send, 408, slow.problem())
                return
            if message["type"] != "http.request":  # the client went away
                await _gone(scope, send)
                return
            chunk = message.get("body", b"")
            size += len(chunk)
            if size > limit:
                await self._refuse(scope, send, size, limit, too_large)
                return
            chunks.append(chunk)
            more = bool(message.get("more_body", False))
        await self.app(scope, _replay(chunks, receive), send)

    async def _refuse(self, scope: Scope, send: Send, size: int, limit: int, message: str) -> None:
        log.warning(
            "request body too large: %s %s (%s bytes, limit %s)",
            scope.get("method"), scope.get("path"), size, limit,
        )  # fmt: skip
        problem = {
            "type": "urn:tmanku:problem:payload-too-large",
            "title": "Payload too large",
            "status": 413,
            "message": message,
            "detail": f"The request body exceeds {limit} bytes.",
        }
        await _answer(send, 413, problem)


async def _gone(scope: Scope, send: Send) -> None:
    """The client went away before its body was in: nothing runs for it, one line says so
    (as :func:`server.edge.problems.client_gone` does when the app was reading), and the 499
    only reaches the access log."""
    log.info(
        "client disconnected before the request was read: %s %s",
        scope.get("method"),
        scope.get("path"),
    )
    problem = {
        "type": "urn:tmanku:problem:client-closed-request",
        "title": "Client closed request",
        "status": 499,
        "message": GENERIC_CLIENT,
        "detail": "The client disconnected before its request was read.",
    }
    await _answer(send, 499, problem)


async def _answer(send: Send, status: int, problem: dict[str, object]) -> None:
    """A problem+json answer given here, before the app, closing the connection."""
    body = json.dumps({**problem, "requestId": current_request_id()}, ensure_ascii=False).encode()
    await send(
        {
            "type": "http.response.start",
            "status": status,
            "headers": [
                (b"content-type", b"application/problem+json"),
                (b"content-length", str(len(body)).encode()),
                (b"connection", b"close"),
            ],
        }
    )
    await send({"type": "http.response.body", "body": body})


class _Counted:
    """``receive`` that raises BodyTooLarge (answered 413 by the app's error handler) once
    more than ``limit`` bytes came in; ``done`` once the whole body has."""

    def __init__(self, receive: Receive, limit: int, too_large: str) -> None:
        self._receive = receive
        self._limit = limit
        self._too_large = too_large
        self._size = 0
        self.done = False

    async def __call__(self) -> Message:
        message = await self._receive()
        self._size += len(message.get("body", b""))
        if self._size > self._limit:
            detail = f"The request body exceeds {self._limit} bytes."
            raise BodyTooLarge(self._too_large, detail=detail)
        self.done = self.done or not message.get("more_body", False)
        return message


def _closing_early(send: Send, body: _Counted) -> Send:
    """``send`` that asks for the connection to close when the answer starts before the
    whole body came in (a refusal part-way: too large, too slow, unauthorised)."""

    async def closing(message: Message) -> None:
        if message["type"] == "http.response.start" and not body.done:
            headers = [(k, v) for k, v in message.get("headers", []) if k.lower() != b"connection"]
            message = {**message, "headers": [*headers, (b"connection", b"close")]}
        await send(message)

    return closing


def _content_length(scope: Scope) -> int | None:
    for name, value in scope.get("headers", []):
        if name == b"content-length":
            try:
                return int(value)
            except ValueError:
                return None
    return None


def _chunked(scope: Scope) -> bool:
    """Whether the request declares a transfer coding (its body's length is then unknown)."""
    return any(name == b"transfer-encoding" for name, _ in scope.get("headers", []))


def _replay(chunks: list[bytes], receive: Receive) -> Receive:
    """A receive that gives the buffered body once, then whatever the connection says next
    (it waits for a disconnect)."""
    first: Message | None = {
        "type": "http.request",
        "body": b"".join(chunks),
        "more_body": False,
    }

    async def replay() -> Message:
        nonlocal first
        if first is not None:
            message, first = first, None
            return message
        return await receive()

    return replay
