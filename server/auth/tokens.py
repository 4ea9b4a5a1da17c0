"""Signed tokens (HS256 JWT) and secret digests.

Two JWT kinds share one key and are told apart by ``typ``:

- access token (``typ=access``): ``sub`` (user id), ``userName`` (the web reads it),
  ``sid`` (session id), ``adm`` (admin flag), ``iat``, ``exp`` (short-lived);
- step token (``typ=step``): ``fid`` (sign-in flow id), ``stg`` (the one stage it opens),
  ``seq`` (the flow's step counter when it was issued), ``iat``, ``exp``;
- SPAJ entry step token (``typ=spaj-step``): ``fid`` (the entry flow id), ``iat``, ``exp``:
  it opens only that flow's code step (``spaj/otp/generate``, ``spaj/otp/validate``);
- SPAJ session token (``typ=spaj``): ``sub`` (the application's id), ``sid`` (the SPAJ
  session), ``iat``, ``exp``: one application, no portal account. Both SPAJ tokens expire an
  hour after their flow or session; the rows' limits are what the guards enforce.

Expiry is checked against :mod:`server.clock`, so tests move time instead of sleeping.
Refresh tokens are random (256 bits) and only their SHA-256 is stored.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
import threading
from collections import OrderedDict
from datetime import datetime, timedelta
from typing import Any

import jwt

from server import clock

ALGORITHM = "HS256"
ACCESS = "access"
STEP = "step"
SPAJ = "spaj"
SPAJ_STEP = "spaj-step"
TYPES = (ACCESS, STEP, SPAJ, SPAJ_STEP)


def _encode(claims: dict[str, Any], *, secret: str) -> str:
    return jwt.encode(claims, secret, algorithm=ALGORITHM)


def issue_access_token(
    *,
    secret: str,
    user_id: int,
    user_name: str,
    session_id: str,
    is_admin: bool,
    lifetime_seconds: int,
    now: datetime,
) -> str:
    claims = {
        "sub": str(user_id),
        "userName": user_name,
        "sid": session_id,
        "adm": is_admin,
        "typ": ACCESS,
        "jti": secrets.token_hex(8),
        "iat": int(now.timestamp()),
        "exp": int((now + timedelta(seconds=lifetime_seconds)).timestamp()),
    }
    return _encode(claims, secret=secret)


def issue_step_token(
    *, secret: str, flow_id: str, stage: str, seq: int, expires_at: datetime, now: datetime
) -> str:
    claims = {
        "typ": STEP,
        "fid": flow_id,
        "stg": stage,
        "seq": seq,
        "iat": int(now.timestamp()),
        "exp": int(expires_at.timestamp()),
    }
    return _encode(claims, secret=secret)


# A SPAJ token outlives the flow or session it opens by this much, so that the end is the
# server's to say (403: the row is over) rather than the signature's (401).
SPAJ_GRACE = timedelta(hours=1)


def issue_spaj_step_token(*, secret: str, flow_id: str, expires_at: datetime, now: datetime) -> str:
    claims = {
        "typ": SPAJ_STEP,
        "fid": flow_id,
        "iat": int(now.timestamp()),
        "exp": int((expires_at + SPAJ_GRACE).timestamp()),
    }
    return _encode(claims, secret=secret)


def issue_spaj_token(
    *, secret: str, spaj_id: int, session_id: str, expires_at: datetime, now: datetime
) -> str:
    claims = {
        "typ": SPAJ,
        "sub": str(spaj_id),
        "sid": session_id,
        "jti": secrets.token_hex(8),
        "iat": int(now.timestamp()),
        "exp": int((expires_at + SPAJ_GRACE).timestamp()),
    }
    return _encode(claims, secret=secret)


# Verified claims by (secret, token): a token is checked once, then found here until it
# expires (the expiry is checked again on every use). Bounded; the oldest entries go first.
_VERIFIED: OrderedDict[tuple[str, str], dict[str, Any]] = OrderedDict()
_VERIFIED_MAX = 4096
_verified_lock = threading.Lock()


def _verify(token: str, secret: str) -> dict[str, Any] | None:
    key = (secret, token)
    with _verified_lock:
        cached = _VERIFIED.get(key)
        if cached is not None:
            _VERIFIED.move_to_end(key)
            return cached
    try:
        claims: dict[str, Any] = jwt.decode(
            token,
            secret,
            algorithms=[ALGORITHM],
            options={
                "verify_exp": False,
                "verify_iat": False,
                "verify_nbf": False,
                "require": ["exp", "typ"],
            },
        )
    except jwt.PyJWTError:
        return None
    if not isinstance(claims.get("exp"), int) or claims.get("typ") not in TYPES:
        return None
    with _verified_lock:
        _VERIFIED[key] = claims
        while len(_VERIFIED) > _VERIFIED_MAX:
            _VERIFIED.popitem(last=False)
    return claims


def decode(token: str, *, secret: str) -> dict[str, Any] | None:
    """Claims of a well-signed, unexpired token; None for anything else. The caller gets
    its own copy."""
    claims = _verify(token, secret)
    if claims is None or claims["exp"] <= clock.now().timestamp():
        return None
    return dict(claims)


def new_refresh_token() -> str:
    return secrets.token_urlsafe(32)


def sha256(value: str) -> str:
    return hashlib.sha256(value.encode("utf-8")).hexdigest()


def otp_digest(code: str, *, secret: str, challenge_key: str) -> str:
    """HMAC of an OTP code, bound to its challenge (flow and purpose)."""
    message = f"{challenge_key}:{code}".encode()
    return hmac.new(secret.encode("utf-8"), message, hashlib.sha256).hexdigest()


def same(a: str, b: str) -> bool:
    return hmac.compare_digest(a.encode("utf-8"), b.encode("utf-8"))
