"""Response bodies of the transaction history (TransactionPage, TransactionDetail): dates as
``YYYY-MM-DD``, instants as UTC ``...Z`` (as the sign-in and session bodies), money as
integer rupiah, ``flow`` and ``type_desc`` from the transaction type."""

from __future__ import annotations

from datetime import date, datetime

from server import contract_types as contract
from server.clock import as_utc
from server.contract_values import listed, values_of
from server.ledger.models import PolicyTransaction
from server.transaction.service import TransactionDetail, TransactionPage

FLOWS: tuple[contract.TransactionFlow, ...] = values_of(contract.TransactionFlow)


def _instant(value: datetime) -> str:
    return as_utc(value).isoformat().replace("+00:00", "Z")


def _optional_day(value: date | None) -> str | None:
    return None if value is None else value.isoformat()


def _row(row: PolicyTransaction) -> contract.Transaction:
    return {
        "transaction_id": row.transaction_number,
        "type": row.type.value,
        "type_desc": row.type.description,
        "flow": listed(FLOWS, row.type.flow, what="flow"),
        "amount": row.amount,
        "occurred_at": _instant(row.occurred_at),
        "description": row.description,
        "channel": row.channel,
    }


def transaction_page(page: TransactionPage) -> contract.TransactionPage:
    return {
        "data": [_row(row) for row in page.rows],
        "page": page.page,
        "size": page.size,
        "total_items": page.total_items,
        "total_pages": page.total_pages,
        "date_from": page.period.date_from.isoformat(),
        "date_to": page.period.date_to.isoformat(),
    }


def transaction_detail(detail: TransactionDetail) -> contract.TransactionDetail:
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
