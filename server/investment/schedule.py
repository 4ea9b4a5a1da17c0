"""The investing job's schedule in the app processes (JOBS=inprocess and inline): one run of
:func:`server.investment.investing.invest_due` per period of INVEST_MINUTES (0: none) whatever
the number of processes, a :class:`server.periodic.PeriodicTurn`. It catches the orders a
publication did not invest (a crash between the prices' commit and the investing, an order
paid after its day's prices were published). With the job queue (JOBS=procrastinate) its
periodic task runs instead (:mod:`server.jobs.queue`); and the claim of each order makes two
runs at once harmless anyway."""

from __future__ import annotations

import logging

from server.investment.investing import invest_due
from server.periodic import PeriodicTurn
from server.settings import Settings

log = logging.getLogger("server.investment.investing")
LEASE = "invest-fund-orders"


class InvestSchedule(PeriodicTurn[int]):
    def __init__(self, settings: Settings, *, holder: str | None = None) -> None:
        super().__init__(
            lease=LEASE,
            minutes=settings.invest_minutes,
            work=lambda now: invest_due(now=now),
            log=log,
            what="investing the fund orders",
            holder=holder,
        )
