"""The list of the customer's documents over HTTP (Budi's demo policies on 22 November
2026): each issued policy in the policy list's order with its e-policy, a premium
certificate per year with premiums paid (newest first) and a card per insured person; each
file's name is its download's, and its size too once a download printed it (the list prints
and registers nothing); the statement's range is the policy's life to today."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from sqlalchemy import func, select

from server.db import transaction
from server.papers.models import IssuedPaper
from server.tests import papers_support as ps
from server.tests.conftest import Account, Api, Clock, SignIn
from server.tests.papers_support import KS, TL, UL, download, get

pytestmark = pytest.mark.postgres  # a database test: SQLite and PostgreSQL

demo, on_day, budi, siti = ps.demo, ps.on_day, ps.budi, ps.siti
DOWNLOADS = {
    "EPOLICY": lambda policy, paper: ("/policy/epolicy", {"policy_number": policy}),
    "TAX_CERTIFICATE": lambda policy, paper: (
        "/policy/taxCertificate",
        {"policy_number": policy, "year": paper["year"]},
    ),
    "HEALTH_CARD": lambda policy, paper: (
        "/policy/healthCard",
        {"card_number": paper["card_number"]},
    ),
}


def _registered() -> int:
    with transaction() as session:
        return int(session.scalar(select(func.count()).select_from(IssuedPaper)) or 0)


def _list(api: Api, token: str) -> dict[str, Any]:
    response = get(api, token, "/policy/documents")
    assert response.status_code == 200, response.text
    assert response.headers["cache-control"] == "no-store"
    body: dict[str, Any] = response.json()
    return body


def test_budis_documents_in_the_policy_lists_order(api: Api, budi: str, on_day: Clock) -> None:
    registered = _registered()
    body = _list(api, budi)
    assert _registered() == registered  # the list prints and registers nothing

    policies = body["policies"]
    assert [p["policy_number"] for p in policies] == [UL, KS, TL]
    assert [(p["status"], p["status_desc"]) for p in policies] == [
        ("INFORCE", "Aktif"),
        ("GRACE_PERIOD", "Masa Tenggang"),
        ("TERMINATED", "Berakhir"),
    ]
    kinds = {
        p["policy_number"]: [(x["kind"], x["year"], x["card_number"]) for x in p["papers"]]
        for p in policies
    }
    assert kinds == {
        UL: [
            ("EPOLICY", None, None),
            ("TAX_CERTIFICATE", 2026, None),
            ("TAX_CERTIFICATE", 2025, None),
        ],
        KS: [
            ("EPOLICY", None, None),
            ("TAX_CERTIFICATE", 2026, None),
            ("TAX_CERTIFICATE", 2025, None),
            ("HEALTH_CARD", None, "8001 2300 0456 0001"),
            ("HEALTH_CARD", None, "8001 2300 0456 0002"),
            ("HEALTH_CARD", None, "8001 2300 0456 0003"),
        ],
        TL: [("EPOLICY", None, None)],
    }
    ks = policies[1]
    assert [x["member_name"] for x in ks["papers"][3:]] == [
        "Budi Santoso",
        "Rina Santoso",
        "Dimas Santoso",
    ]
    assert [x["title"] for x in ks["papers"][:3]] == [
        "E-Polis",
        "Sertifikat Premi Tahun 2026",
        "Sertifikat Premi Tahun 2025",
    ]
    assert ks["papers"][3]["title"] == "Kartu Kesehatan"
    assert policies[0]["statement"] == {"earliest_date": "2024-03-15", "latest_date": "2026-11-22"}
    assert policies[2]["statement"]["earliest_date"] == "2015-01-10"


def _downloaded(api: Api, token: str, body: dict[str, Any]) -> dict[str, int]:
    """Each listed document downloaded: its size by file name."""
    sizes = {}
    for policy in body["policies"]:
        for paper in policy["papers"]:
            path, params = DOWNLOADS[paper["kind"]](policy["policy_number"], paper)
            response = download(api, token, path, **params)
            assert ps.file_name(response) == paper["file_name"], paper
            sizes[paper["file_name"]] = len(response.content)
    return sizes


def _sizes(body: dict[str, Any]) -> dict[str, int | None]:
    return {p["file_name"]: p["size_bytes"] for x in body["policies"] for p in x["papers"]}


def test_a_size_is_listed_once_a_download_printed_it(api: Api, budi: str, on_day: Clock) -> None:
    first = _list(api, budi)
    assert set(_sizes(first).values()) == {None}  # nothing printed yet
    sizes = _downloaded(api, budi, first)
    listed = _list(api, budi)
    assert _sizes(listed) == sizes
    registered = _registered()
    # The unit link's documents again (an e-policy, two certificates): the same bytes, nothing
    # new issued.
    again = {"policies": listed["policies"][:1]}
    assert _downloaded(api, budi, again) == {name: sizes[name] for name in _sizes(again)}
    assert _registered() == registered


def test_a_new_day_is_a_new_version_of_this_years_certificate_only(
    api: Api, budi: str, demo: dict[str, Account], signin: SignIn, on_day: Clock
) -> None:
    sizes = _downloaded(api, budi, _list(api, budi))
    on_day.advance(days=1)  # still November: no premium paid since
    token = str(signin.signed_in(demo["budi"])["token"])
    after = _sizes(_list(api, token))
    # Each 2026 certificate now says "sampai dengan 23 November 2026": a new version each,
    # not printed yet; every other document is the one downloaded.
    assert after == {
        name: None if name.endswith("-2026.pdf") else size for name, size in sizes.items()
    }


def test_a_customer_without_issued_policies_has_an_empty_list(
    api: Api, make_account: Callable[..., Account], signin: SignIn
) -> None:
    token = str(signin.signed_in(make_account())["token"])
    assert _list(api, token) == {"policies": []}


def test_siti_sees_only_her_policy(api: Api, siti: str) -> None:
    body = _list(api, siti)
    assert [p["policy_number"] for p in body["policies"]] == ["WL22000789"]
    assert [x["kind"] for x in body["policies"][0]["papers"]] == ["EPOLICY"]
