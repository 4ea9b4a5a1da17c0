"""E-mails (always: the topic PRIVACY cannot be turned off) and inbox items telling the customer
their data export is ready, and each step of a request on their personal data: received,
being reviewed, answered (with the staff's written answer). Each links to the Privacy page."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy.orm import Session

from server import notify
from server.access.models import User
from server.auth.contacts import email_destination
from server.clock import WIB, as_utc
from server.notify import Notice
from server.payment.messages import waktu_wib
from server.privacy import messages
from server.privacy.models import PrivacyExport, PrivacyRequest

PRIVACY_LINK = "/privasi"  # web: features/privacy/paths.ts


def _when(at: datetime) -> str:
    return f"{as_utc(at).astimezone(WIB):%d-%m-%Y %H.%M} WIB"


def _send(session: Session, user_id: int, kind: str, subject: str, text: str, at: datetime,
          link: str) -> None:  # fmt: skip
    user = session.get_one(User, user_id)
    destination = email_destination(session, user)
    if destination is None:
        return
    notify.send_after_commit(
        session,
        Notice(to=destination.address, kind=kind, subject=subject, text=text, created_at=at,
               user_id=user_id, link=link),
    )  # fmt: skip


def export_ready(session: Session, export: PrivacyExport, at: datetime) -> None:
    assert export.expires_at is not None
    text = (
        f"Salinan data pribadi yang Anda minta pada {_when(export.requested_at)} sudah siap "
        f"diunduh (PDF dan JSON) sampai {waktu_wib(export.expires_at)}; setelah itu berkasnya "
        f"kami hapus. {messages.FOLLOW}"
    )
    _send(session, export.user_id, "PRIVACY_EXPORT_READY", messages.EXPORT_READY_SUBJECT, text,
          at, PRIVACY_LINK)  # fmt: skip


def _about(row: PrivacyRequest) -> str:
    return f"Permintaan {messages.KIND_DESC[row.kind.value].lower()} nomor {row.request_number}"


def request_received(session: Session, row: PrivacyRequest, at: datetime) -> None:
    text = (
        f"{_about(row)} kami terima pada {_when(row.submitted_at)}. Petugas kami akan "
        f"meninjaunya paling lambat {waktu_wib(row.acknowledge_due_at)} dan menjawabnya paling "
        f"lambat {waktu_wib(row.answer_due_at)}. {messages.FOLLOW}"
    )
    subject = messages.REQUEST_RECEIVED_SUBJECT.format(number=row.request_number)
    _send(session, row.user_id, "PRIVACY_REQUEST_RECEIVED", subject, text, at, PRIVACY_LINK)


def request_acknowledged(session: Session, row: PrivacyRequest, at: datetime) -> None:
    text = (
        f"{_about(row)} sedang ditinjau petugas kami sejak {_when(at)}. Kami akan menjawabnya "
        f"paling lambat {waktu_wib(row.answer_due_at)}. {messages.FOLLOW}"
    )
    subject = messages.REQUEST_ACKNOWLEDGED_SUBJECT.format(number=row.request_number)
    _send(session, row.user_id, "PRIVACY_REQUEST_ACKNOWLEDGED", subject, text, at, PRIVACY_LINK)


def request_answered(session: Session, row: PrivacyRequest, at: datetime) -> None:
    text = (
        f"{_about(row)} sudah kami jawab ({_when(at)}): "
        f"{messages.STATUS_DESC[row.status.value].lower()}.\n\n{row.answer}\n\n{messages.FOLLOW}"
    )
    subject = messages.REQUEST_ANSWERED_SUBJECT.format(number=row.request_number)
    _send(session, row.user_id, "PRIVACY_REQUEST_ANSWERED", subject, text, at, PRIVACY_LINK)
