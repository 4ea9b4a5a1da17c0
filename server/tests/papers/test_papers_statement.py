"""The statement of a policy over HTTP: the PDF (rows oldest first, totals, period, code)
and the CSV for an Indonesian spreadsheet (BOM, ``;``, CRLF, DD/MM/YYYY, whole rupiah,
formulas neutralised), with the transaction history's period rules and messages."""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Callable
from datetime import UTC, date, datetime
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

import pytest

from server.db import transaction
from server.ledger.models import PolicyTransaction, TransactionType
from server.tests import papers_support as ps
from server.tests.conftest import Api, Clock
from server.tests.papers_support import KS, UL, Holder, download, get, refused, text

pytestmark = pytest.mark.postgres  # a database test: SQLite and PostgreSQL

demo, on_day, budi, siti, make_holder = ps.demo, ps.on_day, ps.budi, ps.siti, ps.make_holder
MakeHolder = Callable[..., Holder]
HEAD = ["Tanggal", "Nomor Transaksi", "Jenis", "Keterangan", "Dibayar (Rp)", "Diterima (Rp)"]
HALF_YEAR = {"date_from": "2026-01-01", "date_to": "2026-06-30"}


def _csv(api: Api, token: str, **params: str) -> tuple[bytes, list[list[str]]]:
    response = download(api, token, "/transaction/statement", format="csv", **params)
    assert response.headers["content-type"] == "text/csv"
    raw = response.content
    assert raw.startswith(b"\xef\xbb\xbf")  # the BOM: spreadsheets read it as UTF-8
    rows = list(csv.reader(io.StringIO(raw.decode("utf-8-sig"), newline=""), delimiter=";"))
    return raw, rows


def test_the_pdf_lists_the_period_oldest_first_with_totals_and_a_code(api: Api, budi: str) -> None:
    response = download(api, budi, "/transaction/statement", policy_number=UL, **HALF_YEAR)
    assert response.headers["content-type"] == "application/pdf"
    assert ps.file_name(response) == f"laporan-transaksi-{UL}-20260101-20260630.pdf"
    printed = text(response.content)
    for expected in (
        "Laporan Transaksi",
        UL,
        "Sentosa Link Proteksi Maksima",
        "Budi Santoso",
        "1 Januari 2026 - 30 Juni 2026",
        "Jumlah Transaksi 20",
        "Total Dibayar Rp 10.783.400",
        "Total Diterima Rp 3.000.000",
        "Pembayaran Premi",
        "Top-up Premi",
        "Penarikan Dana",
    ):
        assert expected in printed, expected
    days = re.findall(r"\d{2}/\d{2}/2026", printed.partition("Nilai Investasi per")[0])
    assert days[0] == "15/01/2026" and days[-1] == "15/06/2026"
    assert days == sorted(days, key=lambda d: d[3:5] + d[:2])  # oldest first
    ps.code_in(response.content)
    again = download(api, budi, "/transaction/statement", policy_number=UL, **HALF_YEAR)
    assert again.content == response.content


def _number(printed: str) -> Decimal:
    return Decimal(printed.replace(".", "").replace(",", "."))


def test_a_unit_links_pdf_closes_with_its_funds_on_the_last_day(api: Api, budi: str) -> None:
    """Each fund's units at its last unit price of the period, the value their product
    rounded to rupiah, and the total; a policy that is no unit link has no such part."""
    response = download(api, budi, "/transaction/statement", policy_number=UL, **HALF_YEAR)
    printed = text(response.content)
    assert "Nilai Investasi per 30 Juni 2026" in printed
    funds = re.findall(
        r"(Sentosa [A-Za-z ]+?) ([\d.]+,\d{4}) ([\d.]+,\d{4}) (\d{2}/\d{2}/2026) ([\d.]+)", printed
    )
    assert len(funds) == 2, printed
    values = []
    for _name, units, price, day, value in funds:
        assert day == "30/06/2026"  # a Tuesday: that day's price
        exact = (_number(units) * _number(price)).quantize(Decimal(1), rounding=ROUND_HALF_UP)
        assert _number(value) == exact
        values.append(exact)
    total = re.search(r"Jumlah Nilai Investasi ([\d.]+)", printed)
    assert total is not None and _number(total.group(1)) == sum(values)
    other = download(api, budi, "/transaction/statement", policy_number=KS, **HALF_YEAR)
    assert "Nilai Investasi" not in text(other.content)


