"""The sandbox payment gateway: behaves like the Midtrans/Xendit sandboxes.

It keeps its charges in its own table (``sandbox_charges``), in its own transactions, and
tells the portal what happened ONLY through signed notifications (:class:`Notifier`).
A charge gets a 16-digit virtual account number with the bank's prefix, a QRIS payload or an
e-wallet checkout link. The simulator (:mod:`server.payment.gateway.simulator`) pays, fails
or expires charges; a charge that is no longer PENDING cannot be paid (like a bank refusing a
closed virtual account), except by a late transfer the bank posts after the charge was
cancelled or expired (:meth:`SandboxGateway.settle_late`: real gateways report such
settlements too). A settled charge can be refunded once (:meth:`SandboxGateway.refund`, keyed
by the merchant's refund key): it becomes REFUNDED and its notification carries the refund
id, delivered before the call returns when the portal runs in this process.
:meth:`SandboxGateway.sweep` expires overdue charges and re-sends notifications the portal
has not acknowledged yet.
"""

from __future__ import annotations

import logging
import secrets
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

import anyio
import anyio.from_thread
from sqlalchemy import case, select
from sqlalchemy.exc import IntegrityError
from starlette.concurrency import run_in_threadpool

from server import clock
from server.clock import as_utc
from server.db import transaction
from server.payment_gateway import Charge, ChargeClosed, ChargeInfo, GatewayError, NotRefundable
from server.sandbox_gateway.models import ChargeStatus, RefundStatus, SandboxCharge, SandboxRefund
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
# How long a refund call waits for its REFUNDED notification to be acknowledged before it
# answers anyway (the sweep delivers what is left).
DELIVER_WAIT_SECONDS = 10.0
LATE = (ChargeStatus.CANCELLED, ChargeStatus.EXPIRED)  # a bank's late transfer may still land


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
    refund_id: str | None = None  # REFUNDED: the refund and the amount it returned
    refunded_amount: int | None = None

    @classmethod
    def of(cls, c: SandboxCharge, refund: SandboxRefund | None = None) -> ChargeView:
        return cls(
            c.gateway_txn_id, c.order_id, c.method, c.amount, c.customer_name, c.va_number,
            c.qr_string, c.checkout_url, c.status.value, as_utc(c.created_at),
            as_utc(c.expires_at), as_utc(c.updated_at), c.failure_reason, c.notified,
            refund.refund_id if refund else None, refund.amount if refund else None,
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
        if self.status == "REFUNDED" and self.refund_id:
            note["refund_id"] = self.refund_id
            note["amount"] = self.refunded_amount
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

    def refund(self, *, gateway_txn_id: str, amount: int, refund_key: str, reason: str) -> str:
        refund_id = self._refund(gateway_txn_id, amount, refund_key, reason)
        self._deliver_now(gateway_txn_id)
        return refund_id

    def charges(self, *, since: datetime) -> list[ChargeInfo]:
        now = clock.now()
        stmt = (
            select(SandboxCharge)
            .where(SandboxCharge.updated_at >= since)
            .order_by(SandboxCharge.created_at, SandboxCharge.gateway_txn_id)
        )
        with transaction(read_only=True) as session:
            return [_info(charge, now) for charge in session.scalars(stmt)]

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

    def settle_late(self, gateway_txn_id: str) -> ChargeView:
        """A bank's transfer to a charge already CANCELLED or EXPIRED posted now: the charge is
        SETTLED (one transaction). ChargeClosed when it is in any other status."""
        with transaction() as session:
            charge = session.get(SandboxCharge, gateway_txn_id, with_for_update=True)
            if charge is None:
                raise UnknownCharge(gateway_txn_id)
            now = clock.now()
            if charge.status == ChargeStatus.PENDING and as_utc(charge.expires_at) <= now:
                self._set(charge, ChargeStatus.EXPIRED, as_utc(charge.expires_at))
            if charge.status in LATE:
                self._set(charge, ChargeStatus.SETTLED, now)
                log.info("sandbox charge %s settled late (bank transfer)", gateway_txn_id)
                return ChargeView.of(charge)
            closed = charge.status.value
        raise ChargeClosed(closed)

    def _refund(self, gateway_txn_id: str, amount: int, refund_key: str, reason: str) -> str:
        with transaction() as session:
            # The charge first, locked: a second call with the same key waits here, then
            # finds the first one's refund.
            charge = session.get(SandboxCharge, gateway_txn_id, with_for_update=True)
            if charge is None:
                raise UnknownCharge(gateway_txn_id)
            known = session.scalar(
                select(SandboxRefund).where(SandboxRefund.refund_key == refund_key)
            )
            if known is not None:
                if (known.gateway_txn_id, known.amount) != (gateway_txn_id, amount):
                    raise GatewayError("the refund key was used for another refund")
                return known.refund_id
            if charge.status != ChargeStatus.SETTLED:
                raise NotRefundable(charge.status.value)
            if not 0 < amount <= charge.amount:
                raise GatewayError("the refund amount is more than the charge received")
            now = clock.now()
            refund = SandboxRefund(
                refund_id=f"rfd_{secrets.token_hex(8)}", gateway_txn_id=gateway_txn_id,
                amount=amount, refund_key=refund_key, reason=reason[:200],
                status=RefundStatus.SUCCEEDED, created_at=now,
            )  # fmt: skip
            session.add(refund)
            self._set(charge, ChargeStatus.REFUNDED, now)
        log.info("sandbox refund %s of %s (%s)", refund.refund_id, gateway_txn_id, amount)
        return refund.refund_id

    def _deliver_now(self, gateway_txn_id: str) -> None:
        """From a handler's thread: deliver the notification on the event loop, waiting at
        most DELIVER_WAIT_SECONDS. Elsewhere (no loop to ask), or when delivery fails, the
        sweep delivers it."""

        async def bounded() -> None:
            with anyio.move_on_after(DELIVER_WAIT_SECONDS):
                await self.deliver(gateway_txn_id)

        try:
            anyio.from_thread.run(bounded)
        except Exception as exc:  # the change is made; telling it is the sweep's job now
            log.info("notification of %s left to the sweep: %s", gateway_txn_id, exc)

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

    def listing(self, status: str | None = None, limit: int = 100) -> list[ChargeView]:
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

    async def act_late(self, gateway_txn_id: str) -> tuple[ChargeView, bool]:
        """A late transfer settles the closed charge; the portal is told before returning."""
        view = await run_in_threadpool(self.settle_late, gateway_txn_id)
        return view, await self.deliver(gateway_txn_id)

    def _unsent(self, gateway_txn_id: str) -> tuple[ChargeView, str] | None:
        with transaction() as session:
            charge = session.get(SandboxCharge, gateway_txn_id)
            if charge is None or charge.notified or charge.event_id is None:
                return None
            refund = None
            if charge.status == ChargeStatus.REFUNDED:
                refund = session.scalar(
                    select(SandboxRefund)
                    .where(SandboxRefund.gateway_txn_id == gateway_txn_id)
                    .order_by(SandboxRefund.created_at.desc())
                    .limit(1)
                )
            return ChargeView.of(charge, refund), charge.event_id

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


def _info(charge: SandboxCharge, now: datetime) -> ChargeInfo:
    """The charge as the listing tells it: a PENDING one past its expiry is EXPIRED."""
    status = charge.status.value
    if charge.status == ChargeStatus.PENDING and as_utc(charge.expires_at) <= now:
        status = ChargeStatus.EXPIRED.value
    return ChargeInfo(
        gateway_txn_id=charge.gateway_txn_id, order_id=charge.order_id, amount=charge.amount,
        status=status, method=charge.method, customer_name=charge.customer_name,
        created_at=as_utc(charge.created_at), updated_at=as_utc(charge.updated_at),
    )  # fmt: skip
