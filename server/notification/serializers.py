"""Response bodies of the inbox (NotificationPage, NotificationReadResult) and of the channels'
preferences (NotificationPreferences): instants as UTC ``...Z``, ``kind_desc`` and
``topic_desc`` from the contract's labels."""

from __future__ import annotations

from server import contract_types as contract
from server.clock import as_utc
from server.contract_labels import NOTIFICATION_KIND, NOTIFICATION_TOPIC
from server.contract_values import listed, values_of
from server.notification.preferences import Preferences
from server.notification.service import InboxPage
from server.notify.models import InboxItem
from server.notify.topics import EMAIL_REQUIRED

KINDS: tuple[contract.NotificationKind, ...] = values_of(contract.NotificationKind)
TOPICS: tuple[contract.NotificationTopic, ...] = values_of(contract.NotificationTopic)


def _item(row: InboxItem) -> contract.Notification:
    kind = listed(KINDS, row.kind, what="notification kind")
    return {
        "notification_id": row.public_id,
        "kind": kind,
        "kind_desc": NOTIFICATION_KIND[kind],
        "subject": row.subject,
        "text": row.text,
        "link": row.link,
        "created_at": as_utc(row.created_at).isoformat().replace("+00:00", "Z"),
        "read": row.read_at is not None,
    }


def page(result: InboxPage) -> contract.NotificationPage:
    return {
        "data": [_item(row) for row in result.rows],
        "page": result.page,
        "size": result.size,
        "total_items": result.total_items,
        "total_pages": result.total_pages,
        "unread_count": result.unread,
    }


def read_result(unread: int) -> contract.NotificationReadResult:
    return {"unread_count": unread}


def preferences(chosen: Preferences) -> contract.NotificationPreferences:
    """Every topic in the order of :class:`server.notify.topics.Topic` (the contract's).
    ``email_masked``: empty for an account without an e-mail address, which the contract
    does not foresee (every customer's policy holder has one)."""
    topics: list[contract.NotificationTopicPreference] = []
    for topic, channels in chosen.channels.items():
        value = listed(TOPICS, topic.value, what="notification topic")
        topics.append(
            {
                "topic": value,
                "topic_desc": NOTIFICATION_TOPIC[value],
                "email": channels.email,
                "sms": channels.sms,
                "email_required": topic in EMAIL_REQUIRED,
            }
        )
    return {
        "topics": topics,
        "email_masked": chosen.email_masked or "",
        "phone_masked": chosen.phone_masked,
    }
