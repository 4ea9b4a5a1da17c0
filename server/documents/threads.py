"""Uploads in threads of their own.

A request's handler runs in one of THREADS threads (server/app.py). An upload holds its
thread while its file is copied, decoded and checked: a second and more for a large picture.
Eight at once would take every thread and leave every other customer waiting (issue "Hold
under abuse", finding 6). So the upload operations run under a limiter of their own: at
most UPLOADS_AT_ONCE of them at a time in a process, in threads beside the THREADS; the
others wait their turn in the event loop, holding no thread and no database connection
(their bodies are already spooled to disk by then). A process's decodes are bounded by as
many slots (:mod:`server.documents.hygiene`), so its memory for uploads is too.
"""

from __future__ import annotations

import inspect
from collections.abc import Awaitable, Callable
from functools import partial
from typing import Any, TypeVar

import anyio.to_thread
from anyio import CapacityLimiter
from anyio.lowlevel import RunVar

from server import settings

T = TypeVar("T")
_LIMITER: RunVar[CapacityLimiter] = RunVar("upload_threads")


def limiter() -> CapacityLimiter:
    """The upload threads' limiter of the running event loop (one per loop, like anyio's
    default limiter)."""
    try:
        return _LIMITER.get()
    except LookupError:
        made = CapacityLimiter(settings.current().uploads_at_once)
        _LIMITER.set(made)
        return made


def in_upload_threads(endpoint: Callable[..., T]) -> Callable[..., Awaitable[T]]:
    """The endpoint (an operation's, :mod:`server.access.operation`) run in an upload thread
    once one is free. Connexion awaits it instead of running it in its own threads; it sees
    the endpoint's parameters."""

    async def run(*args: Any, **kwargs: Any) -> T:
        call = partial(endpoint, *args, **kwargs)
        return await anyio.to_thread.run_sync(call, limiter=limiter())

    run.__signature__ = inspect.signature(endpoint)  # type: ignore[attr-defined]
    for name in ("__module__", "__name__", "__qualname__", "__doc__"):
        setattr(run, name, getattr(endpoint, name))
    run.__dict__.update(endpoint.__dict__)
    return run
