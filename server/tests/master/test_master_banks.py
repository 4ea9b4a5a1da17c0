"""The claim form's bank list (GET /master/reference, `bank`): the banks a claim can be paid
to today under their current names, with the day the list was checked. The package's data
(p1-bank 0.5.0) still has the names of banks that were renamed, merged or closed; the table
of what became of them (server.master.bank_changes) is applied on top, codes kept."""

from __future__ import annotations

import json
from importlib import resources
from typing import Any

import pytest

from server.master import bank_changes, loader, sources
from server.tests.conftest import Api

# The names customers saw (issue 23) and the names they have today, by code.
OUTDATED = (
    "Bank Internasional Indonesia",
    "The Royal Bank of Scotland N.V.",
    "Bank Ekonomi Raharja",
    "The Bank of Tokyo Mitsubishi UFJ Ltd.",
    "Jpmorgan Chase Bank",
)
TODAY = {
    "016": "Bank Maybank Indonesia",
    "032": "JPMorgan Chase Bank, N.A.",
    "042": "MUFG Bank, Ltd.",
    "087": "Bank HSBC Indonesia",
    "213": "Bank SMBC Indonesia (d/h Bank BTPN)",
    "451": "Bank Syariah Indonesia (BSI)",
    "490": "Bank Neo Commerce",
    "542": "Bank Jago",
    "567": "Allo Bank Indonesia",
    "945": "Bank IBK Indonesia",
    "947": "Bank Aladin Syariah",
}
GONE = ("041", "052", "088", "089", "145", "422", "427", "491", "559", "950", "767", "793")
UNCHANGED = {"002": "Bank Rakyat Indonesia (BRI)", "014": "Bank Central Asia (BCA)"}


def _package() -> dict[str, str]:
    """The package's own list: code -> name as the portal would title it, no changes."""
    fixtures = resources.files("bank").joinpath("fixtures")

    def read(name: str) -> list[dict[str, Any]]:
        rows: list[dict[str, Any]] = json.loads(fixtures.joinpath(name).read_text("utf-8"))
        return rows

    by_pk = {row["pk"]: row["fields"] for row in read("initial_bank.json")}
    by_pk.update({row["pk"]: row["fields"] for row in read("rename_banks.json")})
    return {
        f["bank_code"]: sources.bank_name(f["short_name"], f["long_name"]) for f in by_pk.values()
    }


def test_the_package_still_has_the_old_names() -> None:
    """What the table is for: without it, the list would show them."""
    names = set(_package().values())
    assert set(OUTDATED) <= names
    assert set(bank_changes.OLD_NAMES) <= names


def test_every_change_names_a_code_of_the_package_once() -> None:
    codes = set(_package())
    assert set(bank_changes.RENAMED) <= codes
    assert set(bank_changes.REMOVED) <= codes
    assert not set(bank_changes.RENAMED) & set(bank_changes.REMOVED)


def test_the_list_has_the_names_of_today_with_their_codes(api: Api) -> None:
    response = api.get("/master/reference")
    assert response.status_code == 200, response.text
    body = response.json()
    banks = {b["bank_code"]: b["bank_name"] for b in body["bank"]}
    names = set(banks.values())

    assert not names & set(OUTDATED)
    assert not names & set(bank_changes.OLD_NAMES)
    assert {code: banks.get(code) for code in TODAY} == TODAY
    assert {code: banks.get(code) for code in UNCHANGED} == UNCHANGED
    assert not set(GONE) & set(banks)
    assert len(names) == len(banks), "no bank twice under one name"
    assert set(banks) == set(_package()) - set(bank_changes.REMOVED), "every other code kept"
    assert body["bank_checked_on"] == bank_changes.CHECKED_ON.isoformat()


def test_a_change_to_the_table_reloads_the_lists(monkeypatch: pytest.MonkeyPatch) -> None:
    before = loader.lists_version()
    monkeypatch.setitem(bank_changes.RENAMED, "008", "Bank Mandiri (Persero)")
    assert loader.lists_version() != before
