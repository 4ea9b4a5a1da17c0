"""E-mails about a security change, so that a change the customer did not make is noticed:
the password changed (to the recovery e-mail), the recovery e-mail changed (to the address
it replaced). Sent after the change commits (:func:`server.notify.send_after_commit`), each
also kept in the account's inbox with a link to Pengaturan."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy.orm import Session

from server import notify
from server.access.models import User
from server.auth import contacts
from server.clock import WIB, as_utc
from server.config.service import company_profile
from server.customer.masking import mask_email
from server.notify import Notice
from server.settings import Settings

SETTINGS_LINK = "/settings"  # Pengaturan (web: features/security/paths.ts SETTINGS_PATH)


def if_not_you(session: Session) -> str:
    """What to do when it was not the customer, with the contacts of the company profile
    (also in the passkeys' notices)."""
    profile = company_profile(session=session)
    reach = " atau ".join(
        f"{label} {profile[key]}"
        for key, label in (("csPhone", "telepon"), ("csWhatsapp", "WhatsApp"))
        if profile.get(key)
    )
    contact = f" di {reach}" if reach else ""
    return (
        f"Jika bukan Anda yang melakukannya, segera amankan akun Anda: hubungi Customer Care "
        f"kami{contact}. Jangan berikan kata sandi atau kode OTP kepada siapa pun, termasuk "
        "petugas kami."
    )


def when(at: datetime) -> str:
    """The moment in WIB, as every security notice says it."""
    return f"{as_utc(at).astimezone(WIB):%d-%m-%Y} pukul {as_utc(at).astimezone(WIB):%H.%M} WIB"


def recovery_address(session: Session, user: User) -> str | None:
    """Where security notices go: the recovery e-mail, else the account's own address."""
    if user.recovery_email:
        return user.recovery_email
    destination = contacts.email_destination(session, user)
    return destination.address if destination else None


def password_changed(
    session: Session, settings: Settings, *, user: User, ended: int, at: datetime
) -> None:
    to = recovery_address(session, user)
    if to is None:
        return
    others = f" {ended} perangkat lain yang masih masuk telah kami keluarkan." if ended else ""
    notify.send_after_commit(
        session,
        Notice(
            to=to,
            kind="PASSWORD_CHANGED",
            subject="Kata sandi TManKu Anda telah diganti",
            text=(
                f"Kata sandi akun TManKu {user.user_name} telah diganti pada {when(at)}."
                f"{others}\n\n{if_not_you(session)}"
            ),
            created_at=at,
            user_id=user.id,
            link=SETTINGS_LINK,
        ),
    )


def recovery_email_changed(
    session: Session, settings: Settings, *, user: User, old: str, new: str, at: datetime
) -> None:
    notify.send_after_commit(
        session,
        Notice(
            to=old,
            kind="RECOVERY_EMAIL_CHANGED",
            subject="Email pemulihan TManKu Anda telah diganti",
            text=(
                f"Email pemulihan akun TManKu {user.user_name} telah diganti menjadi "
                f"{mask_email(new.lower())} pada {when(at)}. Email ini tidak lagi dipakai untuk "
                f"pemulihan kata sandi akun tersebut.\n\n{if_not_you(session)}"
            ),
            created_at=at,
            user_id=user.id,
            link=SETTINGS_LINK,
        ),
    )
