"""The document sweep's schedule (:func:`server.documents.sweep.sweep`): one sweep per period
of DOCUMENT_SWEEP_MINUTES whatever the number of processes (0: no sweep), a
:class:`server.periodic.PeriodicTurn`. With the job queue (JOBS=procrastinate) its periodic
job runs the sweep instead, once per period whatever the number of workers
(:mod:`server.jobs.queue`), and the app processes do not run this schedule."""

from __future__ import annotations

import logging

from server.documents.sweep import Swept, sweep
from server.periodic import PeriodicTurn
from server.settings import Settings

log = logging.getLogger("server.documents.sweep")
SWEEP_LEASE = "document-sweep"


class SweepSchedule(PeriodicTurn[Swept]):
    def __init__(self, settings: Settings, *, holder: str | None = None) -> None:
        super().__init__(
            lease=SWEEP_LEASE,
            minutes=settings.document_sweep_minutes,
            work=lambda now: sweep(now=now),
            log=log,
            what="document sweep",
            holder=holder,
        )
