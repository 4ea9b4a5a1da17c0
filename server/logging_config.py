"""Logging: one line per event with the request id, to stderr. Secrets never go here:
passwords, OTP codes, tokens and client secrets are not passed to any log call."""

from __future__ import annotations

import logging
import sys

from server.edge.request_id import current_request_id

FORMAT = "%(asctime)s %(levelname)s %(name)s [%(request_id)s] %(message)s"


class RequestIdFilter(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        record.request_id = current_request_id()
        return True


def configure(level: str = "INFO") -> None:
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter(FORMAT))
    handler.addFilter(RequestIdFilter())
    root = logging.getLogger()
    for existing in list(root.handlers):
        root.removeHandler(existing)
    root.addHandler(handler)
    root.setLevel(level.upper())
    # uvicorn's own access log duplicates server.access (which has the request id).
    logging.getLogger("uvicorn.access").disabled = True
