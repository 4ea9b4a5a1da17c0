"""Applications as the contract shows them to their applicant (SpajDetail, SpajSummary,
SpajPaymentInfo). Statuses are as a reader sees them now (a lapsed offer or payment
deadline reads EXPIRED before it is recorded). The staff's views are in
:mod:`server.spaj.desk_serializers`."""

from __future__ import annotations

from datetime import date, datetime
from typing import Any

from server import contract_types as contract
from server.clock import WIB, as_utc, iso_z
from server.contract_labels import BILL_STATUS
from server.customer.masking import mask_email, mask_phone
from server.documents.handlers import uploaded
from server.payment import serializers as payment_serializers
from server.payment.messages import rupiah
from server.payment.models import BillStatus, PaymentStatus
from server.policy.models import ProductType
from server.spaj import expiry, messages
from server.spaj.first_premium import PaymentInfo
from server.spaj.models import (
    Action,
    RequirementStatus,
    SpajApplication,
    SpajEvent,
    SpajRequirement,
    SpajStatus,
)
from server.spaj.queries import FirstPremium, SpajView

Body = dict[str, Any]
S = SpajStatus
STEPS = (S.RECEIVED, S.WAITING_DOCUMENTS, S.RISK_SELECTION, S.DECISION, S.WAITING_PAYMENT, S.ISSUED)
NEXT_ACTION: dict[SpajStatus, contract.SpajNextAction] = {
    S.WAITING_DOCUMENTS: "ANSWER_REQUIREMENTS",
    S.DECISION: "REVIEW_OFFER",
    S.WAITING_PAYMENT: "PAY_FIRST_PREMIUM",
    S.ISSUED: "SIGN_IN",
}
RIDER_BENEFIT = {
    "CI100": "Santunan penyakit kritis {amount} (asuransi tambahan).",
    "HCP500": "Santunan harian rawat inap {amount} per malam (asuransi tambahan).",
    "ADD250": "Santunan cacat tetap akibat kecelakaan {amount} (asuransi tambahan).",
}
MAIN_BENEFIT = {
    ProductType.TERM_LIFE: (
        "Uang pertanggungan {amount} bila tertanggung meninggal dunia dalam masa asuransi."
    ),
    ProductType.WHOLE_LIFE: (
        "Uang pertanggungan {amount} bila tertanggung meninggal dunia, seumur hidup."
    ),
    ProductType.UNIT_LINK: (
        "Uang pertanggungan {amount} ditambah nilai dana investasi bila tertanggung meninggal "
        "dunia."
    ),
    ProductType.HEALTH: "Penggantian biaya rawat inap dan rawat jalan sampai {amount} setahun.",
}


def _day(value: date | None) -> str | None:
    return value.isoformat() if value else None


def _at(value: datetime | None) -> str | None:
    return iso_z(value) if value else None


def status_of(view: SpajView, now: datetime) -> SpajStatus:
    return expiry.status(view.app, now, view.first)


def next_action(status: SpajStatus) -> contract.SpajNextAction:
    return NEXT_ACTION.get(status, "NONE")


def coverage(view: SpajView) -> contract.SpajCoverage:
    app, product = view.app, view.product
    benefits = [MAIN_BENEFIT[product.type].format(amount=rupiah(app.sum_assured))]
    for rider in app.riders:
        text = RIDER_BENEFIT.get(rider["code"], "{name} {amount} (asuransi tambahan).")
        benefits.append(text.format(name=rider["name"], amount=rupiah(rider["sum_assured"])))
    return {
        "product_code": product.code,
        "product_name": product.name,
        "product_type": product.type.value,
        "sum_assured": app.sum_assured,
        "premium": app.premium,
        "premium_frequency": app.premium_frequency.value,
        "term_years": app.term_years,
        "riders": [
            {"name": r["name"], "sum_assured": r["sum_assured"], "premium": r["premium"]}
            for r in app.riders
        ],
        "benefits": benefits[:10],
    }


def _steps(app: SpajApplication, status: SpajStatus) -> list[contract.SpajStep]:
    reached: dict[SpajStatus, datetime] = {}
    for event in app.events:
        reached[event.status_to] = event.at
    current = STEPS.index(status) if status in STEPS else None
    out: list[contract.SpajStep] = []
    state: contract.SpajStepState
    for i, step in enumerate(STEPS):
        if current is None:
            state = "DONE" if step in reached else "UPCOMING"
        else:
            state = "DONE" if i < current else "CURRENT" if i == current else "UPCOMING"
        out.append(
            {
                "status": step.value,
                "label": messages.STATUS_DESC[step.value],
                "state": state,
                "reached_at": _at(reached.get(step)),
            }
        )
    return out


def requirement(row: SpajRequirement, view: SpajView) -> contract.SpajRequirement:
    return {
        "requirement_id": row.id,
        "kind": row.kind.value,
        "asked_by": row.asked_by.value,
        "title": row.title,
        "note": row.note,
        "asked_at": iso_z(row.asked_at),
        "status": row.status.value,
        "answered_at": _at(row.answered_at),
        "answer_text": row.answer_text,
        "documents": [
            uploaded(view.documents[link.document_id])
            for link in row.documents
            if link.document_id in view.documents
        ],
    }


