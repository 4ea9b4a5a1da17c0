"""The portal's PDF engine (fpdf2): every document it prints (the payment receipt, the
customer's papers) is made here, so they share their fonts, metadata and look.

- Fonts: DejaVu Sans regular and bold, embedded as subsets, with Droid Sans Fallback for the
  letters DejaVu lacks (``RECEIPT_FONT_DIR``), so every name prints exactly as written
  (typographic apostrophe, Vietnamese accents, Chinese characters; no transliteration). The
  fallback (4 MB) is read only for a document whose texts need it.
- Text is NFC-normalised (:func:`text`: a letter and its combining accent become the one
  letter the font draws).
- Metadata: title, author (the company), subject, creator ``TManKu``, language ``id`` and the
  creation date set to the document's issue time, so the same document renders the same
  bytes (fpdf2's file identifier is a hash of the content and that date; its font subsets
  carry a fixed prefix).
- The company header, the label/value rows, two kinds of table and the closing note.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from functools import cache
from pathlib import Path

from fontTools.ttLib import TTFont
from fpdf import FPDF
from fpdf.fonts import FontFace

from server import settings
from server.clock import as_utc

FONT = "DejaVu"
FALLBACK = "DroidSansFallback"
CREATOR = "TManKu"
LANGUAGE = "id"
DARK = (33, 37, 41)
MUTED = (108, 117, 125)
BRAND = (13, 71, 161)
HEAD_FILL = (232, 240, 254)
RULE = (206, 212, 218)
A4 = "A4"


@dataclass(frozen=True, slots=True)
class Meta:
    """What a PDF's document information says of it."""

    title: str
    author: str  # the company
    subject: str
    issued_at: datetime  # the creation date: the same document, the same bytes


@dataclass(frozen=True, slots=True)
class Column:
    head: str
    width: float  # mm
    align: str = "L"  # L or R


@cache
def _drawn_by(font: Path) -> frozenset[int]:
    """The code points ``font`` has a glyph for (read once per process)."""
    with TTFont(font, lazy=True) as ttf:
        return frozenset(ttf.getBestCmap())


def text(value: str) -> str:
    return unicodedata.normalize("NFC", value)


def document(
    meta: Meta,
    texts: Iterable[str],
    *,
    page: str | tuple[float, float] = A4,
    margins: tuple[float, float, float] = (20, 18, 20),
    bottom: float = 18,
) -> FPDF:
    """A new document (no page yet) with DejaVu, the fallback when one of ``texts`` (the
    variable texts it will print) needs it, its metadata and margins (left, top, right)."""
    pdf = FPDF(format=page)
    regular, bold, fallback = settings.RECEIPT_FONTS
    folder = settings.current().receipt_font_dir
    pdf.add_font(FONT, "", str(folder / regular))
    pdf.add_font(FONT, "B", str(folder / bold))
    drawn = _drawn_by(folder / regular) & _drawn_by(folder / bold)
    if any(ord(c) not in drawn for value in texts for c in text(value) if c.isprintable()):
        pdf.add_font(FALLBACK, "", str(folder / fallback))
        # A letter DejaVu lacks is drawn with the fallback (in bold text too: no exact match).
        pdf.set_fallback_fonts([FALLBACK], exact_match=False)
    pdf.set_title(text(meta.title))
    pdf.set_author(meta.author)
    pdf.set_subject(text(meta.subject))
    pdf.set_creator(CREATOR)
    pdf.set_lang(LANGUAGE)
    pdf.set_creation_date(as_utc(meta.issued_at).replace(microsecond=0))
    pdf.set_margins(*margins)
    pdf.set_auto_page_break(auto=True, margin=bottom)
    return pdf


def output(pdf: FPDF) -> bytes:
    return bytes(pdf.output())


def header(pdf: FPDF, company: str, lines: Sequence[str]) -> None:
    """The company's name in the brand colour, its address (and registration) below in grey,
    and a rule across the page."""
    pdf.set_text_color(*BRAND)
    pdf.set_font(FONT, "B", 15)
    pdf.cell(0, 8, text(company), new_x="LMARGIN", new_y="NEXT")
    pdf.set_text_color(*MUTED)
    pdf.set_font(FONT, "", 9)
    for line in lines:
        pdf.cell(0, 5, text(line), new_x="LMARGIN", new_y="NEXT")
    pdf.set_draw_color(*BRAND)
    pdf.set_line_width(0.6)
    pdf.line(pdf.l_margin, pdf.get_y() + 3, pdf.w - pdf.r_margin, pdf.get_y() + 3)
    pdf.ln(8)


