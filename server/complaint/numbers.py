"""Complaint register numbers: ADU-<year in WIB>-<running number of that year> (a counter row
per year in ``document_counters``, made when the year's first complaint comes and locked
until commit, so racing complaints differ)."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import update
from sqlalchemy.orm import Session

from server.clock import WIB, as_utc
from server.db import insert_missing
from server.payment.models import DocumentCounter


def complaint_number(session: Session, at: datetime) -> str:
    year = as_utc(at).astimezone(WIB).year
    name = f"complaint-{year}"
    insert_missing(session, DocumentCounter, name=name, value=0)
    value = session.execute(
        update(DocumentCounter)
        .where(DocumentCounter.name == name)
        .values(value=DocumentCounter.value + 1)
        .returning(DocumentCounter.value)
    ).scalar_one()
    return f"ADU-{year}-{int(value):06d}"
