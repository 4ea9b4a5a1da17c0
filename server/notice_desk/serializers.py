"""The contract's bodies of the notice desk (NoticeItem, NoticePage)."""

from __future__ import annotations

import re

from server.clock import iso_z
from server.contract_types import NoticeItem, NoticePage
from server.contract_types import NoticeStatus as DeskStatus
from server.customer.masking import mask_email, mask_phone
from server.notice_desk.messages import kind_desc
from server.notify.models import NoticeChannel, NoticeStatus, OutboxNotice

SUBJECT_MAX = 300  # the contract's NoticeItem.subject maxLength


ERROR_MAX = 300  # the contract's NoticeItem.last_error maxLength


def _without_address(error: str | None, address: str, masked: str) -> str | None:
    """The last error with the recipient's address masked: a mailbox's refusal names it
    (``SMTPRecipientsRefused: {'budi@...': (550, ...)}``), also where the stored error was
    cut short in the middle of it."""
    address = address.strip()
    if error is None or not address:
        return error
    shown = re.sub(re.escape(address), masked, error, flags=re.IGNORECASE)
    for cut in range(len(address) - 1, 2, -1):  # the address cut at the column's end
        if shown.lower().endswith(address[:cut].lower()):
            shown = shown[:-cut] + masked
            break
    return shown[:ERROR_MAX]


def _desk_status(status: NoticeStatus) -> DeskStatus:
    """The statuses the desk shows (a SENT notice is never on it)."""
    if status is NoticeStatus.FAILED:
        return "FAILED"
    if status is NoticeStatus.PENDING:
        return "PENDING"
    raise ValueError("a sent notice is not on the notice desk")


def recipient(row: OutboxNotice) -> str:
    """The recipient masked: a phone number for an SMS notice (the contract's ``recipient``
    names an address, but takes any text), an e-mail address for the others."""
    if row.channel == NoticeChannel.SMS:
        return mask_phone(row.to_address)
    return mask_email(row.to_address)


def item(row: OutboxNotice) -> NoticeItem:
    pending = row.status == NoticeStatus.PENDING
    masked = recipient(row)
    return {
        "notice_id": row.id,
        "kind": row.kind,
        "kind_desc": kind_desc(row.kind),
        "recipient": masked,
        "subject": row.subject[:SUBJECT_MAX],
        "status": _desk_status(row.status),
        "attempts": row.attempts,
        "last_error": _without_address(row.last_error, row.to_address, masked),
        "created_at": iso_z(row.created_at),
        "next_attempt_at": iso_z(row.next_attempt_at) if pending else None,
    }


def page(
    rows: list[OutboxNotice], counts: dict[NoticeStatus, int], *, page: int, size: int, total: int
) -> NoticePage:
    return {
        "data": [item(row) for row in rows],
        "page": page,
        "size": size,
        "total": total,
        "counts": [{"status": _desk_status(s), "count": n} for s, n in counts.items()],
    }
