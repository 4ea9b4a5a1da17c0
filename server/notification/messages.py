"""Indonesian sentences of the notification inbox and of its channels' preferences."""

from __future__ import annotations

NOT_FOUND = "Notifikasi tidak ditemukan."

# The preferences' refusals (nothing is changed).
SECURITY_EMAIL = "Notifikasi keamanan akun selalu dikirim lewat email."
NO_PHONE = "Nomor ponsel belum terdaftar di polis Anda. SMS tidak dapat dipilih."


def named_twice(topic_desc: str) -> str:
    """A topic named more than once in one save."""
    return f"Kelompok notifikasi {topic_desc} disebut lebih dari sekali."
