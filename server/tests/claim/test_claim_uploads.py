"""Claim documents on the one upload path (document/upload, purpose CLAIM_DOCUMENT): the type
from the content, 10 MB a file, what is left of a claim's 50 MB while the file streams in
(the customer's pending uploads, and with claim_number the claim's attached files), images
written afresh without their metadata, active or encrypted PDFs refused, the file name for
display only; discarding an unattached upload (document/discard); and every other route
keeps its 64 KiB body limit."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from server import settings
from server.claim import catalogue
from server.documents import limits
from server.documents.models import DocumentPurpose
from server.tests import document_samples as samples
from server.tests.claim_desk_support import acted
from server.tests.claim_rows_support import (
    attached_to,
    claims_of,
    document_count,
    pdf_of_size,
    stored_files,
)
from server.tests.claim_submit_support import detail, inpatient, submit, submitted, upload
from server.tests.claim_support import Family, admin_account, family, signed_in_again, staff
from server.tests.conftest import Api, Clock, SignIn
from server.tests.support import problem

__all__ = ["admin_account", "family", "staff"]
Make = Callable[..., Family]
MB = 1024 * 1024
CLAIM = DocumentPurpose.CLAIM_DOCUMENT


def _created(response: Any) -> dict[str, Any]:
    assert response.status_code == 201, response.text
    body: dict[str, Any] = response.json()
    return body


def _file(api: Api, token: str, document_id: str) -> Any:
    return api.get("/document/file", token=token, params={"document_id": document_id})


class Nothing:
    """No file and no row added between entering and leaving."""

    def __enter__(self) -> None:
        self.files, self.rows = stored_files(), document_count()

    def __exit__(self, *exc: object) -> None:
        if exc[0] is None:
            assert stored_files() == self.files and document_count() == self.rows


def test_the_type_comes_from_the_content_not_the_name(api: Api, family: Make) -> None:
    me = family()
    png = _created(upload(api, me.token, samples.png(), name="kwitansi.pdf"))
    assert (png["purpose"], png["content_type"], png["file_name"]) == (
        "CLAIM_DOCUMENT", "image/png", "kwitansi.png",
    )  # fmt: skip
    assert _file(api, me.token, png["document_id"]).headers["content-type"] == "image/png"
    with Nothing():
        refused = problem(upload(api, me.token, b"bukan kwitansi, hanya teks", "kwitansi.pdf"), 415)
    assert refused["message"] == "Berkas harus berupa foto JPEG atau PNG, atau PDF."


def test_ten_megabytes_a_file_one_byte_more_is_413_and_nothing_is_kept(
    api: Api, family: Make
) -> None:
    me = family()
    photo = samples.photo()
    exact = photo + b"\x00" * (10 * MB - len(photo))  # decoders stop at the image's end
    _created(upload(api, me.token, exact, "resume.jpg"))
    with Nothing():
        refused = problem(upload(api, me.token, exact + b"\x00", "resume.jpg"), 413)
    assert refused["message"] == (
        "Ukuran berkas paling besar 10 MB. Perkecil foto atau pindai ulang dengan resolusi lebih "
        "rendah."
    )
    # Past the route's own limit (10 MB and the framing) the edge cuts it off: the same words.
    with Nothing():
        door = problem(upload(api, me.token, exact + b"\x00" * MB, "resume.jpg"), 413)
    assert door["message"] == refused["message"]


def test_a_claims_budget_counts_the_pending_uploads_of_a_day(
    api: Api, family: Make, monkeypatch: pytest.MonkeyPatch, signin: SignIn, frozen: Clock
) -> None:
    """The budget (50 MB, here 1 MB) is what the customer's unattached claim documents of the
    last 24 hours leave: the file is cut off once it passes that, while it streams in."""
    monkeypatch.setitem(limits.GROUP_LIMITS, CLAIM, 1 * MB)
    me = family()
    first = _created(upload(api, me.token, pdf_of_size(400_000), "kwitansi.pdf"))
    _created(upload(api, me.token, pdf_of_size(400_000), "rincian.pdf"))
    with Nothing():
        refused = problem(upload(api, me.token, pdf_of_size(400_000), "resume.pdf"), 413)
    assert refused["message"] == (
        "Total berkas satu klaim paling besar 1 MB; sisa 0,2 MB untuk berkas ini."
    )  # 1,048,576 - 800,000 bytes left

    discarded = api.post("/document/discard", {"document_id": first["document_id"]}, token=me.token)
    assert discarded.status_code == 200, discarded.text
    _created(upload(api, me.token, pdf_of_size(400_000), "resume.pdf"))  # room again
    problem(upload(api, me.token, pdf_of_size(400_000), "lab.pdf"), 413)

    frozen.advance(hours=24, minutes=1)  # the pending uploads are past their day
    me = signed_in_again(signin, me)
    _created(upload(api, me.token, pdf_of_size(400_000), "lab.pdf"))


def test_with_a_claim_number_the_claims_attached_files_count_too(
    api: Api, family: Make, staff: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    me = family()
    body = inpatient(api, me)
    for ref in body["documents"]:
        ref["document_id"] = _created(upload(api, me.token, pdf_of_size(300_000)))["document_id"]
    number = submitted(api, me, body)  # 900,000 bytes attached
    acted(api, staff, "document/request", number, items=[{"type": "HASIL_LAB"}])
    monkeypatch.setitem(limits.GROUP_LIMITS, CLAIM, 1_200_000)

    _created(upload(api, me.token, pdf_of_size(200_000), "lain.pdf"))  # a new claim's: fits
    with Nothing():
        refused = problem(
            upload(api, me.token, pdf_of_size(200_000), "lab.pdf", claim_number=number), 413
        )
    assert refused["message"] == (  # 1,200,000 - 900,000 - 200,000 left
        "Total berkas satu klaim paling besar 1 MB; sisa 0,1 MB untuk berkas ini."
    )
    _created(upload(api, me.token, pdf_of_size(150_000), "lain-lagi.pdf"))
    refused = problem(
        upload(api, me.token, pdf_of_size(1_000), "lab.pdf", claim_number=number), 413
    )
    assert refused["message"] == (
        "Total berkas satu klaim paling besar 1 MB dan sudah terpakai. Hapus berkas yang tidak "
        "diperlukan sebelum mengunggah lagi."
    )


def test_a_claim_never_holds_more_than_its_budget(
    api: Api, family: Make, staff: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Attaching checks the claim's total again (an answer's uploads made without the claim
    number were counted for a new claim): 422, the claim and the upload unchanged."""
    me = family()
    number = submitted(api, me, inpatient(api, me))
    acted(api, staff, "document/request", number, items=[{"type": "HASIL_LAB"}])
    lab = _created(upload(api, me.token, pdf_of_size(300_000), "lab.pdf"))["document_id"]
    monkeypatch.setattr(catalogue, "MAX_CLAIM_BYTES", 200_000)
    answer = {"claim_number": number, "documents": [{"type": "HASIL_LAB", "document_id": lab}]}
    refused = problem(api.post("/claim/document/answer", answer, token=me.token), 422)
    assert refused["message"] == (
        "Total berkas satu klaim paling besar 50 MB. Kurangi atau perkecil berkas."
    )
    assert detail(api, me.token, number).json()["status"] == "DOCUMENTS_REQUESTED"
    assert attached_to(lab) == [None]


