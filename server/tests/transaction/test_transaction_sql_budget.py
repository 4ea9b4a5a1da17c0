"""The transaction history costs a fixed number of SQL statements whatever the page holds:
a page is the count plus the page (two), a detail one; the guard that finds the session adds
at most two (the session lookup and its last-seen update). An N+1 (a lazy load per row, a
query per payment) or a chatty change fails here."""

from __future__ import annotations

from typing import Any

import pytest

from server.tests import transaction_fixtures as fixtures
from server.tests.conftest import Api, Clock
from server.tests.support import Statements

pytestmark = pytest.mark.postgres  # a database test: SQLite and PostgreSQL

demo, on_day, budi = fixtures.demo, fixtures.on_day, fixtures.budi
GUARD = 2  # the session lookup and the last-seen update of require_customer


def _split(seen: list[str]) -> tuple[int, int]:
    """(statements reading policy_transactions, all the others)."""
    history = sum("policy_transactions" in s for s in seen)
    return history, len(seen) - history


def _get(api: Api, token: str, path: str, on_day: Clock, **params: Any) -> Any:
    on_day.advance(seconds=30)  # the session's last-seen time moves: the guard writes it
    response = api.get(path, token=token, params=params)
    assert response.status_code == 200, response.text
    return response.json()


@pytest.mark.parametrize(
    "params",
    [
        {"policy_number": "UL24000123", "size": 50},  # 39 rows on one page
        {"policy_number": "UL24000123", "page": 2},
        {"policy_number": "KS23000456", "type": "PREMIUM_PAYMENT"},
        {"policy_number": "UL24000123", "date_from": "2021-11-23", "date_to": "2026-11-22"},
    ],
)
def test_a_page_is_two_statements(
    api: Api, budi: str, on_day: Clock, statements: Statements, params: dict[str, Any]
) -> None:
    statements.take()
    body = _get(api, budi, "/transaction/list", on_day, **params)

    assert body["data"]
    history, others = _split(statements.take())
    assert history == 2
    assert others <= GUARD


def test_a_page_past_the_end_is_only_the_count(
    api: Api, budi: str, on_day: Clock, statements: Statements
) -> None:
    statements.take()
    body = _get(api, budi, "/transaction/list", on_day, policy_number="UL24000123", page=9)

    assert (body["data"], body["total_items"]) == ([], 39)
    history, others = _split(statements.take())
    assert (history, others <= GUARD) == (1, True)


@pytest.mark.parametrize("number", ["TRX-20260702-100427", "TRX-20260218-100411"])
def test_a_detail_is_one_statement(
    api: Api, budi: str, on_day: Clock, statements: Statements, number: str
) -> None:
    statements.take()
    body = _get(api, budi, "/transaction/detail", on_day, transaction_id=number)

    assert body["transaction_id"] == number
    history, others = _split(statements.take())
    assert history == 1
    assert others <= GUARD
