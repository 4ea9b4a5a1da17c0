"""Drafts: the full form checked against the rules and the current data, with the changes
as the customer reads them, the NIK warnings to confirm and the codes to enter.

Proofs: a changed e-mail address is proved by a code to the NEW address
(``PENGKINIAN_EMAIL``), a changed mobile number by an SMS to the NEW number
(``PENGKINIAN_HP``), and every submission is confirmed by an SMS to the registered number
(``PENGKINIAN``). A draft lives :data:`DRAFT_TTL`; a new draft of the same holder replaces the
previous one (its codes die with it: their context is the draft).
"""

from __future__ import annotations

import secrets
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from server.access.caller import Customer
from server.clock import WIB, as_utc
from server.contract_types import PengkinianDraftRequest
from server.customer.masking import mask_email, mask_phone
from server.errors import NotFound, RuleViolation
from server.pengkinian import fields, messages, record, rules
from server.pengkinian.eligibility import require_eligible
from server.pengkinian.models import KycDraft

DRAFT_TTL = timedelta(minutes=30)


def _proofs(old: fields.Record, new: fields.Record) -> list[dict[str, Any]]:
    proofs = []
    email = new[("data_email", "data_email")] or ""
    phone = new[("data_hp", "data_hp")] or ""
    registered = old[("data_hp", "data_hp")] or ""
    if email != old[("data_email", "data_email")]:
        proofs.append(_proof("PENGKINIAN_EMAIL", "EMAIL", email, mask_email(email)))
    if phone != registered:
        proofs.append(_proof("PENGKINIAN_HP", "SMS", phone, mask_phone(phone)))
    proofs.append(_proof("PENGKINIAN", "SMS", registered, mask_phone(registered)))
    return proofs


def _proof(case: str, channel: str, address: str, masked: str) -> dict[str, Any]:
    return {
        "caseOtp": case,
        "channel": channel,
        "address": address,
        "destination": masked,
        "verified": False,
    }


def create(
    *, session: Session, customer: Customer, form: PengkinianDraftRequest, now: datetime
) -> KycDraft:
    """Check the form (409 not eligible, 422 rules) and store it as the holder's draft."""
    policy = require_eligible(session, customer, form["policy_number"])
    current = record.load(session, policy.holder_id)
    old, new = current.flat(), fields.form_record(form)
    errors: rules.FieldErrors = []
    rules.check_addresses(session, new, errors)
    rules.check_codes(session, new, errors)
    rules.check_identity(
        session, old, new,
        today=now.astimezone(WIB).date(),
        document_id=form.get("id_document_id"),
        user_id=customer.user_id,
        errors=errors,
    )  # fmt: skip
    rules.check_work(session, new, errors)
    if errors:
        raise RuleViolation(
            rules.postal_summary(session, new, errors) or messages.RULES_BROKEN,
            detail="The form breaks data rules.",
            errors=errors,
        )
    changes = fields.changes(session, old, new)
    if not changes:
        raise RuleViolation(messages.NO_CHANGE, detail="Nothing changed.")
    session.execute(delete(KycDraft).where(KycDraft.holder_id == policy.holder_id))
    draft = KycDraft(
        id=secrets.token_urlsafe(16),
        holder_id=policy.holder_id,
        user_id=customer.user_id,
        policy_number=policy.policy_number,
        changes=changes,
        warnings=rules.nik_warnings(new),
        proofs=_proofs(old, new),
        document_id=form.get("id_document_id"),
        created_at=now,
        expires_at=now + DRAFT_TTL,
    )
    session.add(draft)
    session.flush()
    return draft


def live(
    session: Session, customer: Customer, draft_id: str, now: datetime, *, for_update: bool = False
) -> KycDraft:
    """The customer's unexpired draft; 404 for a missing, expired or someone else's draft."""
    query = select(KycDraft).where(
        KycDraft.id == draft_id, KycDraft.holder_id == customer.policy_holder_id
    )
    if for_update:
        query = query.with_for_update()
    draft = session.scalar(query)
    if draft is None or now >= as_utc(draft.expires_at):
        raise NotFound(messages.DRAFT_NOT_FOUND, detail="No such draft for this customer.")
    return draft


def proof(draft: KycDraft, case: str) -> dict[str, Any]:
    for item in draft.proofs:
        if item["caseOtp"] == case:
            return item
    raise RuleViolation(
        messages.PROOF_NOT_NEEDED,
        detail=f"The draft needs no {case} code.",
        errors=[{"field": "caseOtp", "message": messages.PROOF_NOT_NEEDED}],
    )


def mark_verified(draft: KycDraft, case: str) -> None:
    draft.proofs = [
        {**item, "verified": item["verified"] or item["caseOtp"] == case} for item in draft.proofs
    ]
