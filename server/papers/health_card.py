"""The health card (AAA card) of one insured person as a card-sized PDF, 85.6 x 54 mm (ID-1),
two pages: the front with the company, the plan, the member, the card number, its validity
and room class; the back with the third-party administrator (TPA), the emergency number,
the verification QR code and code, and how to use the card."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from fpdf import FPDF

from server.papers import layout, messages
from server.papers.layout import Issue, Letterhead
from server.papers.models import PaperKind
from server.papers.registry import Draft, Key, draft
from server.payment.messages import tanggal
from server.policy.models import HealthCard
from server.printing import engine, qr

LAYOUT = 1
TITLE = PaperKind.HEALTH_CARD.label
SIZE = (85.6, 54.0)  # mm, ID-1
MARGIN = 4.0
CARD_QR = 22.0  # mm


@dataclass(frozen=True, slots=True)
class Card:
    letterhead: Letterhead
    card_number: str
    member_name: str
    plan_name: str
    room_class: str
    valid_from: date
    valid_until: date
    tpa_name: str
    emergency_phone: str


def content(card: HealthCard, letterhead: Letterhead) -> Card:
    return Card(
        letterhead=letterhead,
        card_number=card.card_number,
        member_name=card.insured_person.name,
        plan_name=card.plan_name,
        room_class=card.room_class,
        valid_from=card.valid_from,
        valid_until=card.valid_until,
        tpa_name=card.tpa_name,
        emergency_phone=card.emergency_phone,
    )


def file_name(card_number: str) -> str:
    return f"kartu-kesehatan-{''.join(c for c in card_number if c.isdigit())}.pdf"


def paper(card: HealthCard, letterhead: Letterhead) -> Draft:
    return draft(
        Key(PaperKind.HEALTH_CARD, card.policy_id, card.card_number),
        layout=LAYOUT,
        content=content(card, letterhead),
        title=TITLE,
        file_name=file_name(card.card_number),
        render=render,
    )


def _label(pdf: FPDF, label: str, value: str, *, size: float = 8, width: float = 0) -> None:
    """A small grey label and its value below it (a long value wraps within ``width``; 0: to
    the right margin)."""
    pdf.set_font(engine.FONT, "", 5.5)
    pdf.set_text_color(*engine.MUTED)
    pdf.cell(width, 2.6, label, new_x="LMARGIN", new_y="NEXT")
    pdf.set_font(engine.FONT, "B", size)
    pdf.set_text_color(*engine.DARK)
    pdf.multi_cell(width, size * 0.45, engine.text(value), new_x="LMARGIN", new_y="NEXT")


def _front(pdf: FPDF, c: Card) -> None:
    pdf.add_page()
    pdf.set_fill_color(*engine.BRAND)
    pdf.rect(0, 0, SIZE[0], 9, style="F")
    pdf.set_xy(MARGIN, 1.5)
    pdf.set_text_color(255, 255, 255)
    pdf.set_font(engine.FONT, "B", 7.5)
    pdf.cell(0, 3.2, engine.text(c.letterhead.name), new_x="LMARGIN", new_y="NEXT")
    pdf.set_font(engine.FONT, "", 5.5)
    pdf.cell(0, 2.8, f"{TITLE} - {c.plan_name}", new_x="LMARGIN", new_y="NEXT")
    pdf.set_y(11)
    _label(pdf, "Nama Peserta", c.member_name, size=9)
    _label(pdf, "Nomor Kartu", c.card_number, size=10)
    _label(pdf, "Berlaku", f"{tanggal(c.valid_from)} s.d. {tanggal(c.valid_until)}", size=7)
    _label(pdf, "Kelas Kamar", c.room_class, size=7)


def _back(pdf: FPDF, c: Card, issue: Issue) -> None:
    pdf.add_page()
    width = SIZE[0] - 2 * MARGIN - CARD_QR - 2
    pdf.set_xy(MARGIN, MARGIN)
    _label(pdf, "Administrator (TPA)", c.tpa_name, size=8, width=width)
    _label(pdf, "Telepon Darurat 24 Jam", c.emergency_phone, size=9, width=width)
    _label(pdf, messages.CODE_LABEL, issue.code, size=7, width=width)
    pdf.set_font(engine.FONT, "", 5)
    pdf.set_text_color(*engine.MUTED)
    pdf.multi_cell(width, 2.3, messages.CARD_INSTRUCTION, align="L", new_x="LMARGIN", new_y="NEXT")
    url = layout.verify_url(c.letterhead, issue.code)
    page = url.removesuffix(issue.code).rstrip("/")
    pdf.multi_cell(
        width, 2.3, messages.CARD_VERIFY_PROMPT, align="L", new_x="LMARGIN", new_y="NEXT"
    )
    layout.link(pdf, page, width, size=5, height=2.3)
    qr.draw(pdf, url, x=SIZE[0] - MARGIN - CARD_QR + 2, y=MARGIN - 2, size=CARD_QR)


def render(c: Card, issue: Issue) -> bytes:
    meta = layout.meta(c.letterhead, f"{TITLE} {c.card_number}", f"{TITLE} {c.plan_name}", issue)
    pdf = engine.document(
        meta,
        [c.member_name, c.plan_name, c.room_class, c.tpa_name],
        page=SIZE,
        margins=(MARGIN, MARGIN, MARGIN),
        bottom=0,
    )
    pdf.set_auto_page_break(auto=False)
    _front(pdf, c)
    _back(pdf, c, issue)
    return engine.output(pdf)
