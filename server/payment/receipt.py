"""The premium payment receipt (Bukti Pembayaran Premi) as a PDF, made with fpdf2 and the
embedded (subset) DejaVu Sans font, with Droid Sans Fallback for the letters DejaVu lacks
(RECEIPT_FONT_DIR), so that every name prints exactly as written, typographic apostrophe,
Vietnamese accents and Chinese characters included (no transliteration). The fallback (4 MB)
is read only for a receipt that needs it. The text is NFC-normalised (a letter and its
combining accent become the one letter the font draws)."""

from __future__ import annotations

import unicodedata
from functools import cache
from pathlib import Path

from fontTools.ttLib import TTFont
from fpdf import FPDF

from server import settings
from server.payment import methods
from server.payment.messages import periode, rupiah, tanggal, waktu_wib
from server.payment.service import ReceiptData

COMPANY = "PT Asuransi Jiwa Sentosa Raya"
COMPANY_LINE = "Sentosa Raya Tower, Jl. Jend. Sudirman Kav. 52-53, Jakarta 12190"
TITLE = "Bukti Pembayaran Premi"
NOTE = (
    "Bukti pembayaran ini dibuat secara elektronik oleh portal TManKu dan sah tanpa tanda "
    "tangan. Simpan dokumen ini sebagai bukti pembayaran premi yang sah."
)
_DARK = (33, 37, 41)
_MUTED = (108, 117, 125)
_BRAND = (13, 71, 161)
FONT = "DejaVu"


FALLBACK = "DroidSansFallback"


@cache
def _drawn_by(font: Path) -> frozenset[int]:
    """The code points ``font`` has a glyph for (read once per process)."""
    with TTFont(font, lazy=True) as ttf:
        return frozenset(ttf.getBestCmap())


def _pdf(texts: tuple[str, ...]) -> FPDF:
    """A page set up with DejaVu, and the fallback when one of ``texts`` needs it."""
    pdf = FPDF(format="A4")
    regular, bold, fallback = settings.RECEIPT_FONTS
    folder = settings.current().receipt_font_dir
    pdf.add_font(FONT, "", str(folder / regular))
    pdf.add_font(FONT, "B", str(folder / bold))
    drawn = _drawn_by(folder / regular) & _drawn_by(folder / bold)
    if any(ord(char) not in drawn for text in texts for char in text if char.isprintable()):
        pdf.add_font(FALLBACK, "", str(folder / fallback))
        # A letter DejaVu lacks is drawn with the fallback (in bold text too: no exact match).
        pdf.set_fallback_fonts([FALLBACK], exact_match=False)
    return pdf


def _text(value: str) -> str:
    return unicodedata.normalize("NFC", value)


def filename(payment_number: str) -> str:
    return f"Bukti-Pembayaran-{payment_number}.pdf"


def render(data: ReceiptData) -> bytes:
    payment, policy = data.payment, data.policy
    assert payment.paid_at is not None and payment.receipt_number is not None
    method = methods.info(payment.method.value)
    reference = payment.va_number or payment.gateway_txn_id or "-"
    reference_label = "Nomor Virtual Account" if payment.va_number else "Referensi Pembayaran"
    rows = (
        ("Nomor Bukti", payment.receipt_number),
        ("Nomor Pembayaran", payment.payment_number),
        ("Nomor Polis", policy.policy_number),
        ("Produk", policy.product.name),
        ("Pemegang Polis", policy.holder.full_name),
        ("Metode Pembayaran", method.name),
        (reference_label, reference),
        ("Waktu Pembayaran", waktu_wib(payment.paid_at)),
    )
    pdf = _pdf(tuple(_text(value) for _, value in rows))
    pdf.set_title(f"{TITLE} {payment.receipt_number}")
    pdf.set_author(COMPANY)
    pdf.set_creator("TManKu")
    pdf.set_margins(20, 18, 20)
    pdf.set_auto_page_break(auto=True, margin=18)
    pdf.add_page()

    pdf.set_text_color(*_BRAND)
    pdf.set_font(FONT, "B", 15)
    pdf.cell(0, 8, COMPANY, new_x="LMARGIN", new_y="NEXT")
    pdf.set_text_color(*_MUTED)
    pdf.set_font(FONT, "", 9)
    pdf.cell(0, 5, COMPANY_LINE, new_x="LMARGIN", new_y="NEXT")
    pdf.set_draw_color(*_BRAND)
    pdf.set_line_width(0.6)
    pdf.line(20, pdf.get_y() + 3, 190, pdf.get_y() + 3)
    pdf.ln(8)

    pdf.set_text_color(*_DARK)
    pdf.set_font(FONT, "B", 13)
    pdf.cell(0, 8, TITLE, new_x="LMARGIN", new_y="NEXT")
    pdf.ln(2)

    for label, value in rows:
        pdf.set_font(FONT, "", 10)
        pdf.set_text_color(*_MUTED)
        pdf.cell(55, 7, label)
        pdf.set_text_color(*_DARK)
        pdf.set_font(FONT, "B", 10)
        pdf.cell(0, 7, _text(value), new_x="LMARGIN", new_y="NEXT")
    pdf.ln(4)

    pdf.set_font(FONT, "B", 10)
    pdf.set_fill_color(232, 240, 254)
    widths = (75, 40, 55)
    for width, head, align in zip(
        widths, ("Periode", "Jatuh Tempo", "Jumlah"), ("L", "L", "R"), strict=True
    ):
        pdf.cell(width, 8, head, border="B", align=align, fill=True)
    pdf.ln()
    pdf.set_font(FONT, "", 10)
    for line in payment.bills:
        pdf.cell(widths[0], 7, periode(line.period_start, line.period_end))
        pdf.cell(widths[1], 7, tanggal(line.due_date))
        pdf.cell(widths[2], 7, rupiah(line.amount), align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font(FONT, "B", 11)
    pdf.cell(widths[0] + widths[1], 9, "Total Dibayar", border="T")
    pdf.cell(widths[2], 9, rupiah(payment.amount), border="T", align="R")
    pdf.ln(14)

    pdf.set_font(FONT, "", 9)
    pdf.set_text_color(*_MUTED)
    pdf.multi_cell(0, 5, NOTE)
    return bytes(pdf.output())
