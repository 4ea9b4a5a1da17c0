"""What passkeys keep: the account's passkeys (public keys, never a secret), the account's
random user handle, and the challenge of a registration waiting for its answer (a sign-in's
challenge belongs to its sign-in flow: :class:`PasskeySignIn`)."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import DateTime, ForeignKey, Integer, LargeBinary, String
from sqlalchemy.orm import Mapped, mapped_column

from server.db import Base


class Passkey(Base):
    """One registered passkey of an account: the credential's id and COSE public key, the
    authenticator's signature counter, how the browser reaches it (``transports``, comma
    separated) and what kind it is (``device``: platform, cross-platform or unknown)."""

    __tablename__ = "passkeys"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    public_id: Mapped[str] = mapped_column(String(13), unique=True)  # PK- and 10 characters
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    credential_id: Mapped[bytes] = mapped_column(LargeBinary(1023), unique=True)
    public_key: Mapped[bytes] = mapped_column(LargeBinary(2048))
    sign_count: Mapped[int] = mapped_column(Integer, default=0)
    transports: Mapped[str] = mapped_column(String(100), default="")
    device: Mapped[str | None] = mapped_column(String(20), default=None)
    name: Mapped[str] = mapped_column(String(50))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    last_used_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)


class PasskeyUser(Base):
    """The account's WebAuthn user handle: 64 random bytes made at its first registration,
    never the user name or NIK. A passkey carries it back at sign-in (``userHandle``)."""

    __tablename__ = "passkey_users"

    user_id: Mapped[int] = mapped_column(
        ForeignKey("users.id", ondelete="CASCADE"), primary_key=True
    )
    handle: Mapped[bytes] = mapped_column(LargeBinary(64), unique=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class PasskeyRegistration(Base):
    """The registration waiting for its answer, one per session: a newer one replaces it,
    its answer uses it up (right or wrong), and it lasts as long as the options' timeout."""

    __tablename__ = "passkey_registrations"

    session_id: Mapped[str] = mapped_column(
        ForeignKey("user_sessions.id", ondelete="CASCADE"), primary_key=True
    )
    challenge: Mapped[bytes] = mapped_column(LargeBinary(64))
    expires_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class PasskeySignIn(Base):
    """The challenge of a passkey sign-in, bound to its sign-in flow (stage PASSKEY): it
    lasts as long as the flow, and the flow's one answer ends both."""

    __tablename__ = "passkey_sign_ins"

    flow_id: Mapped[str] = mapped_column(
        ForeignKey("signin_flows.id", ondelete="CASCADE"), primary_key=True
    )
    challenge: Mapped[bytes] = mapped_column(LargeBinary(64))
