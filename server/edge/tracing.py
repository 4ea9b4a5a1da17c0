"""W3C Trace Context (https://www.w3.org/TR/trace-context/): a request's ``traceparent``
header, when well formed, names the trace this request belongs to; otherwise the request
starts a trace of its own. Either way this server's part of it gets a new span id. The
trace id and the span id go on every log line of the request (:mod:`server.logging_config`),
back to the caller as ``traceresponse`` (the header Trace Context Level 2 names), and on to
the calls this request makes to other systems through :func:`outbound_headers` (their
parent is then this server's span).

A malformed header is ignored, as the specification asks: its text is never logged nor
echoed (a header is the caller's to choose, and may carry anything)."""

from __future__ import annotations

import re
import secrets
from contextvars import ContextVar, Token
from dataclasses import dataclass

HEADER = "traceparent"
RESPONSE_HEADER = "traceresponse"
# version 00: exactly four fields; a later version may add fields after a further "-".
_TRACEPARENT = re.compile(
    r"(?P<version>[0-9a-f]{2})-(?P<trace_id>[0-9a-f]{32})-(?P<parent_id>[0-9a-f]{16})"
    r"-(?P<flags>[0-9a-f]{2})(?P<rest>-.*)?"
)
_ZERO_TRACE = "0" * 32
_ZERO_SPAN = "0" * 16


@dataclass(frozen=True, slots=True)
class Trace:
    trace_id: str  # 32 lowercase hex characters, not all zero
    span_id: str  # this server's span: 16 lowercase hex characters
    parent_id: str | None  # the caller's span, when the request named one
    flags: str  # 2 hex characters (01: sampled)

    @property
    def traceparent(self) -> str:
        """This server's span as a ``traceparent`` value (for a call it makes)."""
        return f"00-{self.trace_id}-{self.span_id}-{self.flags}"


_current: ContextVar[Trace | None] = ContextVar("trace", default=None)


def parse(value: str) -> tuple[str, str, str] | None:
    """(trace id, parent id, flags) of a well-formed ``traceparent``; None otherwise."""
    found = _TRACEPARENT.fullmatch(value.strip())
    if found is None:
        return None
    version = found["version"]
    if version == "ff" or (version == "00" and found["rest"] is not None):
        return None
    trace_id, parent_id = found["trace_id"], found["parent_id"]
    if trace_id == _ZERO_TRACE or parent_id == _ZERO_SPAN:
        return None
    # Only the sampled bit is defined for version 00; the others are not passed on.
    return trace_id, parent_id, f"{int(found['flags'], 16) & 0x01:02x}"


def start(incoming: str | None) -> Trace:
    """The trace of a request whose ``traceparent`` header is ``incoming`` (None: none)."""
    parsed = parse(incoming) if incoming else None
    span_id = secrets.token_hex(8)
    if parsed is None:
        return Trace(secrets.token_hex(16), span_id, None, "00")
    trace_id, parent_id, flags = parsed
    return Trace(trace_id, span_id, parent_id, flags)


def current() -> Trace | None:
    """The trace of the request being served (None outside a request)."""
    return _current.get()


def enter(trace: Trace) -> Token[Trace | None]:
    """Make ``trace`` current; the token for :func:`leave`."""
    return _current.set(trace)


def leave(token: Token[Trace | None]) -> None:
    _current.reset(token)


def outbound_headers() -> dict[str, str]:
    """The header to send with a call to another system made while serving a request
    (``{"traceparent": ...}``); empty outside a request."""
    trace = _current.get()
    return {HEADER: trace.traceparent} if trace is not None else {}
