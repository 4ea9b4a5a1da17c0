"""The customer's copy of their data over HTTP: asked (202, PREPARING, never two at once, at
most 3 in 24 hours), prepared by the job, READY with both files downloadable as attachments
(the JSON holds the customer's claim and not another customer's; no secret of the account in
either file; the PDF's text names the customer), the notice, 409 before it is ready, 404 for
another customer's, and after 7 days 410 and the files deleted by the sweep."""

from __future__ import annotations

import asyncio
import io
import json
import time
import uuid
from collections.abc import Callable
from typing import Any

import anyio.to_thread
import pytest
from pypdf import PdfReader
from sqlalchemy import select, update

from server.access.models import User, UserSession
from server.auth.models import RefreshToken
from server.customer.models import PolicyHolder
from server.db import transaction
from server.documents.storage import storage
from server.privacy.models import ExportStatus, PrivacyExport
from server.tests.claim_submit_support import critical_illness, submitted
from server.tests.claim_support import Family, family
from server.tests.conftest import Account, Api, Clock, SignIn
from server.tests.privacy.privacy_support import ask_export, file_of, inbox_kinds, overview, run_job

pytestmark = pytest.mark.postgres  # a database test: SQLite and PostgreSQL
__all__ = ["family"]


def _secrets(user_id: int) -> list[str]:
    """The account's password hash, its sessions' ids and refresh-token hashes."""
    with transaction() as session:
        password = session.scalar(select(User.password_hash).where(User.id == user_id))
        sessions = list(
            session.scalars(select(UserSession.id).where(UserSession.user_id == user_id))
        )
        hashes = list(
            session.scalars(
                select(RefreshToken.token_hash).where(RefreshToken.session_id.in_(sessions))
            )
        )
    assert password and sessions and hashes
    return [password, *sessions, *hashes]


def _export_row(export_id: str) -> PrivacyExport:
    with transaction() as session:
        row = session.scalar(select(PrivacyExport).where(PrivacyExport.export_id == export_id))
        assert row is not None
        session.expunge(row)
        return row


def test_the_export_end_to_end(api: Api, family: Callable[..., Family]) -> None:
    mine, other = family(), family()
    claim = submitted(api, mine, critical_illness(api, mine))
    theirs = submitted(api, other, critical_illness(api, other))
    complaint = api.post(
        "/complaint/submit",
        {"category": "CLAIM", "subject": "Klaim belum ada kabar",
         "description": "Klaim penyakit kritis saya belum ada kabar sejak diajukan kemarin.",
         "policy_number": mine.life, "document_ids": []},
        token=mine.token, headers={"Idempotency-Key": uuid.uuid4().hex},
    )  # fmt: skip
    assert complaint.status_code == 201, complaint.text
    with transaction() as session:  # a name in more than one script prints as written
        session.execute(
            update(PolicyHolder)
            .where(PolicyHolder.id == select(User.policy_holder_id).where(
                User.id == mine.account.user_id).scalar_subquery())
            .values(full_name="Nguyễn Thị Lan 王小明")
        )  # fmt: skip

    asked = ask_export(api, mine.token)
    assert asked.status_code == 202, asked.text
    export = asked.json()
    assert (export["status"], export["status_desc"], export["files"]) == (
        "PREPARING",
        "Sedang disiapkan",
        [],
    )
    again = ask_export(api, mine.token)  # never two PREPARING: the same export
    assert (again.status_code, again.json()["export_id"]) == (202, export["export_id"])
    early = file_of(api, mine.token, export["export_id"], "PDF")
    assert early.status_code == 409, early.text
    assert early.json()["message"] == "Salinan data Anda masih disiapkan. Coba lagi sebentar lagi."

    assert run_job() == 1
    shown = overview(api, mine.token)["exports"]
    assert [e["export_id"] for e in shown] == [export["export_id"]]
    ready = shown[0]
    assert ready["status"] == "READY" and ready["ready_at"] and ready["expires_at"]
    day = ready["ready_at"][:10]
    name = mine.account.user_name
    assert [(f["format"], f["file_name"]) for f in ready["files"]] == [
        ("PDF", f"data-pribadi-{name}-{day}.pdf"), ("JSON", f"data-pribadi-{name}-{day}.json"),
    ]  # fmt: skip
    assert "PRIVACY_EXPORT_READY" in inbox_kinds(mine.account.user_id)

    as_json = file_of(api, mine.token, export["export_id"], "JSON")
    assert as_json.status_code == 200, as_json.text
    assert as_json.headers["content-disposition"] == (
        f'attachment; filename="data-pribadi-{name}-{day}.json"'
    )
    assert as_json.headers["cache-control"] == "no-store"
    data = json.loads(as_json.content)
    assert data["format_version"] == "1"
    assert data["customer"]["user_name"] == name
    assert data["customer"]["nik"] == mine.account.nik
    assert [c["claim_number"] for c in data["claims"]] == [claim]
    assert theirs.encode() not in as_json.content
    assert isinstance(data["claims"][0]["claimed_amount"], int)
    assert {p["policy_number"] for p in data["policies"]} == {mine.health, mine.life}
    assert data["sessions"] and "client_address" in data["sessions"][0]
    assert [c["consent"] for c in data["consents"]] == [
        "TERMS", "MARKETING_EMAIL", "MARKETING_SMS", "MARKETING_PHONE",
    ]  # fmt: skip
    assert [(c["complaint_number"], c["policy_number"]) for c in data["complaints"]] == [
        (complaint.json()["complaint_number"], mine.life)
    ]

    as_pdf = file_of(api, mine.token, export["export_id"], "PDF")
    assert as_pdf.status_code == 200, as_pdf.text
    assert as_pdf.headers["content-type"] == "application/pdf"
    assert as_pdf.headers["cache-control"] == "no-store"
    reader = PdfReader(io.BytesIO(as_pdf.content))
    text = " ".join(" ".join(page.extract_text().split()) for page in reader.pages)
    with transaction() as session:
        holder_name = session.scalar(select(User.user_name).where(User.id == mine.account.user_id))
    full_name = data["customer"]["full_name"]
    assert full_name == "Nguyễn Thị Lan 王小明"
    assert full_name in text and holder_name in text and claim in text
    assert "Salinan Data Pribadi" in text and "Klaim" in text
    assert (
        reader.metadata is not None and reader.metadata.title == f"Salinan Data Pribadi {full_name}"
    )
    assert reader.trailer["/Root"]["/Lang"] == "id"

    for secret in _secrets(mine.account.user_id):
        assert secret.encode() not in as_json.content
        assert secret.encode() not in as_pdf.content
        assert secret not in text

    # Another customer's export is not found.
    stranger = file_of(api, other.token, export["export_id"], "JSON")
    assert stranger.status_code == 404, stranger.text


