"""Numbers the portal issues: payment (order) numbers from a CSPRNG, receipt and transaction
numbers from running counters (``document_counters``), all dated in WIB."""

from __future__ import annotations

import secrets
import string
from datetime import datetime

from sqlalchemy.orm import Session

from server.casework.numbers import take
from server.clock import WIB, as_utc
from server.payment.models import DocumentCounter

_ALPHABET = string.ascii_uppercase + string.digits


def _day(at: datetime) -> str:
    return f"{as_utc(at).astimezone(WIB):%Y%m%d}"


def payment_number(at: datetime) -> str:
    """PAY-20261122-K7M3Q9XA"""
    return f"PAY-{_day(at)}-{''.join(secrets.choice(_ALPHABET) for _ in range(8))}"


def _next(session: Session, name: str) -> int:
    # Increments and reads in one statement: concurrent settlements take distinct numbers.
    return take(session, DocumentCounter, name)


def receipt_number(session: Session, at: datetime) -> str:
    """BP-20261122-000188"""
    return f"BP-{_day(at)}-{_next(session, 'receipt'):06d}"


def transaction_number(session: Session, at: datetime) -> str:
    """TRX-20261122-100446"""
    return f"TRX-{_day(at)}-{_next(session, 'transaction'):06d}"
