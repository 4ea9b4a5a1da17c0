"""Indonesian sentences of passkeys."""

from __future__ import annotations

NOT_RECOGNISED = "Passkey tidak dikenali. Masuk dengan kata sandi, atau coba passkey lain."
REGISTRATION_FAILED = "Passkey tidak dapat didaftarkan. Silakan coba lagi dengan perangkat Anda."
NO_PENDING_REGISTRATION = "Waktu pendaftaran passkey habis. Silakan ulangi pendaftaran."
ALREADY_REGISTERED = "Passkey ini sudah terdaftar."
NOT_FOUND = "Passkey tidak ditemukan."
DEVICE_NAME = "Perangkat"


def too_many(limit: int) -> str:
    return (
        f"Anda sudah memiliki {limit} passkey, batas untuk satu akun. Hapus salah satu passkey "
        "lebih dahulu."
    )
