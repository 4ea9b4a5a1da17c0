"""Transaction detail over HTTP with the demo data; response validation is on."""

from __future__ import annotations

from typing import Any

import pytest

from server.tests import transaction_fixtures as fixtures
from server.tests.conftest import Api
from server.tests.support import problem

pytestmark = pytest.mark.postgres  # a database test: SQLite and PostgreSQL

demo, on_day, budi, siti = fixtures.demo, fixtures.on_day, fixtures.budi, fixtures.siti
NOT_FOUND = "Transaksi tidak ditemukan."


def _detail(api: Api, token: str, transaction_id: str) -> dict[str, Any]:
    response = api.get(
        "/transaction/detail", token=token, params={"transaction_id": transaction_id}
    )
    assert response.status_code == 200, response.text
    assert response.headers["content-type"] == "application/json"
    body: dict[str, Any] = response.json()
    return body


def _first(api: Api, token: str, **params: Any) -> str:
    response = api.get("/transaction/list", token=token, params=params)
    assert response.status_code == 200, response.text
    return str(response.json()["data"][0]["transaction_id"])


def test_july_premium_paid_through_the_portal(api: Api, budi: str) -> None:
    number = _first(
        api,
        budi,
        policy_number="KS23000456",
        type="PREMIUM_PAYMENT",
        date_from="2026-07-01",
        date_to="2026-07-31",
    )

    assert _detail(api, budi, number) == {
        "transaction_id": "TRX-20260702-100427",
        "policy_number": "KS23000456",
        "type": "PREMIUM_PAYMENT",
        "type_desc": "Pembayaran Premi",
        "flow": "OUT",
        "amount": 1_250_000,
        "occurred_at": "2026-07-02T02:20:05Z",
        "description": "Premi triwulanan periode 1 Juli 2026 - 30 September 2026",
        "channel": "BCA Virtual Account (Portal TManKu)",
        "reference_number": "sbx_3c1f8e2a9b7d4a61",
        "period_start": "2026-07-01",
        "period_end": "2026-09-30",
        "payment_id": "PAY-20260702-M2X8D4QA",
        "breakdown": [{"label": "Premi dasar Plan Gold (3 tertanggung)", "amount": 1_250_000}],
        "notes": None,
    }


def test_premium_paid_outside_the_portal_has_no_payment(api: Api, budi: str) -> None:
    body = _detail(api, budi, "TRX-20260403-100416")

    assert body["payment_id"] is None
    assert body["channel"] == "Transfer Virtual Account BCA"
    assert (body["period_start"], body["period_end"]) == ("2026-04-01", "2026-06-30")


def test_claim_payout_with_a_deduction_in_its_breakdown(api: Api, budi: str) -> None:
    body = _detail(api, budi, "TRX-20260218-100411")

    assert (body["type"], body["type_desc"], body["flow"]) == (
        "CLAIM_PAYOUT",
        "Pembayaran Klaim",
        "IN",
    )
    assert body["breakdown"][-1] == {
        "label": "Tidak dijamin (biaya administrasi rumah sakit)",
        "amount": -750_000,
    }
    assert sum(line["amount"] for line in body["breakdown"]) == body["amount"]
    assert body["notes"] == "Demam berdarah dengue, rawat inap 12-15 Februari 2026."
    assert (body["period_start"], body["period_end"], body["payment_id"]) == (None, None, None)


def test_fee_without_breakdown_has_an_empty_one(api: Api, budi: str) -> None:
    body = _detail(api, budi, "TRX-20260706-100428")

    assert (body["breakdown"], body["channel"], body["reference_number"]) == ([], None, None)
    assert body["notes"] == "Kartu lama hilang; kartu baru berlaku sampai 30 Juni 2027."


def test_another_customers_transaction_answers_like_an_unknown_one(
    api: Api, budi: str, siti: str
) -> None:
    def ask(token: str, number: str) -> dict[str, Any]:
        response = api.get("/transaction/detail", token=token, params={"transaction_id": number})
        body = problem(response, 404)
        body.pop("requestId")
        return body

    unknown = ask(siti, "TRX-20260702-999999")
    assert unknown["message"] == NOT_FOUND
    assert ask(siti, "TRX-20260702-100427") == unknown  # Budi's portal premium
    assert ask(siti, "TRX-20261115-100445") == unknown
    assert ask(budi, "TRX-20260702-999999") == unknown


@pytest.mark.parametrize("number", ["TRX-2026070-100427", "trx-20260702-100427", "PAY-1", ""])
def test_malformed_transaction_id_is_400(api: Api, budi: str, number: str) -> None:
    response = api.get("/transaction/detail", token=budi, params={"transaction_id": number})
    problem(response, 400)


def test_no_detail_without_a_live_session(api: Api, budi: str) -> None:
    params = {"transaction_id": "TRX-20260702-100427"}
    problem(api.get("/transaction/detail", params=params), 401)
    assert api.post("/session/logout", token=budi).status_code in (200, 204)
    problem(api.get("/transaction/detail", token=budi, params=params), 403)
