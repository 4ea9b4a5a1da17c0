"""A ceiling on the size of an API request's body, applied before anything reads or parses
it: a request to /customer/api whose body is larger than MAX_BODY_BYTES (by its
Content-Length, or as it streams in) is answered 413 problem+json and never reaches
validation or a handler. The largest body of the contract is a few kilobytes; without a
ceiling one request of hundreds of megabytes (to the unauthenticated gateway notification,
say) would be held in memory and parsed on the event loop. The upload route has a limit of
its own (ROUTE_LIMITS: the largest purpose's file plus the multipart framing) and is not
buffered here: its body streams on (counted, and cut off with 413 past the limit) to the
multipart validator, which spools it to disk (server.edge.multipart); the handler applies
each purpose's exact limit while it copies the file."""

from __future__ import annotations

import json
import logging

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from server.edge.messages import BANNER_IMAGE_TOO_LARGE, FILE_TOO_LARGE, TOO_LARGE
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
        if scope["path"] in ROUTE_LIMITS:
            await self.app(scope, _counted(receive, limit, too_large), send)
            return
        # Read the body here, at most the limit, and hand it on as one message.
        chunks: list[bytes] = []
        size = 0
        more = True
        while more:
            message = await receive()
            if message["type"] != "http.request":  # the client went away
                await self.app(scope, _replay([], receive, early=message), send)
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
        body = json.dumps(
            {
                "type": "urn:tmanku:problem:payload-too-large",
                "title": "Payload too large",
                "status": 413,
                "message": message,
                "detail": f"The request body exceeds {limit} bytes.",
                "requestId": current_request_id(),
            },
            ensure_ascii=False,
        ).encode()
        await send(
            {
                "type": "http.response.start",
                "status": 413,
                "headers": [
                    (b"content-type", b"application/problem+json"),
                    (b"content-length", str(len(body)).encode()),
                    (b"connection", b"close"),
                ],
            }
        )
        await send({"type": "http.response.body", "body": body})


def _counted(receive: Receive, limit: int, too_large: str) -> Receive:
    """``receive`` that raises BodyTooLarge (answered 413 by the app's error handler) once
    more than ``limit`` bytes came in."""
    size = 0

    async def counted() -> Message:
        nonlocal size
        message = await receive()
        size += len(message.get("body", b""))
        if size > limit:
            raise BodyTooLarge(too_large, detail=f"The request body exceeds {limit} bytes.")
        return message

    return counted


def _content_length(scope: Scope) -> int | None:
    for name, value in scope.get("headers", []):
        if name == b"content-length":
            try:
                return int(value)
            except ValueError:
                return None
    return None


def _replay(chunks: list[bytes], receive: Receive, *, early: Message | None = None) -> Receive:
    """A receive that gives the buffered body (or the message that ended the read early)
    once, then whatever the connection says next (it waits for a disconnect)."""
    first: Message | None = early or {
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
