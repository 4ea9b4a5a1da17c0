"""Draining: on SIGTERM a worker first tells the proxy it is going (``GET /readyz`` answers
503, :mod:`server.health`) and keeps serving, requests in flight and new ones alike, for
DRAIN_SECONDS; only then does uvicorn begin its own graceful shutdown (stop accepting, finish
what is in flight within its timeout, run the lifespan's end). Meanwhile each answer carries
``Connection: close``, so that no client keeps a connection to a process about to close it.

uvicorn's server stops on SIGTERM through the handler it sets with :func:`signal.signal` before
the app's lifespan starts (``Server.capture_signals``; in every worker process, which the
parent of several workers signals in turn); the lifespan's end comes too late to tell anyone.
So :func:`delay_sigterm`, called when the lifespan starts, puts its own handler in front of
uvicorn's and hands the signal on once the drain is over. SIGINT (Ctrl-C) is left to uvicorn:
it stops at once, as before. A second SIGTERM while draining changes nothing (a supervisor
that signals every process of a group, after the parent has signalled its workers)."""

from __future__ import annotations

import logging
import signal
import threading
import time
from types import FrameType

log = logging.getLogger("server.drain")
_draining = threading.Event()


def draining() -> bool:
    """Whether this process received SIGTERM (it serves on until the drain ends)."""
    return _draining.is_set()


def delay_sigterm(seconds: float) -> bool:
    """Put the drain in front of the SIGTERM handler of the server running this app, if it
    runs in the main thread and stops on SIGTERM through a handler (uvicorn does; a test
    client runs the app in another thread). Whether it did."""
    if threading.current_thread() is not threading.main_thread():
        return False
    server_handler = signal.getsignal(signal.SIGTERM)
    if not callable(server_handler):
        return False

    def drain() -> None:  # in a thread of its own: a signal handler does as little as it can
        log.info("SIGTERM: draining for %s s (readyz 503, still serving), then stopping", seconds)
        time.sleep(seconds)
        log.info("drained: stopping")
        server_handler(signal.SIGTERM, None)

    def on_sigterm(signum: int, frame: FrameType | None) -> None:
        if _draining.is_set():
            return
        _draining.set()
        if seconds <= 0:
            server_handler(signum, frame)
            return
        threading.Thread(target=drain, name="drain", daemon=True).start()

    _draining.clear()
    signal.signal(signal.SIGTERM, on_sigterm)
    return True


def reset() -> None:
    """Not draining (tests)."""
    _draining.clear()
