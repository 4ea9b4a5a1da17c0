"""Logging: one line per event with the request id, to stderr. Secrets never go here:
passwords, OTP codes, tokens and client secrets are not passed to any log call.

LOG_FORMAT=text (the default) writes a line for people to read; LOG_FORMAT=json (production)
one JSON object a line, for a log collector: ``time`` (UTC, ISO 8601), ``level``, ``logger``,
``message``, ``request_id``, and the request's ``trace_id`` and ``span_id``
(:mod:`server.edge.tracing`; null outside a request), plus ``exc_info`` with a traceback.

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
from datetime import UTC, datetime
from typing import Any

from pythonjsonlogger.core import RESERVED_ATTRS
from pythonjsonlogger.json import JsonFormatter

from server.edge import tracing
from server.edge.request_id import current_request_id

FORMAT = "%(asctime)s %(levelname)s %(name)s [%(request_id)s] %(message)s"
FORMATS = ("text", "json")
JSON_FIELDS = ["levelname", "name", "message", "request_id", "trace_id", "span_id"]


class RequestIdFilter(logging.Filter):
    """Puts the request's context on each record (read in the request's own context)."""

    def filter(self, record: logging.LogRecord) -> bool:
        record.request_id = current_request_id()
        trace = tracing.current()
        record.trace_id = trace.trace_id if trace is not None else None
        record.span_id = trace.span_id if trace is not None else None
        return True


class _JsonLines(JsonFormatter):
    """python-json-logger's formatter with ``time`` first."""

    def add_fields(
        self, log_data: dict[str, Any], record: logging.LogRecord, message_dict: dict[str, Any]
    ) -> None:
        created = datetime.fromtimestamp(record.created, UTC)
        log_data["time"] = created.isoformat(timespec="milliseconds")
        super().add_fields(log_data, record, message_dict)


def json_formatter() -> logging.Formatter:
    return _JsonLines(
        JSON_FIELDS,
        rename_fields={"levelname": "level", "name": "logger"},
        # uvicorn's coloured copy of its message is no field for a collector.
        reserved_attrs=[*RESERVED_ATTRS, "color_message"],
    )


_listener: logging.handlers.QueueListener | None = None
_format = "text"


def _stop() -> None:
    """Write out what is queued and stop the writer thread."""
    global _listener
    if _listener is not None:
        _listener.stop()
        _listener = None


def _stream() -> logging.Handler:
    writer = logging.StreamHandler(sys.stderr)
    writer.setFormatter(json_formatter() if _format == "json" else logging.Formatter(FORMAT))
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


def configure(level: str = "INFO", log_format: str = "text") -> None:
    """Lines of ``level`` and above to stderr, as ``log_format`` (text or json)."""
    global _listener, _format
    _stop()
    _format = log_format
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
