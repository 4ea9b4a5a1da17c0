"""HTTP edge of the unit prices' staff desk (operationIds of openapi/paths/admin@fund@prices
and admin@fund@prices@publish): a day's prices and publishing them, staff only (ADMIN).
Publishing commits the prices in one unit, then invests the orders of that trade date (each
in a unit of its own: an order that fails is left to the periodic run), then answers the day
as it is."""

from __future__ import annotations

import logging
from datetime import date

from server import clock
from server import contract_types as contract
from server.access.caller import Customer
from server.access.guards import ADMIN
from server.access.operation import Call, Phases, Reply, created, operation, phased_operation
from server.clock import WIB
from server.investment import investing, publishing, serializers

log = logging.getLogger("server.investment.desk")


def _today(call: Call[Customer]) -> date:
    return call.now.astimezone(WIB).date()


@operation(ADMIN, read_only=True)
def get_fund_prices_desk(
    call: Call[Customer], price_date: str | None = None
) -> contract.FundPriceDesk:
    day = date.fromisoformat(price_date) if price_date else None
    found = publishing.day_state(session=call.session, price_date=day, today=_today(call))
    return serializers.price_desk(found)


@phased_operation(ADMIN)
def publish_fund_prices(phases: Phases[Customer], body: contract.FundPricePublishRequest) -> Reply:
    with phases.unit() as call:
        day = publishing.publish(
            session=call.session, staff=call.caller.user_name, body=body, now=call.now,
            today=_today(call),
        )  # fmt: skip
    try:
        investing.invest_due(now=clock.now(), trade_date=day)
    except Exception:  # the prices are published; the periodic run invests what is left
        log.exception("investing the orders of %s after its publication failed", day)
    with phases.unit(read_only=True) as call:
        found = publishing.day_state(session=call.session, price_date=day, today=_today(call))
        return created(serializers.price_desk(found))
