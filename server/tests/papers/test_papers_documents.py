"""The e-policy, the premium certificate for tax and the health card over HTTP, read back
with pypdf: what each prints (names in any script as written), its metadata, its page size,
its verification code and QR code; the same content gives the same bytes; another
customer's policy or card is answered like an unknown one; the rules' 422s."""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import UTC, datetime

import pytest

from server.papers.health_card import CARD_QR
from server.papers.layout import QR_SIZE, VERIFY_PATH
from server.printing import qr
from server.tests import papers_support as ps
from server.tests.conftest import Api, Clock
from server.tests.papers_support import KS, KS_CARD, TL, UL, Holder, download, get, refused, text

pytestmark = pytest.mark.postgres  # a database test: SQLite and PostgreSQL

demo, on_day, budi, siti, make_holder = ps.demo, ps.on_day, ps.budi, ps.siti, ps.make_holder
MakeHolder = Callable[..., Holder]
PORTAL = "http://127.0.0.1:8080"  # the tests' PUBLIC_URL (empty: the server's own address)
MM = 72 / 25.4  # PDF points per millimetre


def _rectangles(content: bytes, data: str, size: float, page: int = 0) -> int:
    """Filled rectangles (``x y w h re f``) one QR module high drawn on a page (a QR code of
    ``data``, ``size`` mm wide), whatever else the page fills."""
    stream = ps.reader(content).pages[page].get_contents()
    assert stream is not None
    module = size / len(qr.modules(data)) * MM
    found = re.findall(rb"[-\d.]+ [-\d.]+ [-\d.]+ ([-\d.]+) re\s+f\b", stream.get_data())
    return sum(1 for height in found if abs(abs(float(height)) - module) < 0.01)


def _dark_runs(data: str) -> int:
    runs = 0
    for row in qr.modules(data):
        runs += sum(1 for i, dark in enumerate(row) if dark and (i == 0 or not row[i - 1]))
    return runs


def test_the_epolicy_prints_the_policy_with_its_code(api: Api, budi: str, on_day: Clock) -> None:
    response = download(api, budi, "/policy/epolicy", policy_number=UL)
    assert response.headers["content-type"] == "application/pdf"
    assert ps.file_name(response) == f"e-polis-{UL}.pdf"
    printed = text(response.content)
    for expected in (
        "PT Asuransi Jiwa Sentosa Raya",
        "Menara Sentosa Lt. 12",
        "Otoritas Jasa Keuangan",
        "Izin usaha: KEP-127/NB.1/2008",
        "E-Polis",
        UL,
        "Sentosa Link Proteksi Maksima (Asuransi Jiwa Unit Link)",
        "Aktif",
        "15 Maret 2024 - 15 Maret 2079",
        "Budi Santoso (C000123456)",
        "Diri Sendiri",
        "15 Mei 1980",
        "Rina Santoso Istri 60%",
        "Dimas Santoso Anak 40%",
        "Rp 500.000.000",
        "Sentosa Critical Illness 100 Rp 200.000.000 Rp 125.000 15 Maret 2045",
        "Rp 750.000 (bulanan)",
        "Autodebet Kartu Kredit BCA",
        "23/POJK.05/2015",
        "sah tanpa tanda tangan",
    ):
        assert expected in printed, expected
    code = ps.code_in(response.content)
    url = f"{PORTAL}{VERIFY_PATH}{code}"
    assert url in printed
    # The QR code is the link: one filled rectangle per run of dark modules of its symbol.
    assert _rectangles(response.content, url, QR_SIZE) == _dark_runs(url)
    meta = ps.reader(response.content).metadata
    assert meta is not None
    assert meta.title == f"E-Polis {UL}"
    assert meta.author == "PT Asuransi Jiwa Sentosa Raya"
    assert meta.subject == f"E-Polis polis {UL} - Sentosa Link Proteksi Maksima"
    assert meta.creator == "TManKu"
    assert meta.creation_date == on_day.now.replace(microsecond=0)
    assert ps.reader(response.content).trailer["/Root"]["/Lang"] == "id"


