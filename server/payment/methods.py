"""The payment methods the portal offers, in display order, with the limits of Indonesian
practice: virtual accounts up to Rp 999.999.999 and 24 hours to pay; QRIS at most
Rp 10.000.000 per transaction (Bank Indonesia's limit) and e-wallets at their balance
limits for verified users (GoPay, DANA and ShopeePay Rp 20.000.000, OVO Rp 10.000.000),
each with 15 minutes to pay."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta

from server.contract_types import PaymentChannel
from server.payment.models import PaymentMethod


@dataclass(frozen=True, slots=True)
class MethodInfo:
    method: PaymentMethod
    channel: PaymentChannel
    name: str
    min_amount: int
    max_amount: int
    expiry_minutes: int

    @property
    def expires_in(self) -> timedelta:
        return timedelta(minutes=self.expiry_minutes)


VA: PaymentChannel = "VIRTUAL_ACCOUNT"
QR: PaymentChannel = "QRIS"
EWALLET: PaymentChannel = "EWALLET"
_VA_MAX = 999_999_999

METHODS: tuple[MethodInfo, ...] = (
    MethodInfo(PaymentMethod.VA_BCA, VA, "BCA Virtual Account", 10_000, _VA_MAX, 1440),
    MethodInfo(PaymentMethod.VA_MANDIRI, VA, "Mandiri Virtual Account", 10_000, _VA_MAX, 1440),
    MethodInfo(PaymentMethod.VA_BNI, VA, "BNI Virtual Account", 10_000, _VA_MAX, 1440),
    MethodInfo(PaymentMethod.VA_BRI, VA, "BRI Virtual Account", 10_000, _VA_MAX, 1440),
    MethodInfo(PaymentMethod.VA_PERMATA, VA, "Permata Virtual Account", 10_000, _VA_MAX, 1440),
    MethodInfo(PaymentMethod.QRIS, QR, "QRIS", 1_000, 10_000_000, 15),
    MethodInfo(PaymentMethod.GOPAY, EWALLET, "GoPay", 1_000, 20_000_000, 15),
    MethodInfo(PaymentMethod.OVO, EWALLET, "OVO", 1_000, 10_000_000, 15),
    MethodInfo(PaymentMethod.DANA, EWALLET, "DANA", 1_000, 20_000_000, 15),
    MethodInfo(PaymentMethod.SHOPEEPAY, EWALLET, "ShopeePay", 1_000, 20_000_000, 15),
)
BY_METHOD: dict[str, MethodInfo] = {info.method.value: info for info in METHODS}


def info(method: str) -> MethodInfo:
    return BY_METHOD[method]
