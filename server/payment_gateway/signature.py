"""Signed gateway notifications: HMAC-SHA256 (lower-case hex) with the shared secret over
``<timestamp>.`` followed by the raw request body, the timestamp (Unix seconds) within
300 seconds of the server's clock in either direction. Used by the portal to verify and by
the sandbox gateway to sign."""

from __future__ import annotations

import hashlib
import hmac
from datetime import datetime

TOLERANCE_SECONDS = 300


def sign(*, secret: str, timestamp: int, raw_body: bytes) -> str:
    message = f"{timestamp}.".encode() + raw_body
    return hmac.new(secret.encode(), message, hashlib.sha256).hexdigest()


def problem(
    *, secret: str, timestamp: str | None, signature: str | None, raw_body: bytes, now: datetime
) -> str | None:
    """Why the notification cannot be trusted, or None when it can."""
    if not timestamp or not signature:
        return "missing signature headers"
    try:
        stamp = int(timestamp)
    except ValueError:
        return "malformed timestamp"
    skew = stamp - now.timestamp()
    if skew < -TOLERANCE_SECONDS:
        return "stale timestamp"
    if skew > TOLERANCE_SECONDS:
        return "timestamp in the future"
    expected = sign(secret=secret, timestamp=stamp, raw_body=raw_body)
    if not hmac.compare_digest(expected.encode(), signature.encode()):
        return "bad signature"
    return None
