"""Response bodies of the refund desk (RefundPage, RefundDetail): instants as UTC ``...Z``,
money as integer rupiah, Indonesian descriptions of statuses, reasons and steps."""

from __future__ import annotations

from datetime import datetime

from server.clock import iso_z
from server.contract_types import RefundDetail, RefundItem, RefundPage
from server.refund import desk, messages
from server.refund.models import RefundStatus
from server.refund.queries import Detail, Row


def item(row: Row) -> RefundItem:
    case = row.case
    return {
        "refund_number": case.refund_number,
        "status": case.status.value,
        "status_desc": messages.STATUS_DESC[case.status.value],
        "reason": case.reason.value,
        "reason_desc": messages.REASON_DESC[case.reason.value],
        "amount": case.amount,
        "order_id": case.order_id,
        "gateway_txn_id": case.gateway_txn_id,
        "policy_number": row.policy_number,
        "customer_name": case.customer_name,
        "received_at": iso_z(case.received_at),
        "created_at": iso_z(case.created_at),
        "updated_at": iso_z(case.updated_at),
    }


def page(
    rows: list[Row], counts: dict[RefundStatus, int], *, status: RefundStatus, page: int, size: int
) -> RefundPage:
    return {
        "data": [item(row) for row in rows],
        "page": page,
        "size": size,
        "total": counts[status],
        "counts": [{"status": s.value, "count": n} for s, n in counts.items()],
    }


def detail(view: Detail, *, now: datetime) -> RefundDetail:
    case = view.row.case
    return {
        "refund": item(view.row),
        "payment_status": view.payment_status,
        "payment_method": case.method,
        "customer_email": view.customer_email,
        "refund_id": case.refund_id,
        "refunded_at": iso_z(case.refunded_at) if case.refunded_at else None,
        "rejection_reason": case.rejection_reason,
        "events": [
            {
                "action": event.action.value,
                "action_desc": messages.ACTION_DESC[event.action.value],
                "actor": event.actor,
                "at": iso_z(event.at),
                "note": event.note,
            }
            for event in view.events
        ],
        "allowed_actions": [action.value for action in desk.allowed(case, now)],
    }
