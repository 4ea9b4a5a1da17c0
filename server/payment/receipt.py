"""The premium payment receipt (Bukti Pembayaran Premi) as a PDF, made with fpdf2's core
Helvetica font. Latin-1 covers the Indonesian text; names and product names from the data
pass through :func:`latin1` first, so a typographic apostrophe or a letter outside Latin-1
never makes the receipt fail."""

from __future__ import annotations

import unicodedata

from fpdf import FPDF

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
_TYPOGRAPHIC = str.maketrans(
    {"\u2018": "'", "\u2019": "'", "\u201a": ",", "\u201c": '"', "\u201d": '"', "\u201e": '"',
     "\u2013": "-", "\u2014": "-", "\u2026": "...", "\u00a0": " "}
)  # fmt: skip
_DARK = (33, 37, 41)
_MUTED = (108, 117, 125)
_BRAND = (13, 71, 161)


def latin1(text: str) -> str:
    """What the core font can print: typographic punctuation as ASCII, a letter outside
    Latin-1 without its accents (Nguyễn: Nguyen), anything else as '?'."""
    out = []
    for char in unicodedata.normalize("NFC", text.translate(_TYPOGRAPHIC)):
        if ord(char) < 256:
            out.append(char)
            continue
        base = "".join(
            c for c in unicodedata.normalize("NFKD", char) if not unicodedata.combining(c)
        )
        out.append(base if base and all(ord(c) < 256 for c in base) else "?")
    return "".join(out)


def filename(payment_number: str) -> str:
    return f"Bukti-Pembayaran-{payment_number}.pdf"


def render(data: ReceiptData) -> bytes:
    payment, policy = data.payment, data.policy
    assert payment.paid_at is not None and payment.receipt_number is not None
    method = methods.info(payment.method.value)
    pdf = FPDF(format="A4")
    pdf.set_title(f"{TITLE} {payment.receipt_number}")
    pdf.set_author(COMPANY)
    pdf.set_creator("TManKu")
    pdf.set_margins(20, 18, 20)
    pdf.set_auto_page_break(auto=True, margin=18)
    pdf.add_page()

    pdf.set_text_color(*_BRAND)
    pdf.set_font("Helvetica", "B", 15)
    pdf.cell(0, 8, COMPANY, new_x="LMARGIN", new_y="NEXT")
    pdf.set_text_color(*_MUTED)
    pdf.set_font("Helvetica", "", 9)
    pdf.cell(0, 5, COMPANY_LINE, new_x="LMARGIN", new_y="NEXT")
    pdf.set_draw_color(*_BRAND)
    pdf.set_line_width(0.6)
    pdf.line(20, pdf.get_y() + 3, 190, pdf.get_y() + 3)
    pdf.ln(8)

    pdf.set_text_color(*_DARK)
    pdf.set_font("Helvetica", "B", 13)
    pdf.cell(0, 8, TITLE, new_x="LMARGIN", new_y="NEXT")
    pdf.ln(2)

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
    for label, value in rows:
        pdf.set_font("Helvetica", "", 10)
        pdf.set_text_color(*_MUTED)
        pdf.cell(55, 7, label)
        pdf.set_text_color(*_DARK)
        pdf.set_font("Helvetica", "B", 10)
        pdf.cell(0, 7, latin1(value), new_x="LMARGIN", new_y="NEXT")
    pdf.ln(4)

    pdf.set_font("Helvetica", "B", 10)
    pdf.set_fill_color(232, 240, 254)
    widths = (75, 40, 55)
    for width, head, align in zip(
        widths, ("Periode", "Jatuh Tempo", "Jumlah"), ("L", "L", "R"), strict=True
    ):
        pdf.cell(width, 8, head, border="B", align=align, fill=True)
    pdf.ln()
    pdf.set_font("Helvetica", "", 10)
    for line in payment.bills:
        pdf.cell(widths[0], 7, periode(line.period_start, line.period_end))
        pdf.cell(widths[1], 7, tanggal(line.due_date))
        pdf.cell(widths[2], 7, rupiah(line.amount), align="R", new_x="LMARGIN", new_y="NEXT")
    pdf.set_font("Helvetica", "B", 11)
    pdf.cell(widths[0] + widths[1], 9, "Total Dibayar", border="T")
    pdf.cell(widths[2], 9, rupiah(payment.amount), border="T", align="R")
    pdf.ln(14)

    pdf.set_font("Helvetica", "I", 9)
    pdf.set_text_color(*_MUTED)
    pdf.multi_cell(0, 5, NOTE)
    return bytes(pdf.output())
