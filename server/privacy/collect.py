"""Everything the portal holds about one customer, as the export's sections
(the contract's PrivacyExportData): the account and profile, policies, transactions,
payments, claims, data updates (Pengkinian Data), consents, sessions, the inbox's
notifications, complaints and the privacy requests. Dates and times ISO 8601, rupiah as integers.

Each section lists the columns it copies by name: nothing is dumped row by row, so no secret
can slip in with a column added later. Never copied: password hashes, one-time codes and
their hashes, session ids and refresh-token hashes, passkey credentials (public keys, sign
counts), Idempotency-Keys, and the payment gateway's own references."""

from __future__ import annotations

import enum
from collections.abc import Iterable, Mapping
from datetime import date, datetime
from decimal import Decimal
from typing import Any

from sqlalchemy import or_, select
from sqlalchemy.orm import Session

from server import contract_types as contract
from server.access.models import User, UserSession
from server.claim.models import Claim
from server.complaint.models import Complaint
from server.customer.models import PolicyHolder
from server.customer.profile import CustomerAddress, CustomerProfile
from server.ledger.models import PolicyTransaction
from server.notify.models import InboxItem
from server.payment.models import Payment
from server.pengkinian.models import KycChange, KycSubmission
from server.policy.models import Beneficiary, InsuredPerson, Policy, Product, Rider
from server.privacy import consents
from server.privacy.models import PrivacyRequest
from server.privacy.serializers import iso, request

Record = dict[str, Any]
FORMAT_VERSION: contract.PrivacyExportDataFormatVersion = "1"


def value(item: Any) -> Any:
    """A column's value as JSON: times ISO 8601 in UTC, days ISO, enums their value."""
    if isinstance(item, datetime):
        return iso(item)
    if isinstance(item, date):
        return item.isoformat()
    if isinstance(item, enum.Enum):
        return item.value
    if isinstance(item, Decimal):
        return str(item)
    return item


def pick(row: object, columns: Iterable[str], **extra: Any) -> Record:
    """The named columns of ``row`` (and ``extra``), as JSON values."""
    found = {name: value(getattr(row, name)) for name in columns}
    found.update({k: value(v) for k, v in extra.items()})
    return found


ACCOUNT = ("user_name", "email", "phone", "recovery_email", "status", "created_at",
           "last_login_at", "password_changed_at", "tnc_version")  # fmt: skip
HOLDER = ("client_number", "full_name", "nik", "birth_date", "gender", "email", "phone",
          "address_line", "village", "district", "city", "province", "postal_code")  # fmt: skip
PROFILE = ("id_type", "passport_number", "id_expiry_date", "nationality_code", "country_code",
           "birth_place", "religion_code", "marital_code", "mailing_address",
           "statement_delivery", "occupation_code", "business_code", "company_name",
           "job_title", "income_code", "source_fund_code", "npwp", "bank_code",
           "bank_account_number", "bank_account_name", "updated_at")  # fmt: skip
ADDRESS = ("kind", "address_line", "rt", "rw", "province_code", "district_code",
           "sub_district_code", "village_code", "postal_code")  # fmt: skip
POLICY = ("policy_number", "status", "start_date", "end_date", "sum_assured",
          "premium_amount", "premium_frequency", "next_due_date", "payment_method")  # fmt: skip
TRANSACTION = ("transaction_number", "type", "amount", "occurred_at", "effective_date",
               "description", "channel", "reference_number", "period_start",
               "period_end")  # fmt: skip
PAYMENT = ("payment_number", "method", "purpose", "amount", "status", "created_at",
           "paid_at", "ended_at", "receipt_number", "failure_reason")  # fmt: skip
CLAIM = ("claim_number", "benefit", "kind", "status", "event_date", "end_date", "diagnosis",
         "hospital_name", "claimed_amount", "approved_amount", "decision_note",
         "rejection_reason", "bank_code", "account_number", "account_holder", "submitted_at",
         "decided_at", "paid_at", "transfer_date")  # fmt: skip
SUBMISSION = ("registration_number", "policy_number", "status", "sections", "submitted_at",
              "decided_at", "reason")  # fmt: skip
CHANGE = ("section", "label", "old_value", "new_value")
SESSION = ("device", "os_name", "browser", "client_address", "created_at", "last_seen_at",
           "expires_at", "revoked_at", "revoke_reason")  # fmt: skip
NOTICE = ("kind", "subject", "text", "created_at", "read_at")
COMPLAINT = ("complaint_number", "category", "subject", "description", "status",
             "submitted_at", "due_date", "extended", "extension_reason", "answer",
             "answered_at", "closed_at")  # fmt: skip


def _customer(session: Session, user: User, holder: PolicyHolder | None) -> Record:
    found = pick(user, ACCOUNT)
    if holder is None:
        return found
    found.update(pick(holder, HOLDER))
    profile = session.get(CustomerProfile, holder.id)
    if profile is not None:
        found["profile"] = pick(profile, PROFILE)
    addresses = session.scalars(
        select(CustomerAddress)
        .where(CustomerAddress.holder_id == holder.id)
        .order_by(CustomerAddress.id)
    )
    found["addresses"] = [pick(a, ADDRESS) for a in addresses]
    return found


