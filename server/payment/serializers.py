"""Response bodies of the payment operations, shaped exactly as the contract's schemas
(PremiumInfo, Bill, Payment with a top-up's PaymentTopUp, PaymentSummary,
PaymentMethodOption, GatewayAck): dates as
``YYYY-MM-DD``, instants as UTC ``...Z`` (as the sign-in, session and transaction bodies),
money as integer rupiah."""

from __future__ import annotations

from datetime import date, datetime

from server import contract_types as contract
from server.clock import as_utc
from server.contract_labels import BILL_STATUS, FUND_ORDER_STATUS, PAYMENT_PURPOSE, PAYMENT_STATUS
from server.contract_values import listed, values_of
from server.payment import methods
from server.payment.models import Payment, PaymentStatus
from server.payment.purposes import TopUpInfo
from server.payment.service import HeldBill, PaymentView, PremiumInfo
from server.payment.settlement import Ack

# A payment's status as the contract shows it: CREATING, a payment between reserving its
# bills and the gateway's answer, never is (it has no gateway charge to answer about).
SHOWN: tuple[contract.PaymentStatus, ...] = values_of(contract.PaymentStatus)
PURPOSES: tuple[contract.PaymentPurpose, ...] = values_of(contract.PaymentPurpose)
ORDER_STATUSES: tuple[contract.FundOrderStatus, ...] = values_of(contract.FundOrderStatus)


def _instant(value: datetime) -> str:
    return as_utc(value).isoformat().replace("+00:00", "Z")


def _optional_instant(value: datetime | None) -> str | None:
    return None if value is None else _instant(value)


def _day(value: date | None) -> str | None:
    return None if value is None else value.isoformat()


def _shown(status: PaymentStatus) -> contract.PaymentStatus:
    """The payment's status in an answer; a CREATING payment is never shown."""
    return listed(SHOWN, status, what="payment status")


def premium_info(info: PremiumInfo, *, today: date) -> contract.PremiumInfo:
    policy = info.policy
    return {
        "policy_number": policy.policy_number,
        "product_name": policy.product.name,
        "policy_status": policy.status.value,
        "policy_status_desc": policy.status.description,
        "premium_amount": policy.premium_amount,
        "premium_frequency": policy.premium_frequency.value,
        "next_due_date": _day(policy.next_due_date),
        "grace_period_end": _day(policy.grace_period_end),
        "payment_method_on_file": policy.payment_method,
        "autodebit": policy.autodebit,
        "bills": [_bill(held, today) for held in info.bills],
        "outstanding_amount": sum(held.bill.amount for held in info.bills),
        "payments": [_summary(p) for p in info.payments],
        "methods": [_method(m) for m in methods.METHODS],
    }


def _bill(held: HeldBill, today: date) -> contract.Bill:
    bill, holder = held.bill, held.holder
    status: contract.BillStatus = "PENDING_PAYMENT" if holder is not None else "UNPAID"
    pending = holder.payment_number if holder and holder.status == PaymentStatus.PENDING else None
    return {
        "bill_id": bill.bill_number,
        "period_start": bill.period_start.isoformat(),
        "period_end": bill.period_end.isoformat(),
        "due_date": bill.due_date.isoformat(),
        "amount": bill.amount,
        "status": status,
        "status_desc": BILL_STATUS[status],
        "overdue": bill.due_date < today,
        "pending_payment_id": pending,
    }


def _summary(payment: Payment) -> contract.PaymentSummary:
    return {
        "payment_id": payment.payment_number,
        "status": _shown(payment.status),
        "status_desc": PAYMENT_STATUS[payment.status.value],
        "method": payment.method.value,
        "method_name": methods.info(payment.method.value).name,
        "amount": payment.amount,
        "bill_ids": [line.bill_number for line in payment.bills],
        "created_at": _instant(payment.created_at),
        "expires_at": _instant(payment.expires_at),
        "paid_at": _optional_instant(payment.paid_at),
    }


def _method(info: methods.MethodInfo) -> contract.PaymentMethodOption:
    return {
        "method": info.method.value,
        "channel": info.channel,
        "name": info.name,
        "min_amount": info.min_amount,
        "max_amount": info.max_amount,
        "expiry_minutes": info.expiry_minutes,
    }


def summary(payment: Payment) -> contract.PaymentSummary:
    """One PaymentSummary (also on a SPAJ's first-premium page)."""
    return _summary(payment)


def method_options() -> list[contract.PaymentMethodOption]:
    """Every PaymentMethodOption, in display order."""
    return [_method(m) for m in methods.METHODS]


def payment(view: PaymentView, *, now: datetime) -> contract.Payment:
    p = view.payment
    method = methods.info(p.method.value)
    return {
        "payment_id": p.payment_number,
        "policy_number": view.policy_number,
        "purpose": listed(PURPOSES, p.purpose.value, what="payment purpose"),
        "purpose_desc": PAYMENT_PURPOSE[p.purpose.value],
        "status": _shown(p.status),
        "status_desc": PAYMENT_STATUS[p.status.value],
        "method": p.method.value,
        "method_name": method.name,
        "channel": method.channel,
        "amount": p.amount,
        "bills": [
            {
                "bill_id": line.bill_number,
                "period_start": line.period_start.isoformat(),
                "period_end": line.period_end.isoformat(),
                "due_date": line.due_date.isoformat(),
                "amount": line.amount,
            }
            for line in p.bills
        ],
        "top_up": _top_up(view.top_up),
        "created_at": _instant(p.created_at),
        "expires_at": _instant(p.expires_at),
        "paid_at": _optional_instant(p.paid_at),
        "ended_at": _optional_instant(p.ended_at),
        "va_number": p.va_number,
        "qr_string": p.qr_string,
        "checkout_url": p.checkout_url,
        "receipt_number": p.receipt_number,
        "failure_reason": p.failure_reason,
        "server_time": _instant(now),
    }


def _top_up(info: TopUpInfo | None) -> contract.PaymentTopUp | None:
    if info is None:
        return None
    return {
        "order_number": info.order_number,
        "charge": info.charge,
        "invested_amount": info.invested_amount,
        "allocation": [
            {
                "fund_code": leg.fund_code,
                "fund_name": leg.fund_name,
                "percent": leg.percent,
                "amount": leg.amount,
            }
            for leg in info.legs
        ],
        "status": listed(ORDER_STATUSES, info.status, what="fund order status"),
        "status_desc": FUND_ORDER_STATUS[info.status],
        "trade_date": _day(info.trade_date),
    }


def ack(result: Ack) -> contract.GatewayAck:
    return {
        "received": True,
        "applied": result.applied,
        "payment_status": _shown(result.payment_status),
    }
