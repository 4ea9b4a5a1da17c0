"""The written acknowledgement, the extension and the answer of a complaint (POJK 22/2023):
each an e-mail to the customer (their topic's e-mail cannot be turned off) and a copy in the
inbox linking to the complaint, sent after commit. A notice that cannot be delivered is
logged and never undoes the step it reports (the customer sees it on Pengaduan either way)."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy.orm import Session

from server import notify
from server.clock import WIB, as_utc
from server.complaint import deadline, messages
from server.complaint.models import Complaint
from server.complaint.queries import Sender
from server.notify import Notice

DETAIL_LINK = "/pengaduan/detail?complaint_number={number}"  # web: features/complaint/paths.ts


def _when(at: datetime) -> str:
    return f"{as_utc(at).astimezone(WIB):%d-%m-%Y %H.%M} WIB"


def _send(
    session: Session, sender: Sender, complaint: Complaint, *, kind: str, subject: str,
    text: str, at: datetime,
) -> None:  # fmt: skip
    if not sender.email:
        return
    notice = Notice(
        to=sender.email, kind=kind, subject=subject, text=text, created_at=at,
        user_id=complaint.user_id, link=DETAIL_LINK.format(number=complaint.complaint_number),
    )  # fmt: skip
    notify.send_after_commit(session, notice)


def received(session: Session, sender: Sender, complaint: Complaint, at: datetime) -> None:
    number = complaint.complaint_number
    text = messages.received_text(
        number, complaint.subject, _when(complaint.submitted_at), complaint.due_date,
        deadline.working_days(complaint),
    )  # fmt: skip
    _send(
        session, sender, complaint, kind="COMPLAINT_RECEIVED",
        subject=messages.received_subject(number), text=text, at=at,
    )  # fmt: skip


def extended(session: Session, sender: Sender, complaint: Complaint, at: datetime) -> None:
    number = complaint.complaint_number
    assert complaint.extension_reason is not None
    text = messages.extended_text(
        number, complaint.subject, complaint.due_date, deadline.working_days(complaint),
        complaint.extension_reason,
    )  # fmt: skip
    _send(
        session, sender, complaint, kind="COMPLAINT_EXTENDED",
        subject=messages.extended_subject(number), text=text, at=at,
    )  # fmt: skip


def answered(session: Session, sender: Sender, complaint: Complaint, at: datetime) -> None:
    number = complaint.complaint_number
    assert complaint.answer is not None
    _send(
        session, sender, complaint, kind="COMPLAINT_ANSWERED",
        subject=messages.answered_subject(number),
        text=messages.answered_text(number, complaint.subject, complaint.answer), at=at,
    )  # fmt: skip
