"""HTTP edge of the transaction history (operationIds of openapi/paths/transaction@*.yaml)."""

from __future__ import annotations

from server import contract_types as contract
from server.access.caller import Customer
from server.access.guards import CUSTOMER
from server.access.operation import Call, operation
from server.clock import WIB
from server.ledger.models import TransactionType
from server.transaction import period as periods
from server.transaction import serializers, service


@operation(CUSTOMER, read_only=True)
def list_transactions(
    call: Call[Customer],
    policy_number: str,
    period: str | None = None,  # a preset (LAST_3_MONTHS...), the contract's name
    date_from: str | None = None,
    date_to: str | None = None,
    type: str | None = None,  # the contract names it so
    page: int = 1,
    size: int = 20,
) -> contract.TransactionPage:
    used = periods.resolve(
        today=call.now.astimezone(WIB).date(),
        date_from=periods.parse_day(date_from),
        date_to=periods.parse_day(date_to),
        named=period,
    )
    result = service.list_transactions(
        session=call.session,
        customer=call.caller,
        policy_number=policy_number,
        period=used,
        kind=TransactionType(type) if type else None,
        page=page,
        size=size,
    )
    return serializers.transaction_page(result)


@operation(CUSTOMER, read_only=True)
def get_transaction_detail(call: Call[Customer], transaction_id: str) -> contract.TransactionDetail:
    detail = service.get_transaction_detail(
        session=call.session, customer=call.caller, transaction_number=transaction_id
    )
    return serializers.transaction_detail(detail)
