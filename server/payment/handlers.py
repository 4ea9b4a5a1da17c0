"""HTTP edge of the payment operations (operationIds of openapi/paths/payment@*.yaml).

Thin: open the request's transaction, resolve the signed-in customer, call the service and
shape the body. ``create_payment`` and ``cancel_payment`` call the gateway between two
transactions (no transaction stays open during the call). The notification handler is
async: it verifies the signature over the raw body before anything is read or written.
Connexion 3 passes no header parameters to handlers; they are read from its request.
"""

from __future__ import annotations

import json
import logging
from typing import Any

from connexion import request
from starlette.concurrency import run_in_threadpool

from server import clock, settings
from server.auth.guards import require_customer
from server.clock import WIB
from server.db import transaction
from server.errors import RuleViolation, Unauthenticated
from server.payment import creation, gateway, receipt, serializers, service, settlement, signature
from server.payment.texts import (
    GATEWAY_DOWN,
    NOT_CANCELLABLE,
    NOTIFICATION_REFUSED,
    GatewayUnavailable,
)

log = logging.getLogger("server.payment.notification")
_JSON = {"Content-Type": "application/json"}
Answer = tuple[Any, int, dict[str, str]]


def get_premium_info(policy_number: str, token_info: dict[str, Any]) -> Answer:
    with transaction() as session:
        customer = require_customer(session, token_info)
        now = clock.now()
        info = service.premium_info(
            session=session, customer=customer, policy_number=policy_number, now=now
        )
        today = now.astimezone(WIB).date()
        return serializers.premium_info(info, today=today), 200, _JSON


def create_payment(body: dict[str, Any], token_info: dict[str, Any]) -> Answer:
    key = request.headers["Idempotency-Key"]
    view = creation.create_payment(token_info=token_info, key=key, body=body)
    return serializers.payment(view, now=clock.now()), 201, _JSON


def get_payment(payment_id: str, token_info: dict[str, Any]) -> Answer:
    with transaction() as session:
        customer = require_customer(session, token_info)
        now = clock.now()
        view = service.get_payment(
            session=session, customer=customer, payment_number=payment_id, now=now
        )
        return serializers.payment(view, now=now), 200, _JSON


def cancel_payment(body: dict[str, Any], token_info: dict[str, Any]) -> Answer:
    number = str(body["payment_id"])
    with transaction() as session:
        customer = require_customer(session, token_info)
        now = clock.now()
        view = service.payment_to_cancel(
            session=session, customer=customer, payment_number=number, now=now
        )
        if view.payment.status.value == "CANCELLED":
            return serializers.payment(view, now=now), 200, _JSON
        txn = view.payment.gateway_txn_id
    assert txn is not None
    try:
        gateway.current().cancel_charge(gateway_txn_id=txn)
    except gateway.ChargeClosed as exc:
        # Cancelled already (a double click: the other request got there first): finish as it
        # would have. Paid or expired at the gateway meanwhile: its notification decides.
        if exc.status != "CANCELLED":
            raise RuleViolation(NOT_CANCELLABLE, detail=f"The charge is {exc.status}.") from exc
    except Exception as exc:
        log.warning("gateway cancel_charge failed order_id=%s: %s", number, exc)
        raise GatewayUnavailable(
            GATEWAY_DOWN, detail="The payment gateway did not answer."
        ) from exc
    with transaction() as session:
        customer = require_customer(session, token_info)
        now = clock.now()
        view = service.finish_cancel(
            session=session, customer=customer, payment_number=number, now=now
        )
        return serializers.payment(view, now=now), 200, _JSON


def download_payment_receipt(payment_id: str, token_info: dict[str, Any]) -> Answer:
    with transaction() as session:
        customer = require_customer(session, token_info)
        data = service.receipt(session=session, customer=customer, payment_number=payment_id)
        pdf = receipt.render(data)
    headers = {
        "Content-Type": "application/pdf",
        "Content-Disposition": f'attachment; filename="{receipt.filename(payment_id)}"',
    }
    return pdf, 200, headers


async def receive_gateway_notification() -> Answer:
    # No ``body`` argument on purpose: Connexion would read the body for it and leave
    # nothing for us; this way its validated messages are replayed to the raw read.
    raw = await request.body()
    body: dict[str, Any] = json.loads(raw)
    reason = signature.problem(
        secret=settings.current().gateway_callback_secret,
        timestamp=request.headers.get("X-Gateway-Timestamp"),
        signature=request.headers.get("X-Gateway-Signature"),
        raw_body=raw,
        now=clock.now(),
    )
    if reason is not None:
        log.warning(
            "gateway notification refused order_id=%s reason=%s", body.get("order_id"), reason
        )
        raise Unauthenticated(NOTIFICATION_REFUSED, detail=f"Notification refused: {reason}.")
    ack = await run_in_threadpool(_apply, body)
    return serializers.ack(ack), 200, _JSON


def _apply(body: dict[str, Any]) -> settlement.Ack:
    with transaction() as session:
        return settlement.apply(session=session, note=body, now=clock.now())
