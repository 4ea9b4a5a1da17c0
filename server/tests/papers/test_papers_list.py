"""The list of the customer's documents over HTTP (Budi's demo policies on 22 November
2026): each issued policy in the policy list's order with its e-policy, a premium
certificate per year with premiums paid (newest first) and a card per insured person; each
file's name and size are those of its download; the statement's range is the policy's life
to today. The first list registers the documents; the next one writes nothing."""

from __future__ import annotations

import time
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
    started = time.perf_counter()
    body = _list(api, budi)
    first = time.perf_counter() - started
    registered = _registered()
    started = time.perf_counter()
    assert _list(api, budi) == body
    second = time.perf_counter() - started
    assert _registered() == registered  # nothing new: the second list only reads
    print(f"\nlist of Budi's documents: first {first * 1000:.0f} ms, again {second * 1000:.0f} ms")

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
    assert registered >= 10
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


def test_each_size_and_name_is_the_downloads(api: Api, budi: str, on_day: Clock) -> None:
    body = _list(api, budi)
    for policy in body["policies"]:
        for paper in policy["papers"]:
            path, params = DOWNLOADS[paper["kind"]](policy["policy_number"], paper)
            response = download(api, budi, path, **params)
            assert ps.file_name(response) == paper["file_name"], paper
            assert len(response.content) == paper["size_bytes"], paper
    assert _list(api, budi) == body  # the downloads issued nothing new


def test_a_new_day_is_a_new_version_of_this_years_certificate_only(
    api: Api, budi: str, demo: dict[str, Account], signin: SignIn, on_day: Clock
) -> None:
    before = {p["file_name"]: p for x in _list(api, budi)["policies"] for p in x["papers"]}
    registered = _registered()
    on_day.advance(days=1)  # still November: no premium paid since
    token = str(signin.signed_in(demo["budi"])["token"])
    after = {p["file_name"]: p for x in _list(api, token)["policies"] for p in x["papers"]}
    assert before.keys() == after.keys()
    # Each 2026 certificate now says "sampai dengan 23 November 2026": a new version each.
    assert _registered() == registered + 2
    for name, paper in before.items():
        if not name.endswith("-2026.pdf"):
            assert after[name] == paper, name


def test_a_customer_without_issued_policies_has_an_empty_list(
    api: Api, make_account: Callable[..., Account], signin: SignIn
) -> None:
    token = str(signin.signed_in(make_account())["token"])
    assert _list(api, token) == {"policies": []}


def test_siti_sees_only_her_policy(api: Api, siti: str) -> None:
    body = _list(api, siti)
    assert [p["policy_number"] for p in body["policies"]] == ["WL22000789"]
    assert [x["kind"] for x in body["policies"][0]["papers"]] == ["EPOLICY"]
