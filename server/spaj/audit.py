"""Every action on an application is one event: what, from which status to which, who (a
staff user name, the applicant, the agent or the system), when, a note and, for the
applicant's approval, the client address and User-Agent. Recording it also moves the
application's status (and the time its status last changed, the queue's age), through the
application's workflow (:data:`server.spaj.transitions.WORKFLOW`)."""

from __future__ import annotations

from datetime import datetime

from server.spaj.models import Action, ActorKind, SpajApplication, SpajEvent, SpajStatus
from server.spaj.transitions import WORKFLOW


def record(
    app: SpajApplication,
    action: Action,
    to: SpajStatus,
    actor_kind: ActorKind,
    actor: str,
    at: datetime,
    *,
    note: str | None = None,
    client_address: str | None = None,
    user_agent: str | None = None,
    initial: bool = False,
) -> SpajEvent:
    """The event, appended to ``app.events`` (loaded); the application moved to ``to``."""
    event = SpajEvent(
        action=action,
        status_from=None if initial else app.status,
        status_to=to,
        actor_kind=actor_kind,
        client_address=client_address[:64] if client_address else None,
        user_agent=user_agent[:300] if user_agent else None,
    )
    if initial:
        app.status_changed_at = at
    return WORKFLOW.record(app, to, event, actor=actor, now=at, note=note)