def test_a_photo_is_kept_without_its_exif(api: Api, family: Make) -> None:
    me = family()
    photo = samples.photo(640, 400, orientation=6)
    assert samples.GPS_IFD in samples.exif_of(photo)
    body = _created(upload(api, me.token, photo, "kwitansi.jpg"))
    kept = _file(api, me.token, body["document_id"])
    assert kept.headers["content-type"] == "image/jpeg"
    assert samples.exif_of(kept.content) == {}
    assert b"Samsung" not in kept.content and b"rumah budi" not in kept.content
    assert samples.size_of(kept.content) == (400, 640)  # stood upright
    assert body["size_bytes"] == len(kept.content)
    png = _created(upload(api, me.token, samples.png(), "resume.png"))
    assert b"Budi Santoso" not in _file(api, me.token, png["document_id"]).content


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (samples.pdf_with_javascript(), "PDF yang berisi skrip, lampiran atau aksi otomatis"),
        (samples.pdf_with_attachment(), "PDF yang berisi skrip, lampiran atau aksi otomatis"),
        (samples.pdf_encrypted(), "PDF yang dilindungi kata sandi tidak dapat diterima."),
    ],
    ids=["javascript", "attachment", "encrypted"],
)
def test_an_active_or_encrypted_pdf_is_415(
    api: Api, family: Make, content: bytes, message: str
) -> None:
    me = family()
    with Nothing():
        refused = problem(upload(api, me.token, content, "resume.pdf"), 415)
    assert refused["message"].startswith(message)


