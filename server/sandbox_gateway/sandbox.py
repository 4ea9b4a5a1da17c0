"""The sandbox payment gateway: behaves like the Midtrans/Xendit sandboxes.

It keeps its charges in its own table (``sandbox_charges``), in its own transactions, and
tells the portal what happened ONLY through signed notifications (:class:`Notifier`).
A charge gets a 16-digit virtual account number with the bank's prefix, a QRIS payload or an
e-wallet checkout link. The simulator (:mod:`server.payment.gateway.simulator`) pays, fails
or expires charges; a charge that is no longer PENDING cannot be paid (like a bank refusing a
closed virtual account). :meth:`SandboxGateway.sweep` expires overdue charges and re-sends
notifications the portal has not acknowledged yet.
"""

from __future__ import annotations

import logging
import secrets
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import case, select
from sqlalchemy.exc import IntegrityError
from starlette.concurrency import run_in_threadpool

from server import clock
from server.clock import as_utc
from server.db import transaction
from server.payment_gateway import Charge, ChargeClosed, GatewayError
from server.sandbox_gateway.models import ChargeStatus, SandboxCharge
from server.sandbox_gateway.notifier import Notifier
from server.sandbox_gateway.qris import payload as qris_payload

log = logging.getLogger("server.payment.gateway")

VA_PREFIX = {
    "VA_BCA": "39358",
    "VA_MANDIRI": "89608",
    "VA_BNI": "98828",
    "VA_BRI": "26215",
    "VA_PERMATA": "85001",
}
EWALLETS = ("GOPAY", "OVO", "DANA", "SHOPEEPAY")
CHECKOUT_PATH = "/sandbox-gateway/checkout/"
MAX_NOTIFY_ROUNDS = 8  # rounds of delivery (each with its retries) before the sweep gives up


class UnknownCharge(GatewayError):
    pass


@dataclass(frozen=True, slots=True)
class ChargeView:
    gateway_txn_id: str
    order_id: str
    method: str
    amount: int
    customer_name: str
    va_number: str | None
    qr_string: str | None
    checkout_url: str | None
    status: str
    created_at: datetime
    expires_at: datetime
    updated_at: datetime
    failure_reason: str | None
    notified: bool

    @classmethod
    def of(cls, c: SandboxCharge) -> ChargeView:
        return cls(
            c.gateway_txn_id, c.order_id, c.method, c.amount, c.customer_name, c.va_number,
            c.qr_string, c.checkout_url, c.status.value, as_utc(c.created_at),
            as_utc(c.expires_at), as_utc(c.updated_at), c.failure_reason, c.notified,
        )  # fmt: skip

    def notification(self, event_id: str) -> dict[str, Any]:
        note: dict[str, Any] = {
            "event_id": event_id,
            "gateway_txn_id": self.gateway_txn_id,
            "order_id": self.order_id,
            "status": self.status,
            "amount": self.amount,
            "occurred_at": self.updated_at.isoformat().replace("+00:00", "Z"),
        }
        if self.status == "FAILED" and self.failure_reason:
            note["failure_reason"] = self.failure_reason
        return note


def _event_id() -> str:
    return f"evt_{secrets.token_hex(8)}"


