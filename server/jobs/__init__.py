"""Work that is not a request: delivering notices, preparing the customer's data exports
(:mod:`server.privacy.exports`: woken after the request commits, every minute as well), and
the periodic work (the scheduled
reconciliation, the document sweep, the notices' retention, the sandbox gateway's sweep, the
investing of fund orders whose unit prices are published).

One set of job functions (:mod:`server.jobs.work`), two ways to run them, chosen by JOBS:

- ``inprocess`` (the default: SQLite, ``npm start``, nothing to install) and ``inline``
  (tests): inside each app process (:mod:`server.jobs.inprocess`). Notices go through a
  delivery thread woken after each commit that wrote some, and every NOTICE_DRAIN_SECONDS;
  the periodic work runs in the app's lifespan and takes turns through leases in the
  database (:mod:`server.leases`), one run per period whatever the number of processes.
- ``procrastinate`` (PostgreSQL, production): a durable job queue in the database
  (:mod:`server.jobs.queue`), run by ``python -m server worker`` processes on any host. App
  processes only defer the notices' delivery after a commit; they run no periodic work.
  Periodic tasks are deduplicated by the database, so one run per period whatever the
  number of workers, without leases or anyone's clock.

Either way a notice is a row of the notice outbox written in the same unit of work as the
change it reports (:mod:`server.notify.delivery`): what runs the delivery only decides how
soon it goes; a crash anywhere loses nothing, and a notice that cannot be delivered after
NOTICE_MAX_ATTEMPTS stays FAILED in the outbox, counted at ``/metrics``
(``portal_notices_waiting{status="FAILED"}``) for staff to see.

:func:`setup` wires this into an app (create_app); ``python -m server worker`` runs the
queue (:func:`server.jobs.queue.work_forever`)."""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator, Callable, Iterable
from typing import Any

from prometheus_client.core import GaugeMetricFamily
from prometheus_client.metrics_core import Metric

from server import metrics, notify
from server.jobs import queue
from server.jobs.inprocess import Deliverer, ExportPreparer, NoticeSweep
from server.notify import delivery
from server.privacy import exports
from server.settings import Settings

Lifespan = Callable[[Any], contextlib.AbstractAsyncContextManager[None]]


def setup(settings: Settings, periodic: Iterable[Lifespan]) -> list[Lifespan]:
    """Wire the notices' delivery of this app process and say what its lifespan runs:
    ``periodic`` (the lifespans of the in-process periodic work) and the notices' retention,
    unless the queue runs them."""
    metrics.read_at_scrape("notice outbox", _waiting)
    if settings.jobs == "procrastinate":
        queue.install(settings)
        notify.on_notices_committed(queue.wake)
        exports.on_export_requested(queue.wake_exports)
        return [_closing_queue]
    deliverer = Deliverer(settings, inline=settings.jobs == "inline")
    notify.on_notices_committed(deliverer.wake)
    lifespans = [deliverer.lifespan(), NoticeSweep(settings).lifespan(), *periodic]
    if settings.jobs == "inline":  # tests run the exports' job themselves
        exports.on_export_requested(None)
        return lifespans
    preparer = ExportPreparer()
    exports.on_export_requested(preparer.wake)
    return [*lifespans, preparer.lifespan()]


@contextlib.asynccontextmanager
async def _closing_queue(_app: Any) -> AsyncIterator[None]:
    try:
        yield
    finally:
        queue.close()


def _waiting() -> Iterable[Metric]:
    gauge = GaugeMetricFamily(
        "portal_notices_waiting",
        "Notices in the outbox not sent, by status: PENDING (due, or waiting for their next"
        " attempt) and FAILED (given up after NOTICE_MAX_ATTEMPTS: staff must look). Read from"
        " the database: the same in every process.",
        labels=["status"],
    )
    for status, count in delivery.waiting().items():
        gauge.add_metric([status], count)
    return [gauge]
