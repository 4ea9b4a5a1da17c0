"""Indonesian wording of the sandbox gateway's simulator (the outside system's own)."""

from __future__ import annotations

DEFAULT_FAILURE = "Saldo tidak mencukupi."
CLOSED = {
    "SETTLED": "Transaksi ini sudah dibayar.",
    "EXPIRED": "Transaksi ini sudah kedaluwarsa dan tidak dapat dibayar.",
    "FAILED": "Transaksi ini sudah gagal dan tidak dapat dibayar.",
    "CANCELLED": "Transaksi ini sudah dibatalkan dan tidak dapat dibayar.",
    "REFUNDED": "Transaksi ini sudah dibayar dan dananya dikembalikan.",
}
UNKNOWN = "Transaksi atau nomor virtual account tidak ditemukan."
UNKNOWN_ACTION = "Aksi tidak dikenal."
DONE = {
    "pay": "Pembayaran berhasil.",
    "fail": "Transaksi digagalkan.",
    "expire": "Transaksi dikedaluwarsakan.",
    "cancel": "Pembayaran dibatalkan.",
    "late-pay": "Transfer terlambat diterima; transaksi dibayar.",
}
# Why a late transfer cannot land: only a cancelled or expired charge takes one.
NOT_LATE = {
    "PENDING": "Transaksi ini masih menunggu pembayaran; gunakan Bayar.",
    "SETTLED": "Transaksi ini sudah dibayar.",
    "FAILED": "Transaksi ini sudah gagal; transfer terlambat hanya untuk transaksi yang "
    "dibatalkan atau kedaluwarsa.",
    "REFUNDED": "Transaksi ini sudah dibayar dan dananya dikembalikan.",
}
