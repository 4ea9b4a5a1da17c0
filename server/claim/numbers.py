"""Claim numbers: KLM-<year in WIB>-<running counter>, the counter shared by every year (the
``claim`` row of ``document_counters``, locked until commit so racing claims differ:
:func:`server.casework.numbers.take`)."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy.orm import Session

from server.casework.numbers import take
from server.clock import WIB, as_utc
from server.payment.models import DocumentCounter


def claim_number(session: Session, at: datetime) -> str:
    value = take(session, DocumentCounter, "claim")
    return f"KLM-{as_utc(at).astimezone(WIB).year}-{value:06d}"
