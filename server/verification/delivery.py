"""What became of a code sent by SMS: the gateway's delivery reports (Kannel's DLR types),
applied to the challenge of that one send. Reports may come more than once and out of order:
DELIVERED and FAILED are final, SENT never replaces them, and a report for an earlier send
(its reference replaced by a resend) changes nothing."""

from __future__ import annotations

import logging
from datetime import datetime

from sqlalchemy import select
from sqlalchemy.orm import Session

from server import metrics
from server.verification.models import Challenge

log = logging.getLogger("server.verification.delivery")

# Kannel's DLR types (the bits of dlr-mask): 1 delivered to the phone, 2 undelivered, 4
# buffered by the SMSC, 8 accepted by the SMSC, 16 rejected by the SMSC.
_STATUS = {1: "DELIVERED", 2: "FAILED", 4: "SENT", 8: "SENT", 16: "FAILED"}
FINAL = ("DELIVERED", "FAILED")


def status_of(report: int) -> str | None:
    """The challenge's delivery status for a DLR type; None for a type we do not ask for."""
    return _STATUS.get(report)


def record(session: Session, *, ref: str, report: int, now: datetime) -> str | None:
    """Apply a report to the send ``ref`` names; the status it leaves, or None when nothing
    was changed (an unknown or replaced reference, an unknown type, a final status)."""
    status = status_of(report)
    if status is None:
        log.info("SMS delivery report of unknown type %s ignored", report)
        return None
    challenge = session.scalars(
        select(Challenge).where(Challenge.delivery_ref == ref).with_for_update()
    ).first()
    if challenge is None:
        log.info("SMS delivery report for an unknown or replaced send ignored")
        return None
    if challenge.delivery_status in FINAL:
        return None
    challenge.delivery_status = status
    challenge.delivery_at = now
    if status == "FAILED":  # taken by the gateway (counted sent), never reached the phone
        metrics.CODES_FAILED.labels(channel=challenge.channel).inc()
    log_at = logging.WARNING if status == "FAILED" else logging.INFO
    log.log(
        log_at,
        "SMS code %s %s subject=%s (report %s)",
        challenge.purpose,
        status,
        challenge.subject,
        report,
    )
    return status
