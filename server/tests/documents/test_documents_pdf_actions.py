"""Actions in an uploaded PDF (issue "Hold under abuse", finding 3): only an internal ``GoTo``,
a ``URI`` to ``https:`` and page-turning ``Named`` actions pass, wherever the action stands
(a link's ``/A``, an annotation's ``/AA``, an outline item, a ``/Next`` chain, a form field,
the catalog's ``/OpenAction``), whatever its name is spelled with (``#xx`` escapes); every
other action type is refused with 415 and nothing is kept. The PDFs are written byte for byte
(a writer library would not write most of them), and ``check_pdf`` is called directly; one
upload goes through HTTP."""

from __future__ import annotations

import io
import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from pypdf import PdfReader, PdfWriter
from pypdf.annotations import Link
from sqlalchemy import func, select

from server import settings
from server.db import transaction
from server.documents import messages, pdf
from server.documents.hygiene import Refused
from server.documents.models import Document
from server.tests import document_samples as samples
from server.tests.conftest import Account, Api, SignIn
from server.tests.support import problem

# ---------------------------------------------------------------- PDFs written byte for byte
GOTO = b"<< /Type /Action /S /GoTo /D [3 0 R /Fit] >>"
HTTPS = b"<< /Type /Action /S /URI /URI (https://www.tmanku.example/polis) >>"
SUBMIT = b"<< /Type /Action /S /SubmitForm /F << /FS /URL /F (https://kirim.example/) >> >>"


