"""The one upload path over HTTP: the type comes from the content (JPEG, PNG, PDF), each
purpose's size limit (413, nothing stored), other customers' documents answer 404, the
stored file lives under DOCUMENT_DIR (outside any served folder), and a failed unit of work
leaves no file behind."""

from __future__ import annotations

import io
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import func, select

from server import settings
from server.db import transaction
from server.documents import service
from server.documents.models import Document, DocumentPurpose
from server.documents.owner import Owner
from server.errors import NotFound
from server.tests import document_samples as samples
from server.tests.conftest import Account, Api, SignIn
from server.tests.support import problem

pytestmark = pytest.mark.postgres  # a database test: SQLite and PostgreSQL

JPEG = samples.photo()
PNG = samples.png()
PDF = samples.pdf()
LIMIT = 5 * 1024 * 1024


@pytest.fixture(scope="module")
def owner(make_account: Any) -> Account:
    return make_account()


@pytest.fixture(scope="module")
def other(make_account: Any) -> Account:
    return make_account()


@pytest.fixture
def token(signin: SignIn, owner: Account) -> str:
    return str(signin.signed_in(owner)["token"])


def _upload(api: Api, token: str, content: bytes, name: str, declared: str = "image/jpeg") -> Any:
    return api.post(
        "/document/upload",
        token=token,
        data={"purpose": "KYC_ID_CARD"},
        files={"file": (name, content, declared)},
    )


def _stored_files() -> list[Path]:
    root = settings.current().document_dir
    return [p for p in root.rglob("*") if p.is_file()] if root.exists() else []


def _rows() -> int:
    with transaction() as session:
        return int(session.scalar(select(func.count(Document.id))) or 0)


@pytest.mark.parametrize(
    ("content", "name", "content_type", "shown"),
    [
        (JPEG, "ktp budi.jpg", "image/jpeg", "ktp budi.jpg"),
        (PNG, "ktp.png", "image/png", "ktp.png"),
        (PDF, "../../etc/ktp.pdf", "application/pdf", "ktp.pdf"),
        # The content decides: a PNG named .pdf is a PNG.
        (PNG, "scan.pdf", "image/png", "scan.png"),
    ],
)
def test_each_type_accepted_by_its_content(
    api: Api, token: str, content: bytes, name: str, content_type: str, shown: str
) -> None:
    response = _upload(api, token, content, name, declared="application/octet-stream")
    assert response.status_code == 201, response.text
    body = response.json()
    assert body["content_type"] == content_type
    assert body["file_name"] == shown
    assert body["purpose"] == "KYC_ID_CARD"

    download = api.get("/document/file", token=token, params={"document_id": body["document_id"]})
    assert download.status_code == 200
    assert body["size_bytes"] == len(download.content)
    if content_type == "application/pdf":
        assert download.content == content  # a PDF is kept as sent
    else:  # an image is encoded afresh: the same picture, none of the original bytes' extras
        assert samples.size_of(download.content) == samples.size_of(content)
        assert samples.exif_of(download.content) == {}
    assert download.headers["content-type"] == content_type
    assert download.headers["content-disposition"].startswith(f'inline; filename="{shown}"')
    assert download.headers["x-content-type-options"] == "nosniff"
    assert download.headers["cache-control"] == "no-store"


@pytest.mark.parametrize(
    ("content", "name"),
    [(b"just some text, not a photo", "ktp.jpg"), (b"", "kosong.png"), (b"\xff\xd8", "ktp.jpg")],
)
def test_other_content_or_an_empty_file_is_415(
    api: Api, token: str, content: bytes, name: str
) -> None:
    files, rows = _stored_files(), _rows()
    body = problem(_upload(api, token, content, name), 415)
    assert body["message"] == "Berkas harus berupa foto JPEG atau PNG, atau PDF."
    assert _stored_files() == files and _rows() == rows


def test_five_megabytes_accepted_one_byte_more_refused_and_nothing_stored(
    api: Api, token: str
) -> None:
    # A photo with trailing bytes up to the limit (decoders stop at the image's end).
    exact = JPEG + b"\x00" * (LIMIT - len(JPEG))
    assert _upload(api, token, exact, "besar.jpg").status_code == 201

    files, rows = _stored_files(), _rows()
    body = problem(_upload(api, token, exact + b"\x00", "terlalu-besar.jpg"), 413)
    assert body["message"].startswith("Ukuran berkas paling besar 5 MB.")
    assert _stored_files() == files and _rows() == rows


def test_a_photo_loses_its_exif_and_comment_and_stands_upright(api: Api, token: str) -> None:
    """A phone photo carries where it was taken (GPS), the phone and a comment; it is kept
    without any of it, its orientation tag applied to the pixels."""
    sideways = samples.photo(640, 400, orientation=6)  # 'rotate 90 degrees clockwise'
    assert samples.GPS_IFD in samples.exif_of(sideways)
    body = _upload(api, token, sideways, "ktp.jpg").json()
    kept = api.get("/document/file", token=token, params={"document_id": body["document_id"]})
    assert samples.exif_of(kept.content) == {}
    assert b"rumah budi" not in kept.content and b"Samsung" not in kept.content
    assert samples.size_of(kept.content) == (400, 640)


