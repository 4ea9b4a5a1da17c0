"""Indonesian sentences of the notification inbox and of its channels' preferences."""

from __future__ import annotations

NOT_FOUND = "Notifikasi tidak ditemukan."

# The preferences' refusals (nothing is changed).
NO_PHONE = "Nomor ponsel belum terdaftar di polis Anda. SMS tidak dapat dipilih."


def email_required(topic_desc: str) -> str:
    """A topic whose e-mail cannot be turned off (security, complaints, personal data)."""
    return f"Notifikasi {topic_desc.lower()} selalu dikirim lewat email."


def named_twice(topic_desc: str) -> str:
    """A topic named more than once in one save."""
    return f"Kelompok notifikasi {topic_desc} disebut lebih dari sekali."