@pytest.mark.parametrize(
    ("name", "content", "shown"),
    [
        ("../../etc/passwd.pdf", samples.pdf(), "passwd.pdf"),
        ("C:\\Users\\budi\\Kwitansi RS.pdf", samples.pdf(), "Kwitansi RS.pdf"),
        ("<script>alert(1)</script>.pdf", samples.pdf(), "script.pdf"),
        ("..", samples.png(), "dokumen.png"),
    ],
)
def test_a_file_name_is_for_display_never_a_path(
    api: Api, family: Make, name: str, content: bytes, shown: str
) -> None:
    me = family()
    before = stored_files()
    body = _created(upload(api, me.token, content, name))
    assert body["file_name"] == shown
    (added,) = stored_files() - before
    root = settings.current().document_dir.resolve()
    assert added.resolve().is_relative_to(root)
    assert added.name.isalnum() and "passwd" not in str(added)
    assert not (root.parent / "etc").exists()
    assert _file(api, me.token, body["document_id"]).content == added.read_bytes()


def test_an_unattached_upload_is_discarded_with_its_file(api: Api, family: Make) -> None:
    me = family()
    before = stored_files()
    document_id = _created(upload(api, me.token))["document_id"]
    (kept,) = stored_files() - before
    answer = api.post("/document/discard", {"document_id": document_id}, token=me.token)
    assert answer.status_code == 200 and answer.json() == {"result": "Success"}
    assert not kept.exists() and stored_files() == before
    problem(_file(api, me.token, document_id), 404)
    again = api.post("/document/discard", {"document_id": document_id}, token=me.token)
    assert problem(again, 404)["message"] == "Dokumen tidak ditemukan."


def test_an_attached_document_cannot_be_discarded(api: Api, family: Make) -> None:
    me = family()
    body = inpatient(api, me)
    submitted(api, me, body)
    document_id = body["documents"][0]["document_id"]
    refused = problem(
        api.post("/document/discard", {"document_id": document_id}, token=me.token), 409
    )
    assert refused["message"] == (
        "Dokumen ini sudah dilampirkan pada pengajuan dan tidak dapat dihapus."
    )
    assert _file(api, me.token, document_id).status_code == 200


def test_another_customers_upload_is_404_like_a_missing_one(api: Api, family: Make) -> None:
    me, other = family(), family()
    theirs = _created(upload(api, other.token))["document_id"]
    refused = problem(api.post("/document/discard", {"document_id": theirs}, token=me.token), 404)
    missing = problem(api.post("/document/discard", {"document_id": "A" * 22}, token=me.token), 404)
    assert refused["message"] == missing["message"] == "Dokumen tidak ditemukan."
    assert _file(api, other.token, theirs).status_code == 200  # still theirs, still there


def test_other_routes_keep_the_64_kib_body_limit(api: Api, family: Make) -> None:
    me = family()
    body = inpatient(api, me)
    body["event"]["diagnosis"] = "x" * 100_000
    headers = {"Idempotency-Key": "a-key-of-sixteen-or-more"}
    problem(api.post("/claim/submit", body, token=me.token, headers=headers), 413)
    answer = {"claim_number": "KLM-2026-000001", "documents": [], "padding": "x" * 100_000}
    problem(api.post("/claim/document/answer", answer, token=me.token), 413)
    assert claims_of(me) == []
    assert submit(api, me.token, inpatient(api, me)).status_code == 201
