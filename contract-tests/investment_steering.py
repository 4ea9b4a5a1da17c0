"""Steering of the investment's writes towards the demo (used by steering.steer), so fuzzed
calls reach Budi's unit link instead of stopping at 404 or 422:

- a top-up (``POST /policy/topup``): a fresh Idempotency-Key on every call (a client makes one
  per intent, as for a premium payment); half the bodies Budi's UL24000123 with its two funds
  (60/40) and a virtual account, so an order and its payment are made (201); the other half
  as generated (another policy 404, funds the policy does not hold 422);
- the unit prices' desk: half the reads without a date (the last working day up to today: the
  demo's prices, 200), the rest as generated (a future day 422, another day 200); a
  publication (``/admin/fund/prices/publish``) as generated (a day published already 409, a
  future or non-working day 422).
"""

from __future__ import annotations

import re
import uuid
from typing import Any

UL = "UL24000123"
ALLOCATION = [{"fund_code": "SENTOSA_EQUITY", "percent": 60},
              {"fund_code": "SENTOSA_BALANCED", "percent": 40}]  # fmt: skip
IDEMPOTENCY_KEY = re.compile(r"[A-Za-z0-9_-]{16,64}")


def _bucket(value: Any, n: int) -> int:
    return sum(map(ord, str(value))) % n


def steer_investment(
    case: Any, path: str, body: dict[str, Any] | None, query: dict[str, Any] | None, *, linked: bool
) -> bool:
    """Steer an investment write or the desk's read; False when the path is not one of them."""
    if path == "/policy/topup":
        headers = dict(case.headers or {})
        key = headers.get("Idempotency-Key")
        if isinstance(key, str) and IDEMPOTENCY_KEY.fullmatch(key):
            headers["Idempotency-Key"] = uuid.uuid4().hex
            case.headers = headers
        if body and not linked and _bucket(body, 2) == 0:
            case.body = {**body, "policy_number": UL, "method": "VA_BCA", "allocation": ALLOCATION}
    elif path == "/admin/fund/prices" and not linked:
        if _bucket(query, 2) == 0:
            case.query = {}
    else:
        return False
    return True
