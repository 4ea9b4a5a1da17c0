"""Response bodies of the transaction history (TransactionPage, TransactionDetail): dates as
``YYYY-MM-DD``, instants as UTC ``...Z`` (as the sign-in and session bodies), money as
integer rupiah, ``flow`` and ``type_desc`` from the transaction type."""

from __future__ import annotations

from datetime import date, datetime
from typing import TypedDict

from server.clock import as_utc
from server.ledger.models import PolicyTransaction
from server.transaction.service import TransactionDetail, TransactionPage


class TransactionBody(TypedDict):
    transaction_id: str
    type: str
    type_desc: str
    flow: str
    amount: int
    occurred_at: str
    description: str
    channel: str | None


class TransactionPageBody(TypedDict):
    data: list[TransactionBody]
    page: int
    size: int
    total_items: int
    total_pages: int
    date_from: str
    date_to: str


class BreakdownLineBody(TypedDict):
    label: str
    amount: int


class TransactionDetailBody(TransactionBody):
    policy_number: str
    reference_number: str | None
    period_start: str | None
    period_end: str | None
    payment_id: str | None
    breakdown: list[BreakdownLineBody]
    notes: str | None


def _instant(value: datetime) -> str:
    return as_utc(value).isoformat().replace("+00:00", "Z")


def _optional_day(value: date | None) -> str | None:
    return None if value is None else value.isoformat()


def _row(row: PolicyTransaction) -> TransactionBody:
    return {
        "transaction_id": row.transaction_number,
        "type": row.type.value,
        "type_desc": row.type.description,
        "flow": row.type.flow,
        "amount": row.amount,
        "occurred_at": _instant(row.occurred_at),
        "description": row.description,
        "channel": row.channel,
    }


def transaction_page(page: TransactionPage) -> TransactionPageBody:
    return {
        "data": [_row(row) for row in page.rows],
        "page": page.page,
        "size": page.size,
        "total_items": page.total_items,
        "total_pages": page.total_pages,
        "date_from": page.period.date_from.isoformat(),
        "date_to": page.period.date_to.isoformat(),
    }


def transaction_detail(detail: TransactionDetail) -> TransactionDetailBody:
    row = detail.row
    return {
        **_row(row),
        "policy_number": detail.policy_number,
        "reference_number": row.reference_number,
        "period_start": _optional_day(row.period_start),
        "period_end": _optional_day(row.period_end),
        "payment_id": detail.payment_number,
        "breakdown": [
            {"label": str(line["label"]), "amount": int(line["amount"])}
            for line in row.breakdown or []
        ],
        "notes": row.notes,
    }
