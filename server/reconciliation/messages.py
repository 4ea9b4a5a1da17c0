"""Indonesian words of the reconciliation: what each action did, why a run stopped, and the
refusal of a second run while one runs."""

from __future__ import annotations

RUN_IN_PROGRESS = "Rekonsiliasi sedang berjalan. Lihat hasilnya pada daftar sebentar lagi."

KIND_DESC = {
    "CHARGE_CANCELLED": "Tagihan gateway dibatalkan",
    "PAYMENT_CLOSED": "Pembayaran terhenti ditutup",
    "REFUND_OPENED": "Kasus pengembalian dana dibuka",
    "NOTIFICATION_APPLIED": "Status gateway dibukukan",
}

# Why a charge nobody can pay any more was cancelled.
CANCELLED_NO_PAYMENT = (
    "Pesanan ini tidak tercatat di portal; tagihan di gateway dibatalkan agar tidak dibayar."
)
CANCELLED_NEVER_CREATED = (
    "Pembayaran tidak pernah selesai dibuat di portal; tagihan di gateway dibatalkan."
)
CANCELLED_PAYMENT_ENDED = (
    "Pembayaran ini sudah {status} di portal; tagihan di gateway dibatalkan agar tidak dibayar."
)
CANCELLED_OTHER_CHARGE = (
    "Pembayaran ini memakai tagihan gateway lain; tagihan ini dibatalkan agar tidak dibayar."
)
ENDED_STATUS = {
    "PAID": "lunas",
    "EXPIRED": "kedaluwarsa",
    "FAILED": "gagal",
    "CANCELLED": "dibatalkan",
}

PAYMENT_CLOSED = (
    "Pembuatan pembayaran terhenti lebih dari {minutes} menit (proses server berhenti di tengah "
    "jalan); pembayaran ditutup GAGAL dan tagihan preminya dapat dibayar lagi."
)

REFUND_UNKNOWN_ORDER = (
    "Gateway menerima uang untuk pesanan yang tidak tercatat di portal; kasus pengembalian "
    "dana {refund_number} dibuka."
)
REFUND_UNRECORDED_CHARGE = (
    "Gateway menerima uang untuk pembayaran yang tidak pernah selesai dibuat di portal; kasus "
    "pengembalian dana {refund_number} dibuka."
)
# The note on the refund case (its history), actor ``rekonsiliasi``.
REFUND_CASE_NOTE = (
    "Ditemukan rekonsiliasi: uang diterima payment gateway untuk pesanan {order_id} yang "
    "tidak tercatat di portal."
)

# A final status at the gateway whose notification never reached the portal, applied as it.
GATEWAY_STATUS = {
    "SETTLED": "dibayar",
    "FAILED": "gagal",
    "CANCELLED": "dibatalkan",
    "EXPIRED": "kedaluwarsa",
}
NOTIFICATION_APPLIED = (
    "Gateway mencatat tagihan ini {gateway_status}, tetapi notifikasinya tidak pernah sampai; "
    "status itu dibukukan: pembayaran kini {payment_status}."
)
NOTIFICATION_APPLIED_REFUND = (
    "Gateway menerima uang untuk pembayaran ini, tetapi notifikasinya tidak pernah sampai dan "
    "uangnya tidak dapat dibukukan; kasus pengembalian dana {refund_number} dibuka."
)
PAYMENT_STATUS = {**ENDED_STATUS, "PENDING": "menunggu pembayaran"}

# Why a run stopped (``error`` of a FAILED run).
GATEWAY_FAILED = (
    "Payment gateway tidak menjawab atau menolak permintaan; putaran dihentikan. Yang sudah "
    "dilakukan tetap tercatat."
)
SERVER_FAILED = (
    "Putaran terhenti karena kesalahan di server (lihat log server). Yang sudah dilakukan "
    "tetap tercatat."
)
ABANDONED = "Proses server berhenti di tengah putaran. Yang sudah dilakukan tetap tercatat."
TURN_LOST = (
    "Putaran berjalan terlalu lama dan kehilangan gilirannya; dihentikan. Yang sudah dilakukan "
    "tetap tercatat."
)
