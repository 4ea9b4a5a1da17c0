"""The cluster's jobs worker, proved: a notice due while the mail server is down is sent once
when it is back (:func:`notice_through_smtp_outage`), and the scheduled reconciliation runs
once per period however many app processes there are (:func:`scheduled_runs`). The cluster
runs for these with short periods (:data:`SETTINGS`)."""

from __future__ import annotations

import mailbox
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from email.header import decode_header, make_header
from pathlib import Path
from typing import Any

from sqlalchemy import create_engine, text

from server.tests.cluster_support import Cluster, Session, new_key, outpatient_claim

# The portal settings of the proof's cluster (CLUSTER_PORTAL_*): a failed notice is tried
# again after 2 s (doubling), the safety net passes every 5 s, a reconciliation every minute.
SETTINGS = {"NOTICE_RETRY_SECONDS": "2", "NOTICE_DRAIN_SECONDS": "5", "RECONCILIATION_MINUTES": "1"}


def query(cluster: Cluster, sql: str, **params: Any) -> list[Any]:
    """Rows of ``sql`` on the cluster's PostgreSQL itself (not through PgBouncer)."""
    engine = create_engine(cluster.env["DIRECT_DATABASE_URL"], poolclass=None)
    try:
        with engine.connect() as connection:
            return list(connection.execute(text(sql), params))
    finally:
        engine.dispose()


def subjects(maildir: Path) -> list[str]:
    """The decoded subject of every message the cluster's mail server took."""
    box = mailbox.Maildir(maildir, create=False)
    return [str(make_header(decode_header(message["subject"] or ""))) for message in box]


def wait_for(what: str, check: Callable[[], bool], seconds: float) -> float:
    """Seconds until ``check()`` held (AssertionError naming ``what`` after ``seconds``)."""
    began = time.monotonic()
    while not check():
        if time.monotonic() - began > seconds:
            raise AssertionError(f"{what}: not within {seconds:.0f} s")
        time.sleep(0.5)
    return time.monotonic() - began


@dataclass
class Outage:
    """What became of the notice of a claim submitted while the mail server was down."""

    claim_number: str
    attempts_while_down: int = 0
    last_error: str = ""
    down_seconds: float = 0.0
    sent_after: float = 0.0  # seconds from the mail server's start to the message
    notes: list[str] = field(default_factory=list)

    def describe(self) -> str:
        return (
            f"SMTP outage: claim {self.claim_number}'s notice tried {self.attempts_while_down}"
            f" times in {self.down_seconds:.0f} s while the mail server was down"
            f" ({self.last_error}); sent {self.sent_after:.1f} s after it was back; "
            + "; ".join(self.notes)
        )


def notice_through_smtp_outage(cluster: Cluster, session: Session, pdf: bytes, day: Any) -> Outage:
    """The mail server stopped; a claim submitted (its CLAIM_SUBMITTED notice is due at once);
    the attempts fail and wait; the mail server started again: the notice arrives, once."""
    maildir = Path(cluster.env["MAILDIR"])
    body = outpatient_claim(cluster, session, pdf, day)
    cluster.run("stop", "smtp")
    began = time.monotonic()
    with cluster.client() as api:
        answer = api.post(
            "/claim/submit", json=body, headers={**session.fresh(), "Idempotency-Key": new_key()}
        )
    assert answer.status_code == 201, answer.text  # the mail server is not the claim's business
    outage = Outage(claim_number=answer.json()["claim_number"])
    subject = f"Klaim {outage.claim_number}"

    def row() -> Any:
        [found] = query(
            cluster,
            "SELECT status, attempts, last_error FROM notice_outbox"
            " WHERE kind = 'CLAIM_SUBMITTED' AND subject LIKE :subject",
            subject=f"{subject}:%",
        )
        return found

    wait_for("two failed attempts while SMTP is down", lambda: row().attempts >= 2, 30)
    status, outage.attempts_while_down, outage.last_error = row()
    assert status == "PENDING", row()
    assert not [s for s in subjects(maildir) if s.startswith(subject)]
    outage.down_seconds = time.monotonic() - began
    cluster.run("start")  # starts what is not running: the mail server
    back = time.monotonic()

    def arrived() -> bool:
        return any(s.startswith(subject) for s in subjects(maildir))

    outage.sent_after = wait_for("the notice after SMTP is back", arrived, 60)
    assert row().status == "SENT", row()
    time.sleep(6)  # a safety-net pass later (NOTICE_DRAIN_SECONDS 5): still one message
    copies = [s for s in subjects(maildir) if s.startswith(subject)]
    outage.notes.append(f"{len(copies)} message(s) {time.monotonic() - back:.0f} s after")
    assert len(copies) == 1, outage.describe()
    return outage


@dataclass
class Schedule:
    runs: list[tuple[datetime, str]]  # (started_at, status) of each scheduled run
    per_minute: dict[str, int]

    def describe(self) -> str:
        shown = ", ".join(f"{minute} x{n}" for minute, n in sorted(self.per_minute.items()))
        return f"scheduled reconciliation runs ({len(self.runs)}), per 1-minute period: {shown}"


def scheduled_runs(cluster: Cluster) -> Schedule:
    """Every scheduled reconciliation run so far, counted per period (RECONCILIATION_MINUTES
    1: a minute, counted from midnight UTC)."""
    runs = query(
        cluster,
        "SELECT started_at, status FROM reconciliation_runs"
        " WHERE trigger = 'SCHEDULE' ORDER BY started_at",
    )
    per_minute: dict[str, int] = {}
    for started_at, _status in runs:
        minute = started_at.strftime("%H:%M")
        per_minute[minute] = per_minute.get(minute, 0) + 1
    return Schedule([(r[0], str(r[1])) for r in runs], per_minute)
