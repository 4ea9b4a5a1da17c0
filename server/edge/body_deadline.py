"""How long a client may take to send a request's body: a minimum rate, not a fixed total.

A client that trickles its body (ten bytes a second, the "slow POST") holds a connection
and a request's memory as long as it likes: 60 such connections stayed open for 40 s and
more. A fixed deadline short enough to matter would also cut a customer's 10 MB claim photo
over a weak mobile link (30 s is 340 KB/s: more than many links in the field give). So the
body has BODY_GRACE_SECONDS to get going, and from then on must have arrived at no less
than BODY_MIN_RATE_BYTES a second on average: each chunk that comes in moves the deadline
on by its size divided by the rate. With the defaults (10 s, 1 KB/s) a 10 MB upload may
take up to three hours at a steady crawl (a 2G link does it in minutes), a body sent at ten
bytes a second is cut after about ten seconds, and a body that stops coming is cut once the
time it has earned is spent. Past the deadline the request is answered 408 problem+json
and the connection is closed (RFC 9110: a 408 closes; the rest of the body is never read).
The JSON bodies (64 KB at most) can thus hold a connection for 74 s at the very most.

The proxy in front (docs/deployment.md) enforces its own read timeouts first; this is the
portal's own floor when a request reaches it slowly anyway.
"""

from __future__ import annotations

import logging
import math
import time
from collections.abc import Callable

import anyio
from starlette.types import Message, Receive

from server.edge.messages import BODY_TOO_SLOW
from server.errors import DomainError

log = logging.getLogger("server.errors")


class BodyTooSlow(DomainError):
    """The body did not arrive at the minimum rate (raised into the app's reading of it)."""

    status = 408
    type = "urn:tmanku:problem:request-timeout"
    title = "Request timeout"

    def __init__(self, received: int) -> None:
        super().__init__(
            BODY_TOO_SLOW,
            detail=f"The request body arrived too slowly ({received} bytes before the deadline).",
        )
        self.received = received


class Deadline:
    """The moment the body must have come further by: ``grace`` seconds from the start plus
    one second per ``rate`` bytes received (``rate`` 0: no deadline)."""

    def __init__(self, *, grace: float, rate: int, now: Callable[[], float] = time.monotonic):
        self._now = now
        self._end = now() + grace if rate > 0 else math.inf
        self._rate = rate
        self.received = 0
        self.complete = False  # the whole body is in: no deadline any more

    def count(self, message: Message) -> None:
        self.received += len(message.get("body", b""))
        self.complete = not message.get("more_body", False)
        if self._rate > 0:
            self._end += len(message.get("body", b"")) / self._rate

    def remaining(self) -> float:
        return self._end - self._now()


def paced(receive: Receive, deadline: Deadline) -> Receive:
    """``receive`` that raises :class:`BodyTooSlow` when the next part of the body does not
    come before the deadline (a disconnect and other messages pass as they are)."""

    async def receive_paced() -> Message:
        if deadline.complete:  # what follows the body (a disconnect) may take its time
            return await receive()
        remaining = deadline.remaining()
        message: Message | None = None
        if remaining > 0:
            with anyio.move_on_after(remaining):
                message = await receive()
        if message is None:
            log.warning("request body too slow: %s bytes before the deadline", deadline.received)
            raise BodyTooSlow(deadline.received)
        if message["type"] == "http.request":
            deadline.count(message)
        return message

    return receive_paced
