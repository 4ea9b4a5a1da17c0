"""Browser defences on every answer (security.md; OWASP Secure Headers): the web app keeps
the access token in local storage (docs/product.md P3.1), so an injected script would take
the session.

- Content-Security-Policy: scripts, styles, fonts, images and calls only from this origin, no
  inline script, no plugins, no framing (``frame-ancestors 'none'``). The built web app needs
  nothing else: its runtime configuration is a file (/runtime-config.js) and React sets
  styles through the DOM, which CSP allows. A document the app fetched with the session (a
  claim's photo or PDF, for its owner or the staff desk) is shown from a ``blob:`` URL the
  app made itself: images and frames may come from ``blob:``, nothing else. Banner pictures
  are ``<img>`` from the API, so images may also come from CONNECT_ORIGINS. Swagger UI and
  the sandbox gateway's simulator (development tools, never in production) keep inline
  scripts and styles of their own and get a policy that allows them, still without framing.
- X-Content-Type-Options nosniff, X-Frame-Options DENY, Referrer-Policy no-referrer,
  Cross-Origin-Opener-Policy same-origin, a Permissions-Policy that allows only what the
  portal uses (geolocation, asked when a customer looks for the nearest partner hospital).
- Cache-Control no-store on every API answer that does not say otherwise: they carry personal
  data (policies, payments, receipts) or secrets (tokens). The one exception is the master
  lists (server.master: master/reference and the region cascade), public data that their
  handlers mark ``public, max-age=86400`` with an ETag; that header is kept as it is.
- Strict-Transport-Security when the request came over HTTPS (directly, or through a proxy
  listed in TRUSTED_PROXIES that says so).
"""

from __future__ import annotations

from functools import lru_cache

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from server import settings

API_PREFIX = "/customer/api/"
_TOOLS = ("/customer/api/ui", "/sandbox-gateway")
_PUBLIC_API = ("/customer/api/openapi.json", "/customer/api/openapi.yaml")


@lru_cache(maxsize=4)
def strict_csp(connect_origins: tuple[str, ...] = ()) -> str:
    """The web app's policy; ``connect_origins``: where else its API lives (CONNECT_ORIGINS,
    for a deployment whose API has an origin of its own)."""
    connect = " ".join(("'self'", *connect_origins))
    # Banner pictures are loaded by <img> from the API (GET /banner/image/...), wherever it is.
    images = " ".join(("'self'", *connect_origins, "data:", "blob:"))
    return "; ".join(
        (
            "default-src 'self'",
            "script-src 'self'",
            "style-src 'self'",
            f"img-src {images}",
            "frame-src 'self' blob:",
            "font-src 'self'",
            f"connect-src {connect}",
            "object-src 'none'",
            "base-uri 'self'",
            "form-action 'self'",
            "frame-ancestors 'none'",
        )
    )


STRICT_CSP = strict_csp()
TOOL_CSP = "; ".join(
    (
        "default-src 'self'",
        "script-src 'self' 'unsafe-inline'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data:",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
    )
)
ALWAYS = {
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "no-referrer",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": "geolocation=(self), camera=(), microphone=(), payment=(), usb=()",
}
HSTS = "max-age=31536000; includeSubDomains"


def headers_for(path: str, *, https: bool, connect_origins: tuple[str, ...] = ()) -> dict[str, str]:
    """The defence headers of an answer to ``path``."""
    return _headers(_is_tool(path), https=https, connect_origins=connect_origins)


def _is_tool(path: str) -> bool:
    """Whether ``path`` is a development tool's (Swagger UI, the gateway's simulator)."""
    return any(path == p or path.startswith(p + "/") for p in _TOOLS)


def _headers(tool: bool, *, https: bool, connect_origins: tuple[str, ...]) -> dict[str, str]:
    headers = dict(ALWAYS)
    headers["Content-Security-Policy"] = TOOL_CSP if tool else strict_csp(connect_origins)
    if https:
        headers["Strict-Transport-Security"] = HSTS
    return headers


@lru_cache(maxsize=16)
def _raw(
    tool: bool, https: bool, connect_origins: tuple[str, ...]
) -> tuple[frozenset[bytes], list[tuple[bytes, bytes]]]:
    """The defence headers as an answer carries them (latin-1 bytes, lower-case names), and
    their names: made once for each kind of answer, not for every answer."""
    headers = _headers(tool, https=https, connect_origins=connect_origins)
    raw = [(k.lower().encode("latin-1"), v.encode("latin-1")) for k, v in headers.items()]
    return frozenset(name for name, _ in raw), raw


_NO_STORE = (b"cache-control", b"no-store")


class SecurityHeadersMiddleware:
    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        path = str(scope.get("path", ""))
        names, extra = _raw(
            _is_tool(path), scope.get("scheme") == "https", settings.current().connect_origins
        )
        api = path.startswith(API_PREFIX) and path not in _PUBLIC_API

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                # As a header set by name would: the answer's own value of each is replaced.
                kept = [h for h in message.get("headers", ()) if h[0].lower() not in names]
                if api and not any(h[0].lower() == b"cache-control" for h in kept):
                    kept.append(_NO_STORE)
                message["headers"] = kept + extra
            await send(message)

        await self.app(scope, receive, send_with_headers)
