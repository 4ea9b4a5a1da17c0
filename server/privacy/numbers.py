"""Privacy request numbers: PDP-<year in WIB>-<running number of that year> (a counter row per
year in ``document_counters``, made when the year's first request comes and locked until
commit, so racing requests differ), as refund cases are numbered."""

from __future__ import annotations

import secrets
from datetime import datetime

from sqlalchemy import update
from sqlalchemy.orm import Session

from server.clock import WIB, as_utc
from server.db import insert_missing
from server.payment.models import DocumentCounter

_EXPORT_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"


def request_number(session: Session, at: datetime) -> str:
    year = as_utc(at).astimezone(WIB).year
    name = f"privacy-{year}"
    insert_missing(session, DocumentCounter, name=name, value=0)
    value = session.execute(
        update(DocumentCounter)
        .where(DocumentCounter.name == name)
        .values(value=DocumentCounter.value + 1)
        .returning(DocumentCounter.value)
    ).scalar_one()
    return f"PDP-{year}-{int(value):06d}"


def export_id() -> str:
    """EXP- and 10 random letters and digits (not guessable: the id is in the download's
    address, although only its owner may download)."""
    return "EXP-" + "".join(secrets.choice(_EXPORT_LETTERS) for _ in range(10))