def _offer(app: SpajApplication, view: SpajView, status: SpajStatus) -> contract.SpajOffer | None:
    if app.decided_at is None or app.final_premium is None:
        return None
    if app.valid_until is None or app.base_premium is None or app.extra_premium is None:
        raise ValueError("a decided application has its offer's validity and premiums")
    state: contract.SpajOfferStatus
    if app.approved_at is not None:
        state = "APPROVED"
    elif app.declined_at is not None:
        state = "DECLINED"
    elif status == S.EXPIRED:
        state = "EXPIRED"
    else:
        state = "OPEN"
    return {
        "status": state,
        "decided_at": iso_z(app.decided_at),
        "valid_until": app.valid_until.isoformat(),
        "base_premium": app.base_premium,
        "extra_premium": app.extra_premium,
        "final_premium": app.final_premium,
        "premium_frequency": app.premium_frequency.value,
        "loadings": [
            {"reason": x["reason"], "percent": x["percent"], "amount": x["amount"]}
            for x in app.loadings or []
        ],
        "exclusions": [{"title": x["title"], "reason": x["reason"]} for x in app.exclusions or []],
        "coverage": coverage(view),
        "approved_at": _at(app.approved_at),
        "declined_at": _at(app.declined_at),
        "decline_reason": _declined_because(app),
    }


def _declined_because(app: SpajApplication) -> str | None:
    if app.declined_at is None or app.decline_reason is None:
        return None
    text = messages.DECLINE_REASON[app.decline_reason]
    return (f"{text}: {app.decline_note}" if app.decline_note else f"{text}.")[:200]


def _pending(first: FirstPremium) -> str | None:
    payment = first.held_by
    return payment.payment_number if payment and payment.status == PaymentStatus.PENDING else None


def _payment(app: SpajApplication, first: FirstPremium | None) -> contract.SpajPaymentState | None:
    if first is None or app.pay_before is None:
        return None
    return {
        "policy_number": first.policy_number,
        "bill_id": first.bill.bill_number,
        "amount": first.bill.amount,
        "pay_before": iso_z(app.pay_before),
        "pending_payment_id": _pending(first),
        "paid_at": _at(first.bill.paid_at),
    }


def _timeline_text(event: SpajEvent, app: SpajApplication) -> str:
    if event.action == Action.REJECTED:
        return f"{messages.rejected()} {event.note or ''}".strip()
    if event.action == Action.OFFER_APPROVED and app.pay_before is not None:
        return messages.approved(as_utc(app.pay_before).astimezone(WIB).date())
    if event.action == Action.OFFER_DECLINED and app.decline_reason:
        return messages.declined(app.decline_reason)
    return event.note or messages.STATUS_DESC[event.status_to.value]


def timeline(app: SpajApplication) -> list[contract.SpajTimelineEntry]:
    return [
        {
            "at": iso_z(event.at),
            "status": event.status_to.value,
            "status_desc": messages.STATUS_DESC[event.status_to.value],
            "text": _timeline_text(event, app)[:500],
        }
        for event in reversed(app.events[-100:])
    ]


def detail(view: SpajView, now: datetime) -> contract.SpajDetail:
    app = view.app
    status = status_of(view, now)
    requirements = sorted(
        app.requirements,
        key=lambda r: (r.status != RequirementStatus.OPEN, as_utc(r.asked_at), r.id),
    )
    return {
        "spaj_number": app.spaj_number,
        "status": status.value,
        "status_desc": messages.STATUS_DESC[status.value],
        "next_action": next_action(status),
        "submitted_at": iso_z(app.submitted_at),
        "updated_at": iso_z(app.updated_at),
        "applicant": {
            "name": app.applicant_name,
            "phone_masked": mask_phone(app.applicant_phone),
            "email_masked": mask_email(app.applicant_email),
            "is_policy_holder": view.is_policy_holder,
        },
        "insured": {
            "name": app.insured_name,
            "relation": app.insured_relation,
            "birth_date": app.insured_birth_date.isoformat(),
            "gender": app.insured_gender.value,
        },
        "coverage": coverage(view),
        "agent": {"code": app.agent_code, "name": app.agent_name, "phone": app.agent_phone},
        "steps": _steps(app, status),
        "requirements": [requirement(r, view) for r in requirements[:30]],
        "offer": _offer(app, view, status),
        "payment": _payment(app, view.first),
        "issued_policy_number": view.first.policy_number
        if status == S.ISSUED and view.first
        else None,
        "rejection_reason": app.rejection_reason if status == S.REJECTED else None,
        "timeline": timeline(app),
    }


def summary(app: SpajApplication, product_name: str, status: SpajStatus) -> contract.SpajSummary:
    return {
        "spaj_number": app.spaj_number,
        "product_name": product_name,
        "insured_name": app.insured_name,
        "status": status.value,
        "status_desc": messages.STATUS_DESC[status.value],
        "submitted_at": iso_z(app.submitted_at),
        "updated_at": iso_z(app.updated_at),
        "next_action": next_action(status),
    }


def _bill(first: FirstPremium, today: date) -> contract.Bill:
    bill = first.bill
    status: contract.BillStatus
    if bill.status == BillStatus.PAID:
        status = "PAID"
    else:
        status = "PENDING_PAYMENT" if first.held else "UNPAID"
    return {
        "bill_id": bill.bill_number,
        "period_start": bill.period_start.isoformat(),
        "period_end": bill.period_end.isoformat(),
        "due_date": bill.due_date.isoformat(),
        "amount": bill.amount,
        "status": status,
        "status_desc": BILL_STATUS[status],
        "overdue": status != "PAID" and bill.due_date < today,
        "pending_payment_id": _pending(first),
    }


def payment_info(info: PaymentInfo, now: datetime) -> contract.SpajPaymentInfo:
    assert info.app.pay_before is not None
    return {
        "spaj_number": info.app.spaj_number,
        "policy_number": info.policy.policy_number,
        "product_name": info.product_name,
        "holder_name": info.holder_name,
        "bill": _bill(info.first, as_utc(now).astimezone(WIB).date()),
        "pay_before": iso_z(info.app.pay_before),
        "payments": [payment_serializers.summary(p) for p in info.payments],
        "methods": payment_serializers.method_options(),
        "issued": info.app.status == S.ISSUED,
    }
