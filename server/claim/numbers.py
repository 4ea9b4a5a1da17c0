"""Claim numbers: KLM-<year in WIB>-<running counter>, the counter shared by every year (the
``claim`` row of ``document_counters``, locked until commit so racing claims differ)."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import update
from sqlalchemy.orm import Session

from server.clock import WIB, as_utc
from server.payment.models import DocumentCounter


def claim_number(session: Session, at: datetime) -> str:
    value = session.execute(
        update(DocumentCounter)
        .where(DocumentCounter.name == "claim")
        .values(value=DocumentCounter.value + 1)
        .returning(DocumentCounter.value)
    ).scalar_one()
    return f"KLM-{as_utc(at).astimezone(WIB).year}-{int(value):06d}"
