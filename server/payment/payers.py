"""Who pays: a customer (the issued policies of their holder) or a SPAJ applicant (the first
premium of their own application's prepared policy). The engine treats both alike: one
creation, gateway, expiry, settlement and receipt; only what a payer may reach differs.

What an applicant may pay is SPAJ knowledge, which this layer may not import: the area that
owns it installs :class:`FirstPremiums` (``server.app.create_app`` wires SPAJ's).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Protocol

from sqlalchemy import ColumnElement
from sqlalchemy.orm import Session

from server.access.caller import Applicant, Customer
from server.payment.models import IdempotencyKey, Payment


@dataclass(frozen=True, slots=True)
class Payer:
    """Exactly one of ``user_id`` (a customer, with the holder whose policies they pay) and
    ``spaj_id`` (an applicant)."""

    user_id: int | None = None
    holder_id: int | None = None
    spaj_id: int | None = None

    @classmethod
    def of(cls, caller: Customer | Applicant) -> Payer:
        if isinstance(caller, Applicant):
            return cls(spaj_id=caller.spaj_id)
        return cls(user_id=caller.user_id, holder_id=caller.policy_holder_id)

    @property
    def is_applicant(self) -> bool:
        return self.spaj_id is not None

    def keys(self) -> ColumnElement[bool]:
        """This payer's Idempotency-Keys."""
        if self.spaj_id is not None:
            return IdempotencyKey.spaj_id == self.spaj_id
        return IdempotencyKey.user_id == self.user_id

    def made(self) -> ColumnElement[bool]:
        """The payments this applicant made (a customer reaches payments by policy)."""
        assert self.spaj_id is not None
        return Payment.spaj_id == self.spaj_id

    def columns(self) -> dict[str, int | None]:
        return {"user_id": self.user_id, "spaj_id": self.spaj_id}


class FirstPremiums(Protocol):
    """What an applicant may reach (installed by the SPAJ area)."""

    def payable(self, session: Session, *, spaj_id: int, now: datetime) -> int:
        """The id of the policy whose first premium the applicant may pay now; NotFound or
        Conflict (with the reason) otherwise."""

    def readable(self, session: Session, *, spaj_id: int) -> int | None:
        """The id of the application's prepared (or since issued) policy, whose payments by
        the applicant stay readable; None before approval."""


class _NoApplicants:
    def payable(self, session: Session, *, spaj_id: int, now: datetime) -> int:
        raise RuntimeError("no FirstPremiums installed (create_app installs SPAJ's)")

    def readable(self, session: Session, *, spaj_id: int) -> int | None:
        return None


_first_premiums: FirstPremiums = _NoApplicants()


def install(first_premiums: FirstPremiums) -> None:
    global _first_premiums
    _first_premiums = first_premiums


def first_premiums() -> FirstPremiums:
    return _first_premiums
