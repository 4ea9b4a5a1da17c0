"""Steering of the investment's writes towards the demo (used by steering.steer), so fuzzed
calls reach Budi's unit link instead of stopping at 404 or 422:

- a top-up (``POST /policy/topup``): a fresh Idempotency-Key on every call (a client makes one
  per intent, as for a premium payment); half the bodies Budi's UL24000123 with its two funds
  (60/40) and a virtual account, so an order and its payment are made (201); the other half
  as generated (another policy 404, funds the policy does not hold 422);
- a fund switch and an allocation change (``/policy/fund/switch``, ``/policy/fund/allocation``
  and their ``/otp``): half the bodies Budi's UL24000123 with a switch its rules accept (10%
  of the equity fund's units to the balanced fund) or a 50/50 allocation, so a code is really
  sent (200, then 429 while the resend wait runs, 409 once a switch waits); half of those
  confirmations (another switch, 20%, or a 40/60 allocation) in the signed-in run get the code
  really sent for them just before (:func:`prepare`: the switch 201 once, then 409 while it
  waits; the allocation 200), the rest keep their generated code (401 wrong, 404 for a body no
  code was sent for, 429 locked); the other half as generated (another policy 404, funds the
  policy does not hold 422);
- the unit prices' desk: half the reads without a date (the last working day up to today: the
  demo's prices, 200), the rest as generated (a future day 422, another day 200); a
  publication (``/admin/fund/prices/publish``) as generated (a day published already 409, a
  future or non-working day 422).
"""

from __future__ import annotations

import itertools
import re
import uuid
from typing import Any, ClassVar

from portal_server import PortalServer

UL = "UL24000123"
ALLOCATION = [{"fund_code": "SENTOSA_EQUITY", "percent": 60},
              {"fund_code": "SENTOSA_BALANCED", "percent": 40}]  # fmt: skip
SWITCH = {
    "sources": [{"fund_code": "SENTOSA_EQUITY", "percent": 10, "units": None}],
    "targets": [{"fund_code": "SENTOSA_BALANCED", "percent": 100}],
}
NEW_ALLOCATION = {"allocation": [{"fund_code": "SENTOSA_EQUITY", "percent": 50},
                                 {"fund_code": "SENTOSA_BALANCED", "percent": 50}]}  # fmt: skip
CHANGES = {
    "/policy/fund/switch": SWITCH, "/policy/fund/switch/otp": SWITCH,
    "/policy/fund/allocation": NEW_ALLOCATION, "/policy/fund/allocation/otp": NEW_ALLOCATION,
}  # fmt: skip
CONFIRMED = {  # bodies of their own: the code-send cases' resend wait is not theirs
    "/policy/fund/switch": {**SWITCH, "sources": [{"fund_code": "SENTOSA_EQUITY", "percent": 20}]},
    "/policy/fund/allocation": {"allocation": [{"fund_code": "SENTOSA_EQUITY", "percent": 40},
                                               {"fund_code": "SENTOSA_BALANCED", "percent": 60}]},
}  # fmt: skip
IDEMPOTENCY_KEY = re.compile(r"[A-Za-z0-9_-]{16,64}")


class Codes:
    """The signed-in run's server and Budi's session, to send a code as the web would."""

    server: ClassVar[PortalServer | None] = None
    token: ClassVar[str | None] = None
    turns: ClassVar[itertools.count[int]] = itertools.count()


def prepare(server: PortalServer, token: str) -> None:
    Codes.server, Codes.token = server, token


def clear() -> None:
    Codes.server = Codes.token = None


def _with_real_code(case: Any, path: str, body: dict[str, Any]) -> None:
    """Every other confirmation: its own body with the code really sent for it."""
    if Codes.server is None or next(Codes.turns) % 2:
        return
    wanted = {**body, "policy_number": UL, **CONFIRMED[path]}
    request = {k: v for k, v in wanted.items() if k != "otp"} | {"channel": "SMS"}
    sent = Codes.server.outbox_lines()
    with Codes.server.client() as http:
        answer = http.post(f"{path}/otp", json=request, headers={"access-token": Codes.token})
    if answer.status_code == 200:
        case.body = {**wanted, "otp": Codes.server.last_code(sent)}


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
    elif path in CHANGES:
        if body and not linked and _bucket(body, 2) == 0:
            case.body = {**body, "policy_number": UL, **CHANGES[path]}
            if path in CONFIRMED:
                _with_real_code(case, path, case.body)
    elif path == "/admin/fund/prices" and not linked:
        if _bucket(query, 2) == 0:
            case.query = {}
    else:
        return False
    return True
