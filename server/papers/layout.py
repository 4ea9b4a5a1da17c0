"""What every document of the customer's shares: the letterhead (the company profile's name
and address, the OJK licence and the portal's public address), its metadata, the issue line
and the verification block (the code, its QR code and the link anyone may open)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from fpdf import FPDF

from server.papers import messages
from server.payment.messages import waktu_wib
from server.printing import engine, qr

VERIFY_PATH = "/verifikasi-dokumen/"
QR_SIZE = 30  # mm, quiet zone included: the A4 documents' code


@dataclass(frozen=True, slots=True)
class Letterhead:
    """The company as the documents print it (part of every document's content)."""

    name: str
    address: str
    phone: str
    portal_url: str  # where the verification page is (PUBLIC_URL)


@dataclass(frozen=True, slots=True)
class Issue:
    """What makes one printing of a content a document: its code and issue time."""

    code: str
    issued_at: datetime


def verify_url(letterhead: Letterhead, code: str) -> str:
    return f"{letterhead.portal_url}{VERIFY_PATH}{code}"


def meta(letterhead: Letterhead, title: str, subject: str, issue: Issue) -> engine.Meta:
    return engine.Meta(
        title=title, author=letterhead.name, subject=subject, issued_at=issue.issued_at
    )


def header(pdf: FPDF, letterhead: Letterhead) -> None:
    engine.header(pdf, letterhead.name, [letterhead.address, messages.OJK_LICENCE])


def issued_line(issue: Issue) -> str:
    return f"Diterbitkan {waktu_wib(issue.issued_at)}"


def verification(pdf: FPDF, letterhead: Letterhead, issue: Issue) -> None:
    """The code and link beside their QR code, at the right; on a new page when the rest of
    this one is too short for it."""
    if pdf.get_y() + QR_SIZE + 4 > pdf.h - pdf.b_margin:
        pdf.add_page()
    pdf.ln(3)
    top = pdf.get_y()
    right = pdf.w - pdf.r_margin
    qr.draw(pdf, verify_url(letterhead, issue.code), x=right - QR_SIZE, y=top, size=QR_SIZE)
    width = right - QR_SIZE - pdf.l_margin - 4
    pdf.set_xy(pdf.l_margin, top + 4)
    pdf.set_text_color(*engine.MUTED)
    pdf.set_font(engine.FONT, "", 9)
    pdf.cell(width, 5, messages.CODE_LABEL, new_x="LMARGIN", new_y="NEXT")
    pdf.set_text_color(*engine.DARK)
    pdf.set_font(engine.FONT, "B", 13)
    pdf.cell(width, 7, issue.code, new_x="LMARGIN", new_y="NEXT")
    pdf.set_font(engine.FONT, "", 9)
    pdf.multi_cell(width, 5, messages.VERIFY_PROMPT, align="L", new_x="LMARGIN", new_y="NEXT")
    url = verify_url(letterhead, issue.code)
    link(pdf, url, width, size=9, height=5)
    pdf.set_text_color(*engine.MUTED)
    pdf.cell(width, 5, issued_line(issue), new_x="LMARGIN", new_y="NEXT")
    pdf.set_y(max(pdf.get_y(), top + QR_SIZE))


def link(pdf: FPDF, url: str, width: float, *, size: float, height: float) -> None:
    """``url`` on one line, as a link, in a smaller font when it would not fit ``width``."""
    while size > 5 and pdf.get_string_width(url) > width:
        size -= 0.5
        pdf.set_font(engine.FONT, "", size)
    pdf.cell(width, height, url, link=url, new_x="LMARGIN", new_y="NEXT")