def raw_pdf(*objects: bytes) -> bytes:
    """Object n is ``objects[n - 1]`` (object 1 the catalog); the cross-reference table is
    computed."""
    out = bytearray(b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for number, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n%s\nendobj\n" % (number, body)
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % offset for offset in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\n" % (len(objects) + 1)
    return bytes(out + b"startxref\n%d\n%%%%EOF\n" % xref)


def document(
    *, catalog: bytes = b"", page: bytes = b"", link: bytes = b"", more: tuple[bytes, ...] = ()
) -> bytes:
    """One A4 page (object 3) with one link annotation (object 4); ``catalog``, ``page`` and
    ``link`` add entries to those dictionaries, ``more`` are objects 5, 6, ..."""
    return raw_pdf(
        b"<< /Type /Catalog /Pages 2 0 R " + catalog + b" >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Annots [4 0 R] " + page + b">>",
        b"<< /Type /Annot /Subtype /Link /Rect [72 700 300 720] /Border [0 0 0] " + link + b">>",
        *more,
    )


def link_to(action: bytes) -> bytes:
    return document(link=b"/A " + action)


def uri_link(value: bytes) -> bytes:
    return link_to(b"<< /Type /Action /S /URI /URI " + value + b" >>")


def hexed(text: str, encoding: str = "latin-1", mark: bytes = b"") -> bytes:
    return b"<" + (mark + text.encode(encoding)).hex().encode() + b">"


PLACES: dict[str, Callable[[bytes], bytes]] = {
    "link /A": link_to,
    "link /A by reference": lambda a: document(link=b"/A 5 0 R", more=(a,)),
    "link /PA": lambda a: document(link=b"/PA " + a),
    "annotation /AA": lambda a: document(link=b"/AA << /U " + a + b" >>"),
    "page /AA": lambda a: document(page=b"/AA << /O " + a + b" >>"),
    "outline item /A": lambda a: document(
        catalog=b"/Outlines 5 0 R",
        more=(
            b"<< /Type /Outlines /First 6 0 R /Last 6 0 R /Count 1 >>",
            b"<< /Title (Ringkasan polis) /Parent 5 0 R /A " + a + b" >>",
        ),
    ),
    "/Next after a GoTo": lambda a: link_to(b"<< /S /GoTo /D [3 0 R /Fit] /Next " + a + b" >>"),
    "/Next array, second": lambda a: link_to(
        b"<< /S /URI /URI (https://a.example/) /Next [" + GOTO + a + b"] >>"
    ),
    "/Next of a /Next": lambda a: document(
        link=b"/A << /S /GoTo /D [3 0 R /Fit] /Next 5 0 R >>",
        more=(b"<< /S /Named /N /NextPage /Next " + a + b" >>",),
    ),
    "form field /A": lambda a: document(
        catalog=b"/AcroForm << /Fields [5 0 R] >>",
        more=(
            b"<< /FT /Btn /Ff 65536 /T (kirim) /Type /Annot /Subtype /Widget "
            b"/Rect [72 600 200 630] /P 3 0 R /A " + a + b" >>",
        ),
    ),
    "catalog /OpenAction": lambda a: document(catalog=b"/OpenAction " + a),
}
# Where an allowed action still refuses the file: it would act without the customer's click.
ON_OPENING_OR_EVENT = {"annotation /AA", "page /AA", "catalog /OpenAction"}

# Each refused action, and what the refusal names.
REFUSED: dict[str, tuple[bytes, str]] = {
    "SubmitForm": (SUBMIT, "/SubmitForm"),
    "ImportData": (b"<< /Type /Action /S /ImportData /F (data.fdf) >>", "/ImportData"),
    "GoToR to a share": (
        rb"<< /Type /Action /S /GoToR /F (\\\\host\\share\\polis.pdf) /D [0 /Fit] >>",
        "/GoToR",
    ),
    "GoToE": (b"<< /S /GoToE /T << /R /C /N (lampiran) >> /D [0 /Fit] >>", "/GoToE"),
    "GoToDp": (b"<< /S /GoToDp /Dp << /Type /DPart >> >>", "/GoToDp"),
    "Launch": (b"<< /S /Launch /F (calc.exe) >>", "/Launch"),
    "Thread": (b"<< /S /Thread /D 0 >>", "/Thread"),
    "Sound": (b"<< /S /Sound /Volume 1 >>", "/Sound"),
    "Movie": (b"<< /S /Movie /T (iklan) >>", "/Movie"),
    "Hide": (b"<< /S /Hide /T (kirim) /H true >>", "/Hide"),
    "Named Print": (b"<< /S /Named /N /Print >>", "/Named /N /Print"),
    "Named without /N": (b"<< /S /Named >>", "/Named /N None"),
    "ResetForm": (b"<< /S /ResetForm >>", "/ResetForm"),
    "SetOCGState": (b"<< /S /SetOCGState /State [/OFF] >>", "/SetOCGState"),
    "Rendition": (
        b"<< /S /Rendition /OP 0 /R << /Type /Rendition /S /MR /C << /Type /MediaClip "
        b"/S /MCD /D (iklan.mp4) >> >> >>",
        "/Rendition",
    ),
    "Trans": (b"<< /S /Trans /Trans << /S /Dissolve >> >>", "/Trans"),
    "GoTo3DView": (b"<< /S /GoTo3DView /V 0 >>", "/GoTo3DView"),
    "JavaScript": (b"<< /S /JavaScript /JS (app.alert(1)) >>", "/JavaScript"),
    "ECMAScript": (b"<< /S /ECMAScript >>", "/ECMAScript"),
    "RichMediaExecute": (b"<< /S /RichMediaExecute /CMD << /C (play) >> >>", "/RichMediaExecute"),
    "an unknown type": (b"<< /Type /Action /S /Rahasia >>", "/Rahasia"),
    "no /S": (b"<< /Type /Action /URI (https://a.example/) >>", "/S not a name"),
    "/S a string": (b"<< /S (GoTo) /D [3 0 R /Fit] >>", "/S not a name"),
    "URI to javascript:": (b"<< /S /URI /URI (javascript:app.alert(1)) >>", "/URI not https:"),
    # Names with #xx escapes: pypdf decodes them as a viewer does.
    "/Submit#46orm": (b"<< /S /Submit#46orm /F (https://kirim.example/) >>", "/SubmitForm"),
    "/#53 key": (b"<< /#53 /SubmitForm /F (https://kirim.example/) >>", "/SubmitForm"),
    "/#47oTo#52": (rb"<< /S /#47oTo#52 /F (\\\\host\\share\\x.pdf) >>", "/GoToR"),
    "/#49mport#44ata": (b"<< /S /#49mport#44ata /F (data.fdf) >>", "/ImportData"),
    "/#55RI to javascript:": (b"<< /S /#55RI /URI (javascript:1) >>", "/URI not https:"),
}

# URIs that are not to https:, however dressed.
NOT_HTTPS: dict[str, bytes] = {
    "javascript:": b"(javascript:app.alert(1))",
    "space before": b"( javascript:app.alert(1))",
    "upper case": b"(JAVASCRIPT:app.alert(1))",
    "tab inside": rb"(java\tscript:app.alert(1))",
    "newline inside": rb"(java\nscript:app.alert(1))",
    "control character before": rb"(\001javascript:app.alert(1))",
    "hex string": hexed("javascript:app.alert(1)"),
    "UTF-16 with its mark": hexed("javascript:app.alert(1)", "utf-16-be", b"\xfe\xff"),
    "UTF-8 with its mark": hexed("javascript:app.alert(1)", "utf-8", b"\xef\xbb\xbf"),
    "data:": b"(data:text/html,<script>alert(1)</script>)",
    "file:": b"(file:///C:/Windows/System32/calc.exe)",
    "http:": b"(http://bank.example/mutasi)",
    "mailto:": b"(mailto:cs@bank.example)",
    "a share": rb"(\\\\host\\share\\polis.pdf)",
    "relative": b"(polis.pdf)",
    "tab inside https": rb"(ht\ttps://a.example/)",
    "control character inside https": rb"(https://a.example/\001x)",
    "full-width https": hexed(
        "\uff48\uff54\uff54\uff50\uff53://a.example/", "utf-16-be", b"\xfe\xff"
    ),
    "a name": b"/https",
    "a number": b"42",
    "empty": b"()",
}

# What passes: in every place but those that act without a click.
ALLOWED: dict[str, bytes] = {
    "GoTo": GOTO,
    "GoTo a named destination": b"<< /S /GoTo /D (ringkasan) >>",
    "/Go#54o": b"<< /S /Go#54o /D [3 0 R /Fit] >>",
    "URI to https:": HTTPS,
    "upper case": b"<< /S /URI /URI (HTTPS://WWW.TMANKU.EXAMPLE/) >>",
    "spaces around": b"<< /S /URI /URI ( https://a.example/\\n) >>",
    "hex string": b"<< /S /URI /URI " + hexed("https://a.example/") + b" >>",
    "UTF-16": b"<< /S /URI /URI " + hexed("https://a.example/", "utf-16-be", b"\xfe\xff") + b">>",
    "next page": b"<< /S /Named /N /NextPage >>",
    "first page": b"<< /S /Named /N /FirstPage >>",
    "GoTo then https": b"<< /S /GoTo /D [3 0 R /Fit] /Next " + HTTPS + b" >>",
}


def refusal(content: bytes) -> Refused:
    with pytest.raises(Refused) as caught:
        pdf.check_pdf(io.BytesIO(content))
    return caught.value


@pytest.mark.parametrize("place", PLACES)
@pytest.mark.parametrize("action", REFUSED)
def test_every_other_action_type_is_refused_wherever_it_stands(place: str, action: str) -> None:
    content, named = REFUSED[action]
    refused = refusal(PLACES[place](content))
    assert refused.message in (messages.PDF_LINK, messages.PDF_ACTIVE)
    assert named in refused.detail


@pytest.mark.parametrize("uri", NOT_HTTPS)
def test_a_uri_to_anything_but_https_is_refused_however_dressed(uri: str) -> None:
    refused = refusal(uri_link(NOT_HTTPS[uri]))
    assert (refused.message, "/URI not https:" in refused.detail) == (messages.PDF_LINK, True)


def test_a_uri_by_reference_is_followed() -> None:
    def by_reference(uri: bytes) -> bytes:
        return document(link=b"/A << /S /URI /URI 5 0 R >>", more=(uri,))

    assert "/URI not https:" in refusal(by_reference(b"(javascript:app.alert(1))")).detail
    pdf.check_pdf(io.BytesIO(by_reference(b"(https://a.example/)")))


@pytest.mark.parametrize("place", sorted(set(PLACES) - ON_OPENING_OR_EVENT))
@pytest.mark.parametrize("action", ALLOWED)
def test_an_internal_goto_an_https_uri_and_a_page_turn_pass(place: str, action: str) -> None:
    pdf.check_pdf(io.BytesIO(PLACES[place](ALLOWED[action])))


@pytest.mark.parametrize("place", sorted(ON_OPENING_OR_EVENT))
def test_even_an_allowed_action_on_opening_or_on_an_event_is_refused(place: str) -> None:
    refused = refusal(PLACES[place](GOTO))
    assert refused.message == messages.PDF_ACTIVE


def test_pypdf_reads_hex_escaped_names_as_the_names_they_spell() -> None:
    content = link_to(b"<< /#53 /Submit#46orm /F (https://kirim.example/) >>")
    link = PdfReader(io.BytesIO(content)).pages[0]["/Annots"][0].get_object()
    assert link["/A"]["/S"] == "/SubmitForm"


def test_an_action_under_any_key_is_judged() -> None:
    for action in (SUBMIT, b"<< /Type /Action /S /Rahasia >>"):
        assert refusal(document(page=b"/Lain " + action)).message == messages.PDF_LINK


def test_other_dictionaries_with_s_are_no_actions() -> None:
    """A tagged PDF's structure, a transparency group, page labels, a page transition, a
    border style and a soft mask each have an /S of their own."""
    tagged = document(
        catalog=b"/PageLabels << /Nums [0 << /S /D /St 1 >>] >> /StructTreeRoot 5 0 R "
        b"/MarkInfo << /Marked true >>",
        page=b"/Group << /Type /Group /S /Transparency /CS /DeviceRGB >> /StructParents 0 "
        b"/Trans << /S /Dissolve /D 1 >> /Resources << /ExtGState << /G0 << /Type /ExtGState "
        b"/SMask << /Type /Mask /S /Luminosity >> >> >> >> ",
        link=b"/BS << /W 1 /S /D >> /A " + HTTPS,
        more=(
            b"<< /Type /StructTreeRoot /K 6 0 R >>",
            b"<< /Type /StructElem /S /Sect /P 5 0 R /K [<< /Type /StructElem /S /P /K 0 >> "
            b"<< /Type /StructElem /S /Link /K 1 >>] >>",
        ),
    )
    pdf.check_pdf(io.BytesIO(tagged))


def test_ordinary_pdfs_from_a_writer_pass() -> None:
    writer = PdfWriter()
    writer.add_blank_page(width=595, height=842)
    writer.add_blank_page(width=595, height=842)
    writer.add_annotation(0, Link(rect=(72, 700, 300, 720), url="https://www.tmanku.example/"))
    writer.add_annotation(0, Link(rect=(72, 600, 300, 620), target_page_index=1))
    writer.add_outline_item(title="Halaman 2", page_number=1)
    out = io.BytesIO()
    writer.write(out)
    pdf.check_pdf(io.BytesIO(out.getvalue()))
    pdf.check_pdf(io.BytesIO(samples.pdf()))


@pytest.mark.parametrize(
    "content",
    [
        link_to(b"<< /S /URI /URI (https://a.example/) /S /SubmitForm /F (https://k.example/) >>"),
        link_to(b"<< /S /URI /URI (https://a.example/) /URI (javascript:app.alert(1)) >>"),
        document(link=b"/A " + GOTO + b" /A " + SUBMIT),
        document(page=b"/Annots [5 0 R] ", more=(b"<< /Subtype /Link /A " + SUBMIT + b" >>",)),
    ],
    ids=["/S", "/URI", "/A", "/Annots"],
)
def test_a_key_written_twice_refuses_the_file_as_damaged(
    content: bytes, monkeypatch: pytest.MonkeyPatch
) -> None:
    """pypdf keeps the first value, pdf.js and PDFium the last: what is checked would not be
    what is shown. Caught however quiet the log is."""
    monkeypatch.setattr(logging.getLogger(), "level", logging.ERROR)
    assert refusal(content).message == messages.DAMAGED


@pytest.mark.parametrize(
    ("base", "passes"),
    [(b"(https://www.tmanku.example/)", True), (b"()", True), (b"(javascript:x//)", False)],
)
def test_a_uri_base_must_be_https_too(base: bytes, passes: bool) -> None:
    content = document(catalog=b"/URI << /Base " + base + b" >>", link=b"/A " + HTTPS)
    if passes:
        pdf.check_pdf(io.BytesIO(content))
    else:
        assert "/Base not https:" in refusal(content).detail


def test_the_walk_keeps_about_one_object_in_the_reader_cache() -> None:
    pictures = tuple(
        b"<< /Length 20000 >>\nstream\n" + bytes(20000) + b"\nendstream" for _ in range(40)
    )
    names = b" ".join(b"/P%d %d 0 R" % (n, n + 5) for n in range(40))
    content = document(page=b"/Resources << /XObject << " + names + b" >> >> ", more=pictures)
    reader = PdfReader(io.BytesIO(content))
    assert pdf._active_names(reader.trailer, reader.resolved_objects) == (set(), set())
    assert len(reader.resolved_objects) <= 1


# ---------------------------------------------------------------- over HTTP
def test_a_submitform_link_is_refused_over_http_and_an_https_link_kept(
    api: Api, signin: SignIn, make_account: Callable[..., Account]
) -> None:
    token = str(signin.signed_in(make_account())["token"])

    def upload(content: bytes) -> Any:
        files = {"file": ("mutasi rekening.pdf", content, "application/pdf")}
        return api.post(
            "/document/upload", token=token, data={"purpose": "KYC_ID_CARD"}, files=files
        )

    before = _kept()
    body = problem(upload(link_to(SUBMIT)), 415)
    assert body["message"] == messages.PDF_LINK
    assert _kept() == before

    assert upload(link_to(HTTPS)).status_code == 201


def _kept() -> tuple[int, list[Path]]:
    with transaction() as session:
        rows = int(session.scalar(select(func.count(Document.id))) or 0)
    root = settings.current().document_dir
    return rows, sorted(p for p in root.rglob("*") if p.is_file()) if root.exists() else []


@pytest.mark.parametrize(
    "annotation",
    [
        b"/Subtype /FileAttachment /FS << /Type /Filespec /F (a.exe) /EF << /F 5 0 R >> >>",
        b"/Subtype /RichMedia /RichMediaContent << /Assets << /Names [] >> >>",
        rb"/Subtype /Movie /Movie << /F (\\\\host\\share\\iklan.mov) >>",
        b"/Subtype /Sound /Sound 5 0 R",
    ],
    ids=["file attachment", "rich media", "movie", "sound"],
)
def test_an_annotation_that_holds_a_file_or_plays_media_is_refused(annotation: bytes) -> None:
    content = raw_pdf(
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Annots [4 0 R] >>",
        b"<< /Type /Annot /Rect [72 700 90 720] " + annotation + b" >>",
        b"<< /Type /EmbeddedFile /Length 3 >>\nstream\nMZ\x90\nendstream",
    )
    assert refusal(content).message == messages.PDF_ACTIVE
