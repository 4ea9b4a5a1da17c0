"""HTTP edge of the refund desk (operationIds of openapi/paths/admin@refund@*.yaml), for admin
sessions only (a customer token gets 403 from the guard).

``approve_refund`` asks the gateway to refund between two units of work (no transaction
stays open during the call; :mod:`server.refund.desk` says how the case is held meanwhile).
The sandbox gateway notifies REFUNDED before its call returns, so the case is read again for
the answer: it may already be REFUNDED.
"""

from __future__ import annotations

import logging
from typing import Any

from server import payment_gateway
from server.access.caller import Customer
from server.access.guards import ADMIN
from server.access.operation import Call, Phases, operation, phased_operation
from server.contract_types import RefundDetail, RefundNumberRequest, RefundPage, RefundRejectRequest
from server.errors import GatewayUnavailable
from server.refund import desk, messages, queries, serializers
from server.refund.models import RefundStatus

log = logging.getLogger("server.refund")
Body = dict[str, Any]


def _detail(call: Call[Customer], refund_number: str) -> RefundDetail:
    return serializers.detail(queries.detail(call.session, refund_number), now=call.now)


@operation(ADMIN, read_only=True)
def list_refunds(
    call: Call[Customer], status: str = "OPEN", page: int = 1, size: int = 20
) -> RefundPage:
    wanted = RefundStatus(status)
    rows, counts = queries.queue(call.session, status=wanted, page=page, size=size)
    return serializers.page(rows, counts, status=wanted, page=page, size=size)


@operation(ADMIN, read_only=True)
def get_refund(call: Call[Customer], refund_number: str) -> RefundDetail:
    return _detail(call, refund_number)


@operation(ADMIN)
def reject_refund(call: Call[Customer], body: RefundRejectRequest) -> RefundDetail:
    number = str(body["refund_number"])
    desk.reject(
        session=call.session, staff=call.caller, refund_number=number, reason=body["reason"],
        now=call.now,
    )  # fmt: skip
    return _detail(call, number)


@phased_operation(ADMIN)
def approve_refund(phases: Phases[Customer], body: RefundNumberRequest) -> RefundDetail:
    number = str(body["refund_number"])
    with phases.unit() as call:
        wanted = desk.start_refund(
            session=call.session, staff=call.caller, refund_number=number, now=call.now
        )
    try:
        refund_id = payment_gateway.current().refund(
            gateway_txn_id=wanted.gateway_txn_id, amount=wanted.amount, refund_key=number,
            reason=wanted.reason,
        )  # fmt: skip
    except payment_gateway.NotRefundable as exc:
        log.warning("gateway refused refund %s: the charge is %s", number, exc.status)
        failure = messages.refused(exc.status)
    except Exception as exc:
        log.warning("gateway refund failed %s: %s", number, exc)
        failure = messages.GATEWAY_SILENT
    else:
        with phases.unit() as call:
            desk.refund_accepted(session=call.session, refund_number=number, refund_id=refund_id)
            return _detail(call, number)
    with phases.unit() as call:
        recorded = desk.refund_failed(
            session=call.session, staff=call.caller, refund_number=number, note=failure,
            now=call.now,
        )  # fmt: skip
        if not recorded:  # refunded after all (its notification came, its answer did not)
            return _detail(call, number)
    raise GatewayUnavailable(failure, detail="The payment gateway did not accept the refund.")
