"""Complaint register numbers: ADU-<year in WIB>-<running number of that year> (a counter row
per year in ``document_counters``, made when the year's first complaint comes and locked
until commit, so racing complaints differ: :func:`server.casework.numbers.yearly`)."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy.orm import Session

from server.casework.numbers import yearly
from server.payment.models import DocumentCounter


def complaint_number(session: Session, at: datetime) -> str:
    return yearly(session, DocumentCounter, counter="complaint", prefix="ADU", at=at)