def test_a_png_loses_its_text_chunks(api: Api, token: str) -> None:
    body = _upload(api, token, PNG, "ktp.png", declared="image/png").json()
    kept = api.get("/document/file", token=token, params={"document_id": body["document_id"]})
    assert b"Budi Santoso" in PNG and b"Budi Santoso" not in kept.content


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (samples.pdf_with_javascript(), "PDF yang berisi skrip, lampiran atau aksi otomatis"),
        (samples.pdf_with_attachment(), "PDF yang berisi skrip, lampiran atau aksi otomatis"),
        (samples.pdf_encrypted(), "PDF yang dilindungi kata sandi tidak dapat diterima."),
        (b"%PDF-1.7\n" + b"bukan pdf" * 20, "Berkas tidak dapat dibaca atau rusak."),
        (b"\xff\xd8\xff\xe0" + b"\x00" * 300, "Berkas tidak dapat dibaca atau rusak."),
        (samples.bomb(), "Resolusi foto terlalu besar."),
    ],
    ids=["javascript", "attachment", "encrypted", "broken-pdf", "broken-jpeg", "bomb"],
)
def test_unsafe_or_unreadable_files_are_refused_and_nothing_is_kept(
    api: Api, token: str, content: bytes, message: str
) -> None:
    files, rows = _stored_files(), _rows()
    body = problem(_upload(api, token, content, "dokumen.pdf"), 415)
    assert body["message"].startswith(message)
    assert _stored_files() == files and _rows() == rows


def test_a_far_larger_body_is_refused_before_it_is_read(api: Api, token: str) -> None:
    problem(_upload(api, token, JPEG + b"\x00" * (LIMIT * 2), "besar.jpg"), 413)


def test_other_endpoints_keep_the_small_body_limit(api: Api, token: str) -> None:
    problem(api.post("/policy/list", content=b"x" * (65 * 1024), token=token), 413)


def test_someone_elses_document_is_404_like_a_missing_one(
    api: Api, token: str, signin: SignIn, other: Account
) -> None:
    document_id = _upload(api, token, PNG, "ktp.png").json()["document_id"]
    stranger = str(signin.signed_in(other)["token"])

    theirs = problem(
        api.get("/document/file", token=stranger, params={"document_id": document_id}), 404
    )
    missing = problem(api.get("/document/file", token=token, params={"document_id": "A" * 22}), 404)
    assert theirs["message"] == missing["message"] == "Dokumen tidak ditemukan."
    with transaction() as session, pytest.raises(NotFound):
        service.owned_document(
            session=session, document_id=document_id, owner=Owner.customer(other.user_id)
        )


def test_needs_a_signed_in_customer(api: Api) -> None:
    assert _upload(api, "not-a-token", PNG, "ktp.png").status_code == 401


def test_missing_file_is_400(api: Api, token: str) -> None:
    # multipart/form-data with the purpose only.
    response = api.post("/document/upload", token=token, files={"purpose": (None, "KYC_ID_CARD")})
    problem(response, 400)


def test_a_plain_field_where_the_file_belongs_is_400(api: Api, token: str) -> None:
    """A part named file without a file name is a form field, not a file: refused like a
    missing file, naming the field (it reached the handler without its file: 500)."""
    response = api.post(
        "/document/upload",
        token=token,
        files={"purpose": (None, "KYC_ID_CARD"), "file": (None, "bukan berkas")},
    )
    assert problem(response, 400)["errors"] == [
        {"field": "file", "message": "Wajib berupa berkas yang dipilih untuk diunggah."}
    ]


def test_malformed_multipart_is_400_not_a_server_error(api: Api, token: str) -> None:
    """A multipart body that is no multipart (as Schemathesis once sent): the form parser's
    refusal is the client's problem, answered like any undecodable body."""
    boundary = "63d2780fc0896431df373cf47e9cc709"
    response = api.post(
        "/document/upload",
        token=token,
        content=f"--{boundary}\r\n[{{'x': True}}]".encode(),
        headers={"content-type": f"multipart/form-data; boundary={boundary}"},
    )
    body = problem(response, 400)
    assert body["errors"][0]["field"] == "body"


def test_files_live_under_document_dir_outside_served_folders(api: Api, token: str) -> None:
    document_id = _upload(api, token, PDF, "polis.pdf").json()["document_id"]
    with transaction() as session:
        document = session.get(Document, document_id)
        assert document is not None
        root = settings.current().document_dir.resolve()
        stored = [p for p in _stored_files() if p.name == document.storage_key]
        assert len(stored) == 1 and stored[0].resolve().is_relative_to(root)
        assert stored[0].read_bytes() == PDF
        assert "polis" not in stored[0].name
        assert not root.is_relative_to(settings.current().web_dist.resolve())
        assert service.read_document(document) == PDF


def test_a_rolled_back_unit_of_work_leaves_no_file(owner: Account) -> None:
    files = _stored_files()
    with pytest.raises(RuntimeError), transaction() as session:
        service.store(
            session=session,
            owner=Owner.customer(owner.user_id),
            purpose=DocumentPurpose.KYC_ID_CARD,
            file_name="ktp.png",
            source=io.BytesIO(PNG),
            now=datetime(2026, 11, 27, tzinfo=UTC),
        )
        assert len(_stored_files()) == len(files) + 1
        raise RuntimeError("the request failed after the upload")
    assert _stored_files() == files
