"""Terms and conditions: the current version, its text, and acceptances."""

from __future__ import annotations

import logging
from datetime import datetime

from sqlalchemy import select
from sqlalchemy.orm import Session

from server import clock
from server import contract_types as contract
from server.access.caller import Customer
from server.access.models import User
from server.errors import RuleViolation
from server.terms.messages import NOT_CURRENT
from server.terms.models import TermsAcceptance, TermsVersion

log = logging.getLogger("server.terms")


def current_version(*, session: Session, now: datetime | None = None) -> TermsVersion | None:
    moment = now or clock.now()
    return session.scalars(
        select(TermsVersion)
        .where(TermsVersion.published_at <= moment)
        .order_by(TermsVersion.published_at.desc())
        .limit(1)
    ).first()


def current_html(*, session: Session) -> str:
    current = current_version(session=session)
    return current.html if current else ""


def accept(
    *, session: Session, customer: Customer, version: str, client_address: str, now: datetime
) -> contract.TermsVersion:
    current = current_version(session=session, now=now)
    if current is None or current.version != version:
        raise RuleViolation(
            NOT_CURRENT,
            detail="Only the current version may be accepted.",
            errors=[{"field": "tnc_version", "message": NOT_CURRENT}],
        )
    user = session.get_one(User, customer.user_id)
    user.tnc_version = version
    session.add(
        TermsAcceptance(
            user_id=customer.user_id,
            version=version,
            accepted_at=now,
            client_address=client_address,
        )
    )
    log.info("terms %s accepted by user_id=%s", version, customer.user_id)
    return {"tnc_version": version}


def validity(*, session: Session, customer: Customer) -> contract.TermValidity:
    current = current_version(session=session)
    accepted = session.scalar(select(User.tnc_version).where(User.id == customer.user_id))
    current_name = current.version if current else ""
    return {
        "valid": bool(current_name) and accepted == current_name,
        "tnc_version": current_name,
        "acceptedVersion": accepted,
    }
