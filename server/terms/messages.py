"""Indonesian sentences of the terms and conditions."""

from __future__ import annotations

NOT_CURRENT = (
    "Versi syarat dan ketentuan ini sudah tidak berlaku. Muat ulang halaman lalu setujui "
    "versi terbaru."
)
