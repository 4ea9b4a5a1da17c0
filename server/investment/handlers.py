"""HTTP edge of the unit-link investment (operationIds of openapi/paths/policy@fund,
policy@fund@prices, policy@fund@valueHistory and policy@topup): the customer's own policies;
the reads read-only, the top-up phased (its payment calls the gateway with no unit open)."""

from __future__ import annotations

from datetime import date

from server import clock
from server import contract_types as contract
from server.access.caller import Customer
from server.access.guards import CUSTOMER
from server.access.operation import Call, Phases, Reply, created, operation, phased_operation
from server.clock import WIB
from server.investment import serializers, service, topup
from server.payment import serializers as payment_serializers


def _today(call: Call[Customer]) -> date:
    return call.now.astimezone(WIB).date()


@operation(CUSTOMER, read_only=True)
def get_policy_funds(call: Call[Customer], policy_number: str) -> contract.PolicyFunds:
    found = service.get_investment(
        session=call.session, customer=call.caller, policy_number=policy_number,
        today=_today(call), now=call.now,
    )  # fmt: skip
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


@phased_operation(CUSTOMER)
def create_topup(
    phases: Phases[Customer], body: contract.TopUpRequest, idempotency_key: str
) -> Reply:
    view = topup.create_topup(phases=phases, key=idempotency_key, body=body)
    return created(payment_serializers.payment(view, now=clock.now()))
