"""Indonesian words of the notice desk: what each kind of notice is, and the refusals of a
retry."""

from __future__ import annotations

# Every kind the areas write (server/*/notices.py, server/refund/closing.py): the claims' and
# the applications' notices are named by the status they report.
KIND_DESC = {
    "KYC_SUBMITTED": "Tanda terima Pengkinian Data",
    "KYC_APPROVED": "Pengkinian Data disetujui",
    "KYC_REJECTED": "Pengkinian Data ditolak",
    "CLAIM_SUBMITTED": "Klaim diajukan",
    "CLAIM_DOCUMENT_VERIFICATION": "Klaim dalam verifikasi dokumen",
    "CLAIM_DOCUMENTS_REQUESTED": "Klaim: dokumen kurang",
    "CLAIM_ANALYSIS": "Klaim dianalisa",
    "CLAIM_APPROVED": "Klaim disetujui",
    "CLAIM_REJECTED": "Klaim ditolak",
    "CLAIM_PAID": "Klaim dibayar",
    "SPAJ_RECEIVED": "SPAJ diterima",
    "SPAJ_WAITING_DOCUMENTS": "SPAJ menunggu dokumen",
    "SPAJ_RISK_SELECTION": "SPAJ dalam seleksi risiko",
    "SPAJ_DECISION": "Keputusan SPAJ",
    "SPAJ_WAITING_PAYMENT": "SPAJ menunggu pembayaran",
    "SPAJ_ISSUED": "Polis terbit",
    "SPAJ_REJECTED": "SPAJ ditolak",
    "SPAJ_DECLINED": "SPAJ dibatalkan pemohon",
    "SPAJ_EXPIRED": "SPAJ kedaluwarsa",
    "PASSWORD_CHANGED": "Kata sandi diganti",
    "RECOVERY_EMAIL_CHANGED": "Email pemulihan diganti",
    "PASSKEY_ADDED": "Passkey ditambahkan",
    "PASSKEY_REMOVED": "Passkey dihapus",
    "REFUND_REFUNDED": "Dana dikembalikan",
    "TOP_UP_INVESTED": "Top-up diinvestasikan",
    "FUND_SWITCH_INVESTED": "Pengalihan dana diproses",
    "FUND_ALLOCATION_CHANGED": "Alokasi premi diubah",
}
OTHER_KIND = "Notifikasi lain"

NOT_FOUND = "Notifikasi tidak ditemukan."
_STATE = {
    "PENDING": "kembali dalam antrean pengiriman",
    "SENT": "terkirim",
}


def kind_desc(kind: str) -> str:
    return KIND_DESC.get(kind, OTHER_KIND)


def not_failed(status: str) -> str:
    """A retry of a notice that is no longer FAILED (sent again, perhaps by another staff
    member, or delivered)."""
    return (
        f"Notifikasi ini sudah {_STATE.get(status, 'diproses')}; hanya notifikasi yang gagal "
        "dapat dikirim ulang."
    )
