"""What other areas may read of portal payments, without the payment model."""

from __future__ import annotations

from sqlalchemy import ScalarSelect, select
from sqlalchemy.sql.elements import SQLCoreOperations

from server.payment.models import Payment


def public_number(payment_id: SQLCoreOperations[int | None]) -> ScalarSelect[str]:
    """The public number (``PAY-20261122-K7M3Q9XA``) of the portal payment ``payment_id``
    names, as a scalar subquery to select beside a row that refers to it (NULL for none)."""
    return select(Payment.payment_number).where(Payment.id == payment_id).scalar_subquery()


def receipt_number(payment_id: SQLCoreOperations[int | None]) -> ScalarSelect[str]:
    """The receipt number (``BP-20261122-000188``) of the portal payment ``payment_id`` names,
    as a scalar subquery (NULL for none, or before it is paid)."""
    return select(Payment.receipt_number).where(Payment.id == payment_id).scalar_subquery()
