"""Logging: one line per event with the request id, to stderr. Secrets never go here:
passwords, OTP codes, tokens and client secrets are not passed to any log call.

A request only puts its lines on a queue (the request id is read then, in its context); one
thread of the process writes them out, so a slow stderr never holds up a request. When the
app shuts down, :func:`write_directly` drains the queue and writes the last lines at once:
uvicorn ends a process by raising SIGTERM again, which skips ``atexit``, so lines still queued
then (the shutdown's own) would be lost."""

from __future__ import annotations

import atexit
import logging
import logging.handlers
import queue
import sys

from server.edge.request_id import current_request_id

FORMAT = "%(asctime)s %(levelname)s %(name)s [%(request_id)s] %(message)s"


class RequestIdFilter(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        record.request_id = current_request_id()
        return True


_listener: logging.handlers.QueueListener | None = None


def _stop() -> None:
    """Write out what is queued and stop the writer thread."""
    global _listener
    if _listener is not None:
        _listener.stop()
        _listener = None


def _stream() -> logging.Handler:
    writer = logging.StreamHandler(sys.stderr)
    writer.setFormatter(logging.Formatter(FORMAT))
    return writer


def write_directly() -> None:
    """From now on each line is written when it is logged (the app is shutting down): what is
    queued is written out first."""
    if _listener is None:
        return  # not configured by this module (tests keep their own handlers)
    _stop()
    root = logging.getLogger()
    for existing in list(root.handlers):
        root.removeHandler(existing)
    writer = _stream()
    writer.addFilter(RequestIdFilter())
    root.addHandler(writer)


def configure(level: str = "INFO") -> None:
    global _listener
    _stop()
    writer = _stream()
    lines: queue.SimpleQueue[logging.LogRecord] = queue.SimpleQueue()
    handler = logging.handlers.QueueHandler(lines)
    handler.addFilter(RequestIdFilter())
    _listener = logging.handlers.QueueListener(lines, writer)
    _listener.start()
    atexit.unregister(_stop)
    atexit.register(_stop)
    root = logging.getLogger()
    for existing in list(root.handlers):
        root.removeHandler(existing)
    root.addHandler(handler)
    root.setLevel(level.upper())
    # uvicorn's own access log duplicates server.access (which has the request id).
    logging.getLogger("uvicorn.access").disabled = True
