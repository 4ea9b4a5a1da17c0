"""Indonesian words of refund cases: statuses, reasons, steps, the notes the portal writes on a
case, every refusal, and the e-mail telling the customer the money went back."""

from __future__ import annotations

from server import contract_labels
from server.payment.messages import rupiah

STATUS_DESC = contract_labels.REFUND_STATUS  # the contract's x-enum-descriptions

REASON_DESC = {
    "BILLS_TAKEN": "Tagihan sudah dibayar atau sedang dibayar dengan pembayaran lain.",
    "PAYMENT_ENDED": "Pembayaran sudah berakhir (dibatalkan, gagal atau kedaluwarsa).",
    "UNKNOWN_PAYMENT": "Pesanan tidak tercatat di portal.",
}
ACTION_DESC = {
    "OPENED": "Kasus dibuka",
    "REFUND_REQUESTED": "Pengembalian diminta ke payment gateway",
    "REFUND_FAILED": "Payment gateway tidak memproses pengembalian",
    "REFUNDED": "Dana dikembalikan",
    "REJECTED": "Ditolak petugas",
}
GATEWAY_ACTOR = "payment-gateway"
RECONCILIATION_ACTOR = "rekonsiliasi"

# What a payment had become when its money arrived (the note of an opened case).
ENDED_AS = {
    "CANCELLED": "sudah dibatalkan",
    "FAILED": "sudah gagal",
    "EXPIRED": "sudah kedaluwarsa",
}

NOT_FOUND = "Kasus pengembalian dana tidak ditemukan."
GATEWAY_SILENT = (
    "Payment gateway tidak menjawab; dana belum dikembalikan. Silakan coba beberapa saat lagi."
)
GATEWAY_REFUSED = (
    "Payment gateway menolak pengembalian karena transaksinya {status}; dana belum "
    "dikembalikan lewat portal."
)
# A charge's status at the gateway, in the refusal above.
CHARGE_STATUS = {
    "PENDING": "masih menunggu pembayaran",
    "EXPIRED": "sudah kedaluwarsa tanpa pembayaran",
    "FAILED": "gagal",
    "CANCELLED": "dibatalkan tanpa pembayaran",
    "REFUNDED": "sudah dikembalikan dengan permintaan lain",
}


def opened_note(ended_as: str, reason: str, other_payment: str | None) -> str:
    """``Uang diterima untuk pembayaran yang sudah dibatalkan; tagihannya sudah dibayar atau
    ditahan oleh PAY-20261122-Q2W8E4RT.``"""
    head = f"Uang diterima untuk pembayaran yang {ENDED_AS.get(ended_as, 'sudah berakhir')}"
    if reason == "PAYMENT_ENDED":
        return f"{head}; tagihannya belum dibayar."
    if other_payment is None:
        return f"{head}; tagihannya sudah dibayar."
    return f"{head}; tagihannya sudah dibayar atau ditahan oleh {other_payment}."


def wrong_status(number: str, status: str) -> str:
    return (
        f"Kasus {number} berstatus {STATUS_DESC[status]}; tindakan ini hanya untuk kasus yang "
        "menunggu keputusan."
    )


def refused(status: str) -> str:
    return GATEWAY_REFUSED.format(status=CHARGE_STATUS.get(status, f"berstatus {status}"))


def gateway_reason(refund_number: str, reason: str) -> str:
    """What the gateway records as the refund's reason (its own dashboard shows it)."""
    return f"{refund_number}: {REASON_DESC[reason]}"[:200]


def refunded_note(refund_id: str) -> str:
    return f"Referensi pengembalian {refund_id}."


def ledger_description(order_id: str) -> str:
    """``Dana dikembalikan PAY-20261122-K7M3Q9XA`` (the payment whose money it was)."""
    return f"Dana dikembalikan {order_id}"


def ledger_notes(refund_number: str, reason: str) -> str:
    return f"Kasus {refund_number}: {REASON_DESC[reason]}"


def notice_subject(amount: int) -> str:
    return f"Dana {rupiah(amount)} telah dikembalikan"


def notice_text(
    *, amount: int, order_id: str, method_name: str | None, refund_id: str, when: str
) -> str:
    source = f" ({method_name})" if method_name else ""
    return (
        f"Dana sebesar {rupiah(amount)} yang kami terima untuk pembayaran {order_id} tidak "
        "dapat kami bukukan pada tagihan polis Anda, sehingga telah kami kembalikan ke sumber "
        f"dana pembayaran{source} pada {when} (referensi {refund_id}).\n\n"
        "Dana biasanya diterima dalam 1-14 hari kerja, tergantung bank atau dompet digital "
        "Anda. Pengembalian ini tercatat di Riwayat Transaksi polis Anda sebagai 'Dana "
        "dikembalikan'."
    )