def title(pdf: FPDF, value: str, *, size: float = 13) -> None:
    pdf.set_text_color(*DARK)
    pdf.set_font(FONT, "B", size)
    pdf.cell(0, 8, text(value), new_x="LMARGIN", new_y="NEXT")
    pdf.ln(2)


def section(pdf: FPDF, value: str) -> None:
    """A heading inside a document (Data Polis, Tertanggung, ...)."""
    pdf.ln(3)
    pdf.set_text_color(*BRAND)
    pdf.set_font(FONT, "B", 11)
    pdf.cell(0, 7, text(value), new_x="LMARGIN", new_y="NEXT")
    pdf.set_text_color(*DARK)


def rows(pdf: FPDF, pairs: Iterable[tuple[str, str]], *, label_width: float = 55) -> None:
    """Label (grey) and value (bold) lines; a long value wraps in its column."""
    for label, value in pairs:
        pdf.set_font(FONT, "", 10)
        pdf.set_text_color(*MUTED)
        pdf.cell(label_width, 7, label)
        pdf.set_text_color(*DARK)
        pdf.set_font(FONT, "B", 10)
        pdf.multi_cell(0, 7, text(value), new_x="LMARGIN", new_y="NEXT")


def table(
    pdf: FPDF,
    columns: Sequence[Column],
    lines: Iterable[Sequence[str]],
    *,
    total: tuple[str, str] | None = None,
    size: float = 10,
) -> None:
    """One line a row: a tinted head with a rule below, the rows, and an optional total
    (its label across all but the last column, a rule above) in bold."""
    pdf.set_text_color(*DARK)
    pdf.set_font(FONT, "B", size)
    pdf.set_fill_color(*HEAD_FILL)
    for column in columns:
        pdf.cell(column.width, 8, column.head, border="B", align=column.align, fill=True)
    pdf.ln()
    pdf.set_font(FONT, "", size)
    for line in lines:
        for column, value in zip(columns, line, strict=True):
            pdf.cell(column.width, 7, text(value), align=column.align)
        pdf.ln()
    if total is not None:
        pdf.set_font(FONT, "B", size + 1)
        pdf.cell(sum(c.width for c in columns[:-1]), 9, total[0], border="T")
        pdf.cell(columns[-1].width, 9, total[1], border="T", align="R")
        pdf.ln()


def wrapped_table(
    pdf: FPDF,
    columns: Sequence[Column],
    lines: Iterable[Sequence[str]],
    *,
    size: float = 9,
    padding: float = 1.5,
) -> None:
    """A table whose cells wrap and which goes on over pages, its head repeated on each."""
    pdf.set_text_color(*DARK)
    pdf.set_draw_color(*RULE)
    pdf.set_line_width(0.2)
    pdf.set_font(FONT, "", size)
    head = FontFace(emphasis="BOLD", fill_color=HEAD_FILL)
    with pdf.table(
        col_widths=tuple(c.width for c in columns),
        width=sum(c.width for c in columns),
        align="LEFT",
        borders_layout="HORIZONTAL_LINES",
        headings_style=head,
        line_height=size * 0.5,
        padding=(1.2, padding),
        v_align="TOP",
    ) as grid:
        heads = grid.row()
        for column in columns:
            heads.cell(column.head, align=column.align)
        for line in lines:
            row = grid.row()
            for column, value in zip(columns, line, strict=True):
                row.cell(text(value), align=column.align)


def note(pdf: FPDF, value: str, *, size: float = 9, height: float = 5) -> None:
    """A paragraph in small grey type."""
    pdf.set_font(FONT, "", size)
    pdf.set_text_color(*MUTED)
    pdf.multi_cell(0, height, text(value), new_x="LMARGIN", new_y="NEXT")
    pdf.set_text_color(*DARK)
