"""HTTP edge of the unit-link investment (operationIds of openapi/paths/policy@fund,
policy@fund@prices, policy@fund@valueHistory, policy@topup, policy@fund@switch* and
policy@fund@allocation*): the customer's own policies; the reads read-only, the top-up
phased (its payment calls the gateway with no unit open); the switch and the allocation
change first send a code for the exact request, then are confirmed with it (their rules
checked before the code; a wrong code is counted: they commit refusals)."""

from __future__ import annotations

from datetime import date

from server import clock
from server import contract_types as contract
from server.access.caller import Customer
from server.access.guards import CUSTOMER
from server.access.operation import Call, Phases, Reply, created, operation, phased_operation
from server.clock import WIB
from server.contract_types import OtpInfo
from server.investment import allocation, confirm, serializers, service, switch, topup
from server.investment.orders import Shown
from server.payment import serializers as payment_serializers


def _today(call: Call[Customer]) -> date:
    return call.now.astimezone(WIB).date()


@operation(CUSTOMER, read_only=True)
def get_policy_funds(call: Call[Customer], policy_number: str) -> contract.PolicyFunds:
    found = service.get_investment(
        session=call.session, customer=call.caller, policy_number=policy_number,
        today=_today(call), now=call.now,
    )  # fmt: skip
    terms = switch.terms(call.session, found.policy, call.now)
    return serializers.policy_funds(found, _today(call), terms)


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


@operation(CUSTOMER)
def send_fund_switch_otp(call: Call[Customer], body: contract.FundSwitchOtpRequest) -> OtpInfo:
    plan = switch.plan(call.session, call.caller.policy_holder_id, body)
    return confirm.send(call, confirm.SWITCH, plan.policy, body)


@operation(CUSTOMER, refusal_commits=True)
def switch_funds(call: Call[Customer], body: contract.FundSwitchRequest) -> Reply:
    plan = switch.plan(call.session, call.caller.policy_holder_id, body)
    confirm.check(call, confirm.SWITCH, plan.policy, body)
    order = switch.place(call.session, plan, now=call.now)
    funds = {sell.fund.id: sell.fund for sell in plan.sells} | {f.id: f for f, _ in plan.buys}
    legs = [(leg, funds[leg.fund_id]) for leg in order.legs]
    return created(serializers.order(Shown(order, legs, None)))


@operation(CUSTOMER)
def send_fund_allocation_otp(
    call: Call[Customer], body: contract.FundAllocationOtpRequest
) -> OtpInfo:
    policy = allocation.policy_of(call.session, call.caller.policy_holder_id, body)
    allocation.checked(call.session, policy, body)
    return confirm.send(call, confirm.ALLOCATION, policy, body)


@operation(CUSTOMER, refusal_commits=True)
def change_fund_allocation(
    call: Call[Customer], body: contract.FundAllocationRequest
) -> contract.FundAllocation:
    policy = allocation.policy_of(call.session, call.caller.policy_holder_id, body)
    percents = allocation.checked(call.session, policy, body)
    confirm.check(call, confirm.ALLOCATION, policy, body)
    allocation.change(call.session, policy, percents, now=call.now)
    return serializers.allocation(policy.policy_number, percents)
