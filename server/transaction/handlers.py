"""HTTP edge of the transaction history (operationIds of openapi/paths/transaction@*.yaml).

Thin: open the request's transaction, resolve the signed-in customer, call the service and
shape the body. The JSON ``Content-Type`` is explicit because the operations also declare
``application/problem+json`` (Connexion answers 500 otherwise)."""

from __future__ import annotations

from typing import Any

from server import clock
from server.auth.guards import require_customer
from server.db import transaction
from server.transaction import period as periods
from server.transaction import serializers, service
from server.transaction.models import TransactionType

_JSON = {"Content-Type": "application/json"}


def list_transactions(
    policy_number: str,
    token_info: dict[str, Any],
    period: str | None = None,  # a preset (LAST_3_MONTHS...), the contract's name
    date_from: str | None = None,
    date_to: str | None = None,
    type: str | None = None,  # the contract names it so
    page: int = 1,
    size: int = 20,
) -> tuple[serializers.TransactionPageBody, int, dict[str, str]]:
    with transaction() as session:
        customer = require_customer(session, token_info)
        used = periods.resolve(
            today=clock.now().astimezone(clock.WIB).date(),
            date_from=periods.parse_day(date_from),
            date_to=periods.parse_day(date_to),
            named=period,
        )
        result = service.list_transactions(
            session=session,
            customer=customer,
            policy_number=policy_number,
            period=used,
            kind=TransactionType(type) if type else None,
            page=page,
            size=size,
        )
        return serializers.transaction_page(result), 200, _JSON


def get_transaction_detail(
    transaction_id: str, token_info: dict[str, Any]
) -> tuple[serializers.TransactionDetailBody, int, dict[str, str]]:
    with transaction() as session:
        customer = require_customer(session, token_info)
        detail = service.get_transaction_detail(
            session=session, customer=customer, transaction_number=transaction_id
        )
        return serializers.transaction_detail(detail), 200, _JSON
