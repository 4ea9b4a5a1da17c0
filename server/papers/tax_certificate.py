"""The premium certificate for tax (Sertifikat Premi) of one policy and one calendar year on
A4: every premium paid that year (by its WIB payment date) with its date, proof number,
period and amount, and the total; for the current year the premiums up to today, which it
says. A future year, or one without a premium paid, is refused (422)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from sqlalchemy.orm import Session

from server.errors import RuleViolation
from server.papers import layout, messages, sources
from server.papers.layout import Issue, Letterhead
from server.papers.models import PaperKind
from server.papers.registry import Draft, Key, draft
from server.payment.messages import periode, rupiah, tanggal
from server.policy.models import Policy
from server.printing import engine
from server.printing.engine import Column

LAYOUT = 1
COLUMNS = (
    Column("Tanggal Bayar", 33),
    Column("Nomor Bukti", 40),
    Column("Periode", 66),
    Column("Jumlah", 31, "R"),
)


@dataclass(frozen=True, slots=True)
class Line:
    paid_on: date
    number: str
    period: str
    amount: int


@dataclass(frozen=True, slots=True)
class TaxCertificate:
    letterhead: Letterhead
    policy_number: str
    product_name: str
    holder_name: str
    client_number: str
    year: int
    until: date | None  # the current year: the premiums up to this day
    lines: tuple[Line, ...]

    @property
    def total(self) -> int:
        return sum(line.amount for line in self.lines)


def file_name(policy_number: str, year: int) -> str:
    return f"sertifikat-premi-{policy_number}-{year}.pdf"


def content(
    session: Session, policy: Policy, letterhead: Letterhead, *, year: int, today: date
) -> TaxCertificate:
    """The certificate's content; 422 for a year after ``today``'s or without premiums."""
    if year > today.year:
        raise RuleViolation(messages.future_year(year), detail=f"{year} is in the future.")
    until = today if year == today.year else None
    paid = sources.premiums(session, policy.id, year=year, until=until)
    if not paid:
        raise RuleViolation(messages.no_premium(year), detail=f"no premium paid in {year}")
    return TaxCertificate(
        letterhead=letterhead,
        policy_number=policy.policy_number,
        product_name=policy.product.name,
        holder_name=policy.holder.full_name,
        client_number=policy.holder.client_number,
        year=year,
        until=until,
        lines=tuple(
            Line(p.paid_on, p.number, periode(*p.period) if p.period else "-", p.amount)
            for p in paid
        ),
    )


def paper(c: TaxCertificate, policy_id: int) -> Draft:
    return draft(
        Key(PaperKind.TAX_CERTIFICATE, policy_id, str(c.year)),
        layout=LAYOUT,
        content=c,
        title=messages.tax_title(c.year),
        file_name=file_name(c.policy_number, c.year),
        render=render,
    )


def _covered(c: TaxCertificate) -> str:
    start = date(c.year, 1, 1)
    if c.until is None:
        return periode(start, date(c.year, 12, 31))
    return f"{tanggal(start)} sampai dengan {tanggal(c.until)}"


def render(c: TaxCertificate, issue: Issue) -> bytes:
    title = messages.tax_title(c.year)
    meta = layout.meta(
        c.letterhead,
        f"{title} {c.policy_number}",
        f"{messages.tax_subject(c.year)}, polis {c.policy_number}",
        issue,
    )
    pdf = engine.document(meta, [c.holder_name, c.product_name])
    pdf.add_page()
    layout.header(pdf, c.letterhead)
    engine.title(pdf, title)
    engine.rows(
        pdf,
        (
            ("Nomor Polis", c.policy_number),
            ("Produk", c.product_name),
            ("Pemegang Polis", f"{c.holder_name} ({c.client_number})"),
            ("Tahun Pajak", str(c.year)),
            ("Pembayaran", _covered(c)),
        ),
    )
    pdf.ln(4)
    lines = [(tanggal(x.paid_on), x.number, x.period, rupiah(x.amount)) for x in c.lines]
    engine.table(pdf, COLUMNS, lines, total=("Total Premi Dibayar", rupiah(c.total)), size=9)
    pdf.ln(5)
    engine.note(pdf, messages.TAX_NOTE)
    pdf.ln(1)
    engine.note(pdf, messages.ELECTRONIC_PAPER)
    layout.verification(pdf, c.letterhead, issue)
    return engine.output(pdf)
