"""Transaction history rules: a customer sees the transactions of their own policies only.

Another customer's policy or transaction is answered exactly like an unknown one. A page of
the history costs two SQL statements (the count, which also proves the policy is the
customer's, and the page itself, skipped when the page lies past the end); a detail costs
one. Both ride the index on (policy_id, occurred_at).
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import ColumnElement, Select, and_, func, select
from sqlalchemy.orm import Session
from sqlalchemy.sql.elements import SQLCoreOperations

from server.access.caller import Customer
from server.errors import NotFound
from server.ledger.models import PolicyTransaction, TransactionType
from server.payment.references import public_number
from server.policy.models import Policy, issued
from server.transaction.messages import POLICY_NOT_FOUND, TRANSACTION_NOT_FOUND
from server.transaction.period import Period


@dataclass(frozen=True, slots=True)
class TransactionPage:
    rows: list[PolicyTransaction]
    page: int
    size: int
    total_items: int
    period: Period

    @property
    def total_pages(self) -> int:
        return -(-self.total_items // self.size)


@dataclass(frozen=True, slots=True)
class TransactionDetail:
    row: PolicyTransaction
    policy_number: str
    payment_number: str | None  # the public number of the portal payment behind it


def _owned_policy(customer: Customer, policy_number: str) -> ColumnElement[bool]:
    return and_(
        Policy.policy_number == policy_number,
        Policy.holder_id == customer.policy_holder_id,
        issued(),
    )


def _in_history(
    policy_id: SQLCoreOperations[int] | int, period: Period, kind: TransactionType | None
) -> ColumnElement[bool]:
    """The rows of one policy in the period (and of one type, if given)."""
    conditions = [
        PolicyTransaction.policy_id == policy_id,
        PolicyTransaction.occurred_at >= period.start,
        PolicyTransaction.occurred_at < period.end,
    ]
    if kind is not None:
        conditions.append(PolicyTransaction.type == kind)
    return and_(*conditions)


def page_statement(
    policy_id: int, period: Period, kind: TransactionType | None, *, page: int, size: int
) -> Select[PolicyTransaction]:
    """One page of a policy's history, newest first (also used by the benchmark)."""
    return (
        select(PolicyTransaction)
        .where(_in_history(policy_id, period, kind))
        .order_by(PolicyTransaction.occurred_at.desc(), PolicyTransaction.id.desc())
        .limit(size)
        .offset((page - 1) * size)
    )


def statement_rows(*, session: Session, policy_id: int, period: Period) -> list[PolicyTransaction]:
    """Every row of one policy's history in the period, oldest first (its statement: the
    caller has checked the policy is the customer's)."""
    return list(
        session.scalars(
            select(PolicyTransaction)
            .where(_in_history(policy_id, period, None))
            .order_by(PolicyTransaction.occurred_at, PolicyTransaction.id)
        )
    )


def list_transactions(
    *,
    session: Session,
    customer: Customer,
    policy_number: str,
    period: Period,
    kind: TransactionType | None = None,
    page: int = 1,
    size: int = 20,
) -> TransactionPage:
    """One page of the history of one of the customer's policies; NotFound for a policy
    that is unknown or another customer's."""
    if customer.policy_holder_id is None:
        raise NotFound(POLICY_NOT_FOUND, detail="No such policy for this customer.")
    counted = session.execute(
        select(Policy.id, func.count(PolicyTransaction.id))
        .outerjoin(PolicyTransaction, _in_history(Policy.id, period, kind))
        .where(_owned_policy(customer, policy_number))
        .group_by(Policy.id)
    ).one_or_none()
    if counted is None:
        raise NotFound(POLICY_NOT_FOUND, detail="No such policy for this customer.")
    policy_id, total = counted
    rows: list[PolicyTransaction] = []
    if (page - 1) * size < total:
        stmt = page_statement(policy_id, period, kind, page=page, size=size)
        rows = list(session.scalars(stmt))
    return TransactionPage(rows=rows, page=page, size=size, total_items=total, period=period)


def get_transaction_detail(
    *, session: Session, customer: Customer, transaction_number: str
) -> TransactionDetail:
    """One transaction of one of the customer's policies, with the policy number and the
    public number of its portal payment (one SQL statement)."""
    if customer.policy_holder_id is None:
        raise NotFound(TRANSACTION_NOT_FOUND, detail="No such transaction for this customer.")
    row = session.execute(
        select(PolicyTransaction, Policy.policy_number, public_number(PolicyTransaction.payment_id))
        .join(Policy, Policy.id == PolicyTransaction.policy_id)
        .where(
            PolicyTransaction.transaction_number == transaction_number,
            Policy.holder_id == customer.policy_holder_id,
            issued(),
        )
    ).one_or_none()
    if row is None:
        raise NotFound(TRANSACTION_NOT_FOUND, detail="No such transaction for this customer.")
    transaction, policy_number, payment_number = row
    return TransactionDetail(
        row=transaction, policy_number=policy_number, payment_number=payment_number
    )
