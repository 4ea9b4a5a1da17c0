"""Indonesian sentences about one-time codes."""

from __future__ import annotations

from datetime import datetime

from server.clock import wib_text

NOT_SENT = "Kode OTP belum dikirim. Silakan kirim kode terlebih dahulu."
EXPIRED = "Kode OTP sudah kedaluwarsa. Silakan kirim ulang kode."
USED = "Kode OTP sudah digunakan. Silakan kirim ulang kode."
NOT_TAKEN = (
    "Kode OTP tidak dapat dikirim saat ini. Silakan coba lagi beberapa saat lagi atau pilih"
    " pengiriman lewat email."
)


def wrong(left: int) -> str:
    return f"Kode OTP salah. Sisa percobaan {left} kali."


def locked(until: datetime) -> str:
    return (
        "Terlalu banyak percobaan kode OTP. Langkah verifikasi OTP dikunci sementara. "
        f"Silakan coba lagi setelah {wib_text(until)}."
    )


def resend_wait(seconds: int) -> str:
    return f"Kode OTP baru dapat dikirim ulang dalam {seconds} detik."


def too_many_sent(until: datetime) -> str:
    """Past a destination's or a subject's limit: one sentence for both, and the same for a
    blind issue as for a real one (it tells nobody whether the account or number exists)."""
    return (
        "Terlalu banyak kode OTP dikirim ke tujuan ini. "
        f"Silakan coba lagi setelah {wib_text(until)}."
    )


def address_wait(seconds: int) -> str:
    """The per-address wait of the codes sent before sign-in (a crowd behind one address)."""
    return (
        "Terlalu banyak permintaan kode OTP dari jaringan Anda. "
        f"Silakan coba lagi dalam {seconds} detik."
    )


NOT_MOBILE = (
    "Kode OTP lewat SMS hanya dapat dikirim ke nomor ponsel Indonesia (diawali +628 atau 08). "
    "Silakan pilih email atau perbarui nomor ponsel Anda."
)
