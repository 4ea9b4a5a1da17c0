"""HTTP edge of the unit-link investment (operationIds of openapi/paths/policy@fund,
policy@fund@prices and policy@fund@valueHistory): read-only, the customer's own policies."""

from __future__ import annotations

from datetime import date

from server import contract_types as contract
from server.access.caller import Customer
from server.access.guards import CUSTOMER
from server.access.operation import Call, operation
from server.clock import WIB
from server.investment import serializers, service


def _today(call: Call[Customer]) -> date:
    return call.now.astimezone(WIB).date()


@operation(CUSTOMER, read_only=True)
def get_policy_funds(call: Call[Customer], policy_number: str) -> contract.PolicyFunds:
    found = service.get_investment(
        session=call.session, customer=call.caller, policy_number=policy_number, today=_today(call)
    )
    return serializers.policy_funds(found, _today(call))


@operation(CUSTOMER, read_only=True)
def get_fund_prices(
    call: Call[Customer],
    policy_number: str,
    fund_code: str,
    range: str = service.DEFAULT_RANGE,  # the contract names it so
) -> contract.FundPriceHistory:
    found = service.get_fund_prices(
        session=call.session,
        customer=call.caller,
        policy_number=policy_number,
        fund_code=fund_code,
        range_=range,
        today=_today(call),
    )
    return serializers.price_history(found)


@operation(CUSTOMER, read_only=True)
def get_policy_value_history(
    call: Call[Customer],
    policy_number: str,
    range: str = service.DEFAULT_RANGE,  # the contract names it so
) -> contract.PolicyValueHistory:
    found = service.get_value_history(
        session=call.session,
        customer=call.caller,
        policy_number=policy_number,
        range_=range,
        today=_today(call),
    )
    return serializers.value_history(found)
