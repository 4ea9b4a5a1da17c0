"""A case type's moves, declared once in its area, and the one way a case moves.

A :class:`Workflow` says, for each move, the statuses it may start from and the status it
leads to; the Indonesian sentence of the 409 when the case is anywhere else (its status, who
decided it, when: the area's words) and the problem's ``detail``; and what a move stamps on
the case row besides its status (:func:`touch`: the time of the last change, the desk queue's
age; or the area's own, such as who decided and when).

A decision, on the case row locked for it (:func:`server.casework.queries.find`):

1. :meth:`Workflow.check`: the status the move leads to, or ``Conflict`` (409,
   ``urn:tmanku:problem:conflict``). Two staff deciding at once, or a page not reloaded, meet
   the status the first decision left and are refused;
2. :meth:`Workflow.record`: the case stamped and moved, and one event row appended to its log
   with who, when and the note (cut to the columns' lengths).

:meth:`Workflow.transition` does both; :func:`log` appends an event that moves nothing.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Generic, Protocol, TypeVar

from sqlalchemy import inspect

from server.casework.models import EventRow
from server.errors import Conflict

S = TypeVar("S", bound=enum.Enum)  # a case type's statuses
M = TypeVar("M", bound=enum.Enum)  # its moves
E = TypeVar("E", bound=EventRow)  # its event rows


class Case(Protocol):
    """A case row: its status and its event log (a loaded list of event rows)."""

    status: Any
    events: Any


C = TypeVar("C", bound=Case)  # its case rows


class Touched(Protocol):
    updated_at: datetime


def touch(case: Touched, to: object, actor: str, now: datetime) -> None:
    """The stamp of most cases: the time of the last change (the queue's age)."""
    case.updated_at = now


def not_allowed(move: enum.Enum, seen: enum.Enum) -> str:
    """The 409's ``detail``: ``APPROVE is not allowed from SUBMITTED.``"""
    return f"{move.value} is not allowed from {seen.value}."


@dataclass(frozen=True, slots=True)
class Workflow(Generic[C, M, S]):
    """The moves of one case type (see the module)."""

    # move: (statuses it may start from, status it leads to)
    moves: Mapping[M, tuple[tuple[S, ...], S]]
    # The 409's Indonesian sentence: the case, the status it is in, the statuses the move needs.
    refusal: Callable[[C, S, tuple[S, ...]], str]
    # Who and when on the case row, before its status changes (it still holds the old one).
    stamp: Callable[[C, S, str, datetime], None]
    # The 409's detail: the move and the status the case is in.
    detail: Callable[[M, S], str] = not_allowed

    def allowed(self, status: S) -> list[M]:
        """The moves that may start from ``status``, in the table's order."""
        return [move for move, (sources, _) in self.moves.items() if status in sources]

    def refuse(self, case: C, move: M, seen: S) -> Conflict:
        """The 409 of ``move`` on ``case`` seen in status ``seen``."""
        sources, _ = self.moves[move]
        return Conflict(self.refusal(case, seen, sources), detail=self.detail(move, seen))

    def check(self, case: C, move: M, *, seen: S | None = None) -> S:
        """The status ``move`` leads to; 409 when it may not start from where ``case`` is
        (``seen``: the status as a reader sees it, when that is not the stored one)."""
        status: S = case.status if seen is None else seen
        sources, target = self.moves[move]
        if status not in sources:
            raise self.refuse(case, move, status)
        return target

    def record(
        self, case: C, to: S, event: E, *, actor: str, now: datetime, note: str | None = None
    ) -> E:
        """``case`` stamped and moved to ``to`` (it may stay where it is), ``event`` in its
        log."""
        self.stamp(case, to, actor, now)
        case.status = to
        return log(case, event, actor=actor, now=now, note=note)

    def transition(
        self,
        case: C,
        move: M,
        event: Callable[[S], E],
        *,
        actor: str,
        now: datetime,
        note: str | None = None,
    ) -> S:
        """:meth:`check` then :meth:`record`; ``event`` builds the row from the new status."""
        to = self.check(case, move)
        self.record(case, to, event(to), actor=actor, now=now, note=note)
        return to


def log(case: Case, event: E, *, actor: str, now: datetime, note: str | None = None) -> E:
    """``event`` (who, when, the note) appended to the case's log; nothing else changes."""
    event.actor = _clip(event, "actor", actor) or actor
    event.at = now
    event.note = _clip(event, "note", note)
    case.events.append(event)
    return event


def _clip(row: EventRow, column: str, value: str | None) -> str | None:
    """``value`` cut to the column's length (the event's own table's)."""
    if not value:
        return None
    length: int | None = getattr(inspect(type(row)).columns[column].type, "length", None)
    return value[:length] if length else value