def test_the_csv_is_for_an_indonesian_spreadsheet(api: Api, budi: str) -> None:
    raw, rows = _csv(api, budi, policy_number=UL, **HALF_YEAR)
    assert rows[0] == HEAD
    lines = raw.decode("utf-8-sig").split("\r\n")
    assert lines[-1] == "" and len(lines) == 22  # CRLF after the head and each of 20 rows
    body = rows[1:]
    assert len(body) == 20
    first = body[0]
    assert first[0] == "15/01/2026" and re.fullmatch(r"TRX-20260115-\d{6}", first[1])
    assert first[2:] == [
        "Pembayaran Premi",
        "Premi bulanan periode 15 Januari 2026 - 14 Februari 2026",
        "750000",
        "",
    ]
    fee = next(row for row in body if row[3] == "Biaya administrasi bulanan")
    assert fee[2:] == ["Biaya", "Biaya administrasi bulanan", "27500", ""]  # deducted: paid
    assert sum(int(row[4]) for row in body if row[4]) == 10_783_400
    assert sum(int(row[5]) for row in body if row[5]) == 3_000_000
    dates = [datetime.strptime(row[0], "%d/%m/%Y") for row in body]
    assert dates == sorted(dates)
    assert b"Kode verifikasi" not in raw  # no code: a CSV is not a document of record


def test_the_csv_neutralises_formulas_in_customer_text(
    api: Api, make_holder: MakeHolder, on_day: Clock
) -> None:
    paid = datetime(2026, 2, 1, 3, tzinfo=UTC)
    for description in (
        '=HYPERLINK("http://evil.example","klik")',
        "+62 812",
        "-1+1",
        "@SUM(A1)",
        "Premi; triwulan",
    ):
        holder = make_holder(premiums=((paid, 500_000),), description=description)
        raw, rows = _csv(api, holder.token, policy_number=holder.policy_number, **HALF_YEAR)
        cell = rows[1][3]
        if description[0] in "=+-@":
            assert cell == "'" + description
        else:
            assert cell == description  # quoted by the csv module: the ; stays in its cell
            assert b'"Premi; triwulan"' in raw
        assert rows[1][4] == "500000"


def test_the_period_follows_the_history_rules(api: Api, budi: str) -> None:
    def statement(**params: str) -> Any:
        return get(api, budi, "/transaction/statement", policy_number=UL, **params)

    assert refused(statement(date_from="2026-07-01", date_to="2026-06-30"), 422) == (
        "Tanggal awal tidak boleh setelah tanggal akhir."
    )
    assert refused(statement(date_from="2026-12-01"), 422) == (
        "Tanggal awal tidak boleh setelah hari ini."
    )
    assert refused(statement(date_from="2021-06-30", date_to="2026-06-30"), 422) == (
        "Periode riwayat transaksi paling panjang 5 tahun."
    )
    ps.problem(statement(date_from="2026-02-30", format="csv"), 400)  # not a date
    ps.problem(statement(format="xlsx"), 400)
    default = download(api, budi, "/transaction/statement", policy_number=UL, format="csv")
    assert ps.file_name(default) == f"laporan-transaksi-{UL}-20251123-20261122.csv"
    five_years = statement(date_from="2021-07-01", date_to="2026-06-30")
    assert five_years.status_code == 200


def test_a_fund_switch_is_neither_paid_nor_received(
    api: Api, make_holder: MakeHolder, on_day: Clock
) -> None:
    """Money moved between a unit link's funds: out of both totals, its value in its line,
    and INTERNAL in the history the statement follows."""
    paid = datetime(2026, 2, 1, 3, tzinfo=UTC)
    holder = make_holder(premiums=((paid, 500_000),))
    with transaction() as session:
        session.add(
            PolicyTransaction(
                transaction_number="TRX-20260202-900001",
                policy_id=holder.policy_id,
                type=TransactionType.FUND_SWITCH,
                amount=5_845_306,
                occurred_at=datetime(2026, 2, 2, 11, tzinfo=UTC),
                effective_date=date(2026, 2, 2),
                description="Pengalihan dana SW-20260202-OAIXQ65K",
            )
        )
    params = {"policy_number": holder.policy_number, **HALF_YEAR}
    _raw, rows = _csv(api, holder.token, **params)
    assert rows[2][2:] == [
        "Pengalihan Dana",
        "Pengalihan dana SW-20260202-OAIXQ65K (dialihkan antardana Rp 5.845.306)",
        "",
        "",
    ]
    printed = text(download(api, holder.token, "/transaction/statement", **params).content)
    assert "Total Dibayar Rp 500.000" in printed and "Total Diterima Rp 0" in printed
    history = get(api, holder.token, "/transaction/list", **params).json()
    assert {row["type"]: row["flow"] for row in history["data"]}["FUND_SWITCH"] == "INTERNAL"
