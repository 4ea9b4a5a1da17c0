"""The one translation of failures into ``application/problem+json`` with an Indonesian
``message`` and the ``requestId``. Nothing technical beyond a short ``detail`` leaves here:
no stack trace, SQL or token."""

from __future__ import annotations

import json
import logging
import math
from datetime import datetime
from typing import Any

from connexion.exceptions import (
    NonConformingResponse,
    ProblemException,
    UnsupportedMediaTypeProblem,
)
from connexion.lifecycle import ConnexionRequest, ConnexionResponse
from starlette.exceptions import HTTPException

from server import clock
from server.clock import as_utc
from server.edge.messages import (
    GENERIC_CLIENT,
    INTERNAL,
    INVALID_INPUT,
    METHOD_NOT_ALLOWED,
    NOT_FOUND,
    NOT_SIGNED_IN,
    SESSION_ENDED,
    UNDECODABLE,
    UNSUPPORTED_MEDIA,
)
from server.edge.request_id import current_request_id
from server.edge.validation import ValidationProblem
from server.errors import DomainError, Locked

log = logging.getLogger("server.errors")
MEDIA_TYPE = "application/problem+json"

_BY_STATUS: dict[int, tuple[str, str, str]] = {
    400: ("urn:tmanku:problem:validation", "Bad request", INVALID_INPUT),
    401: ("urn:tmanku:problem:unauthorized", "Unauthorized", NOT_SIGNED_IN),
    403: ("urn:tmanku:problem:forbidden", "Forbidden", SESSION_ENDED),
    404: ("urn:tmanku:problem:not-found", "Not found", NOT_FOUND),
    405: ("urn:tmanku:problem:method-not-allowed", "Method not allowed", METHOD_NOT_ALLOWED),
    415: ("urn:tmanku:problem:unsupported-media-type", "Unsupported media type", UNSUPPORTED_MEDIA),
}


def render(
    status: int,
    *,
    type: str,
    title: str,
    message: str,
    detail: str | None = None,
    headers: dict[str, str] | None = None,
    extensions: dict[str, Any] | None = None,
) -> ConnexionResponse:
    body: dict[str, Any] = {"type": type, "title": title, "status": status, "message": message}
    if detail:
        body["detail"] = detail[:2000]
    body.update(extensions or {})
    body["requestId"] = current_request_id()
    return ConnexionResponse(
        status_code=status,
        mimetype=MEDIA_TYPE,
        content_type=MEDIA_TYPE,
        body=json.dumps(body, ensure_ascii=False),
        headers=dict(headers or {}),
    )


def internal_error() -> ConnexionResponse:
    return render(
        500,
        type="urn:tmanku:problem:internal",
        title="Internal server error",
        message=INTERNAL,
        detail="An unexpected error occurred.",
    )


async def domain_error(_request: ConnexionRequest, exc: Exception) -> ConnexionResponse:
    assert isinstance(exc, DomainError)
    body = exc.problem()
    extensions = {k: v for k, v in body.items() if k not in ("type", "title", "status")}
    extensions.pop("message", None)
    extensions.pop("detail", None)
    headers: dict[str, str] = {}
    until = exc.extensions.get("lockedUntil")
    if isinstance(exc, Locked) and isinstance(until, datetime):
        seconds = math.ceil((as_utc(until) - clock.now()).total_seconds())
        headers["Retry-After"] = str(max(1, seconds))
    elif exc.retry_after is not None:
        headers["Retry-After"] = str(exc.retry_after)
    log.log(exc.log_level, "refused %s %s: %s", exc.status, exc.type, exc.detail or exc.message)
    return render(
        exc.status,
        type=exc.type,
        title=exc.title,
        message=exc.message,
        detail=exc.detail,
        headers=headers,
        extensions=extensions,
    )


def _without_values(detail: str) -> str:
    """A response-validation failure names the rule and where it failed, never the value (an
    answer may carry a token): jsonschema's 'Failed validating ... in schema[...]' and
    'On instance[...]' lines only."""
    kept = [
        line.strip().rstrip(":")
        for line in detail.splitlines()
        if line.startswith(("Failed validating", "On instance"))
    ]
    return "; ".join(kept) or "the answer does not conform to the contract"


async def http_problem(_request: ConnexionRequest, exc: Exception) -> ConnexionResponse:
    """Connexion's own problems (validation, security, media type, response validation) and
    Starlette's HTTP errors (unknown path 404, 405)."""
    assert isinstance(exc, HTTPException)
    status = exc.status_code
    if isinstance(exc, NonConformingResponse) or status >= 500:
        log.error("server problem %s: %s", status, _without_values(str(exc.detail)))
        return internal_error()
    if isinstance(exc, UnsupportedMediaTypeProblem):
        status = 415
    type_, title, message = _BY_STATUS.get(
        status, ("urn:tmanku:problem:bad-request", "Client error", GENERIC_CLIENT)
    )
    extensions: dict[str, Any] = {}
    if isinstance(exc, ValidationProblem):
        extensions["errors"] = exc.errors
    if status == 401:
        log.warning("authentication failure: %s", exc.detail)
    else:
        log.info("client problem %s: %s", status, exc.detail)
    detail = exc.detail if isinstance(exc, ProblemException | HTTPException) else None
    headers = {k: v for k, v in (exc.headers or {}).items() if k.lower() == "allow"}
    return render(
        status,
        type=type_,
        title=title,
        message=message,
        detail=str(detail) if detail else None,
        headers=headers,
        extensions=extensions,
    )


async def undecodable(_request: ConnexionRequest, exc: Exception) -> ConnexionResponse:
    log.info("client problem 400: undecodable body (%s)", type(exc).__name__)
    return render(
        400,
        type="urn:tmanku:problem:validation",
        title="Bad request",
        message=INVALID_INPUT,
        detail="The request body could not be decoded.",
        extensions={"errors": [{"field": "body", "message": UNDECODABLE}]},
    )


async def client_gone(request: ConnexionRequest, exc: Exception) -> ConnexionResponse:
    """The client went away before its request was read (a closed tab, a lost mobile link, a
    cancelled upload): nothing failed here, so one line and no trace. The 499 (nginx's
    "client closed request") reaches only the access log: nobody is left to read it."""
    scope = request.scope
    log.info(
        "client disconnected before the request was read: %s %s",
        scope.get("method"),
        scope.get("path"),
    )
    return render(
        499,
        type="urn:tmanku:problem:client-closed-request",
        title="Client closed request",
        message=GENERIC_CLIENT,
        detail="The client disconnected before its request was read.",
    )


async def unexpected(_request: ConnexionRequest, exc: Exception) -> ConnexionResponse:
    trace = (type(exc), exc, exc.__traceback__)
    log.error("unexpected error request_id=%s", current_request_id(), exc_info=trace)
    return internal_error()
