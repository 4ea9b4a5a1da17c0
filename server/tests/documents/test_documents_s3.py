"""The portal with DOCUMENT_STORAGE=s3 against a real S3 server (rclone serve s3 on
loopback, server.tests.s3_support): an upload through the HTTP API is an object in the bucket,
not a file in DOCUMENT_DIR, and downloads back through the owner's check; a photo made safe
leaves only its clean object; a refused or rolled-back upload leaves no object; the sweep
lists the bucket and removes an orphan past its grace, keeping young, named and other
databases' objects; with the S3 server out of reach an upload is the Indonesian 503 problem
with Retry-After and leaves no row and no object, and a download is a 503 of its own."""

from __future__ import annotations

import io
import logging
import os
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from prometheus_client import REGISTRY
from sqlalchemy import func, select

from server.db import transaction
from server.documents import files, messages, service
from server.documents.models import Document, DocumentPurpose, UploadAttempt
from server.documents.owner import Owner
from server.documents.s3 import S3Storage
from server.documents.storage import RETRY_AFTER_SECONDS, install, storage
from server.documents.sweep import sweep
from server.settings import Settings
from server.tests import document_samples as samples
from server.tests.conftest import Account, Api, Clock, SignIn
from server.tests.s3_support import BUCKET, S3Server, free_port
from server.tests.support import problem

PDF = samples.pdf()
JPEG = samples.photo()
PREFIX = "dokumen"
LIMIT = 5 * 1024 * 1024


@pytest.fixture(scope="module")
def settings(settings: Settings, s3_server: S3Server) -> Iterator[Settings]:
    """The suite's settings with the documents in the S3 server's bucket; boto3 takes the
    keys from the environment, as in production."""
    environment = s3_server.environment()
    names = ("AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY")
    saved = {name: os.environ.get(name) for name in names}
    os.environ.update({name: environment[name] for name in names})
    try:
        yield settings.but(
            document_storage="s3",
            s3_endpoint_url=s3_server.endpoint_url,
            s3_bucket=s3_server.bucket,
            s3_prefix=PREFIX,
        )
    finally:
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value


@pytest.fixture(scope="module")
def owner(make_account: Any) -> Account:
    return make_account()


@pytest.fixture
def token(signin: SignIn, owner: Account) -> str:
    return str(signin.signed_in(owner)["token"])


@pytest.fixture
def real_time(frozen: Clock) -> datetime:
    """The clock set to the real time: the objects' ages are the S3 server's."""
    frozen.now = datetime.now(UTC)
    return frozen.now


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


def _objects(s3_server: S3Server) -> set[str]:
    return set(s3_server.keys(f"{PREFIX}/"))


def _rows() -> int:
    with transaction() as session:
        return int(session.scalar(select(func.count(Document.id))) or 0)


def _stored(key: str) -> Document | None:
    with transaction() as session:
        return session.scalar(select(Document).where(Document.storage_key == key))


def test_an_upload_is_an_object_in_the_bucket_not_a_file(
    api: Api, token: str, s3_server: S3Server, settings: Settings
) -> None:
    assert isinstance(storage(), S3Storage)
    before = _objects(s3_server)
    response = _upload(api, token, PDF, "polis budi.pdf")
    assert response.status_code == 201, response.text
    document_id = response.json()["document_id"]
    with transaction() as session:
        document = session.get(Document, document_id)
        assert document is not None
        key = document.storage_key

    assert _objects(s3_server) - before == {f"{PREFIX}/{key}"}
    assert "polis" not in key and "budi" not in key
    assert (s3_server.folder / s3_server.bucket / PREFIX / key).read_bytes() == PDF
    assert not settings.document_dir.exists()  # nothing on this host's disk
    download = api.get("/document/file", token=token, params={"document_id": document_id})
    assert download.status_code == 200 and download.content == PDF
    assert download.headers["content-type"] == "application/pdf"


def test_a_photo_made_safe_leaves_only_its_clean_object(
    api: Api, token: str, s3_server: S3Server
) -> None:
    """A photo is written, read back, encoded afresh to a new object and the original
    deleted: all of it through the bucket."""
    before = _objects(s3_server)
    response = _upload(api, token, JPEG, "ktp.jpg")
    assert response.status_code == 201, response.text
    document_id = response.json()["document_id"]

    added = _objects(s3_server) - before
    assert len(added) == 1
    download = api.get("/document/file", token=token, params={"document_id": document_id})
    assert download.status_code == 200
    assert samples.size_of(download.content) == samples.size_of(JPEG)
    assert samples.exif_of(download.content) == {}
    assert (s3_server.folder / s3_server.bucket / added.pop()).read_bytes() == download.content


def test_a_refused_upload_leaves_no_object(api: Api, token: str, s3_server: S3Server) -> None:
    before, rows = _objects(s3_server), _rows()
    too_large = JPEG + b"\x00" * (LIMIT + 1 - len(JPEG))
    assert problem(_upload(api, token, too_large, "besar.jpg"), 413)
    assert problem(_upload(api, token, samples.pdf_with_javascript(), "aktif.pdf"), 415)
    assert _objects(s3_server) == before and _rows() == rows


