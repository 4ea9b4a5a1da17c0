"""Indonesian sentences of the unit-link investment (the only place they are written; a
fund risk's or a chart range's name comes from the contract: server/contract_labels.py)."""

from __future__ import annotations

POLICY_NOT_FOUND = "Polis tidak ditemukan."
FUND_NOT_FOUND = "Dana investasi tidak ditemukan pada polis ini."
NOT_UNIT_LINK = "Polis ini bukan polis unit link dan tidak memiliki dana investasi."
NOT_ISSUED = (
    "Polis ini belum terbit. Nilai investasi tersedia setelah premi pertama dibayar dan polis "
    "terbit."
)
