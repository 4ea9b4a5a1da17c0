"""Response bodies of the inbox (NotificationPage, NotificationReadResult): instants as UTC
``...Z``, ``kind_desc`` from the contract's labels."""

from __future__ import annotations

from server import contract_types as contract
from server.clock import as_utc
from server.contract_labels import NOTIFICATION_KIND
from server.contract_values import listed, values_of
from server.notification.service import InboxPage
from server.notify.models import InboxItem

KINDS: tuple[contract.NotificationKind, ...] = values_of(contract.NotificationKind)


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
