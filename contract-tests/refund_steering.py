"""Steering of the refund desk towards the demo (used by steering.steer), so fuzzed calls
reach a real case instead of stopping at 404:

- one case (``GET /admin/refund/detail``): Budi's demo case, now and then (its number is in
  the demo facts; the case answers whatever its status);
- refund and reject: Budi's demo case, now and then: the first to come refunds it through the
  sandbox gateway (its REFUNDED notification delivered in process before the answer) or
  rejects it with the generated reason; the ones after meet the 409 of a closed case;
- the queue: now and then a status other than the default OPEN, so the closed tabs are read
  once the demo's case is closed.
"""

from __future__ import annotations

from typing import Any

from server.seed.facts import demo_facts

# The demo as a server started today seeds it.
REFUND_NUMBER = demo_facts()["budi"]["refund"]["refundNumber"]
ACTIONS = ("/admin/refund/approve", "/admin/refund/reject")
STATUSES = ("OPEN", "PROCESSING", "REFUNDED", "REJECTED")


def _bucket(value: Any, n: int) -> int:
    return sum(map(ord, str(value))) % n


def steer_refund(
    case: Any, path: str, body: dict[str, Any] | None, query: dict[str, Any] | None, *, linked: bool
) -> bool:
    """Steer a refund desk operation's positive case; False when the path is not one of them."""
    if path == "/admin/refund/detail" and query and "refund_number" in query and not linked:
        if _bucket(query["refund_number"], 3) < 2:
            case.query = {**query, "refund_number": REFUND_NUMBER}
    elif path in ACTIONS and body and "refund_number" in body and not linked:
        if _bucket(body, 2) == 0:
            case.body = {**body, "refund_number": REFUND_NUMBER}
    elif path == "/admin/refund/list" and not linked:
        if _bucket(query, 2) == 0:
            case.query = {**(query or {}), "status": STATUSES[_bucket(query, len(STATUSES))]}
    else:
        return False
    return True
