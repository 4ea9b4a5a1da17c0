"""Indonesian sentences of the transaction history."""

from __future__ import annotations

POLICY_NOT_FOUND = "Polis tidak ditemukan."
TRANSACTION_NOT_FOUND = "Transaksi tidak ditemukan."
FROM_AFTER_TO = "Tanggal awal tidak boleh setelah tanggal akhir."
FROM_AFTER_TODAY = "Tanggal awal tidak boleh setelah hari ini."
TOO_LONG = "Periode riwayat transaksi paling panjang 5 tahun."
BAD_DATE = "Tanggal tidak valid. Gunakan format TTTT-BB-HH."
PRESET_AND_DATES = "Pilih periode siap pakai atau tanggal awal dan akhir, tidak keduanya."
