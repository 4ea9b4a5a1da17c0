"""The upload path over HTTP when the local disk of DOCUMENT_DIR fails under it: a full disk
(ENOSPC) while an upload is written is the Indonesian 503 with Retry-After, leaving no row
and no file (also when it fills between a photo's original and its clean copy); a disk that
fails a read (EIO) makes the owner's download a 503 of its own; a file that is simply missing
stays what it was (500), never a 503. (The same over S3: test_documents_s3.py.)"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

import pytest
from prometheus_client import REGISTRY
from sqlalchemy import func, select

from server import settings
from server.db import transaction
from server.documents import messages
from server.documents.models import Document, UploadAttempt
from server.documents.storage import RETRY_AFTER_SECONDS
from server.edge.messages import INTERNAL
from server.tests import document_samples as samples
from server.tests.conftest import Account, Api, SignIn
from server.tests.storage_support import disk_full, unreadable
from server.tests.support import problem

PDF = samples.pdf()
JPEG = samples.photo()


@pytest.fixture(scope="module")
def owner(make_account: Any) -> Account:
    return make_account()


@pytest.fixture
def token(signin: SignIn, owner: Account) -> str:
    return str(signin.signed_in(owner)["token"])


def _refused_for_storage() -> float:
    """portal_uploads_refused_total{reason="storage"} in this process."""
    value = REGISTRY.get_sample_value("portal_uploads_refused_total", {"reason": "storage"})
    return value or 0.0


def _upload(api: Api, token: str, content: bytes, name: str) -> Any:
    return api.post(
        "/document/upload",
        token=token,
        data={"purpose": "KYC_ID_CARD"},
        files={"file": (name, content, "application/octet-stream")},
    )


def _files() -> set[Path]:
    root = settings.current().document_dir
    return {p for p in root.rglob("*") if p.is_file()} if root.exists() else set()


def _count(column: Any) -> int:
    with transaction() as session:
        return int(session.scalar(select(func.count(column))) or 0)


def _unavailable(response: Any, message: str) -> dict[str, Any]:
    body = problem(response, 503)
    assert body["type"] == "urn:tmanku:problem:storage-unavailable"
    assert body["message"] == message
    assert body["detail"].endswith("(OSError).")
    assert response.headers["retry-after"] == str(RETRY_AFTER_SECONDS)
    assert str(settings.current().document_dir) not in response.text
    return body


@pytest.mark.parametrize(
    ("content", "name", "after_files"),
    [
        (PDF, "polis.pdf", 0),  # full at once: the upload's first file
        (JPEG, "ktp.jpg", 1),  # full after the original: its clean copy fails
    ],
)
def test_a_full_disk_at_upload_is_the_indonesian_503_and_nothing_is_kept(
    api: Api,
    token: str,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
    content: bytes,
    name: str,
    after_files: int,
) -> None:
    files, rows, attempts = _files(), _count(Document.id), _count(UploadAttempt.id)
    refused = _refused_for_storage()
    disk_full(monkeypatch, after_files=after_files)
    with caplog.at_level(logging.INFO):
        caplog.clear()
        response = _upload(api, token, content, name)

    _unavailable(response, messages.STORAGE_WRITE)
    assert _files() == files  # the half-written file (and the original) deleted
    assert _count(Document.id) == rows
    assert _count(UploadAttempt.id) == attempts + 1  # counted, as any upload begun
    assert _refused_for_storage() == refused + 1
    warnings = [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING]
    assert len(warnings) == 1 and "storage-unavailable" in warnings[0], warnings
    assert "OSError" in warnings[0]

    monkeypatch.undo()  # room again: the same file goes through
    assert _upload(api, token, content, name).status_code == 201


def test_a_failing_disk_at_download_is_a_503_and_a_missing_file_stays_a_500(
    api: Api, token: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    document_id = _upload(api, token, PDF, "polis.pdf").json()["document_id"]
    with transaction() as session:
        document = session.get(Document, document_id)
        assert document is not None
        key = document.storage_key
    params = {"document_id": document_id}

    unreadable(monkeypatch, [key])
    response = api.get("/document/file", token=token, params=params)
    _unavailable(response, messages.STORAGE_READ)
    assert "content-disposition" not in response.headers
    monkeypatch.undo()
    assert api.get("/document/file", token=token, params=params).content == PDF

    # A file gone from the disk is not an outage: trying again would not bring it back.
    (path,) = [p for p in _files() if p.name == key]
    path.unlink()
    missing = problem(api.get("/document/file", token=token, params=params), 500)
    assert missing["message"] == INTERNAL and "retry-after" not in missing
