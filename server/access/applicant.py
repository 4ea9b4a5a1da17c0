"""The guards of a SPAJ applicant's session (a token of ``typ`` ``spaj``: one application,
no policy holder's data):

- :data:`APPLICANT`: a live SPAJ session (:class:`Applicant`), which counts as activity;
  any other token (a customer's or an admin's access token, a sign-in or SPAJ entry step
  token) is refused with 403, as the customer and admin guards refuse a SPAJ token;
- :data:`APPLICANT_SESSION`: the same without counting as activity (ending the session);
- :func:`customer_or_applicant`: for the shared operations an applicant also uses (the
  upload path, the payment of a first premium): a SPAJ token meets :data:`APPLICANT`, any
  other token the customer guard given. The handler then keeps each caller to its own
  (a customer's purposes and policies, an applicant's application).

Idle and absolute limits are those of :mod:`server.access.liveness`. A SPAJ session a
signed-in policy holder opened (``spaj/open``) also ends with the customer session that opened
it: logout, a revocation from another device, a password change or reset that ended it, its
idle or absolute limit. The guard reads that session too (one lookup by key) and records the
SPAJ session's end as ``customer-<reason>``; a SPAJ session opened by code has no such
session and is unaffected.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy.orm import Session

from server import settings
from server.access.caller import Applicant, Customer
from server.access.guards import Claims, Guard, Touch
from server.access.liveness import ensure_live, expiry_reason, mark_ended, record_activity
from server.access.models import SpajSession, UserSession
from server.errors import Forbidden
from server.settings import Settings

log = logging.getLogger("server.access.applicant")
SPAJ = "spaj"  # the typ of a SPAJ session's token (server.auth.tokens)
ENDED = "Sesi pemantauan SPAJ Anda telah berakhir. Silakan masuk kembali dengan nomor SPAJ."


def _claims(token_info: Claims) -> Mapping[str, Any]:
    if not token_info:
        return {}
    inner = token_info.get("accessToken", token_info)
    return inner if isinstance(inner, Mapping) else {}


def _refused(detail: str) -> Forbidden:
    return Forbidden(ENDED, type="urn:tmanku:problem:session-expired", detail=detail)


def _opener_ended(session: Session, row: SpajSession, *, settings: Settings, now: datetime) -> None:
    """Refuse (and record) a SPAJ session whose opening customer session is over."""
    if row.opened_by_session_id is None:
        return
    opener = session.get(UserSession, row.opened_by_session_id)
    reason = "gone" if opener is None else expiry_reason(opener, settings=settings, now=now)
    if reason is None:
        return
    mark_ended(session, row.id, reason=f"customer-{reason}"[:20], now=now, model=SpajSession)
    log.info("SPAJ session refused sid=%s: its customer session ended (%s)", row.id[:8], reason)
    raise _refused("The customer session that opened this SPAJ session has ended.")


@dataclass(frozen=True, slots=True)
class _Applicant:
    touch: Touch

    def __call__(self, session: Session, token_info: Claims, now: datetime) -> Applicant:
        claims = _claims(token_info)
        if claims.get("typ") != SPAJ:
            log.warning("authorization failure: not a SPAJ token (typ=%s)", claims.get("typ"))
            raise _refused("Only a SPAJ session opens this call.")
        row = session.get(SpajSession, str(claims.get("sid", "")))
        if row is None or str(row.spaj_id) != str(claims.get("sub")):
            log.warning("authorization failure: unknown SPAJ session")
            raise _refused("Unknown SPAJ session.")
        current = settings.current()
        try:
            ensure_live(session, row, settings=current, now=now, model=SpajSession)
        except Forbidden as ended:
            raise _refused("The SPAJ session has ended.") from ended
        _opener_ended(session, row, settings=current, now=now)
        if self.touch is not Touch.NO:
            record_activity(session, row, now=now, model=SpajSession)
        return Applicant(spaj_id=row.spaj_id, spaj_number=row.spaj_number, session_id=row.id)


APPLICANT: Guard[Applicant] = _Applicant(Touch.THROTTLED)
APPLICANT_SESSION: Guard[Applicant] = _Applicant(Touch.NO)


@dataclass(frozen=True, slots=True)
class _CustomerOrApplicant:
    customer: Guard[Customer]

    def __call__(self, session: Session, token_info: Claims, now: datetime) -> Customer | Applicant:
        if _claims(token_info).get("typ") == SPAJ:
            return APPLICANT(session, token_info, now)
        return self.customer(session, token_info, now)


def customer_or_applicant(customer: Guard[Customer]) -> Guard[Customer | Applicant]:
    """A SPAJ token meets :data:`APPLICANT`, any other token ``customer``."""
    return _CustomerOrApplicant(customer)
