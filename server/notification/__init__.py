"""The customer's notification inbox (tag notification): the copies of the notices the portal
sends by e-mail, written with them by :func:`server.notify.send_after_commit` (the table,
``inbox_items``, is :class:`server.notify.models.InboxItem`: notify sits below every area
that sends notices), listed newest first with the unread count, marked read, kept 12 months
(:func:`server.notify.retention.delete_old_inbox`). And the customer's choice of channels for
each topic of notices (:mod:`server.notification.preferences`): e-mail, SMS, besides the
inbox."""
