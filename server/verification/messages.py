"""Indonesian sentences about one-time codes."""

from __future__ import annotations

from datetime import datetime

from server.clock import wib_text

NOT_SENT = "Kode OTP belum dikirim. Silakan kirim kode terlebih dahulu."
EXPIRED = "Kode OTP sudah kedaluwarsa. Silakan kirim ulang kode."
USED = "Kode OTP sudah digunakan. Silakan kirim ulang kode."


def wrong(left: int) -> str:
    return f"Kode OTP salah. Sisa percobaan {left} kali."


def locked(until: datetime) -> str:
    return (
        "Terlalu banyak percobaan kode OTP. Langkah verifikasi OTP dikunci sementara. "
        f"Silakan coba lagi setelah {wib_text(until)}."
    )


def resend_wait(seconds: int) -> str:
    return f"Kode OTP baru dapat dikirim ulang dalam {seconds} detik."
