"""Indonesian sentences of sign-in, sessions and passwords (the one-time codes' are in
:mod:`server.verification.messages`)."""

from __future__ import annotations

import math
from datetime import datetime

from server.clock import as_utc, wib_text
from server.edge.messages import SESSION_ENDED

WRONG_PASSWORD = "Kata sandi yang Anda masukkan salah."  # noqa: S105 - a sentence
ID_CARD_MISMATCH = "NIK atau tanggal lahir tidak sesuai dengan data polis."
WRONG_ACCOUNT_STATUS = "Langkah ini tidak berlaku untuk akun Anda. Silakan ulangi proses masuk."
NO_CONTACT = "Nomor ponsel atau email Anda belum terdaftar. Silakan hubungi CS kami."
REFRESH_INVALID = SESSION_ENDED
PASSWORD_COMMON = "Kata sandi ini terlalu umum dan mudah ditebak. Gunakan kata sandi lain."  # noqa: S105
PASSWORD_HAS_USER_NAME = "Kata sandi tidak boleh memuat nama pengguna Anda."  # noqa: S105
PASSWORD_CONFIRMATION_DIFFERS = "Konfirmasi kata sandi tidak sama."  # noqa: S105


def password_too_short(minimum: int) -> str:
    return f"Kata sandi minimal {minimum} karakter."


def password_too_long(maximum: int) -> str:
    return f"Kata sandi maksimal {maximum} karakter."


def remaining(count: int) -> str:
    return f"Sisa percobaan {count} kali."


def locked(until: datetime) -> str:
    return f"Terlalu banyak percobaan. Silakan coba lagi setelah {wib_text(until)}."


def wait(until: datetime, now: datetime) -> str:
    """A short wait of the per-address limits, in seconds."""
    seconds = max(1, math.ceil((as_utc(until) - now).total_seconds()))
    return f"Terlalu banyak percobaan masuk. Silakan coba lagi dalam {seconds} detik."
