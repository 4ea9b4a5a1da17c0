"""Privacy request numbers: PDP-<year in WIB>-<running number of that year> (a counter row per
year in ``document_counters``, made when the year's first request comes and locked until
commit, so racing requests differ: :func:`server.casework.numbers.yearly`), as refund cases
are numbered."""

from __future__ import annotations

import secrets
from datetime import datetime

from sqlalchemy.orm import Session

from server.casework.numbers import yearly
from server.payment.models import DocumentCounter

_EXPORT_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"


def request_number(session: Session, at: datetime) -> str:
    return yearly(session, DocumentCounter, counter="privacy", prefix="PDP", at=at)


def export_id() -> str:
    """EXP- and 10 random letters and digits (not guessable: the id is in the download's
    address, although only its owner may download)."""
    return "EXP-" + "".join(secrets.choice(_EXPORT_LETTERS) for _ in range(10))