class SandboxGateway:
    def __init__(self, *, notifier: Notifier, public_url: str) -> None:
        self.notifier = notifier
        self.public_url = public_url.rstrip("/")  # absolute e-wallet links, as a real gateway's

    # ------------------------------------------------------------ the adapter (portal side)
    def create_charge(
        self,
        *,
        order_id: str,
        amount: int,
        method: str,
        customer_name: str,
        expires_in: timedelta,
    ) -> Charge:
        for _ in range(3):  # a VA number collision is retried with a new number
            now = clock.now()
            txn = f"sbx_{secrets.token_hex(8)}"
            charge = SandboxCharge(
                gateway_txn_id=txn,
                order_id=order_id,
                method=method,
                amount=amount,
                customer_name=customer_name[:100],
                status=ChargeStatus.PENDING,
                created_at=now,
                expires_at=now + expires_in,
                updated_at=now,
                notified=True,  # nothing to tell while PENDING
            )
            if method in VA_PREFIX:
                digits = "".join(secrets.choice("0123456789") for _ in range(11))
                charge.va_number = VA_PREFIX[method] + digits
            elif method == "QRIS":
                charge.qr_string = qris_payload(amount=amount, reference=order_id)
            elif method in EWALLETS:
                charge.checkout_url = self.public_url + CHECKOUT_PATH + txn
            else:
                raise GatewayError(f"method {method} is not supported")
            try:
                with transaction() as session:
                    session.add(charge)
            except IntegrityError:
                continue
            log.info("sandbox charge %s for order_id=%s %s", txn, order_id, method)
            return Charge(
                gateway_txn_id=txn,
                expires_at=now + expires_in,
                va_number=charge.va_number,
                qr_string=charge.qr_string,
                checkout_url=charge.checkout_url,
            )
        raise GatewayError("could not issue a charge")

    def cancel_charge(self, *, gateway_txn_id: str) -> None:
        # Like a real gateway, the cancellation is also notified (by the sweep).
        self.close(gateway_txn_id, ChargeStatus.CANCELLED)

    # ------------------------------------------------------------ the gateway's own side
    def close(
        self, gateway_txn_id: str, status: ChargeStatus, reason: str | None = None
    ) -> ChargeView:
        """A PENDING charge becomes ``status`` (one transaction). ChargeClosed when it is
        not PENDING any more (a charge past its expiry is expired first)."""
        with transaction() as session:
            charge = session.get(SandboxCharge, gateway_txn_id, with_for_update=True)
            if charge is None:
                raise UnknownCharge(gateway_txn_id)
            now = clock.now()
            if charge.status == ChargeStatus.PENDING and as_utc(charge.expires_at) <= now:
                self._set(charge, ChargeStatus.EXPIRED, as_utc(charge.expires_at))
            elif charge.status == ChargeStatus.PENDING:
                self._set(charge, status, now, reason)
                return ChargeView.of(charge)
            closed = charge.status.value
        raise ChargeClosed(closed)

    @staticmethod
    def _set(
        charge: SandboxCharge, status: ChargeStatus, at: datetime, reason: str | None = None
    ) -> None:
        charge.status = status
        charge.updated_at = at
        charge.failure_reason = reason
        charge.event_id = _event_id()
        charge.notified = False
        charge.notify_attempts = 0

    def charge_by_va(self, va_number: str) -> ChargeView:
        with transaction() as session:
            charge = session.scalar(
                select(SandboxCharge).where(SandboxCharge.va_number == va_number)
            )
            if charge is None:
                raise UnknownCharge(va_number)
            return ChargeView.of(charge)

    def charge(self, gateway_txn_id: str) -> ChargeView:
        with transaction() as session:
            charge = session.get(SandboxCharge, gateway_txn_id)
            if charge is None:
                raise UnknownCharge(gateway_txn_id)
            return ChargeView.of(charge)

    def charges(self, status: str | None = None, limit: int = 100) -> list[ChargeView]:
        """Newest first, PENDING ones before the others."""
        stmt = select(SandboxCharge).order_by(
            case((SandboxCharge.status == ChargeStatus.PENDING, 0), else_=1),
            SandboxCharge.created_at.desc(),
        )
        if status:
            stmt = stmt.where(SandboxCharge.status == ChargeStatus(status))
        with transaction() as session:
            return [ChargeView.of(c) for c in session.scalars(stmt.limit(limit))]

    # ------------------------------------------------------------ actions and notifications
    async def act(self, gateway_txn_id: str, status: ChargeStatus, reason: str | None = None
                  ) -> tuple[ChargeView, bool]:  # fmt: skip
        """Close the charge, then notify the portal before returning (True: acknowledged)."""
        try:
            view = await run_in_threadpool(self.close, gateway_txn_id, status, reason)
        except ChargeClosed:
            await self.deliver(gateway_txn_id)  # e.g. the EXPIRED found just now
            raise
        return view, await self.deliver(gateway_txn_id)

    async def deliver(self, gateway_txn_id: str) -> bool:
        pending = await run_in_threadpool(self._unsent, gateway_txn_id)
        if pending is None:
            return True
        view, event_id = pending
        acknowledged = await self.notifier.send(view.notification(event_id))
        await run_in_threadpool(self._mark, gateway_txn_id, event_id, acknowledged)
        return acknowledged

    def _unsent(self, gateway_txn_id: str) -> tuple[ChargeView, str] | None:
        with transaction() as session:
            charge = session.get(SandboxCharge, gateway_txn_id)
            if charge is None or charge.notified or charge.event_id is None:
                return None
            return ChargeView.of(charge), charge.event_id

    def _mark(self, gateway_txn_id: str, event_id: str, acknowledged: bool) -> None:
        with transaction() as session:
            charge = session.get(SandboxCharge, gateway_txn_id, with_for_update=True)
            if charge is None or charge.event_id != event_id:
                return  # changed meanwhile: its new notification is still to be sent
            charge.notify_attempts += 1
            charge.notified = acknowledged

    def _expire_overdue(self) -> list[str]:
        now = clock.now()
        with transaction() as session:
            overdue = session.scalars(
                select(SandboxCharge)
                .where(
                    SandboxCharge.status == ChargeStatus.PENDING,
                    SandboxCharge.expires_at <= now,
                )
                .with_for_update()
            ).all()
            for charge in overdue:
                self._set(charge, ChargeStatus.EXPIRED, as_utc(charge.expires_at))
            unsent = session.scalars(
                select(SandboxCharge.gateway_txn_id).where(
                    SandboxCharge.notified.is_(False),
                    SandboxCharge.notify_attempts < MAX_NOTIFY_ROUNDS,
                )
            ).all()
            return list(unsent)

    async def sweep(self) -> int:
        """Expire overdue charges and (re)send every unacknowledged notification."""
        unsent = await run_in_threadpool(self._expire_overdue)
        delivered = 0
        for txn in unsent:
            delivered += await self.deliver(txn)
        return delivered
