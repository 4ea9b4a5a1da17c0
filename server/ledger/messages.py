"""Indonesian names of the ledger's transaction types."""

from __future__ import annotations

TYPE_DESC = {
    "PREMIUM_PAYMENT": "Pembayaran Premi",
    "TOP_UP": "Top-up Premi",
    "WITHDRAWAL": "Penarikan Dana",
    "CLAIM_PAYOUT": "Pembayaran Klaim",
    "FEE": "Biaya",
    "REFUND": "Dana dikembalikan",
}
