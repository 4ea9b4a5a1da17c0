"""HTTP edge of sms/delivery: the SMS gateway's delivery reports (no client credentials: the
send's random reference is the proof). Always 204, whatever the reference: nothing can be
learned from the answer."""

from __future__ import annotations

from server.access.guards import PUBLIC
from server.access.operation import Call, Reply, operation
from server.verification import delivery


@operation(PUBLIC)
def receive_sms_delivery(call: Call[None], ref: str, status: int) -> Reply:
    delivery.record(call.session, ref=ref, report=status, now=call.now)
    return Reply(None, 204, {})
