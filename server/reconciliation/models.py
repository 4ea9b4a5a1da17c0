"""Rows of the reconciliation.

- ``ReconciliationRun``: one run, scheduled or started by staff: when, by whom, how many
  gateway charges it compared, how it ended (``RUNNING`` only while it runs; a run whose
  process died is closed as FAILED by the next run) and why it stopped.
- ``ReconciliationAction``: each thing a run did, recorded as soon as it was done (a run that
  fails midway keeps them). A run is not a case (no one decides it, no moves), but its actions
  are its own rows like a case's (:func:`server.casework.models.owned_rows`).
"""

from __future__ import annotations

import enum
from datetime import datetime

from sqlalchemy import BigInteger, CheckConstraint, DateTime, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from server.casework.models import owned_rows, owner_key
from server.db import Base, checked_enum


class RunTrigger(enum.StrEnum):
    SCHEDULE = "SCHEDULE"
    STAFF = "STAFF"


class RunStatus(enum.StrEnum):
    RUNNING = "RUNNING"  # never listed: the contract shows finished runs
    COMPLETED = "COMPLETED"
    FAILED = "FAILED"


class ActionKind(enum.StrEnum):
    CHARGE_CANCELLED = "CHARGE_CANCELLED"
    PAYMENT_CLOSED = "PAYMENT_CLOSED"
    REFUND_OPENED = "REFUND_OPENED"
    NOTIFICATION_APPLIED = "NOTIFICATION_APPLIED"


class ReconciliationRun(Base):
    __tablename__ = "reconciliation_runs"
    __table_args__ = (CheckConstraint("charges_checked >= 0", name="charges_checked_not_negative"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    trigger: Mapped[RunTrigger] = mapped_column(checked_enum(RunTrigger, "reconciliation_trigger"))
    started_by: Mapped[str | None] = mapped_column(String(60), default=None)  # staff user name
    started_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), index=True)
    finished_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)
    status: Mapped[RunStatus] = mapped_column(
        checked_enum(RunStatus, "reconciliation_status"), index=True
    )
    charges_checked: Mapped[int] = mapped_column(Integer, default=0)
    error: Mapped[str | None] = mapped_column(String(300), default=None)  # Indonesian

    actions: Mapped[list[ReconciliationAction]] = owned_rows("ReconciliationAction.id")


class ReconciliationAction(Base):
    __tablename__ = "reconciliation_actions"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    run_id: Mapped[int] = owner_key("reconciliation_runs.id")
    kind: Mapped[ActionKind] = mapped_column(checked_enum(ActionKind, "reconciliation_action"))
    order_id: Mapped[str] = mapped_column(String(64))
    gateway_txn_id: Mapped[str | None] = mapped_column(String(64), default=None)
    amount: Mapped[int | None] = mapped_column(BigInteger, default=None)
    refund_number: Mapped[str | None] = mapped_column(String(15), default=None)
    description: Mapped[str] = mapped_column(String(300))  # Indonesian
    at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
