"""HTTP edge of the notice desk (operationIds of openapi/paths/admin@notice@*.yaml), for admin
sessions only (a customer token gets 403 from the guard).

``retry_notice`` is one unit of work: the FAILED row locked, made PENDING and due now; once it
commits the deliverer is woken as after any notice (:func:`server.notify.deliver_after_commit`:
the process's delivery thread, or a job deferred to the queue with JOBS=procrastinate).
"""

from __future__ import annotations

from typing import Any

from server.access.caller import Customer
from server.access.guards import ADMIN
from server.access.operation import Call, operation
from server.contract_types import NoticeItem, NoticePage, NoticeRetryRequest
from server.notice_desk import queries, serializers
from server.notify.models import NoticeStatus

Body = dict[str, Any]


@operation(ADMIN, read_only=True)
def list_notices(
    call: Call[Customer], status: str = "FAILED", page: int = 1, size: int = 20
) -> NoticePage:
    wanted = NoticeStatus(status)
    rows, counts = queries.page(call.session, status=wanted, page=page, size=size)
    return serializers.page(rows, counts, page=page, size=size, total=counts[wanted])


@operation(ADMIN)
def retry_notice(call: Call[Customer], body: NoticeRetryRequest) -> NoticeItem:
    row = queries.retry(
        session=call.session, staff=call.caller, notice_id=int(body["notice_id"]), now=call.now
    )
    return serializers.item(row)
