"""Leases in the database: work that must run once however many worker processes serve the
portal (the gateway's sweep, later the reconciliation jobs) is done only by the process that
holds the job's lease. A lease is taken when it is free or has run out, renewed by its
holder, and runs out on its own when the holder dies, so another process takes over."""

from __future__ import annotations

import os
import secrets
import socket
from datetime import datetime, timedelta

from sqlalchemy import DateTime, String, or_, update
from sqlalchemy.orm import Mapped, mapped_column

from server.db import Base, insert_missing, transaction

# This process, as a lease holder: host, process id and a random part (a restarted process
# with a reused id is another holder).
HOLDER = f"{socket.gethostname()[:40]}:{os.getpid()}:{secrets.token_hex(4)}"


class Lease(Base):
    __tablename__ = "job_leases"

    name: Mapped[str] = mapped_column(String(40), primary_key=True)
    holder: Mapped[str] = mapped_column(String(80))
    expires_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


def hold(name: str, *, seconds: float, now: datetime, holder: str = HOLDER) -> bool:
    """Take or renew the lease ``name`` for ``seconds``; False while another holder has it."""
    with transaction() as session:
        insert_missing(session, Lease, name=name, holder="", expires_at=now)
        taken = session.execute(
            update(Lease)
            .where(Lease.name == name, or_(Lease.holder == holder, Lease.expires_at <= now))
            .values(holder=holder, expires_at=now + timedelta(seconds=seconds))
            .execution_options(synchronize_session=False)
        )
        return bool(taken.rowcount == 1)  # type: ignore[attr-defined]
