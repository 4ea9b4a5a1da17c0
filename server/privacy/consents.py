"""The customer's consents with their proof.

- TERMS: read from the terms' own acceptance records (:class:`TermsAcceptance`: the version,
  when, from which address), never copied; required for the policy and the portal, so it
  cannot be withdrawn here (422).
- MARKETING_EMAIL, MARKETING_SMS, MARKETING_PHONE: append-only :class:`ConsentEvent` rows.
  The current state is the latest event; no event is no consent (UU 27/2022: consent is an
  explicit opt-in). Asking for the state a consent is in records nothing. SMS and telephone
  offers need a phone number (the account's, else its policy holder's).
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import select
from sqlalchemy.orm import Session

from server import contract_types as contract
from server.access.caller import Customer
from server.auth.contacts import account_phone
from server.contract_values import listed
from server.errors import RuleViolation
from server.privacy import messages
from server.privacy.models import ConsentAction, ConsentEvent, ConsentKind
from server.privacy.serializers import CONSENT_ACTIONS, CONSENT_KINDS
from server.privacy.serializers import iso as _iso
from server.terms.models import TermsAcceptance

MARKETING = (ConsentKind.MARKETING_EMAIL, ConsentKind.MARKETING_SMS, ConsentKind.MARKETING_PHONE)
NEEDS_PHONE = frozenset({ConsentKind.MARKETING_SMS, ConsentKind.MARKETING_PHONE})
MAX_HISTORY = 50  # the contract's Consent.history maxItems: the latest ones


def _terms(session: Session, user_id: int) -> contract.Consent:
    accepted = list(
        session.scalars(
            select(TermsAcceptance)
            .where(TermsAcceptance.user_id == user_id)
            .order_by(TermsAcceptance.accepted_at.desc(), TermsAcceptance.id.desc())
            .limit(MAX_HISTORY)
        )
    )
    history: list[contract.ConsentEvent] = [
        {
            "action": "GRANTED",
            "at": _iso(row.accepted_at),
            "version": row.version,
            "channel": messages.PORTAL_CHANNEL,
            "client_address": row.client_address or None,
        }
        for row in accepted
    ]
    return {
        "consent": "TERMS",
        "consent_desc": messages.CONSENT_DESC["TERMS"],
        "required": True,
        "granted": bool(accepted),
        "updated_at": history[0]["at"] if history else None,
        "history": history,
    }


def _events(session: Session, user_id: int) -> dict[ConsentKind, list[ConsentEvent]]:
    """Each marketing consent's events, the newest first."""
    rows = session.scalars(
        select(ConsentEvent).where(ConsentEvent.user_id == user_id).order_by(ConsentEvent.id.desc())
    )
    found: dict[ConsentKind, list[ConsentEvent]] = {kind: [] for kind in MARKETING}
    for row in rows:
        found[row.consent].append(row)
    return found


def _marketing(kind: ConsentKind, events: list[ConsentEvent]) -> contract.Consent:
    latest = events[0] if events else None
    return {
        "consent": listed(CONSENT_KINDS, kind.value, what="consent"),
        "consent_desc": messages.CONSENT_DESC[kind.value],
        "required": False,
        "granted": latest is not None and latest.action == ConsentAction.GRANTED,
        "updated_at": _iso(latest.at) if latest else None,
        "history": [
            {
                "action": listed(CONSENT_ACTIONS, row.action.value, what="consent action"),
                "at": _iso(row.at),
                "version": None,
                "channel": row.channel,
                "client_address": row.client_address,
            }
            for row in events[:MAX_HISTORY]
        ],
    }


def listing(session: Session, user_id: int) -> list[contract.Consent]:
    """TERMS then the marketing consents, each with its proof (the newest first)."""
    events = _events(session, user_id)
    return [_terms(session, user_id), *(_marketing(kind, events[kind]) for kind in MARKETING)]


def update(
    *,
    session: Session,
    customer: Customer,
    consent: str,
    granted: bool,
    client_address: str,
    now: datetime,
) -> contract.Consent:
    kind = ConsentKind(consent)
    if kind == ConsentKind.TERMS:
        raise RuleViolation(
            messages.TERMS_REQUIRED,
            detail="The terms consent is required for the contract.",
            errors=[{"field": "consent", "message": messages.TERMS_REQUIRED_FIELD}],
        )
    events = _events(session, customer.user_id)[kind]
    current = bool(events) and events[0].action == ConsentAction.GRANTED
    if granted == current:
        return _marketing(kind, events)
    if granted and kind in NEEDS_PHONE and not account_phone(session, customer.user_id):
        raise RuleViolation(
            messages.NO_PHONE,
            detail="The account has no phone number.",
            errors=[{"field": "consent", "message": messages.NO_PHONE_FIELD}],
        )
    event = ConsentEvent(
        user_id=customer.user_id,
        consent=kind,
        action=ConsentAction.GRANTED if granted else ConsentAction.WITHDRAWN,
        at=now,
        channel=messages.PORTAL_CHANNEL,
        client_address=client_address or None,
    )
    session.add(event)
    session.flush()
    return _marketing(kind, [event, *events])
