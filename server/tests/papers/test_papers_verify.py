"""A document's verification code over HTTP, with the client credentials only: what it
answers (no personal data), a version superseded when the content changes (a beneficiary
edited) and current again when the content comes back, an unknown code; and two first
issues of one content at once ending with one row and the same bytes."""

from __future__ import annotations

import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest
from sqlalchemy import func, select, update

from server import db
from server.clock import iso_z
from server.papers import epolicy, registry
from server.papers.layout import Issue
from server.papers.models import IssuedPaper, PaperKind
from server.policy.models import Beneficiary
from server.tests import papers_support as ps
from server.tests.conftest import Api, Clock
from server.tests.papers_support import KS, UL, Holder, download, refused

pytestmark = pytest.mark.postgres  # a database test: SQLite and PostgreSQL

demo, on_day, budi, siti, make_holder = ps.demo, ps.on_day, ps.budi, ps.siti, ps.make_holder
MakeHolder = Callable[..., Holder]
UNKNOWN = (
    "Kode verifikasi tidak dikenal. Dokumen dengan kode ini bukan terbitan PT Asuransi Jiwa "
    "Sentosa Raya."
)


def _verify(api: Api, code: str) -> Any:
    return api.get(f"/document/verify/{code}")  # no access-token: anyone may ask


def _verified(api: Api, code: str) -> dict[str, Any]:
    response = _verify(api, code)
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


def _epolicy(api: Api, holder: Holder) -> bytes:
    response = download(api, holder.token, "/policy/epolicy", policy_number=holder.policy_number)
    content: bytes = response.content
    return content


def _rename_beneficiary(holder: Holder, name: str) -> None:
    with db.transaction() as session:
        session.execute(
            update(Beneficiary).where(Beneficiary.policy_id == holder.policy_id).values(name=name)
        )


def test_a_code_tells_what_the_document_is_without_personal_data(
    api: Api, budi: str, on_day: Clock
) -> None:
    code = ps.code_in(download(api, budi, "/policy/epolicy", policy_number=UL).content)
    body = _verified(api, code)
    assert body == {
        "code": code,
        "kind": "EPOLICY",
        "title": "E-Polis",
        "status": "CURRENT",
        "issued_at": body["issued_at"],
        "superseded_at": None,
        "product_name": "Sentosa Link Proteksi Maksima",
        "policy_number_masked": "UL24****23",
        "subject": "",
    }
    assert body["issued_at"] <= iso_z(on_day.now)
    for personal in ("Budi", "Santoso", "Rina", UL):
        assert personal not in _verify(api, code).text
    tax = ps.code_in(
        download(api, budi, "/policy/taxCertificate", policy_number=KS, year=2025).content
    )
    assert {k: v for k, v in _verified(api, tax).items() if k in ("kind", "title", "subject")} == {
        "kind": "TAX_CERTIFICATE",
        "title": "Sertifikat Premi Tahun 2025",
        "subject": "Tahun pajak 2025",
    }
    period = {"date_from": "2026-01-01", "date_to": "2026-06-30"}
    statement = download(api, budi, "/transaction/statement", policy_number=UL, **period)
    answer = _verified(api, ps.code_in(statement.content))
    assert (answer["kind"], answer["title"], answer["subject"]) == (
        "STATEMENT",
        "Laporan Transaksi",
        "1 Jan 2026 - 30 Jun 2026",
    )
    card = download(api, budi, "/policy/healthCard", card_number=ps.KS_CARD)
    answer = _verified(api, ps.code_in(card.content))
    assert (answer["kind"], answer["subject"], answer["policy_number_masked"]) == (
        "HEALTH_CARD",
        "",
        "KS23****56",
    )


def test_a_changed_content_supersedes_and_the_old_content_comes_back(
    api: Api, make_holder: MakeHolder, on_day: Clock
) -> None:
    holder = make_holder(beneficiary="Rina Uji")
    first = _epolicy(api, holder)
    old_code = ps.code_in(first)
    issued = on_day.now
    on_day.advance(minutes=2)
    _rename_beneficiary(holder, "Rina Uji Lestari")  # edited in the core system
    second = _epolicy(api, holder)
    new_code = ps.code_in(second)
    assert new_code != old_code and "Rina Uji Lestari" in ps.text(second)
    old = _verified(api, old_code)
    assert (old["status"], old["issued_at"], old["superseded_at"]) == (
        "SUPERSEDED",
        iso_z(issued.replace(microsecond=0)),
        iso_z(on_day.now),
    )
    assert _verified(api, new_code)["status"] == "CURRENT"
    on_day.advance(minutes=2)
    _rename_beneficiary(holder, "Rina Uji")  # back as it was
    assert _epolicy(api, holder) == first  # that content's document, byte for byte
    assert _verified(api, old_code)["status"] == "CURRENT"
    assert _verified(api, new_code)["status"] == "SUPERSEDED"


