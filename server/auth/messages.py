"""Indonesian sentences a customer may read, for sign-in, sessions and passwords."""

from __future__ import annotations

from datetime import datetime

from server.clock import wib_text

SESSION_ENDED = "Sesi Anda telah berakhir. Silakan masuk kembali."
NOT_SIGNED_IN = "Anda belum masuk atau sesi Anda tidak dikenali. Silakan masuk kembali."
STEP_INVALID = "Langkah masuk tidak berlaku lagi. Silakan ulangi proses masuk dari awal."
USER_UNKNOWN = "Nama pengguna atau NIK tidak terdaftar."
NOT_ADMIN = "Akun ini tidak memiliki akses ke halaman admin."
ID_CARD_MISMATCH = "NIK atau tanggal lahir tidak sesuai dengan data polis."
WRONG_ACCOUNT_STATUS = "Langkah ini tidak berlaku untuk akun Anda. Silakan ulangi proses masuk."
NO_CONTACT = "Nomor ponsel atau email Anda belum terdaftar. Silakan hubungi CS kami."
NO_RECOVERY_EMAIL = "Email pemulihan Anda belum terdaftar. Silakan hubungi CS kami."
OTP_NOT_SENT = "Kode OTP belum dikirim. Silakan kirim kode terlebih dahulu."
OTP_EXPIRED = "Kode OTP sudah kedaluwarsa. Silakan kirim ulang kode."
OTP_USED = "Kode OTP sudah digunakan. Silakan kirim ulang kode."
REFRESH_INVALID = SESSION_ENDED


def remaining(count: int) -> str:
    return f"Sisa percobaan {count} kali."


def wrong_password(left: int) -> str:
    return f"Kata sandi yang Anda masukkan salah. {remaining(left)}"


def wrong_id_card(left: int) -> str:
    return f"{ID_CARD_MISMATCH} {remaining(left)}"


def wrong_otp(left: int) -> str:
    return f"Kode OTP salah. {remaining(left)}"


def locked(until: datetime) -> str:
    return f"Terlalu banyak percobaan. Silakan coba lagi setelah {wib_text(until)}."


def otp_locked(until: datetime) -> str:
    return (
        "Terlalu banyak percobaan kode OTP. Langkah verifikasi OTP dikunci sementara. "
        f"Silakan coba lagi setelah {wib_text(until)}."
    )


def resend_wait(seconds: int) -> str:
    return f"Kode OTP baru dapat dikirim ulang dalam {seconds} detik."
