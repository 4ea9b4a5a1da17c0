"""The statement of one policy (Laporan Transaksi) for a period: the transaction history's
rows of those WIB days, oldest first, as an A4 PDF (with the totals in and out and a
verification code) or as CSV for an Indonesian spreadsheet.

The period follows the history's rules (:mod:`server.transaction.period`: no dates, the
last 12 months; at most 5 years; the same 422s). Money is seen from the customer, as in the
history (the transaction type's flow): premiums, top-ups and charges are paid or deducted
(Dibayar), withdrawals, claim payouts and refunds received (Diterima); a fund switch moves
money inside the policy (INTERNAL): neither, its value said in its description. A unit-link policy's
PDF closes with its funds on the period's last day (Nilai Investasi): each fund's units
traded by then at the last unit price published by then, and their value (as the
investment page computes it, :func:`server.investment.service.holdings_on`).

CSV: UTF-8 with a BOM, ``;`` between fields, CRLF, dates ``DD/MM/YYYY``, whole rupiah
without thousands separators (numbers to a spreadsheet), an Indonesian header row, fields
quoted by the csv module when they need it, and a text cell starting with ``=``, ``+``,
``-``, ``@``, a tab or a carriage return is given a leading apostrophe so that no
spreadsheet runs it as a formula (a description may carry what a customer wrote)."""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass
from datetime import date

from fpdf import FPDF
from sqlalchemy.orm import Session

from server.clock import WIB, as_utc
from server.investment.notices import angka
from server.investment.service import holdings_on
from server.papers import layout, messages
from server.papers.layout import Issue, Letterhead
from server.papers.models import PaperKind
from server.papers.registry import Draft, Key, draft
from server.payment.messages import periode, rupiah, tanggal
from server.policy.models import Policy, ProductType
from server.printing import engine
from server.printing.engine import Column
from server.transaction.period import Period
from server.transaction.service import statement_rows

LAYOUT = 2  # 2: a unit link's funds on the last day
TITLE = PaperKind.STATEMENT.label
HEAD = ("Tanggal", "Nomor Transaksi", "Jenis", "Keterangan", "Dibayar (Rp)", "Diterima (Rp)")
COLUMNS = (
    Column(HEAD[0], 19),
    Column(HEAD[1], 37),
    Column(HEAD[2], 23),
    Column(HEAD[3], 45),
    Column(HEAD[4], 23, "R"),
    Column(HEAD[5], 23, "R"),
)
FORMULA_START = ("=", "+", "-", "@", "\t", "\r")
FUND_COLUMNS = (
    Column("Dana Investasi", 50),
    Column("Unit", 28, "R"),
    Column("Harga Unit", 30, "R"),
    Column("Tanggal Harga", 32, "R"),
    Column("Nilai (Rp)", 30, "R"),
)


@dataclass(frozen=True, slots=True)
class Line:
    day: date  # WIB
    number: str
    type_label: str
    description: str
    paid: int | None  # paid or deducted (the history's flow OUT)
    received: int | None  # received by the customer (IN)


@dataclass(frozen=True, slots=True)
class FundLine:
    """One fund of a unit-link policy on the period's last day, as printed."""

    name: str
    units: str  # 1.523,4567
    unit_price: str | None  # none published yet
    price_date: date | None
    value: int


@dataclass(frozen=True, slots=True)
class Statement:
    letterhead: Letterhead
    policy_number: str
    product_name: str
    holder_name: str
    date_from: date
    date_to: date
    lines: tuple[Line, ...]
    funds: tuple[FundLine, ...]  # a unit link's funds on ``date_to``; none for other products

    @property
    def total_paid(self) -> int:
        return sum(line.paid or 0 for line in self.lines)

    @property
    def total_received(self) -> int:
        return sum(line.received or 0 for line in self.lines)

    @property
    def funds_value(self) -> int:
        return sum(fund.value for fund in self.funds)


def _funds(session: Session, policy: Policy, day: date) -> tuple[FundLine, ...]:
    if policy.product.type is not ProductType.UNIT_LINK:
        return ()
    return tuple(
        FundLine(
            name=h.fund.name,
            units=angka(h.units),
            unit_price=None if h.unit_price is None else angka(h.unit_price),
            price_date=h.price_date,
            value=h.value,
        )
        for h in holdings_on(session, policy.id, day)
    )