def test_the_same_content_is_the_same_document(api: Api, budi: str, on_day: Clock) -> None:
    first = download(api, budi, "/policy/epolicy", policy_number=KS)
    on_day.advance(minutes=4)  # within the access token's 5 minutes
    again = download(api, budi, "/policy/epolicy", policy_number=KS)
    assert again.content == first.content  # same code, same issue time, same bytes


def test_names_print_as_written_with_their_fonts_embedded(
    api: Api, make_holder: MakeHolder, on_day: Clock
) -> None:
    holder = make_holder(
        holder_name="陈美玲 Ma\u2019rifah", beneficiary="Nguye\u0302\u0303n Thị Mai"
    )
    response = download(api, holder.token, "/policy/epolicy", policy_number=holder.policy_number)
    printed = text(response.content)
    assert "陈美玲 Ma\u2019rifah" in printed
    assert "Nguyễn Thị Mai" in printed  # combining accents printed as the one letter (NFC)
    fonts = {
        str(font.get_object()["/BaseFont"])
        for page in ps.reader(response.content).pages
        for font in page["/Resources"]["/Font"].values()
    }
    assert {"/MPDFAA+DejaVuSansBook", "/MPDFAA+DejaVuSansBold"} <= fonts, fonts  # subsets
    assert any("DroidSansFallback" in name for name in fonts), fonts
    for font in ps.reader(response.content).pages[0]["/Resources"]["/Font"].values():
        descendant = font.get_object()["/DescendantFonts"][0].get_object()
        assert "/FontFile2" in descendant["/FontDescriptor"]  # embedded, a subset


def test_the_tax_certificate_of_the_current_year_goes_to_today(
    api: Api, budi: str, on_day: Clock
) -> None:
    response = download(api, budi, "/policy/taxCertificate", policy_number=KS, year=2026)
    assert ps.file_name(response) == f"sertifikat-premi-{KS}-2026.pdf"
    printed = text(response.content)
    for expected in (
        "Sertifikat Premi Tahun 2026",
        "Tahun Pajak 2026",
        "1 Januari 2026 sampai dengan 22 November 2026",
        "3 April 2026",
        "1 April 2026 - 30 Juni 2026",
        "2 Juli 2026 BP-20260702-000187 1 Juli 2026 - 30 September 2026 Rp 1.250.000",
        "Total Premi Dibayar Rp 2.500.000",
        "Budi Santoso (C000123456)",
    ):
        assert expected in printed, expected
    assert "29 Desember 2025" not in printed  # paid in 2025: that year's certificate
    assert ps.reader(response.content).metadata.title == f"Sertifikat Premi Tahun 2026 {KS}"
    last_year = text(
        download(api, budi, "/policy/taxCertificate", policy_number=KS, year=2025).content
    )
    assert "29 Desember 2025" in last_year and "1 Januari 2026 - 31 Maret 2026" in last_year
    assert "1 Januari 2025 - 31 Desember 2025" in last_year and "sampai dengan" not in last_year
    unit_link = text(
        download(api, budi, "/policy/taxCertificate", policy_number=UL, year=2026).content
    )
    assert len(re.findall(r"TRX-2026\d{4}-\d{6}", unit_link)) == 11  # autodebit, Jan-Nov
    assert "Total Premi Dibayar Rp 8.250.000" in unit_link


def test_the_tax_certificate_refuses_a_future_year_or_one_without_premiums(
    api: Api, budi: str
) -> None:
    future = get(api, budi, "/policy/taxCertificate", policy_number=KS, year=2027)
    assert refused(future, 422) == (
        "Sertifikat premi tahun 2027 belum dapat dibuat karena tahun itu belum berjalan."
    )
    none = get(api, budi, "/policy/taxCertificate", policy_number=KS, year=2019)
    assert refused(none, 422) == "Tidak ada premi yang dibayar untuk polis ini pada tahun 2019."
    terminated = get(api, budi, "/policy/taxCertificate", policy_number=TL, year=2024)
    assert refused(terminated, 422) == (
        "Tidak ada premi yang dibayar untuk polis ini pada tahun 2024."
    )
    ps.problem(get(api, budi, "/policy/taxCertificate", policy_number=KS, year="20x5"), 400)


