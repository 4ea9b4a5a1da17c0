"""HTTP edge of the notification inbox and of its channels' preferences (operationIds of
openapi/paths/notification@*.yaml, tag notification): a customer session's own items and
choices."""

from __future__ import annotations

from server import contract_types as contract
from server.access.caller import Customer
from server.access.guards import CUSTOMER, CUSTOMER_BACKGROUND
from server.access.operation import Call, operation
from server.notification import preferences, serializers, service


@operation(CUSTOMER, read_only=True)
def list_notifications(
    call: Call[Customer], page: int = 1, size: int = 20
) -> contract.NotificationPage:
    result = service.list_items(call.session, user_id=call.caller.user_id, page=page, size=size)
    return serializers.page(result)


@operation(CUSTOMER_BACKGROUND, read_only=True)
def count_unread_notifications(call: Call[Customer]) -> contract.NotificationUnread:
    # The header's bell asks every minute on its own: not the customer's activity, so it
    # never extends the session (the idle timeout still ends a tab left open).
    return {"unread_count": service.unread_count(call.session, user_id=call.caller.user_id)}


@operation(CUSTOMER)
def read_notifications(
    call: Call[Customer], body: contract.NotificationReadRequest
) -> contract.NotificationReadResult:
    # Exactly one of notification_ids and all (true): the contract's minProperties and
    # maxProperties, checked by the request validation.
    ids = body.get("notification_ids")
    unread = service.mark_read(
        call.session,
        user_id=call.caller.user_id,
        now=call.now,
        ids=None if ids is None else [str(i) for i in ids],
    )
    return serializers.read_result(unread)


@operation(CUSTOMER, read_only=True)
def get_notification_preferences(call: Call[Customer]) -> contract.NotificationPreferences:
    chosen = preferences.read(call.session, user_id=call.caller.user_id)
    return serializers.preferences(chosen)


@operation(CUSTOMER)
def save_notification_preferences(
    call: Call[Customer], body: contract.NotificationPreferencesUpdate
) -> contract.NotificationPreferences:
    chosen = preferences.save(
        call.session, user_id=call.caller.user_id, choices=body["topics"], now=call.now
    )
    return serializers.preferences(chosen)
