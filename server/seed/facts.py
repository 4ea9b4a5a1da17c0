"""What the demo holds on a seed day, for tests that drive a real server seeded on the real
date (the browser tests, the contract tests): they read the dates and numbers here instead
of writing dates the calendar would overtake.

``python -m server.seed.facts [YYYY-MM-DD]`` prints them as JSON (default: today in
Jakarta, the day a server started now seeds its demo with).
"""

from __future__ import annotations

import json
import sys
from datetime import date, timedelta
from typing import Any

from server.clock import WIB
from server.seed.banners import demo_banners, schedule
from server.seed.calendar import DemoCalendar, tanggal
from server.seed.claims import numbered
from server.seed.demo_billing import KS, KS_PREMIUM, UL, DemoBilling, bill_number
from server.seed.demo_data import BUDI, BUDI_RECOVERY_EMAIL
from server.seed.hospitals import BUDI_HOME, nearest_cashless_to_budi
from server.seed.kyc import DemoKyc
from server.seed.refunds import DemoRefund
from server.seed.spaj_data import spaj_facts


def demo_facts(day: date | None = None) -> dict[str, Any]:
    cal = DemoCalendar.on(day)
    demo = DemoBilling(cal)
    numbers = {data: number for number, data in demo.numbered()}
    withdrawal = next(t for t in demo.transactions if t.reference_number and
                      t.reference_number.startswith("WD-"))  # fmt: skip
    month_from = withdrawal.occurred_at.astimezone(WIB).date().replace(day=1)
    month_to = _month_end(month_from)
    in_month = [
        t for t in demo.transactions
        if t.policy_number == UL and month_from <= t.occurred_at.astimezone(WIB).date() <= month_to
    ]  # fmt: skip
    portal_premium = next(t for t in demo.transactions if t.portal_payment)
    last_ul_premium = max(
        (t for t in demo.transactions if t.policy_number == UL and t.period),
        key=lambda t: t.occurred_at,
    )
    claim = next(t for t in demo.transactions if t.reference_number and
                 t.reference_number.endswith("-000341"))  # fmt: skip
    overdue = cal.ks_overdue_due
    kyc = DemoKyc.on(cal)
    refund = DemoRefund.on(cal)
    near = nearest_cashless_to_budi()
    return {
        "today": cal.today.isoformat(),
        "budi": {
            "nik": BUDI.nik,
            "recoveryEmail": BUDI_RECOVERY_EMAIL,
            "healthPolicy": KS,
            "unitLinkPolicy": UL,
            "overdueBill": {
                "billId": bill_number(KS, overdue),
                "dueDate": overdue.isoformat(),
                "periodStartText": tanggal(overdue),
                "graceEnd": cal.ks_grace_end.isoformat(),
                "graceEndText": tanggal(cal.ks_grace_end),
            },
            "nextBill": {
                "billId": bill_number(KS, cal.ks_due(1)),
                "dueDate": cal.ks_due(1).isoformat(),
                "dueDateText": tanggal(cal.ks_due(1)),
            },
            "portalPayment": demo.ks_payment_number,
            "portalPaymentTxn": demo.portal_payments[0].gateway_txn_id,
            "transactions": [numbers[portal_premium], numbers[last_ul_premium], numbers[claim]],
            "kyc": {"approved": kyc.approved_number, "pending": kyc.pending_number},
            # Claim numbers by their demo status (two paid ones, the older first).
            "claims": _claims(cal),
            # The OPEN refund case of his cancelled payment's late money (the bill it was for
            # paid meanwhile by his portal payment).
            "refund": {
                "refundNumber": refund.refund_number,
                "orderId": refund.payment_number,
                "gatewayTxnId": refund.gateway_txn_id,
                "amount": KS_PREMIUM,
                "paidWith": refund.paid_with,
            },
            "unitLinkMonth": {
                "dateFrom": month_from.isoformat(),
                "dateTo": month_to.isoformat(),
                "count": len(in_month),
            },
        },
        "banners": _banners(cal),
        # SPAJ applications by applicant: numbers, birth dates, NIKs, requirement ids, Rina's
        # offer, Agus's first premium.
        "spaj": spaj_facts(cal),
        "hospitals": {
            # Budi's home in Tebet; the nearest partner where his AdMedika cards are cashless.
            "location": {"latitude": BUDI_HOME[0], "longitude": BUDI_HOME[1]},
            "nearTebetCashless": {"hospitalId": near.id, "name": near.name},
        },
    }


def _claims(cal: DemoCalendar) -> dict[str, Any]:
    by_status: dict[str, Any] = {"PAID": []}
    for demo, number in numbered(cal):
        status = demo.steps[-1][0].value
        if status == "PAID":
            by_status["PAID"].append(number)
        else:
            by_status[status] = number
    return by_status


def _banners(cal: DemoCalendar) -> dict[str, Any]:
    """The carousel's banners in order (live on the seed day) and the scheduled one."""
    shown: dict[str, Any] = {"live": [], "scheduled": []}
    for data in demo_banners():
        start, end = schedule(data, cal.today)
        shown["live" if data.start <= 0 else "scheduled"].append(
            {
                "title": data.title,
                "altText": data.alt_text,
                "linkRoute": data.link_route,
                "linkUrl": data.link_url,
                "startAt": start.astimezone(WIB).isoformat(),
                "endAt": end.astimezone(WIB).isoformat(),
            }
        )
    return shown


def _month_end(first: date) -> date:
    return (first.replace(day=28) + timedelta(days=4)).replace(day=1) - timedelta(days=1)


if __name__ == "__main__":
    given = date.fromisoformat(sys.argv[1]) if len(sys.argv) > 1 else None
    print(json.dumps(demo_facts(given), indent=2))
