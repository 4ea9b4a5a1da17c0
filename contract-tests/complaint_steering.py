"""Steering of the complaint operations towards the demo (used by steering.steer), so fuzzed
calls reach real complaints instead of stopping at 404:

- complaint numbers (the customer's detail, the desk's detail, document and moves): Budi's
  demo complaints, now and then (the numbers the seed gives them today);
- a submission: a fresh Idempotency-Key on every call (as a client makes one per complaint;
  generated keys repeat across calls, which would replay or refuse with the 422 of a key used
  for another body), and now and then one of Budi's policies or none, without attachments,
  so a complaint is made (until his 5 being handled are reached: then the documented 422);
- the lists: now and then a status other than the default, so the answered and closed tabs
  are read.
"""

from __future__ import annotations

import re
import uuid
from typing import Any

from server.seed.calendar import DemoCalendar
from server.seed.complaints import KS, UL, demo_numbers

BUDI_COMPLAINTS = tuple(demo_numbers(DemoCalendar.on()))
QUERIES = ("/complaint/detail", "/admin/complaint/detail", "/admin/complaint/document")
MOVES = ("/admin/complaint/answer", "/admin/complaint/extend", "/admin/complaint/close")
LISTS = ("/complaint/list", "/admin/complaint/list")
STATUSES = ("RECEIVED", "ANSWERED", "CLOSED")
IDEMPOTENCY_KEY = re.compile(r"[A-Za-z0-9_-]{16,64}")  # fullmatch: a key the contract accepts


def _bucket(value: Any, n: int) -> int:
    return sum(map(ord, str(value))) % n


def _pick(value: Any) -> str:
    bucket = _bucket(value, len(BUDI_COMPLAINTS) + 2)
    return BUDI_COMPLAINTS[bucket] if bucket < len(BUDI_COMPLAINTS) else str(value)


def steer_complaint(
    case: Any, path: str, body: dict[str, Any] | None, query: dict[str, Any] | None, *, linked: bool
) -> bool:
    """Steer a complaint operation's positive case; False when the path is not one of them."""
    if path in QUERIES and query and "complaint_number" in query and not linked:
        case.query = {**query, "complaint_number": _pick(query["complaint_number"])}
    elif path in MOVES and body and "complaint_number" in body and not linked:
        case.body = {**body, "complaint_number": _pick(body["complaint_number"])}
    elif path in LISTS and not linked:
        if _bucket(query, 2) == 0:
            case.query = {**(query or {}), "status": STATUSES[_bucket(query, len(STATUSES))]}
    elif path == "/complaint/submit":
        _steer_submit(case, body)
    else:
        return False
    return True


def _steer_submit(case: Any, body: dict[str, Any] | None) -> None:
    headers = dict(case.headers or {})
    key = headers.get("Idempotency-Key")
    if isinstance(key, str) and IDEMPOTENCY_KEY.fullmatch(key):
        headers["Idempotency-Key"] = uuid.uuid4().hex
        case.headers = headers
    if body and {"policy_number", "document_ids"} <= set(body):
        bucket = _bucket(body, 4)
        if bucket < 3:
            policy = (KS, UL, None)[bucket]
            case.body = {**body, "policy_number": policy, "document_ids": []}
