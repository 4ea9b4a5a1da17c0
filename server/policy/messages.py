"""Indonesian sentences of the policy data."""

from __future__ import annotations

POLICY_NOT_FOUND = "Polis tidak ditemukan."
NO_HEALTH_CARD = "Polis ini tidak memiliki kartu kesehatan (AAA card)."
