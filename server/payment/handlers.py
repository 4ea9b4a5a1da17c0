"""HTTP edge of the payment operations (operationIds of openapi/paths/payment@*.yaml).

``create_payment`` and ``cancel_payment`` call the gateway between two units of work (no
transaction stays open during the call). The notification handler is the one operation
without a guard: the gateway proves itself by the signature over the raw body, checked
before anything is read or written. Its declared headers (the signature and its time) are
its arguments, as the Idempotency-Key is ``create_payment``'s (:mod:`server.edge.headers`).
"""

from __future__ import annotations

import json
import logging
from typing import Any

from connexion import request
from starlette.concurrency import run_in_threadpool

from server import clock, payment_gateway, settings
from server.access.applicant import customer_or_applicant
from server.access.caller import Applicant, Customer
from server.access.guards import CUSTOMER
from server.access.operation import JSON, Call, Phases, Reply, created, operation, phased_operation
from server.clock import WIB
from server.contract_types import CreatePaymentRequest, Payment, PaymentRef, PremiumInfo
from server.db import transaction
from server.edge.headers import with_declared_headers
from server.errors import GatewayUnavailable, RuleViolation, Unauthenticated
from server.payment import creation, receipt, serializers, service, settlement
from server.payment.messages import GATEWAY_DOWN, NOT_CANCELLABLE, NOTIFICATION_REFUSED
from server.payment.payers import Payer
from server.payment_gateway import signature

log = logging.getLogger("server.payment.notification")
Body = dict[str, Any]
# The calls a SPAJ applicant also makes for their application's first premium.
PAYER = customer_or_applicant(CUSTOMER)
Caller = Customer | Applicant


@operation(CUSTOMER)
def get_premium_info(call: Call[Customer], policy_number: str) -> PremiumInfo:
    info = service.premium_info(
        session=call.session, customer=call.caller, policy_number=policy_number, now=call.now
    )
    return serializers.premium_info(info, today=call.now.astimezone(WIB).date())


@phased_operation(PAYER)
def create_payment(
    phases: Phases[Caller], body: CreatePaymentRequest, idempotency_key: str
) -> Reply:
    view = creation.create_payment(phases=phases, key=idempotency_key, body=body)
    return created(serializers.payment(view, now=clock.now()))


@operation(PAYER)
def get_payment(call: Call[Caller], payment_id: str) -> Payment:
    view = service.get_payment(
        session=call.session, payer=Payer.of(call.caller), payment_number=payment_id, now=call.now
    )
    return serializers.payment(view, now=call.now)


@phased_operation(PAYER)
def cancel_payment(phases: Phases[Caller], body: PaymentRef) -> Payment:
    number = str(body["payment_id"])
    with phases.unit() as call:
        view = service.payment_to_cancel(
            session=call.session, payer=Payer.of(call.caller), payment_number=number, now=call.now
        )
        if view.payment.status.value == "CANCELLED":
            return serializers.payment(view, now=call.now)
        txn = view.payment.gateway_txn_id
    assert txn is not None
    try:
        payment_gateway.current().cancel_charge(gateway_txn_id=txn)
    except payment_gateway.ChargeClosed as exc:
        # Cancelled already (a double click: the other request got there first): finish as it
        # would have. Paid or expired at the gateway meanwhile: its notification decides.
        if exc.status != "CANCELLED":
            raise RuleViolation(NOT_CANCELLABLE, detail=f"The charge is {exc.status}.") from exc
    except Exception as exc:
        log.warning("gateway cancel_charge failed order_id=%s: %s", number, exc)
        raise GatewayUnavailable(
            GATEWAY_DOWN, detail="The payment gateway did not answer."
        ) from exc
    with phases.unit() as call:
        view = service.finish_cancel(
            session=call.session, payer=Payer.of(call.caller), payment_number=number, now=call.now
        )
        return serializers.payment(view, now=call.now)


@operation(PAYER, read_only=True)
def download_payment_receipt(call: Call[Caller], payment_id: str) -> Reply:
    data = service.receipt(
        session=call.session, payer=Payer.of(call.caller), payment_number=payment_id
    )
    headers = {
        "Content-Type": "application/pdf",
        "Content-Disposition": f'attachment; filename="{receipt.filename(payment_id)}"',
    }
    return Reply(receipt.render(data), headers=headers)


@with_declared_headers
async def receive_gateway_notification(
    x_gateway_timestamp: str, x_gateway_signature: str
) -> tuple[Any, int, dict[str, str]]:
    # No ``body`` argument on purpose: Connexion would read the body for it and leave
    # nothing for us; this way its validated messages are replayed to the raw read.
    raw = await request.body()
    body: Body = json.loads(raw)
    reason = signature.problem(
        secret=settings.current().gateway_callback_secret,
        timestamp=x_gateway_timestamp,
        signature=x_gateway_signature,
        raw_body=raw,
        now=clock.now(),
    )
    if reason is not None:
        log.warning(
            "gateway notification refused order_id=%s reason=%s", body.get("order_id"), reason
        )
        raise Unauthenticated(NOTIFICATION_REFUSED, detail=f"Notification refused: {reason}.")
    ack = await run_in_threadpool(_apply, body)
    return serializers.ack(ack), 200, dict(JSON)


def _apply(body: Body) -> settlement.Ack:
    with transaction() as session:
        return settlement.apply(session=session, note=body, now=clock.now())