def content(session: Session, policy: Policy, letterhead: Letterhead, period: Period) -> Statement:
    lines = []
    for row in statement_rows(session=session, policy_id=policy.id, period=period):
        flow = row.type.flow
        moved = flow == "INTERNAL"
        lines.append(
            Line(
                day=as_utc(row.occurred_at).astimezone(WIB).date(),
                number=row.transaction_number,
                type_label=row.type.description,
                description=messages.MOVED.format(
                    description=row.description, amount=rupiah(row.amount)
                )
                if moved
                else row.description,
                paid=row.amount if flow == "OUT" else None,
                received=row.amount if flow == "IN" else None,
            )
        )
    return Statement(
        letterhead=letterhead,
        policy_number=policy.policy_number,
        product_name=policy.product.name,
        holder_name=policy.holder.full_name,
        date_from=period.date_from,
        date_to=period.date_to,
        lines=tuple(lines),
        funds=_funds(session, policy, period.date_to),
    )


def subject(period: Period) -> str:
    """The statement's name in the register: ``2026-01-01..2026-06-30``."""
    return f"{period.date_from.isoformat()}..{period.date_to.isoformat()}"


def file_name(c: Statement, extension: str) -> str:
    return (
        f"laporan-transaksi-{c.policy_number}-{c.date_from:%Y%m%d}-{c.date_to:%Y%m%d}.{extension}"
    )


def paper(c: Statement, policy_id: int, period: Period) -> Draft:
    return draft(
        Key(PaperKind.STATEMENT, policy_id, subject(period)),
        layout=LAYOUT,
        content=c,
        title=TITLE,
        file_name=file_name(c, "pdf"),
        render=render,
    )


def _money(amount: int | None) -> str:
    return "" if amount is None else rupiah(amount).removeprefix("Rp ")


def render(c: Statement, issue: Issue) -> bytes:
    span = periode(c.date_from, c.date_to)
    meta = layout.meta(
        c.letterhead,
        f"{TITLE} {c.policy_number}",
        f"{TITLE} polis {c.policy_number}, {span}",
        issue,
    )
    texts = [c.holder_name, c.product_name, *(line.description for line in c.lines)]
    pdf = engine.document(meta, texts)
    pdf.add_page()
    layout.header(pdf, c.letterhead)
    engine.title(pdf, TITLE)
    engine.rows(
        pdf,
        (
            ("Nomor Polis", c.policy_number),
            ("Produk", c.product_name),
            ("Pemegang Polis", c.holder_name),
            ("Periode", span),
        ),
    )
    pdf.ln(3)
    if c.lines:
        lines = [
            (
                f"{x.day:%d/%m/%Y}",
                x.number,
                x.type_label,
                x.description,
                _money(x.paid),
                _money(x.received),
            )
            for x in c.lines
        ]
        engine.wrapped_table(pdf, COLUMNS, lines, size=8, padding=1.0)
    else:
        engine.note(pdf, "Tidak ada transaksi pada periode ini.")
    pdf.ln(3)
    engine.rows(
        pdf,
        (
            ("Jumlah Transaksi", str(len(c.lines))),
            ("Total Dibayar", rupiah(c.total_paid)),
            ("Total Diterima", rupiah(c.total_received)),
        ),
    )
    if c.funds:
        _fund_balance(pdf, c)
    pdf.ln(3)
    engine.note(pdf, messages.STATEMENT_NOTE)
    pdf.ln(1)
    engine.note(pdf, messages.ELECTRONIC_PAPER)
    layout.verification(pdf, c.letterhead, issue)
    return engine.output(pdf)


def _fund_balance(pdf: FPDF, c: Statement) -> None:
    engine.section(pdf, f"Nilai Investasi per {tanggal(c.date_to)}")
    engine.table(
        pdf,
        FUND_COLUMNS,
        [
            (
                fund.name,
                fund.units,
                fund.unit_price or "-",
                "-" if fund.price_date is None else f"{fund.price_date:%d/%m/%Y}",
                _money(fund.value),
            )
            for fund in c.funds
        ],
        total=("Jumlah Nilai Investasi", _money(c.funds_value)),
        size=9,
    )
    engine.note(pdf, messages.FUND_BALANCE_NOTE)


def _cell(value: str) -> str:
    """A text cell no spreadsheet reads as a formula."""
    return f"'{value}" if value.startswith(FORMULA_START) else value


def to_csv(c: Statement) -> bytes:
    out = io.StringIO()
    writer = csv.writer(out, delimiter=";", lineterminator="\r\n", quoting=csv.QUOTE_MINIMAL)
    writer.writerow(HEAD)
    for x in c.lines:
        writer.writerow(
            (
                f"{x.day:%d/%m/%Y}",
                _cell(x.number),
                _cell(x.type_label),
                _cell(engine.text(x.description)),
                "" if x.paid is None else x.paid,
                "" if x.received is None else x.received,
            )
        )
    return ("\ufeff" + out.getvalue()).encode("utf-8")
