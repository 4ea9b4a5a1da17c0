"""The job functions, the same whoever runs them (:mod:`server.jobs`): the notices' delivery,
the scheduled reconciliation, the document sweep, the notices' retention, the sandbox
gateway's sweep, the investing of fund orders whose unit prices are published and the
customer's data exports (prepared, and deleted after 7 days). Each is
one pass of its work; deciding *when* (and that only one process does it) is the caller's
job."""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import UTC, datetime, timedelta

from server import clock, notify, payment_gateway
from server.documents.sweep import Swept, sweep
from server.investment.investing import invest_due
from server.notify import delivery, retention
from server.privacy import exports as privacy_exports
from server.reconciliation import schedule
from server.sandbox_gateway.sandbox import SandboxGateway
from server.settings import Settings

log = logging.getLogger("server.jobs")
NOTICE_SWEEP_SECONDS = 3600  # the notices' retention: a pass every hour


def deliver_notices(settings: Settings, *, stop: Callable[[], bool] | None = None) -> delivery.Pass:
    """Deliver every notice due now (pass after pass until none is left, the mail server is
    down, or ``stop`` says so), through the notice sender of ``settings``."""
    sender = notify.notices(settings)
    total = delivery.Pass()
    while True:
        one = delivery.deliver_due(
            sender,
            max_attempts=settings.notice_max_attempts,
            first_retry=timedelta(seconds=settings.notice_retry_seconds),
            stop=stop,
        )
        total.sent += one.sent
        total.retried += one.retried
        total.failed += one.failed
        if not one.full or (stop is not None and stop()):
            return total


def reconcile(settings: Settings, tick: int) -> int | None:
    """The scheduled reconciliation run of the period the job runs in (its id; None: that
    period's run was done, by a job that ran late or by a run in progress). ``tick``: the
    job's Unix time, which a worker's clock a little ahead of this one may have set."""
    at = datetime.fromtimestamp(tick, UTC)
    return schedule.Schedule(settings).run_if_due(at)


def sweep_documents() -> Swept:
    """Remove documents left unattached past a day and files no row names."""
    return sweep(now=clock.now())


def sweep_notices(settings: Settings, *, stop: Callable[[], bool] | None = None) -> int:
    """Delete the SENT notices delivered more than NOTICE_KEEP_DAYS ago (one bounded pass of
    :func:`server.notify.retention.delete_sent`; 0: none, kept forever) and the inbox items
    older than 12 months (:func:`server.notify.retention.delete_old_inbox`): how many."""
    now = clock.now()
    inbox = retention.delete_old_inbox(now=now, stop=stop)
    if settings.notice_keep_days <= 0:
        return inbox
    keep = timedelta(days=settings.notice_keep_days)
    return inbox + retention.delete_sent(now=now, keep=keep, stop=stop)


def invest_fund_orders() -> int:
    """Invest every fund order whose trade date's unit prices are published (each claimed
    once, whoever else runs): how many."""
    return invest_due(now=clock.now())


async def sweep_gateway() -> int:
    """The sandbox gateway's sweep: expire overdue charges, re-send unacknowledged
    notifications (the notifications it delivered)."""
    gateway = payment_gateway.current()
    if not isinstance(gateway, SandboxGateway):
        return 0
    return await gateway.sweep()


def prepare_privacy_exports() -> int:
    """The customer's data exports: those past their 7 days deleted and EXPIRED, then every
    PREPARING one nobody holds prepared (:mod:`server.privacy.exports`): how many became
    READY. Safe in several processes at once (each export is held by one pass)."""
    privacy_exports.sweep_expired(now=clock.now())
    return privacy_exports.prepare_due()
