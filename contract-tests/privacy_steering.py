"""Steering of the personal-data operations towards the demo (used by steering.steer), so
fuzzed calls reach real requests instead of stopping at 404:

- request numbers (the desk's detail and moves): Andi's and Budi's demo requests, now and
  then (the numbers the seed gives them today);
- a submission: a fresh Idempotency-Key on every call (as a client makes one per request;
  generated keys repeat across calls, which would replay or refuse with the 422 of a key used
  for another body), so a request is made (until one of its kind is open: then the documented
  422);
- the desk's queue: now and then a status other than the default, so every tab is read;
- an export's file: export numbers are made by each run and cannot be named here; its 404 is
  the documented answer.
"""

from __future__ import annotations

import re
import uuid
from typing import Any

from server.seed.calendar import DemoCalendar
from server.seed.privacy import demo_numbers

DEMO_REQUESTS = tuple(demo_numbers(DemoCalendar.on()))
QUERIES = ("/admin/privacy/detail",)
MOVES = ("/admin/privacy/acknowledge", "/admin/privacy/decide")
STATUSES = ("ACKNOWLEDGED", "COMPLETED", "PARTIAL", "DECLINED")
IDEMPOTENCY_KEY = re.compile(r"[A-Za-z0-9_-]{16,64}")  # fullmatch: a key the contract accepts


def _bucket(value: Any, n: int) -> int:
    return sum(map(ord, str(value))) % n


def _pick(value: Any) -> str:
    bucket = _bucket(value, len(DEMO_REQUESTS) + 2)
    return DEMO_REQUESTS[bucket] if bucket < len(DEMO_REQUESTS) else str(value)


def steer_privacy(
    case: Any, path: str, body: dict[str, Any] | None, query: dict[str, Any] | None, *, linked: bool
) -> bool:
    """Steer a personal-data operation's positive case; False when the path is not one."""
    if path in QUERIES and query and "request_number" in query and not linked:
        case.query = {**query, "request_number": _pick(query["request_number"])}
    elif path in MOVES and body and "request_number" in body and not linked:
        case.body = {**body, "request_number": _pick(body["request_number"])}
    elif path == "/admin/privacy/list" and not linked:
        if _bucket(query, 2) == 0:
            case.query = {**(query or {}), "status": STATUSES[_bucket(query, len(STATUSES))]}
    elif path == "/privacy/request/submit":
        headers = dict(case.headers or {})
        key = headers.get("Idempotency-Key")
        if isinstance(key, str) and IDEMPOTENCY_KEY.fullmatch(key):
            headers["Idempotency-Key"] = uuid.uuid4().hex
            case.headers = headers
    else:
        return False
    return True
