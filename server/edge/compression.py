"""gzip for the API's answers of MINIMUM_SIZE bytes or more, when the request accepts gzip:
Content-Length set to the compressed size, ``Vary: Accept-Encoding``, streamed answers
compressed chunk by chunk (each chunk flushed, so that a client reads it at once). Receipts
(PDF, compressed inside already), banner pictures (WebP, the same), partial answers (206) and
answers that carry a Content-Encoding are sent as they are. The web app's files are
compressed at build time instead (server.edge.webapp).

An answer sent whole (one body message, as every JSON answer is) is compressed with a window
no larger than itself: zlib's default window (32 KiB) and hash table (memory level 8) take
longer to set up than a 4 KB answer takes to compress (55 against 14 microseconds of this
machine's processor, for the same bytes out: a window at least as long as the input loses no
match). Chunks of THREAD_MINIMUM_SIZE or more are compressed in a thread of their own, not on
the event loop. The same rules as Starlette's ``GZipMiddleware``, which this replaces.

Compressing answers that hold a token next to text an attacker chose (BREACH) needs the
browser to send the victim's credentials on the attacker's request; the API's credentials
are headers the web app's own code adds (``access-token``), never cookies, so a page of
another origin cannot make such requests."""

from __future__ import annotations

import functools
import zlib

import anyio
import anyio.lowlevel
import anyio.to_thread
from starlette.middleware.gzip import DEFAULT_EXCLUDED_CONTENT_TYPES
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from server.edge.encodings import accepted

API_PREFIX = "/customer/api/"
MINIMUM_SIZE = 1024
# 6: most of level 9's gain for a fraction of its CPU time, which a busy server needs.
LEVEL = 6
THREAD_MINIMUM_SIZE = 128 * 1024
# Media types whose bytes are compressed already (or must not be held back: event streams):
# Starlette's list, with the receipts' PDF.
EXCLUDED = frozenset((*DEFAULT_EXCLUDED_CONTENT_TYPES, "application/pdf"))
_THREADS = anyio.lowlevel.RunVar[anyio.CapacityLimiter]("gzip_threads")


@functools.lru_cache(maxsize=256)
def accepts_gzip(accept_encoding: bytes) -> bool:
    """Whether an ``Accept-Encoding`` value accepts gzip (browsers send a handful of them)."""
    return "gzip" in accepted(accept_encoding.decode("latin-1"))


def window_bits(size: int) -> int:
    """The smallest window zlib allows that holds ``size`` bytes (9 to 15 bits)."""
    return max(9, min(zlib.MAX_WBITS, (size - 1).bit_length()))


def compress_whole(body: bytes) -> bytes:
    """``body`` as one gzip member, with a window and hash table sized to it."""
    bits = window_bits(len(body))
    compressor = zlib.compressobj(LEVEL, zlib.DEFLATED, 16 + bits, min(8, bits - 7))
    return compressor.compress(body) + compressor.flush()


def _excluded(media_type: str) -> bool:
    kind = media_type.partition(";")[0].strip().lower()
    return kind in EXCLUDED or kind.partition("/")[0] + "/*" in EXCLUDED


def _vary(headers: list[tuple[bytes, bytes]]) -> None:
    """``Accept-Encoding`` added to the answer's ``Vary`` (one header, values kept)."""
    for index, (name, value) in enumerate(headers):
        if name.lower() == b"vary":
            if b"accept-encoding" not in value.lower():
                headers[index] = (name, value + b", Accept-Encoding")
            return
    headers.append((b"vary", b"Accept-Encoding"))


class ApiCompressionMiddleware:
    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and scope["path"].startswith(API_PREFIX):
            for name, value in scope["headers"]:
                if name == b"accept-encoding":
                    if accepts_gzip(value):
                        await self.app(scope, receive, _GzipSender(send))
                        return
                    break
        await self.app(scope, receive, send)


class _GzipSender:
    """The ``send`` of one answer: holds its start until the first body shows whether (and
    how) to compress it."""

    __slots__ = ("compressor", "passing", "send", "start")

    def __init__(self, send: Send) -> None:
        self.send = send
        self.start: Message | None = None
        self.passing = False
        self.compressor: zlib._Compress | None = None

    async def __call__(self, message: Message) -> None:
        kind = message["type"]
        if kind == "http.response.start":
            self.start = message
            headers = message.setdefault("headers", [])
            self.passing = message["status"] == 206 or any(
                name.lower() == b"content-encoding"
                or (name.lower() == b"content-type" and _excluded(value.decode("latin-1")))
                for name, value in headers
            )
            if self.passing:
                await self.send(message)
            return
        if self.passing or kind != "http.response.body":
            if self.start is not None and kind == "http.response.pathsend":
                await self.send(self.start)  # a file sent by path: as it is
                self.start = None
            await self.send(message)
            return
        start, self.start = self.start, None
        body: bytes = message.get("body", b"")
        more = bool(message.get("more_body", False))
        if start is None:  # a later chunk of a compressed stream
            message["body"] = await self._chunk(body, final=not more)
            await self.send(message)
            return
        if not more and len(body) < MINIMUM_SIZE:
            await self.send(start)
            await self.send(message)
            return
        if more:
            self.compressor = zlib.compressobj(LEVEL, zlib.DEFLATED, 16 + zlib.MAX_WBITS)
            packed = await self._chunk(body, final=False)
        elif len(body) >= THREAD_MINIMUM_SIZE:
            packed = await anyio.to_thread.run_sync(compress_whole, body, limiter=_limiter())
        else:
            packed = compress_whole(body)
        headers = [
            (name, value) for name, value in start["headers"] if name.lower() != b"content-length"
        ]
        _vary(headers)
        headers.append((b"content-encoding", b"gzip"))
        if not (more or start.get("trailers")):
            headers.append((b"content-length", str(len(packed)).encode()))
        start["headers"] = headers
        message["body"] = packed
        await self.send(start)
        await self.send(message)

    async def _chunk(self, body: bytes, *, final: bool) -> bytes:
        compressor = self.compressor
        assert compressor is not None  # made with the stream's first chunk

        def work() -> bytes:
            return compressor.compress(body) + compressor.flush(
                zlib.Z_FINISH if final else zlib.Z_SYNC_FLUSH
            )

        if len(body) >= THREAD_MINIMUM_SIZE:
            return await anyio.to_thread.run_sync(work, limiter=_limiter())
        return work()


def _limiter() -> anyio.CapacityLimiter:
    """Large chunks' own threads (not the handlers' pool: compressing must not wait behind
    handlers, nor take their places)."""
    try:
        return _THREADS.get()
    except LookupError:
        limiter = anyio.CapacityLimiter(4)
        _THREADS.set(limiter)
        return limiter
