"""E-mails to the customer about a submission: the receipt, the approval, the rejection with
its reason. A notice that cannot be delivered is logged, never undoes the submission or the
decision it reports (the customer sees the status in the history either way). Each is also
kept in the holder's inbox (``user_id``: their account, None without one), linking to
Riwayat Pengajuan Pengkinian Data."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy.orm import Session

from server import notify
from server.clock import WIB, as_utc
from server.notify import Notice
from server.settings import Settings

HISTORY_LINK = "/transaction-history/detail-kyc"  # web: features/pengkinian/paths.ts


def _send(session: Session, settings: Settings, notice: Notice) -> None:
    notify.send_after_commit(session, notice)


def _when(at: datetime) -> str:
    return f"{as_utc(at).astimezone(WIB):%d-%m-%Y %H.%M} WIB"


def submitted(
    session: Session,
    settings: Settings,
    *,
    to: str,
    user_id: int | None,
    number: str,
    at: datetime,
) -> None:
    _send(
        session,
        settings,
        Notice(
            to=to,
            kind="KYC_SUBMITTED",
            subject=f"Pengajuan Pengkinian Data {number} kami terima",
            text=(
                f"Pengajuan Pengkinian Data Anda nomor {number} kami terima pada {_when(at)} "
                "dan sedang diverifikasi petugas kami. Data Anda berubah setelah pengajuan "
                "disetujui; statusnya dapat dilihat di menu Riwayat Pengajuan Pengkinian Data."
            ),
            created_at=at,
            user_id=user_id,
            link=HISTORY_LINK,
        ),
    )


def approved(
    session: Session,
    settings: Settings,
    *,
    to: str,
    user_id: int | None,
    number: str,
    at: datetime,
) -> None:
    _send(
        session,
        settings,
        Notice(
            to=to,
            kind="KYC_APPROVED",
            subject=f"Pengkinian Data {number} disetujui",
            text=(
                f"Pengajuan Pengkinian Data Anda nomor {number} telah disetujui pada "
                f"{_when(at)}. Data Anda sudah kami perbarui."
            ),
            created_at=at,
            user_id=user_id,
            link=HISTORY_LINK,
        ),
    )


def rejected(
    session: Session,
    settings: Settings,
    *,
    to: str,
    user_id: int | None,
    number: str,
    reason: str,
    at: datetime,
) -> None:
    _send(
        session,
        settings,
        Notice(
            to=to,
            kind="KYC_REJECTED",
            subject=f"Pengkinian Data {number} ditolak",
            text=(
                f"Pengajuan Pengkinian Data Anda nomor {number} tidak dapat kami setujui "
                f"({_when(at)}).\n\nAlasan: {reason}\n\nData Anda tidak berubah. Silakan ajukan "
                "kembali dengan data yang sesuai."
            ),
            created_at=at,
            user_id=user_id,
            link=HISTORY_LINK,
        ),
    )