def test_the_health_card_is_card_sized_front_and_back(api: Api, budi: str) -> None:
    response = download(api, budi, "/policy/healthCard", card_number=KS_CARD)
    assert ps.file_name(response) == "kartu-kesehatan-8001230004560001.pdf"
    pages = ps.reader(response.content).pages
    assert len(pages) == 2
    for page in pages:
        assert float(page.mediabox.width) == pytest.approx(85.6 * MM, abs=0.01)
        assert float(page.mediabox.height) == pytest.approx(54 * MM, abs=0.01)
    front, back = (" ".join(page.extract_text().split()) for page in pages)
    for expected in (
        "PT Asuransi Jiwa Sentosa Raya",
        "Kartu Kesehatan - Plan Gold",
        "Budi Santoso",
        KS_CARD,
        "Kamar 1 orang, Rp 1.000.000/hari",
        "1 Juli 2026 s.d. 30 Juni 2027",
    ):
        assert expected in front, expected
    code = ps.code_in(response.content)
    for expected in ("AdMedika", "1500 789", code, "rumah sakit rekanan"):
        assert expected in back, expected
    url = f"{PORTAL}{VERIFY_PATH}{code}"
    assert _rectangles(response.content, url, CARD_QR, page=1) == _dark_runs(url)
    digits = download(api, budi, "/policy/healthCard", card_number="8001230004560001")
    assert digits.content == response.content


def test_another_customers_policy_or_card_is_like_an_unknown_one(
    api: Api, budi: str, siti: str
) -> None:
    for path, params in (
        ("/policy/epolicy", {"policy_number": UL}),
        ("/policy/taxCertificate", {"policy_number": KS, "year": 2026}),
        ("/transaction/statement", {"policy_number": UL}),
    ):
        theirs = ps.problem(get(api, siti, path, **params), 404)
        unknown = ps.problem(get(api, siti, path, **{**params, "policy_number": "XX99000001"}), 404)
        assert {**theirs, "requestId": ""} == {**unknown, "requestId": ""}
        assert theirs["message"] == "Polis tidak ditemukan."
    card = ps.problem(get(api, siti, "/policy/healthCard", card_number=KS_CARD), 404)
    missing = ps.problem(get(api, siti, "/policy/healthCard", card_number="9999 9999 9999"), 404)
    assert {**card, "requestId": ""} == {**missing, "requestId": ""}
    assert card["message"] == "Kartu kesehatan tidak ditemukan."
    mine = download(api, budi, "/policy/healthCard", card_number=KS_CARD)
    assert mine.content.startswith(b"%PDF-")


def test_a_policy_not_issued_yet_has_no_documents(
    api: Api, make_holder: MakeHolder, on_day: Clock
) -> None:
    holder = make_holder(issued=False, premiums=((datetime(2026, 2, 1, 3, tzinfo=UTC), 500),))
    number = holder.policy_number
    message = (
        "Polis ini belum terbit. Dokumen polis tersedia setelah premi pertama dibayar dan "
        "polis terbit."
    )
    assert refused(get(api, holder.token, "/policy/epolicy", policy_number=number), 422) == message
    taxed = get(api, holder.token, "/policy/taxCertificate", policy_number=number, year=2026)
    assert refused(taxed, 422) == message
    card = get(api, holder.token, "/policy/healthCard", card_number=holder.card_number)
    assert refused(card, 404) == "Kartu kesehatan tidak ditemukan."
    listed = get(api, holder.token, "/policy/documents")
    assert listed.status_code == 200 and listed.json() == {"policies": []}
