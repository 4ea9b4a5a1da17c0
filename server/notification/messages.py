"""Indonesian sentences of the notification inbox."""

from __future__ import annotations

NOT_FOUND = "Notifikasi tidak ditemukan."
