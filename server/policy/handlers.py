"""HTTP edge of the policy operations (operationIds of openapi/paths/policy@*.yaml)."""

from __future__ import annotations

from server import contract_types as contract
from server.access.caller import Customer
from server.access.guards import CUSTOMER
from server.access.operation import Call, operation
from server.policy import serializers, service


@operation(CUSTOMER, read_only=True)
def list_policies(call: Call[Customer]) -> contract.PolicyList:
    items = service.list_policies(session=call.session, customer=call.caller)
    return serializers.policy_list(items)


@operation(CUSTOMER, read_only=True)
def get_policy_detail(call: Call[Customer], policy_number: str) -> contract.PolicyDetail:
    detail = service.get_policy_detail(
        session=call.session, customer=call.caller, policy_number=policy_number
    )
    return serializers.policy_detail(detail)


@operation(CUSTOMER, read_only=True)
def get_aaa_card_info(call: Call[Customer], policy_number: str) -> contract.AAACardInfo:
    cards = service.get_health_cards(
        session=call.session, customer=call.caller, policy_number=policy_number
    )
    return serializers.aaa_card_info(policy_number, cards)
