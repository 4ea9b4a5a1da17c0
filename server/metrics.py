"""The portal's Prometheus metrics, every one defined here (the bottom of the layers: any area
may import this module) and served by each app process at ``GET /metrics``
(:mod:`server.health`, on the process's own port; never through the proxy).

Several worker processes (WORKERS > 1) share one folder, PROMETHEUS_MULTIPROC_DIR, where each
process writes its values (prometheus_client's multiprocess mode, chosen when the library is
imported); ``python -m server`` makes that folder, or empties the one named, at every start
(:func:`prepare_folder`), and ``/metrics`` answers the sum over all the workers, those that
ended included (counters keep counting across a restarted worker). One process alone keeps
them in memory.

Every metric has labels, so that importing this module writes nothing: a value (and, in
multiprocess mode, its file) exists from its first use. Label values come from short fixed
lists (an operationId, a channel, a reason), never from what a request carries."""

from __future__ import annotations

import logging
import os
import tempfile
from collections.abc import Callable, Iterable
from pathlib import Path

from prometheus_client import (
    CONTENT_TYPE_PLAIN_0_0_4,
    REGISTRY,
    CollectorRegistry,
    Counter,
    Histogram,
    generate_latest,
    multiprocess,
)
from prometheus_client.metrics_core import Metric
from prometheus_client.registry import Collector

log = logging.getLogger("server.metrics")
FOLDER_VARIABLE = "PROMETHEUS_MULTIPROC_DIR"
CONTENT_TYPE = CONTENT_TYPE_PLAIN_0_0_4  # what generate_latest writes

# --------------------------------------------------------------- HTTP (server.edge.request_id)
HTTP_REQUESTS = Counter(
    "portal_http_requests",
    "Requests answered, by operation (the contract's operationId; outside the contract a"
    " fixed name: web, healthz, readyz, metrics, runtime_config, sandbox_gateway, api_other)"
    " and status code.",
    ["operation", "status"],
)
HTTP_DURATION = Histogram(
    "portal_http_request_duration_seconds",
    "Time from a request's arrival to the end of its answer, by operation.",
    ["operation"],
    buckets=(0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0),
)

# --------------------------------------------------------------- one-time codes (verification)
CODES_SENT = Counter(
    "portal_codes_sent",
    "One-time codes handed to the SMS gateway, the mail server or the outbox, by channel"
    " (SMS, EMAIL).",
    ["channel"],
)
CODES_REFUSED = Counter(
    "portal_codes_refused",
    "One-time codes not sent because a send limit was reached, by channel and limit.",
    ["channel", "limit"],
)
CODES_FAILED = Counter(
    "portal_codes_failed",
    "One-time codes the SMS gateway or the mail server did not take (or reported"
    " undelivered), by channel.",
    ["channel"],
)

# --------------------------------------------------------------- notices (notify)
NOTICES_QUEUED = Counter(
    "portal_notices_queued",
    "Notices (e-mails without a code) written to the outbox with a committed change, by kind.",
    ["kind"],
)
NOTICES_SENT = Counter("portal_notices_sent", "Notices delivered, by kind.", ["kind"])
NOTICES_RETRIED = Counter(
    "portal_notices_retried",
    "Delivery attempts of notices that failed and will be tried again later, by kind.",
    ["kind"],
)
NOTICES_FAILED = Counter(
    "portal_notices_failed",
    "Notices given up after NOTICE_MAX_ATTEMPTS failed attempts (FAILED in the outbox: staff"
    " must look), by kind.",
    ["kind"],
)
NOTICES_DELETED = Counter(
    "portal_notices_deleted",
    "SENT notices deleted from the outbox NOTICE_KEEP_DAYS after their delivery, by kind.",
    ["kind"],
)
# portal_notices_waiting{status} (PENDING, FAILED) is read from the outbox at each scrape
# (server.jobs registers it with read_at_scrape): the same figure in every process.

# --------------------------------------------------------------- database
DATABASE_WAITS = Counter(
    "portal_database_waits",
    "Units of work that found the database unreachable and waited for it (reads, and writes"
    " whose guard could not reach it; server.db_outage), by outcome: recovered (the unit went"
    " through), gave_up (DATABASE_WAIT_SECONDS passed: the request answered 500).",
    ["outcome"],
)

# --------------------------------------------------------------- documents
UPLOADS_REFUSED = Counter(
    "portal_uploads_refused",
    "Uploads refused, by reason: rate (too many begun in an hour), too_large (the file past"
    " its limit), no_room (past the group's or the uploader's total), type (not JPEG, PNG"
    " or PDF), content (a picture or a PDF the checks refused), storage (the document"
    " storage out of reach: 503).",
    ["reason"],
)

# --------------------------------------------------------------- reconciliation
RECONCILIATION_RUNS = Counter(
    "portal_reconciliation_runs",
    "Reconciliation runs, by trigger (SCHEDULE, STAFF) and outcome (COMPLETED, FAILED, or"
    " REFUSED while another run was running).",
    ["trigger", "outcome"],
)


def multiprocess_mode() -> bool:
    """Whether this process writes its values to PROMETHEUS_MULTIPROC_DIR."""
    return bool(os.environ.get(FOLDER_VARIABLE))


def exposition() -> bytes:
    """The metrics in Prometheus' text format: this process's, or every worker's summed, then
    the values read at scrape time (:func:`read_at_scrape`)."""
    if multiprocess_mode():
        registry = CollectorRegistry()
        multiprocess.MultiProcessCollector(registry)  # type: ignore[no-untyped-call]
        counted = generate_latest(registry)
    else:
        counted = generate_latest(REGISTRY)
    return counted + generate_latest(_AT_SCRAPE)


class _ReadAtScrape(Collector):
    """The metrics of the readers given to :func:`read_at_scrape`, read at each collect."""

    def __init__(self) -> None:
        self.readers: dict[str, Callable[[], Iterable[Metric]]] = {}

    def collect(self) -> Iterable[Metric]:
        found: list[Metric] = []
        for name, read in list(self.readers.items()):
            try:
                found.extend(read())
            except Exception as exc:  # /metrics answers even when the database does not
                log.warning("%s could not be read for /metrics: %s", name, type(exc).__name__)
        return found


_readers = _ReadAtScrape()
_AT_SCRAPE = CollectorRegistry(auto_describe=False)
_AT_SCRAPE.register(_readers)


def read_at_scrape(name: str, read: Callable[[], Iterable[Metric]]) -> None:
    """Serve the metrics ``read`` returns, read when ``/metrics`` is asked (from the database:
    the same in every process, whichever did the work) rather than counted by a process.
    ``name`` keys the reader: given again, it replaces the previous one."""
    _readers.readers[name] = read


def prepare_folder(workers: int) -> Path | None:
    """Called by ``python -m server`` before its workers start: the folder of their values,
    empty (the one PROMETHEUS_MULTIPROC_DIR names, its ``*.db`` files removed; else, with
    more than one worker, a new temporary folder, put in the environment the workers
    inherit). The folder made here, for the caller to remove at the end; None otherwise."""
    named = os.environ.get(FOLDER_VARIABLE)
    if named:
        folder = Path(named)
        folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        for stale in folder.glob("*.db"):  # a previous start's values
            stale.unlink(missing_ok=True)
        return None
    if workers <= 1:
        return None
    made = Path(tempfile.mkdtemp(prefix="tmanku-metrics-"))
    os.environ[FOLDER_VARIABLE] = str(made)
    return made
