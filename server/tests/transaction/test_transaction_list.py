"""Transaction history list over HTTP with the demo data (a year of history to
22 November 2026), signed in through the real journey; response validation is on."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest
from sqlalchemy import select

from server.db import transaction
from server.ledger.models import PolicyTransaction, TransactionType
from server.policy.models import Policy
from server.tests import transaction_fixtures as fixtures
from server.tests.conftest import Api
from server.tests.support import problem

pytestmark = pytest.mark.postgres  # a database test: SQLite and PostgreSQL

UL, KS = "UL24000123", "KS23000456"
demo, on_day, budi, siti = fixtures.demo, fixtures.on_day, fixtures.budi, fixtures.siti


def _list(api: Api, token: str, policy_number: str = UL, **params: Any) -> dict[str, Any]:
    response = api.get(
        "/transaction/list", token=token, params={"policy_number": policy_number, **params}
    )
    assert response.status_code == 200, response.text
    assert response.headers["content-type"] == "application/json"
    body: dict[str, Any] = response.json()
    return body


def _ids(body: dict[str, Any]) -> list[str]:
    return [row["transaction_id"] for row in body["data"]]


def test_unit_link_default_period_is_the_last_12_months_in_two_pages(api: Api, budi: str) -> None:
    first = _list(api, budi)

    assert {k: v for k, v in first.items() if k != "data"} == {
        "page": 1,
        "size": 20,
        "total_items": 39,
        "total_pages": 2,
        "date_from": "2025-11-23",
        "date_to": "2026-11-22",
    }
    assert len(first["data"]) == 20
    assert first["data"][0] == {
        "transaction_id": "TRX-20261115-100445",
        "type": "FEE",
        "type_desc": "Biaya",
        "flow": "OUT",
        "amount": 186400,
        "occurred_at": "2026-11-15T16:55:00Z",
        "description": "Biaya asuransi (cost of insurance) bulanan",
        "channel": None,
    }
    assert first["data"][2]["channel"] == "Autodebet Kartu Kredit BCA"
    second = _list(api, budi, page=2)
    assert (second["page"], second["total_items"], len(second["data"])) == (2, 39, 19)
    assert second["data"][-1]["transaction_id"] == "TRX-20251215-100401"
    every = first["data"] + second["data"]
    stamps = [row["occurred_at"] for row in every]
    assert stamps == sorted(stamps, reverse=True)
    assert len(set(_ids(first)) | set(_ids(second))) == 39


def test_health_policy_history(api: Api, budi: str) -> None:
    body = _list(api, budi, KS)

    assert (body["total_items"], body["total_pages"]) == (6, 1)
    assert [(r["type"], r["amount"], r["flow"]) for r in body["data"]] == [
        ("CLAIM_PAYOUT", 1_275_000, "IN"),
        ("FEE", 25_000, "OUT"),
        ("PREMIUM_PAYMENT", 1_250_000, "OUT"),
        ("PREMIUM_PAYMENT", 1_250_000, "OUT"),
        ("CLAIM_PAYOUT", 8_450_000, "IN"),
        ("PREMIUM_PAYMENT", 1_250_000, "OUT"),
    ]
    assert body["data"][0]["type_desc"] == "Pembayaran Klaim"


@pytest.mark.parametrize(
    ("kind", "expected"),
    [
        ("TOP_UP", ["TRX-20260817-100435", "TRX-20260320-100415"]),
        ("WITHDRAWAL", ["TRX-20260610-100423"]),
        ("CLAIM_PAYOUT", []),
    ],
)
def test_type_filter(api: Api, budi: str, kind: str, expected: list[str]) -> None:
    body = _list(api, budi, type=kind)

    assert _ids(body) == expected
    assert body["total_items"] == len(expected)
    assert body["total_pages"] == (1 if expected else 0)
    assert {r["type"] for r in body["data"]} <= {kind}
    assert {r["type_desc"] for r in body["data"]} <= {TransactionType(kind).description}
    assert {r["flow"] for r in body["data"]} <= {TransactionType(kind).flow}


def test_premiums_of_a_custom_period(api: Api, budi: str) -> None:
    body = _list(api, budi, date_from="2026-06-01", date_to="2026-06-30")

    assert (body["date_from"], body["date_to"]) == ("2026-06-01", "2026-06-30")
    assert _ids(body) == [
        "TRX-20260615-100426",
        "TRX-20260615-100425",
        "TRX-20260615-100424",
        "TRX-20260610-100423",
    ]
    premiums = _list(
        api, budi, date_from="2026-06-01", date_to="2026-06-30", type="PREMIUM_PAYMENT"
    )
    assert _ids(premiums) == ["TRX-20260615-100424"]


def test_period_ends_are_inclusive_wib_days(api: Api, budi: str) -> None:
    # 15 June 2026: a premium at 07.02 WIB and two fees at 23.50 and 23.55 WIB.
    day = _list(api, budi, date_from="2026-06-15", date_to="2026-06-15")
    assert day["total_items"] == 3
    assert _list(api, budi, date_from="2026-06-16", date_to="2026-06-16")["total_items"] == 0
    # 1 January 2020, 06.30 WIB is still 31 December 2019 in UTC: it belongs to 1 January.
    with transaction() as session:
        policy_id = session.scalar(select(Policy.id).where(Policy.policy_number == UL))
        session.add(
            PolicyTransaction(
                transaction_number="TRX-20200101-900001",
                policy_id=policy_id,
                type=TransactionType.TOP_UP,
                amount=1_000_000,
                occurred_at=datetime(2019, 12, 31, 23, 30, tzinfo=UTC),
                effective_date=datetime(2020, 1, 1).date(),
                description="Top-up premi tunggal",
            )
        )
    new_year = _list(api, budi, date_from="2020-01-01", date_to="2020-01-01")
    assert _ids(new_year) == ["TRX-20200101-900001"]
    assert new_year["data"][0]["occurred_at"] == "2019-12-31T23:30:00Z"
    assert _list(api, budi, date_from="2019-12-31", date_to="2019-12-31")["total_items"] == 0


def test_only_one_end_of_the_period_given(api: Api, budi: str) -> None:
    ends_in_june = _list(api, budi, date_to="2026-06-30")
    assert (ends_in_june["date_from"], ends_in_june["date_to"]) == ("2025-07-01", "2026-06-30")
    assert ends_in_june["total_items"] == 7 * 3 + 2  # Dec-Jun months, a top-up, a withdrawal
    from_october = _list(api, budi, date_from="2026-10-01")
    assert (from_october["date_from"], from_october["date_to"]) == ("2026-10-01", "2026-11-22")
    assert from_october["total_items"] == 6


def test_date_from_after_date_to_is_a_rule_violation(api: Api, budi: str) -> None:
    response = api.get(
        "/transaction/list",
        token=budi,
        params={"policy_number": UL, "date_from": "2026-06-02", "date_to": "2026-06-01"},
    )
    body = problem(response, 422)
    assert body["message"] == "Tanggal awal tidak boleh setelah tanggal akhir."
    assert body["type"] == "urn:tmanku:problem:rule-violation"
    future = api.get(
        "/transaction/list", token=budi, params={"policy_number": UL, "date_from": "2026-11-23"}
    )
    assert problem(future, 422)["message"] == "Tanggal awal tidak boleh setelah hari ini."


def test_a_period_of_at_most_five_years(api: Api, budi: str) -> None:
    five = _list(api, budi, date_from="2021-11-23", date_to="2026-11-22")
    assert (five["date_from"], five["total_items"]) == ("2021-11-23", 39)
    longer = api.get(
        "/transaction/list",
        token=budi,
        params={"policy_number": UL, "date_from": "2021-11-22", "date_to": "2026-11-22"},
    )
    assert problem(longer, 422)["message"] == "Periode riwayat transaksi paling panjang 5 tahun."


@pytest.mark.parametrize(
    "params",
    [
        {"date_from": "2026-13-01"},
        {"date_to": "kemarin"},
        {"type": "BONUS"},
        {"page": 0},
        {"size": 0},
        {"size": 51},
        {"policy_number": "ul24000123"},
    ],
)
def test_malformed_parameters_are_400(api: Api, budi: str, params: dict[str, Any]) -> None:
    response = api.get("/transaction/list", token=budi, params={"policy_number": UL, **params})
    problem(response, 400)


def test_pagination_edges(api: Api, budi: str) -> None:
    past_the_end = _list(api, budi, page=3)
    assert past_the_end["data"] == []
    assert (past_the_end["total_items"], past_the_end["total_pages"]) == (39, 2)
    assert len(_list(api, budi, size=50)["data"]) == 39
    exact = _list(api, budi, size=39)
    assert (exact["total_pages"], len(exact["data"])) == (1, 39)
    assert _list(api, budi, size=39, page=2)["data"] == []
    last = _list(api, budi, size=1, page=39)
    assert (_ids(last), last["total_pages"]) == (["TRX-20251215-100401"], 39)
    far = _list(api, budi, page=10000, size=50)
    assert (far["data"], far["total_items"]) == ([], 39)


def test_another_customers_policy_answers_like_an_unknown_one(
    api: Api, budi: str, siti: str
) -> None:
    def ask(token: str, number: str) -> dict[str, Any]:
        body = problem(
            api.get("/transaction/list", token=token, params={"policy_number": number}), 404
        )
        body.pop("requestId")
        return body

    unknown = ask(siti, "UL99999999")
    assert unknown["message"] == "Polis tidak ditemukan."
    assert ask(siti, UL) == unknown
    assert ask(siti, KS) == unknown
    assert ask(budi, "WL22000789") == ask(budi, "WL99000000")  # Siti's policy vs. none
    assert _list(api, siti, "WL22000789")["total_items"] == 0  # her own: no history yet


def test_no_history_without_a_live_session(api: Api, budi: str) -> None:
    problem(api.get("/transaction/list", params={"policy_number": UL}), 401)
    assert api.post("/session/logout", token=budi).status_code in (200, 204)
    problem(api.get("/transaction/list", token=budi, params={"policy_number": UL}), 403)


def test_a_preset_period_ends_on_the_servers_today(api: Api, budi: str) -> None:
    body = _list(api, budi, period="LAST_3_MONTHS")
    assert (body["date_from"], body["date_to"]) == ("2026-08-23", "2026-11-22")
    same = _list(api, budi, date_from="2026-08-23", date_to="2026-11-22")
    assert _ids(body) == _ids(same) and body["total_items"] == same["total_items"] > 0
    both = api.get(
        "/transaction/list",
        token=budi,
        params={"policy_number": UL, "period": "LAST_30_DAYS", "date_to": "2026-11-22"},
    )
    assert problem(both, 422)["message"] == (
        "Pilih periode siap pakai atau tanggal awal dan akhir, tidak keduanya."
    )
    unknown = api.get(
        "/transaction/list", token=budi, params={"policy_number": UL, "period": "LAST_WEEK"}
    )
    assert problem(unknown, 400)["status"] == 400
