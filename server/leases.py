"""Leases in the database: work that must run once however many worker processes serve the
portal (the gateway's sweep, the reconciliation) is done only by the process that holds the
job's lease. A lease is taken when it is free or has run out, renewed by its holder, and runs
out on its own when the holder dies, so another process takes over.

Work due once per period (a scheduled reconciliation) takes its turn with :func:`take_turn`:
the lease runs until the period's end and, unlike :func:`hold`, not even its holder takes it
again before then."""

from __future__ import annotations

import os
import secrets
import socket
from datetime import datetime, timedelta

from sqlalchemy import DateTime, String, delete, or_, select, update
from sqlalchemy.orm import Mapped, Session, mapped_column

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


def take_turn(name: str, *, until: datetime, now: datetime, holder: str = HOLDER) -> bool:
    """Take the lease ``name`` until ``until`` when it has run out, whoever held it: the
    first process to ask in a period gets the period's turn, every other (and itself again)
    is refused until ``until``."""
    with transaction() as session:
        insert_missing(session, Lease, name=name, holder="", expires_at=now)
        taken = session.execute(
            update(Lease)
            .where(Lease.name == name, Lease.expires_at <= now)
            .values(holder=holder, expires_at=until)
            .execution_options(synchronize_session=False)
        )
        return bool(taken.rowcount == 1)  # type: ignore[attr-defined]


def release(name: str, *, holder: str = HOLDER) -> None:
    """Give the lease up at once, if ``holder`` still holds it: free for anyone."""
    with transaction() as session:
        session.execute(
            delete(Lease)
            .where(Lease.name == name, Lease.holder == holder)
            .execution_options(synchronize_session=False)
        )


def runs_out(session: Session, name: str) -> datetime | None:
    """When the lease ``name`` runs out (None: never taken), read in the caller's unit."""
    return session.scalar(select(Lease.expires_at).where(Lease.name == name))
