"""Who calls a SPAJ operation: the applicant in a live SPAJ session (:data:`APPLICANT`, the
guard of :mod:`server.access.applicant`, which the upload path and the payment calls share),
or a visitor at the code step of an entry (:data:`SPAJ_STEP`: a ``spaj-step`` token of an
entry flow still open). Anything else is 403."""

from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from server.access.applicant import APPLICANT, APPLICANT_SESSION
from server.access.guards import Claims, Guard
from server.clock import as_utc
from server.errors import Forbidden
from server.spaj import messages
from server.spaj.models import SpajEntryFlow

__all__ = ["APPLICANT", "APPLICANT_SESSION", "SPAJ_STEP", "SpajStep"]
log = logging.getLogger("server.spaj.guard")
STEP_TYP = "spaj-step"  # server.auth.tokens.SPAJ_STEP


@dataclass(frozen=True, slots=True)
class SpajStep:
    """A visitor at the code step of one entry flow (locked for this request)."""

    flow: SpajEntryFlow


def _claims(token_info: Claims) -> Mapping[str, Any]:
    if not token_info:
        return {}
    inner = token_info.get("accessToken", token_info)
    return inner if isinstance(inner, Mapping) else {}


def _step(session: Session, token_info: Claims, now: datetime) -> SpajStep:
    claims = _claims(token_info)
    flow = None
    if claims.get("typ") == STEP_TYP:
        flow = session.scalars(
            select(SpajEntryFlow)
            .where(SpajEntryFlow.id == str(claims.get("fid", "")))
            .with_for_update()
        ).one_or_none()
    if flow is None or flow.completed_at is not None or now >= as_utc(flow.expires_at):
        log.warning("authorization failure: SPAJ step token (typ=%s)", claims.get("typ"))
        raise Forbidden(
            messages.STEP_INVALID,
            type="urn:tmanku:problem:session-expired",
            detail="The step token does not open this step.",
        )
    return SpajStep(flow)


SPAJ_STEP: Guard[SpajStep] = _step
