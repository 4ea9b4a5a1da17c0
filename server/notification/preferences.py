"""The customer's choice of channels for each topic of notices (GET notification/preferences,
POST notification/preferences/update): besides the inbox, which keeps every notice, by e-mail (the
default) and by SMS (not by default). The topics and what they hold are
:mod:`server.notify.topics`; the rows, :class:`server.notify.models.NotificationPreference`
(only for the topics a customer changed), are read by :func:`server.notify.delivery.record`
for every notice it writes: a choice applies to the notices written after it.

A save names one topic or more; the others keep their choice. It is refused whole, nothing
changed, when it names a topic twice, turns off the e-mail of a topic that always
e-mails (the account's security, 422) or asks for SMS where the account has no phone
number (422: the account's own, else its policy holder's, :mod:`server.auth.contacts`).

Two saves at once (two tabs, a double click) never fail on the key (user_id, topic): each
row is written by one INSERT ... ON CONFLICT DO UPDATE (SQLite and PostgreSQL), so the
second of two saves that both found no row updates the first's instead of colliding; the
later save wins, topic by topic."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import select
from sqlalchemy.orm import Session

from server import contract_types as contract
from server.access.models import User
from server.auth import contacts
from server.contract_labels import NOTIFICATION_TOPIC
from server.db import upsert
from server.errors import RuleViolation
from server.notification import messages
from server.notify import topics
from server.notify.models import NotificationPreference
from server.notify.topics import Channels, Topic


@dataclass(frozen=True, slots=True)
class Preferences:
    """Every topic's channels, in the contract's order, and where they go (masked)."""

    channels: dict[Topic, Channels]
    email_masked: str | None
    phone_masked: str | None


def read(session: Session, *, user_id: int) -> Preferences:
    user = session.get(User, user_id)
    assert user is not None  # the caller's own account (its session is live)
    rows = session.scalars(
        select(NotificationPreference).where(NotificationPreference.user_id == user_id)
    )
    chosen = {row.topic: Channels(email=row.email, sms=row.sms) for row in rows}
    email = contacts.email_destination(session, user)
    phone = contacts.phone_destination(session, user)
    return Preferences(
        channels={topic: chosen.get(topic, topics.DEFAULT) for topic in Topic},
        email_masked=email.masked if email else None,
        phone_masked=phone.masked if phone else None,
    )


def save(
    session: Session,
    *,
    user_id: int,
    choices: Sequence[contract.NotificationTopicChoice],
    now: datetime,
) -> Preferences:
    """Save the topics ``choices`` name (each once), or refuse them all; every topic's
    channels after."""
    wanted: dict[Topic, Channels] = {}
    for i, choice in enumerate(choices):
        topic = Topic(choice["topic"])
        if topic in wanted:
            # A 422, not a 400: the schema cannot say 'each topic once' (uniqueItems
            # compares whole items), so the request is valid by the contract's schema.
            raise RuleViolation(
                messages.named_twice(NOTIFICATION_TOPIC[topic.value]),
                detail=f"Topic {topic.value} is named more than once.",
                errors=[
                    {
                        "field": f"topics.{i}.topic",
                        "message": messages.named_twice(NOTIFICATION_TOPIC[topic.value]),
                    }
                ],
            )
        wanted[topic] = Channels(email=choice["email"], sms=choice["sms"])
    _check(session, user_id=user_id, wanted=wanted)
    if wanted:
        upsert(
            session,
            NotificationPreference,
            [
                {
                    "user_id": user_id,
                    "topic": topic,
                    "email": channels.email,
                    "sms": channels.sms,
                    "updated_at": now,
                }
                for topic, channels in wanted.items()
            ],
            key=("user_id", "topic"),
        )
    return read(session, user_id=user_id)


def _check(session: Session, *, user_id: int, wanted: dict[Topic, Channels]) -> None:
    """The 422s: a topic that always e-mails turned off, SMS without a phone number."""
    for topic, channels in wanted.items():
        if topic in topics.EMAIL_REQUIRED and not channels.email:
            message = messages.email_required(NOTIFICATION_TOPIC[topic.value])
            raise RuleViolation(
                message,
                detail=f"{topic.value} notices are always e-mailed.",
                errors=[{"field": f"topics.{topic.value}.email", "message": message}],
            )
    sms = [topic for topic, channels in wanted.items() if channels.sms]
    if sms and contacts.account_phone(session, user_id) is None:
        raise RuleViolation(
            messages.NO_PHONE,
            detail="The account has no phone number for SMS.",
            errors=[{"field": f"topics.{t.value}.sms", "message": messages.NO_PHONE} for t in sms],
        )