def test_a_rolled_back_unit_of_work_leaves_no_object(owner: Account, s3_server: S3Server) -> None:
    before = _objects(s3_server)
    with pytest.raises(RuntimeError), transaction() as session:
        service.store(
            session=session,
            owner=Owner.customer(owner.user_id),
            purpose=DocumentPurpose.KYC_ID_CARD,
            file_name="ktp.pdf",
            source=io.BytesIO(PDF),
            now=datetime(2026, 11, 27, tzinfo=UTC),
        )
        assert len(_objects(s3_server) - before) == 1
        raise RuntimeError("the request failed after the upload")
    assert _objects(s3_server) == before


def test_the_sweep_lists_the_bucket_and_removes_an_orphan_past_its_grace(
    owner: Account, s3_server: S3Server, real_time: datetime
) -> None:
    store = storage()
    assert isinstance(store, S3Storage)

    def orphan(scope: str) -> str:
        key, target = S3Storage(store.client, store.bucket, prefix=PREFIX, scope=scope).create()
        with target:
            target.write(PDF)
        return key

    # What a process killed mid-upload leaves (a file no row names), another database's
    # object in the same bucket folder, and a document's, all written now.
    left = orphan(store.scope)
    theirs = orphan("0badf00d")
    with transaction() as session:
        document = service.store(
            session=session,
            owner=Owner.customer(owner.user_id),
            purpose=DocumentPurpose.KYC_ID_CARD,
            file_name="ktp.pdf",
            source=io.BytesIO(PDF),
            now=real_time,
        )

    # Young (within ORPHAN_AGE of their LastModified): nothing is judged.
    assert sweep(now=real_time, store=store).orphans == 0
    assert store.exists(left)

    later = real_time + files.ORPHAN_AGE + timedelta(minutes=5)
    assert sweep(now=later, store=store).orphans == 1
    assert not store.exists(left)
    assert store.exists(theirs) and store.exists(document.storage_key)
    assert _stored(document.storage_key) is not None
    store.delete(theirs)


@contextmanager
def _out_of_reach(s3_server: S3Server) -> Iterator[None]:
    """The portal's storage pointed at a closed loopback port: nothing listens there, so every
    request is refused at once (EndpointConnectionError; one attempt, 1 s timeouts: the test
    never waits for botocore's backoff)."""
    dead = S3Server(f"http://127.0.0.1:{free_port()}", "x", "y", s3_server.folder)
    client = dead.client(retries={"total_max_attempts": 1}, connect_timeout=1, read_timeout=1)
    install(S3Storage(client, s3_server.bucket, prefix=PREFIX, scope=storage().scope))
    try:
        yield
    finally:
        install(None)


def _unavailable(response: Any, message: str) -> dict[str, Any]:
    body = problem(response, 503)
    assert body["type"] == "urn:tmanku:problem:storage-unavailable"
    assert body["message"] == message
    assert response.headers["retry-after"] == str(RETRY_AFTER_SECONDS) == "30"
    assert "127.0.0.1" not in response.text and f"{PREFIX}/" not in response.text
    assert BUCKET not in response.text
    assert "EndpointConnectionError" in body["detail"]  # the cause's class, nothing of it
    return body


def test_storage_out_of_reach_at_upload_is_the_indonesian_503_and_nothing_kept(
    api: Api, token: str, s3_server: S3Server, caplog: pytest.LogCaptureFixture
) -> None:
    before, rows = _objects(s3_server), _rows()
    refused = _refused_for_storage()
    with transaction() as session:
        attempts = session.scalar(select(func.count(UploadAttempt.id)))
    with _out_of_reach(s3_server), caplog.at_level(logging.INFO):
        caplog.clear()
        response = _upload(api, token, PDF, "polis.pdf")

    _unavailable(response, messages.STORAGE_WRITE)
    assert _rows() == rows and _objects(s3_server) == before
    with transaction() as session:  # the attempt counts, as for any failed upload
        assert session.scalar(select(func.count(UploadAttempt.id))) == (attempts or 0) + 1
    warnings = [r for r in caplog.records if r.levelno >= logging.WARNING]
    assert len(warnings) == 1, [r.getMessage() for r in warnings]
    assert "EndpointConnectionError" in warnings[0].getMessage()
    assert _refused_for_storage() == refused + 1
    # Back in reach, the same upload works.
    assert _upload(api, token, PDF, "polis.pdf").status_code == 201


def test_a_download_while_the_storage_is_out_of_reach_is_a_503_then_works_again(
    api: Api, token: str, s3_server: S3Server
) -> None:
    uploaded = _upload(api, token, PDF, "polis.pdf")
    assert uploaded.status_code == 201, uploaded.text
    params = {"document_id": uploaded.json()["document_id"]}

    with _out_of_reach(s3_server):
        response = api.get("/document/file", token=token, params=params)

    _unavailable(response, messages.STORAGE_READ)
    assert "content-disposition" not in response.headers
    again = api.get("/document/file", token=token, params=params)
    assert again.status_code == 200 and again.content == PDF
