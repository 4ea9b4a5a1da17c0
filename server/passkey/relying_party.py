"""Who the portal is to a passkey: the relying party's ID (a host name, never an IP
address: WebAuthn refuses those) and the origin the browser must report. In production both
come from PUBLIC_URL (required in production); without it (development, tests, the browser
tests) from where the calling page is: the request's Origin header when a browser sent one
(behind Vite's development proxy, which rewrites Host, it is the page's), else its Host
header, as the browser addressed the server."""

from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import urlsplit

from server.edge.client import request_host, request_origin
from server.settings import Settings

NAME = "TManKu"


@dataclass(frozen=True, slots=True)
class RelyingParty:
    id: str  # the host name
    origin: str  # scheme://host[:port]


def _of(scheme: str, netloc: str) -> RelyingParty:
    try:
        parts = urlsplit(f"{scheme}://{netloc}")
        host, port = parts.hostname or "", parts.port
    except ValueError:
        host, port = "", None
    host = host.lower()
    if not host:
        return RelyingParty("localhost", f"{scheme}://localhost")
    shown = f"[{host}]" if ":" in host else host
    return RelyingParty(host, f"{scheme}://{shown}" + (f":{port}" if port is not None else ""))


def current(settings: Settings) -> RelyingParty:
    """The relying party of this request."""
    if settings.public_url:
        parts = urlsplit(settings.public_url)
        return _of(parts.scheme or "https", parts.netloc)
    origin = urlsplit(request_origin())
    if origin.scheme in ("http", "https") and origin.netloc:
        return _of(origin.scheme, origin.netloc)
    scheme, host = request_host()
    return _of("https" if scheme == "https" else "http", host)
