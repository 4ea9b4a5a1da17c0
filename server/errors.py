"""Domain errors: raised deep in services, translated once at the edge (server/app.py) into
application/problem+json with the Indonesian ``message`` (RFC 9457 plus one field)."""

from __future__ import annotations

import logging
from datetime import datetime
from typing import Any

from server.clock import WIB, as_utc


class DomainError(Exception):
    """Base of every error a customer may see. ``message`` is the Indonesian sentence."""

    status = 400
    type = "urn:tmanku:problem:bad-request"
    title = "Bad request"
    # Seconds sent as Retry-After (a Locked carries its own time instead), and the level of
    # the one log line that tells the refusal (WARNING where the operator should look).
    retry_after: int | None = None
    log_level = logging.INFO

    def __init__(
        self,
        message: str,
        *,
        detail: str | None = None,
        type: str | None = None,
        **extensions: Any,
    ) -> None:
        super().__init__(detail or message)
        self.message = message
        self.detail = detail
        if type is not None:
            self.type = type
        # Extra RFC 9457 members declared in the Problem schema (attemptsRemaining, ...).
        self.extensions = extensions

    def problem(self) -> dict[str, Any]:
        body: dict[str, Any] = {
            "type": self.type,
            "title": self.title,
            "status": self.status,
            "message": self.message,
        }
        if self.detail:
            body["detail"] = self.detail
        for key, value in self.extensions.items():
            if value is None:
                continue
            body[key] = value.isoformat() if isinstance(value, datetime) else value
        return body


class InvalidRequest(DomainError):
    status = 400
    type = "urn:tmanku:problem:validation"
    title = "Bad request"


class Unauthenticated(DomainError):
    """Wrong credentials, wrong code, missing or unusable token: shown inline, no popup."""

    status = 401
    type = "urn:tmanku:problem:unauthorized"
    title = "Unauthorized"


class Forbidden(DomainError):
    """Session ended or expired, wrong sign-in step, missing role: the web logs out."""

    status = 403
    type = "urn:tmanku:problem:forbidden"
    title = "Forbidden"


class NotFound(DomainError):
    """Also the answer for another customer's object (never reveal that it exists)."""

    status = 404
    type = "urn:tmanku:problem:not-found"
    title = "Not found"


class Conflict(DomainError):
    status = 409
    type = "urn:tmanku:problem:conflict"
    title = "Conflict"


class Gone(DomainError):
    """410: the thing asked for existed and was deleted on purpose (an expired data export)."""

    status = 410
    type = "urn:tmanku:problem:gone"
    title = "Gone"


class RuleViolation(DomainError):
    status = 422
    type = "urn:tmanku:problem:rule-violation"
    title = "Unprocessable entity"


class Locked(DomainError):
    """Too many attempts; carries ``lockedUntil`` so the customer knows when to retry."""

    status = 429
    type = "urn:tmanku:problem:locked"
    title = "Too many attempts"


class GatewayUnavailable(DomainError):
    """503: an outside system (the payment gateway) did not answer; nothing was recorded."""

    status = 503
    type = "urn:tmanku:problem:gateway-unavailable"
    title = "Service unavailable"


def locked_until(
    message: str,
    until: datetime,
    *,
    detail: str = "Too many failed attempts; locked until the given time.",
    **extensions: Any,
) -> Locked:
    """429 carrying ``lockedUntil`` (in WIB), the time the customer may try again."""
    return Locked(
        message,
        detail=detail,
        lockedUntil=as_utc(until).astimezone(WIB),
        **extensions,
    )