def test_the_files_go_after_7_days(
    api: Api, family: Callable[..., Family], frozen: Clock, signin: SignIn
) -> None:
    mine = family()
    export = ask_export(api, mine.token).json()
    assert run_job() == 1
    row = _export_row(export["export_id"])
    assert row.json_key and row.pdf_key
    assert storage().read(row.json_key)
    frozen.advance(days=7)
    token = str(signin.signed_in(mine.account)["token"])
    gone = file_of(api, token, export["export_id"], "PDF")
    assert gone.status_code == 410, gone.text
    assert gone.json()["type"] == "urn:tmanku:problem:gone"
    run_job()  # the sweep
    assert _export_row(export["export_id"]).status == ExportStatus.EXPIRED
    for key in (row.json_key, row.pdf_key):
        with pytest.raises(FileNotFoundError):
            storage().read(key)
    assert overview(api, token)["exports"][0]["status"] == "EXPIRED"
    assert file_of(api, token, export["export_id"], "JSON").status_code == 410


def test_at_most_3_exports_in_24_hours(
    api: Api, make_account: Callable[..., Account], signin: SignIn, frozen: Clock
) -> None:
    account = make_account()
    token = str(signin.signed_in(account)["token"])
    for _ in range(3):
        assert ask_export(api, token).status_code == 202
        run_job()
        frozen.advance(minutes=1)
    refused = ask_export(api, token)
    assert refused.status_code == 429, refused.text
    assert refused.json()["type"] == "urn:tmanku:problem:locked"
    # The first of the three leaves the window 24 hours after it was asked.
    assert 0 < int(refused.headers["retry-after"]) <= 24 * 3600 - 3 * 60 + 1
    frozen.advance(hours=24)
    token = str(signin.signed_in(account)["token"])
    assert ask_export(api, token).status_code == 202


def test_a_failed_export_keeps_no_file(
    api: Api, make_account: Callable[..., Account], signin: SignIn,
    monkeypatch: pytest.MonkeyPatch,
) -> None:  # fmt: skip
    account = make_account()
    token = str(signin.signed_in(account)["token"])
    run_job()  # what earlier tests left PREPARING
    export = ask_export(api, token).json()
    created: list[str] = []
    real = storage()

    class Failing:
        scope = real.scope

        def create(self) -> Any:
            key, handle = real.create()
            created.append(key)
            if len(created) == 2:  # the PDF's file: the disk fails while it is written
                real_write = handle.write

                def write(data: bytes) -> int:
                    real_write(data[:10])
                    raise OSError("disk failing")

                handle.write = write  # type: ignore[method-assign]
            return key, handle

        def delete(self, key: str) -> None:
            real.delete(key)

    from server.privacy import exports

    monkeypatch.setattr(exports, "storage", lambda: Failing())
    assert run_job() == 0
    row = _export_row(export["export_id"])
    assert (row.status, row.json_key, row.pdf_key) == (ExportStatus.FAILED, None, None)
    for key in created:
        with pytest.raises(FileNotFoundError):
            real.read(key)
    failed = file_of(api, token, export["export_id"], "JSON")
    assert failed.status_code == 409, failed.text
    # A failed export is not PREPARING: a new one may be asked.
    assert ask_export(api, token).json()["export_id"] != export["export_id"]


def test_the_app_process_prepares_an_export_once_its_request_commits(
    api: Api, make_account: Callable[..., Account], signin: SignIn
) -> None:
    """JOBS=inprocess: the request's commit wakes this process's preparer thread (tests run
    JOBS=inline, which leaves the job to the test)."""
    from server.jobs.inprocess import ExportPreparer
    from server.privacy import exports

    account = make_account()
    token = str(signin.signed_in(account)["token"])
    run_job()  # what earlier tests left PREPARING
    preparer = ExportPreparer()

    def ask_and_wait() -> str:
        export_id = str(ask_export(api, token).json()["export_id"])
        for _ in range(200):
            if _export_row(export_id).status == ExportStatus.READY:
                return "READY"
            time.sleep(0.05)
        return str(_export_row(export_id).status)

    async def run() -> str:
        async with preparer.lifespan()(None):
            exports.on_export_requested(preparer.wake)
            try:
                return await anyio.to_thread.run_sync(ask_and_wait)
            finally:
                exports.on_export_requested(None)

    assert asyncio.run(run()) == "READY"
