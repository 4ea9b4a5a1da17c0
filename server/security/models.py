"""The password confirmation of a session: which route it opens, until when, and the new
recovery e-mail waiting for its code."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import DateTime, ForeignKey, String
from sqlalchemy.orm import Mapped, mapped_column

from server.db import Base


class PasswordConfirmation(Base):
    """One per session (a new confirmation replaces the old: one route at a time). Deleted
    when the change it opened succeeds; ``nonce`` changes with every confirmation, so a code
    sent under an earlier one is never valid under a later one."""

    __tablename__ = "password_confirmations"

    session_id: Mapped[str] = mapped_column(
        ForeignKey("user_sessions.id", ondelete="CASCADE"), primary_key=True
    )
    route: Mapped[str] = mapped_column(String(30))  # the contract's ConfirmRoute
    nonce: Mapped[str] = mapped_column(String(32))
    confirmed_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    expires_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    # The new recovery e-mail a code was sent to (route change-recovery-email only).
    pending_email: Mapped[str | None] = mapped_column(String(254), default=None)
