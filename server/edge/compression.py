"""gzip for the API's answers of MINIMUM_SIZE bytes or more, when the request accepts gzip
(Starlette's GZipMiddleware: Content-Length set to the compressed size, ``Vary:
Accept-Encoding``, streamed answers compressed chunk by chunk). Receipts (PDF, compressed
inside already), banner pictures (WebP, the same) and answers that carry a Content-Encoding
are sent as they are. The web app's files are compressed at build time instead
(server.edge.webapp).

Compressing answers that hold a token next to text an attacker chose (BREACH) needs the
browser to send the victim's credentials on the attacker's request; the API's credentials
are headers the web app's own code adds (``access-token``), never cookies, so a page of
another origin cannot make such requests."""

from __future__ import annotations

from starlette.middleware.gzip import DEFAULT_EXCLUDED_CONTENT_TYPES, GZipMiddleware
from starlette.types import ASGIApp, Receive, Scope, Send

from server.edge.encodings import accepted

API_PREFIX = "/customer/api/"
MINIMUM_SIZE = 1024
# 6: most of level 9's gain for a fraction of its CPU time, which a busy server needs.
LEVEL = 6


class ApiCompressionMiddleware:
    def __init__(self, app: ASGIApp) -> None:
        self.app = app
        self.gzip = GZipMiddleware(
            app,
            minimum_size=MINIMUM_SIZE,
            compresslevel=LEVEL,
            exclude_content_types=(
                *DEFAULT_EXCLUDED_CONTENT_TYPES,
                "application/pdf",
                "image/webp",
            ),
        )

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and str(scope.get("path", "")).startswith(API_PREFIX):
            headers = dict(scope.get("headers") or [])
            if "gzip" in accepted(headers.get(b"accept-encoding", b"").decode("latin-1")):
                await self.gzip(scope, receive, send)
                return
        await self.app(scope, receive, send)
