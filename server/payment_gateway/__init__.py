"""Payment gateway adapters: the portal's only way to create, cancel, refund or list charges.

A gateway answers :meth:`PaymentGateway.create_charge` with the payment instructions (a
virtual account number, a QRIS payload or an e-wallet checkout link) and its expiry, and
later tells the portal what happened through the signed notification endpoint
(``POST /customer/api/payment/notification``). A settled charge can be refunded (the gateway
answers with its refund reference and notifies REFUNDED, as Midtrans' and Xendit's refund
APIs do), and the charges of a period can be listed (the reconciliation compares them with
the portal's payments). The adapter is chosen by the setting
``PAYMENT_GATEWAY``; only ``sandbox`` exists so far (:mod:`server.payment.gateway.sandbox`,
which behaves like the Midtrans/Xendit sandboxes). Tests install their own with
:func:`install`.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Protocol


class GatewayError(Exception):
    """The gateway refused, failed or did not answer in time."""


class ChargeClosed(GatewayError):
    """The charge can no longer be cancelled (already settled, expired or cancelled)."""

    def __init__(self, status: str) -> None:
        super().__init__(f"charge is {status}")
        self.status = status


class NotRefundable(GatewayError):
    """The charge cannot be refunded: it is not SETTLED (still pending, ended unpaid, or
    refunded already under another key) or the amount is more than it received."""

    def __init__(self, status: str) -> None:
        super().__init__(f"charge is {status}, not refundable")
        self.status = status


@dataclass(frozen=True, slots=True)
class Charge:
    gateway_txn_id: str
    expires_at: datetime
    va_number: str | None = None
    qr_string: str | None = None
    checkout_url: str | None = None


@dataclass(frozen=True, slots=True)
class ChargeInfo:
    """A charge as the gateway's listing tells it (status: PENDING, SETTLED, EXPIRED, FAILED,
    CANCELLED or REFUNDED)."""

    gateway_txn_id: str
    order_id: str
    amount: int
    status: str
    method: str
    customer_name: str
    created_at: datetime
    updated_at: datetime


class PaymentGateway(Protocol):
    def create_charge(
        self,
        *,
        order_id: str,
        amount: int,
        method: str,
        customer_name: str,
        expires_in: timedelta,
    ) -> Charge: ...

    def cancel_charge(self, *, gateway_txn_id: str) -> None:
        """Close a pending charge so it can no longer be paid. ChargeClosed when it is not
        pending any more; GatewayError when the gateway cannot be reached."""
        ...

    def refund(self, *, gateway_txn_id: str, amount: int, refund_key: str, reason: str) -> str:
        """Return ``amount`` of a settled charge to the payer; the gateway's refund id. The
        same ``refund_key`` again answers the same refund id and refunds once. The REFUNDED
        notification (with the refund id) follows, as for every change of a charge.
        NotRefundable when the charge is not SETTLED or the amount is more than it received;
        GatewayError when the gateway refused or cannot be reached."""
        ...

    def charges(self, *, since: datetime) -> list[ChargeInfo]:
        """Every charge created or changed since ``since``, the oldest first. GatewayError
        when the gateway cannot be reached."""
        ...


_current: PaymentGateway | None = None


def install(gateway: PaymentGateway) -> None:
    global _current
    _current = gateway


def current() -> PaymentGateway:
    if _current is None:
        raise RuntimeError("no payment gateway installed (create_app installs one)")
    return _current