def _policies(session: Session, holder_id: int) -> tuple[list[Record], Mapping[int, str]]:
    rows = session.execute(
        select(Policy, Product.name)
        .join(Product, Product.id == Policy.product_id)
        .where(Policy.holder_id == holder_id)
        .order_by(Policy.policy_number)
    ).all()
    ids = [policy.id for policy, _ in rows]
    insured = _by_policy(session, InsuredPerson, ids)
    beneficiaries = _by_policy(session, Beneficiary, ids)
    riders = _by_policy(session, Rider, ids)
    records = [
        pick(
            policy, POLICY, product=product,
            insured=[pick(p, ("name", "relation", "birth_date", "gender"))
                     for p in insured.get(policy.id, [])],
            beneficiaries=[pick(b, ("name", "relation", "share_percent"))
                           for b in beneficiaries.get(policy.id, [])],
            riders=[pick(r, ("rider_name", "sum_assured", "premium_amount", "status",
                             "end_date")) for r in riders.get(policy.id, [])],
        )
        for policy, product in rows
    ]  # fmt: skip
    return records, {policy.id: policy.policy_number for policy, _ in rows}


def _by_policy(session: Session, model: Any, ids: list[int]) -> dict[int, list[Any]]:
    found: dict[int, list[Any]] = {}
    if ids:
        for row in session.scalars(
            select(model).where(model.policy_id.in_(ids)).order_by(model.id)
        ):
            found.setdefault(row.policy_id, []).append(row)
    return found


def _transactions(session: Session, numbers: Mapping[int, str]) -> list[Record]:
    if not numbers:
        return []
    rows = session.scalars(
        select(PolicyTransaction)
        .where(PolicyTransaction.policy_id.in_(list(numbers)))
        .order_by(PolicyTransaction.occurred_at, PolicyTransaction.id)
    )
    return [pick(t, TRANSACTION, policy_number=numbers[t.policy_id]) for t in rows]


def _payments(session: Session, user_id: int, numbers: Mapping[int, str]) -> list[Record]:
    mine = Payment.user_id == user_id
    where = or_(mine, Payment.policy_id.in_(list(numbers))) if numbers else mine
    rows = session.scalars(select(Payment).where(where).order_by(Payment.created_at, Payment.id))
    return [pick(p, PAYMENT, policy_number=numbers.get(p.policy_id)) for p in rows]


def _claims(session: Session, holder_id: int, numbers: Mapping[int, str]) -> list[Record]:
    rows = session.scalars(
        select(Claim).where(Claim.holder_id == holder_id).order_by(Claim.submitted_at, Claim.id)
    )
    return [pick(c, CLAIM, policy_number=numbers.get(c.policy_id)) for c in rows]


def _data_updates(session: Session, user_id: int) -> list[Record]:
    rows = list(
        session.scalars(
            select(KycSubmission)
            .where(KycSubmission.user_id == user_id)
            .order_by(KycSubmission.submitted_at, KycSubmission.id)
        )
    )
    changes: dict[int, list[Record]] = {}
    if rows:
        for change in session.scalars(
            select(KycChange)
            .where(KycChange.submission_id.in_([r.id for r in rows]))
            .order_by(KycChange.submission_id, KycChange.position)
        ):
            changes.setdefault(change.submission_id, []).append(pick(change, CHANGE))
    return [pick(r, SUBMISSION, changes=changes.get(r.id, [])) for r in rows]


def _consents(session: Session, user_id: int) -> list[Record]:
    return [dict(c) for c in consents.listing(session, user_id)]


def _sessions(session: Session, user_id: int) -> list[Record]:
    rows = session.scalars(
        select(UserSession)
        .where(UserSession.user_id == user_id)
        .order_by(UserSession.created_at, UserSession.id)
    )
    return [pick(s, SESSION) for s in rows]


def _notifications(session: Session, user_id: int) -> list[Record]:
    rows = session.scalars(
        select(InboxItem)
        .where(InboxItem.user_id == user_id)
        .order_by(InboxItem.created_at, InboxItem.id)
    )
    return [pick(n, NOTICE) for n in rows]


def _complaints(session: Session, user_id: int, numbers: Mapping[int, str]) -> list[Record]:
    rows = session.scalars(
        select(Complaint)
        .where(Complaint.user_id == user_id)
        .order_by(Complaint.submitted_at, Complaint.id)
    )
    return [
        pick(c, COMPLAINT, policy_number=numbers.get(c.policy_id) if c.policy_id else None)
        for c in rows
    ]


def _privacy_requests(session: Session, user_id: int, now: datetime) -> list[Record]:
    rows = session.scalars(
        select(PrivacyRequest)
        .where(PrivacyRequest.user_id == user_id)
        .order_by(PrivacyRequest.submitted_at, PrivacyRequest.id)
    )
    return [dict(request(r, now)) for r in rows]


def collect(session: Session, *, user_id: int, now: datetime) -> contract.PrivacyExportData:
    """The customer's data at ``now``."""
    user = session.get_one(User, user_id)
    holder = (
        session.get(PolicyHolder, user.policy_holder_id)
        if user.policy_holder_id is not None
        else None
    )
    policies: list[Record] = []
    numbers: Mapping[int, str] = {}
    if holder is not None:
        policies, numbers = _policies(session, holder.id)
    return {
        "format_version": FORMAT_VERSION,
        "generated_at": iso(now),
        "customer": _customer(session, user, holder),
        "policies": policies,
        "transactions": _transactions(session, numbers),
        "payments": _payments(session, user_id, numbers),
        "claims": _claims(session, holder.id, numbers) if holder is not None else [],
        "data_updates": _data_updates(session, user_id),
        "consents": _consents(session, user_id),
        "sessions": _sessions(session, user_id),
        "notifications": _notifications(session, user_id),
        "complaints": _complaints(session, user_id, numbers),
        "privacy_requests": _privacy_requests(session, user_id, now),
    }
