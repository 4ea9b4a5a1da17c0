"""E-mails about the account's passkeys, like the other security notices
(:mod:`server.security.notices`): to the recovery e-mail, else the account's own address,
on every passkey added and removed, naming it and when; sent after the change commits."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy.orm import Session

from server import notify
from server.access.models import User
from server.notify import Notice
from server.security.notices import SETTINGS_LINK, if_not_you, recovery_address, when

ADDED = "PASSKEY_ADDED"
REMOVED = "PASSKEY_REMOVED"


def _send(
    session: Session, user: User, *, kind: str, subject: str, text: str, at: datetime
) -> None:
    to = recovery_address(session, user)
    if to is None:
        return
    notify.send_after_commit(
        session,
        Notice(
            to=to,
            kind=kind,
            subject=subject,
            text=f"{text}\n\n{if_not_you(session)}",
            created_at=at,
            user_id=user.id,
            # Pengaturan: the passkeys' own page needs a fresh password confirmation first.
            link=SETTINGS_LINK,
        ),
    )


def added(session: Session, *, user: User, name: str, at: datetime) -> None:
    _send(
        session,
        user,
        kind=ADDED,
        subject="Passkey baru ditambahkan ke akun TManKu Anda",
        text=(
            f"Passkey \u201c{name}\u201d telah ditambahkan ke akun TManKu {user.user_name} pada "
            f"{when(at)}. Passkey ini dapat dipakai untuk masuk tanpa kata sandi dan kode OTP."
        ),
        at=at,
    )


def removed(session: Session, *, user: User, name: str, at: datetime) -> None:
    _send(
        session,
        user,
        kind=REMOVED,
        subject="Passkey dihapus dari akun TManKu Anda",
        text=(
            f"Passkey \u201c{name}\u201d telah dihapus dari akun TManKu {user.user_name} pada "
            f"{when(at)}. Passkey ini tidak dapat lagi dipakai untuk masuk."
        ),
        at=at,
    )
