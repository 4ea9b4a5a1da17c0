"""HTTP edge of the policy operations (operationIds of openapi/paths/policy@*.yaml).

Thin: open the request's transaction, resolve the signed-in customer, call the service and
shape the body. The JSON ``Content-Type`` is explicit because the operations also declare
``application/problem+json`` (Connexion answers 500 otherwise)."""

from __future__ import annotations

from typing import Any

from server.auth.guards import require_customer
from server.db import transaction
from server.policy import serializers, service

_JSON = {"Content-Type": "application/json"}


def list_policies(
    token_info: dict[str, Any],
) -> tuple[serializers.PolicyListBody, int, dict[str, str]]:
    with transaction() as session:
        customer = require_customer(session, token_info)
        items = service.list_policies(session=session, customer=customer)
        return serializers.policy_list(items), 200, _JSON


def get_policy_detail(
    policy_number: str, token_info: dict[str, Any]
) -> tuple[serializers.PolicyDetailBody, int, dict[str, str]]:
    with transaction() as session:
        customer = require_customer(session, token_info)
        detail = service.get_policy_detail(
            session=session, customer=customer, policy_number=policy_number
        )
        return serializers.policy_detail(detail), 200, _JSON


def get_aaa_card_info(
    policy_number: str, token_info: dict[str, Any]
) -> tuple[serializers.AAACardInfoBody, int, dict[str, str]]:
    with transaction() as session:
        customer = require_customer(session, token_info)
        cards = service.get_health_cards(
            session=session, customer=customer, policy_number=policy_number
        )
        return serializers.aaa_card_info(policy_number, cards), 200, _JSON
