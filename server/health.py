"""What a proxy, an orchestrator and Prometheus ask a process, outside the contract (which is
/customer/api only) and before the web app's catch-all:

- ``GET /healthz``: 200 while the process runs (no database, nothing else: a process that
  answers is alive);
- ``GET /readyz``: 200 when the database answers ``SELECT 1`` and the document storage is
  usable (:meth:`server.documents.storage.Storage.ready`), each within
  :data:`PROBE_SECONDS`; 503 naming what failed (``{"status": "unavailable", "failed":
  ["database"]}``, never why: the reason goes to the log) or ``{"status": "draining"}`` from
  SIGTERM on (:mod:`server.edge.drain`), so that the proxy stops sending first;
- ``GET /metrics``: Prometheus' text (:mod:`server.metrics`), on the process's own port. The
  proxy does not forward it; a request that carries a proxy's forwarding headers
  (X-Forwarded-For, Forwarded, X-Real-IP) gets 404 all the same, whatever the proxy's
  configuration: a scraper talks to the process directly and sends none.

The database probe has an engine of its own without a pool (a connection opened and closed
per probe, with a connect timeout): a probe never waits behind busy requests for one of
theirs, nor counts against them; it answers whether this process can reach the database."""

from __future__ import annotations

import functools
import logging
from typing import Any

import anyio
import anyio.to_thread
from sqlalchemy import URL, Engine, create_engine, text
from sqlalchemy.pool import NullPool
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import JSONResponse, Response

from server import db, metrics
from server.documents.storage import storage
from server.edge import drain

log = logging.getLogger("server.health")
PROBE_SECONDS = 2.0
NO_STORE = {"Cache-Control": "no-store"}
FORWARDING_HEADERS = ("x-forwarded-for", "forwarded", "x-real-ip")
_limiter: anyio.CapacityLimiter | None = None
_failing: frozenset[str] = frozenset()


async def healthz(_request: Request) -> Response:
    return JSONResponse({"status": "ok"}, headers=NO_STORE)


async def readyz(_request: Request) -> Response:
    if drain.draining():
        return JSONResponse({"status": "draining"}, status_code=503, headers=NO_STORE)
    failed = await _probe()
    if failed:
        body = {"status": "unavailable", "failed": failed}
        return JSONResponse(body, status_code=503, headers=NO_STORE)
    return JSONResponse({"status": "ok"}, headers=NO_STORE)


async def metrics_text(request: Request) -> Response:
    if any(name in request.headers for name in FORWARDING_HEADERS):
        raise HTTPException(status_code=404)
    body = await anyio.to_thread.run_sync(metrics.exposition, limiter=_probe_limiter())
    return Response(body, media_type=metrics.CONTENT_TYPE, headers=NO_STORE)


def _database() -> None:
    with _probe_engine(_probe_url(db.engine().url)).connect() as conn:
        conn.execute(text("SELECT 1"))


def _probe_url(url: URL) -> str:
    """The database's URL for the probe; an SQLite file opened only if it exists (a plain
    connection would make a new, empty one)."""
    if url.get_backend_name() == "sqlite" and url.database and url.database != ":memory:":
        url = url.set(database=f"file:{url.database}", query={"mode": "rw", "uri": "true"})
    return url.render_as_string(hide_password=False)


def _storage() -> None:
    storage().ready()


@functools.lru_cache(maxsize=2)
def _probe_engine(url: str) -> Engine:
    timeout = int(PROBE_SECONDS)
    connect_args: dict[str, Any] = (
        {"timeout": timeout} if url.startswith("sqlite") else {"connect_timeout": timeout}
    )
    return create_engine(url, poolclass=NullPool, connect_args=connect_args)


def _probe_limiter() -> anyio.CapacityLimiter:
    """Threads of the probes, apart from the request handlers' (at most 4: a probe stuck past
    its timeout keeps its thread until it ends, and no more than these pile up)."""
    global _limiter
    if _limiter is None:
        _limiter = anyio.CapacityLimiter(4)
    return _limiter


async def _probe() -> list[str]:
    """The names of the parts that did not answer in time, in a fixed order."""
    failed: set[str] = set()

    async def check(name: str, probe: Any) -> None:
        try:
            with anyio.fail_after(PROBE_SECONDS):
                await anyio.to_thread.run_sync(
                    probe, abandon_on_cancel=True, limiter=_probe_limiter()
                )
        except Exception as exc:
            failed.add(name)
            if name not in _failing:
                log.warning("readyz: %s failed: %s", name, _reason(exc))

    async with anyio.create_task_group() as group:
        group.start_soon(check, "database", _database)
        group.start_soon(check, "storage", _storage)
    _remember(failed)
    return sorted(failed)


def _remember(failed: set[str]) -> None:
    """Log a part's failure once, and its recovery."""
    global _failing
    for name in _failing - failed:
        log.info("readyz: %s answers again", name)
    _failing = frozenset(failed)


def _reason(exc: BaseException) -> str:
    """The exception's class and the first line of its message (a driver's or a storage's
    message names a host or a folder, never a password)."""
    if isinstance(exc, TimeoutError):
        return f"no answer within {PROBE_SECONDS:g} s"
    first = str(exc).strip().splitlines()[0][:200] if str(exc).strip() else ""
    return f"{type(exc).__name__}: {first}" if first else type(exc).__name__