def test_an_unknown_code_is_not_verified(api: Api) -> None:
    assert refused(_verify(api, "7KQ2-M9XD-4TRA-PW3N"), 404) == UNKNOWN
    ps.problem(_verify(api, "7kq2-m9xd-4tra-pw3n"), 400)  # the page upper-cases, not the API
    ps.problem(_verify(api, "ILOU-0000-0000-0000"), 400)  # not Crockford's letters
    assert api.get("/document/verify/7KQ2-M9XD-4TRA-PW3N", auth=None).status_code == 401


def test_codes_are_crockford_base32_in_four_groups() -> None:
    codes = {registry.new_code() for _ in range(200)}
    assert len(codes) == 200
    for code in codes:
        groups = code.split("-")
        assert [len(g) for g in groups] == [4, 4, 4, 4]
        assert set("".join(groups)) <= set(registry.CROCKFORD)


def _rows(policy_id: int) -> int:
    with db.transaction() as session:
        count = session.scalar(
            select(func.count())
            .select_from(IssuedPaper)
            .where(IssuedPaper.policy_id == policy_id, IssuedPaper.kind == PaperKind.EPOLICY)
        )
    return int(count or 0)


def test_two_first_issues_at_once_end_with_one_row(
    api: Api, make_holder: MakeHolder, on_day: Clock, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Both requests read that the content has no row and print it with a code of their own
    (a barrier holds each until the other has printed too); one registers it, the other
    meets the unique key, reads the winner's row and prints again with its code."""
    holder = make_holder()
    barrier = threading.Barrier(2, timeout=20)
    printed = epolicy.render
    first_prints: list[str] = []

    def render(content: epolicy.EPolicy, issue: Issue) -> bytes:
        if len(first_prints) < 2:
            first_prints.append(issue.code)
            barrier.wait()
        return printed(content, issue)

    monkeypatch.setattr(epolicy, "render", render)
    with ThreadPoolExecutor(2) as pool:
        answers = list(pool.map(lambda _: _epolicy(api, holder), range(2)))
    assert len(set(first_prints)) == 2  # two codes printed at first
    assert answers[0] == answers[1]  # one document in the end
    assert ps.code_in(answers[0]) in first_prints
    assert _rows(holder.policy_id) == 1


def test_the_register_keeps_one_row_when_a_second_insert_meets_the_first(
    api: Api,
    make_holder: MakeHolder,
    on_day: Clock,
    database_url: str,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The unique key at work: a second unit registers the same content while the first
    has inserted it and not committed (on PostgreSQL it waits for the first, then its
    insert fails in its savepoint and it reads the first's row; on SQLite the write lock
    makes it wait before it looks)."""
    holder = make_holder()
    key = registry.Key(PaperKind.EPOLICY, holder.policy_id, "")
    paper = registry.draft(
        key,
        layout=1,
        content={"sum_assured": 1},
        title="E-Polis",
        file_name="e-polis.pdf",
        render=lambda content, issue: b"%PDF-",
    )
    issues = [Issue(registry.new_code(), on_day.now.replace(microsecond=0)) for _ in range(2)]
    inserted, release = threading.Event(), threading.Event()
    seen: list[str] = []
    looks: list[str] = []
    find = registry.find

    def counted(session: Any, draft: registry.Draft) -> Any:
        looks.append(threading.current_thread().name)
        return find(session, draft)

    monkeypatch.setattr(registry, "find", counted)

    def first() -> None:
        with db.transaction() as session:
            registry.register(session, paper, issue=issues[0], size=100, now=on_day.now)
            inserted.set()
            release.wait(20)

    def second() -> None:
        inserted.wait(20)
        with db.transaction() as session:
            row = registry.register(session, paper, issue=issues[1], size=200, now=on_day.now)
            seen.append(row.code)

    threads = [
        threading.Thread(target=first, name="first"),
        threading.Thread(target=second, name="second"),
    ]
    for thread in threads:
        thread.start()
    inserted.wait(20)
    threading.Timer(0.5, release.set).start()  # the second is waiting on the first by now
    for thread in threads:
        thread.join(30)
    assert seen == [issues[0].code]
    assert _rows(holder.policy_id) == 1
    # PostgreSQL: the second looked, inserted, met the key and looked again; SQLite: it
    # waited for the write lock and found the first's row at once.
    assert looks.count("second") == (2 if database_url.startswith("postgresql") else 1)
