"""Security scheme functions named in the contract (``x-basicInfoFunc``,
``x-apikeyInfoFunc``). They only check signatures and secrets; whether a token belongs to a
live session or to the right sign-in step is decided by :mod:`server.access.guards` inside the
request's transaction."""

from __future__ import annotations

import logging
import secrets
from typing import Any

from server import settings
from server.auth import tokens

log = logging.getLogger("server.auth.security")


def _raw(value: str) -> bytes:
    # Connexion decodes Basic credentials as latin-1; encoding back gives the bytes sent.
    return value.encode("latin-1", errors="replace")


def check_client(username: str, password: str) -> dict[str, Any] | None:
    """HTTP Basic client credentials of the web app (compared as bytes, constant time)."""
    s = settings.current()
    id_ok = secrets.compare_digest(_raw(username), s.client_id.encode("utf-8"))
    secret_ok = secrets.compare_digest(_raw(password), s.client_secret.encode("utf-8"))
    if id_ok and secret_ok:
        return {"sub": s.client_id, "client": s.client_id}
    log.warning("client credentials refused")
    return None


def check_access_token(apikey: str, required_scopes: Any = None) -> dict[str, Any] | None:
    """Claims of a well-signed, unexpired token of a known kind (access, sign-in step, SPAJ
    entry step, SPAJ session); None answers 401."""
    claims = tokens.decode(apikey, secret=settings.current().token_secret)
    if claims is None:
        log.info("access-token refused (bad signature, malformed or expired)")
    return claims
