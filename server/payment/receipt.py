"""The payment receipt (Bukti Pembayaran Premi, or Bukti Pembayaran Top-up for a unit-link
top-up: its funds' shares and the top-up charge instead of bills) as a PDF, made with the
portal's PDF engine (:mod:`server.printing.engine`: embedded Unicode fonts, every name as
written), dated by its payment's time."""

from __future__ import annotations

from server.payment import methods
from server.payment.messages import periode, rupiah, tanggal, waktu_wib
from server.payment.service import ReceiptData
from server.printing import engine
from server.printing.engine import Column

COMPANY = "PT Asuransi Jiwa Sentosa Raya"
COMPANY_LINE = "Sentosa Raya Tower, Jl. Jend. Sudirman Kav. 52-53, Jakarta 12190"
TITLE = "Bukti Pembayaran Premi"
NOTE = (
    "Bukti pembayaran ini dibuat secara elektronik oleh portal TManKu dan sah tanpa tanda "
    "tangan. Simpan dokumen ini sebagai bukti pembayaran premi yang sah."
)
COLUMNS = (Column("Periode", 75), Column("Jatuh Tempo", 40), Column("Jumlah", 55, "R"))
TOP_UP_TITLE = "Bukti Pembayaran Top-up"
TOP_UP_NOTE = (
    "Bukti pembayaran ini dibuat secara elektronik oleh portal TManKu dan sah tanpa tanda "
    "tangan. Dana yang diinvestasikan dibelikan unit dengan harga unit (NAB) hari kerja "
    "pertama setelah dana diterima."
)
TOP_UP_COLUMNS = (Column("Keterangan", 115), Column("Jumlah", 55, "R"))


def filename(payment_number: str) -> str:
    return f"Bukti-Pembayaran-{payment_number}.pdf"


def render(data: ReceiptData) -> bytes:
    payment, policy = data.payment, data.policy
    assert payment.paid_at is not None and payment.receipt_number is not None
    method = methods.info(payment.method.value)
    reference = payment.va_number or payment.gateway_txn_id or "-"
    reference_label = "Nomor Virtual Account" if payment.va_number else "Referensi Pembayaran"
    top_up = data.top_up
    title = TOP_UP_TITLE if top_up else TITLE
    order = (("Nomor Order Top-up", top_up.order_number),) if top_up else ()
    rows = (
        ("Nomor Bukti", payment.receipt_number),
        ("Nomor Pembayaran", payment.payment_number),
        *order,
        ("Nomor Polis", policy.policy_number),
        ("Produk", policy.product.name),
        ("Pemegang Polis", policy.holder.full_name),
        ("Metode Pembayaran", method.name),
        (reference_label, reference),
        ("Waktu Pembayaran", waktu_wib(payment.paid_at)),
    )
    meta = engine.Meta(
        title=f"{title} {payment.receipt_number}",
        author=COMPANY,
        subject=f"{title} polis {policy.policy_number}",
        issued_at=payment.paid_at,
    )
    pdf = engine.document(meta, [value for _, value in rows])
    pdf.add_page()
    engine.header(pdf, COMPANY, [COMPANY_LINE])
    engine.title(pdf, title)
    engine.rows(pdf, rows)
    pdf.ln(4)
    total = ("Total Dibayar", rupiah(payment.amount))
    if top_up:
        lines = [
            (f"Investasi {leg.fund_name} ({leg.percent}%)", rupiah(leg.amount))
            for leg in top_up.legs
        ]
        lines.append(("Biaya top-up (5%)", rupiah(top_up.charge)))
        engine.table(pdf, TOP_UP_COLUMNS, lines, total=total)
    else:
        bills = [
            (periode(b.period_start, b.period_end), tanggal(b.due_date), rupiah(b.amount))
            for b in payment.bills
        ]
        engine.table(pdf, COLUMNS, bills, total=total)
    pdf.ln(5)
    engine.note(pdf, TOP_UP_NOTE if top_up else NOTE)
    return engine.output(pdf)
