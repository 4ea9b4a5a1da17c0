"""The columns the case tables share. Column names and types are the ones the tables had
before they shared them: the schema does not change (the migrations test compares)."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import DateTime, ForeignKey, Integer, String
from sqlalchemy.orm import Mapped, MappedColumn, Relationship, mapped_column, relationship


class EventRow:
    """One step in a case's event log: its id, when, who (a staff user name, the customer,
    an outside system) and an optional note. The area's event model adds the case's key
    (:func:`owner_key`) and what happened (a status, an action)."""

    id: Mapped[int] = mapped_column(Integer, primary_key=True, sort_order=-1)
    at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    actor: Mapped[str] = mapped_column(String(100))
    note: Mapped[str | None] = mapped_column(String(500), default=None)


def owner_key(column: str) -> MappedColumn[Any]:
    """A row's key to the case (or other row) it belongs to, ``"claims.id"``: indexed, and
    deleted with it."""
    return mapped_column(ForeignKey(column, ondelete="CASCADE"), index=True)


def owned_rows(order_by: str) -> Relationship[Any]:
    """A case's collection of its own rows (events, documents, requirements, changes), in
    ``order_by``'s order; never loaded lazily (a query says what it loads) and removed with
    the case."""
    return relationship(order_by=order_by, cascade="all, delete-orphan", lazy="raise")
