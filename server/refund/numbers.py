"""Refund case numbers: RFD-<year in WIB>-<running number of that year> (a counter row per
year in ``document_counters``, made when the year's first case is opened and locked until
commit, so racing cases differ: :func:`server.casework.numbers.yearly`)."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy.orm import Session

from server.casework.numbers import yearly
from server.payment.models import DocumentCounter


def refund_number(session: Session, at: datetime) -> str:
    return yearly(session, DocumentCounter, counter="refund", prefix="RFD", at=at)
