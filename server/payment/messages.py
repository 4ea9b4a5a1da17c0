"""Indonesian wording of the payment area: messages, statuses, money and dates."""

from __future__ import annotations

from datetime import date, datetime

from server.clock import WIB, as_utc

POLICY_NOT_FOUND = "Polis tidak ditemukan."
PAYMENT_NOT_FOUND = "Pembayaran tidak ditemukan."
KEY_REUSED = "Kunci idempotensi sudah dipakai untuk permintaan lain."
KEY_IN_PROGRESS = (
    "Permintaan pembayaran yang sama sedang diproses. Tunggu sebentar lalu periksa kembali."
)
BILL_HELD = (
    "Tagihan ini sedang dalam pembayaran lain yang menunggu. Selesaikan atau batalkan "
    "pembayaran itu terlebih dahulu."
)
OUT_OF_ORDER = "Tagihan harus dibayar berurutan, mulai dari jatuh tempo terlama."
NO_BILLS = "Polis ini tidak memiliki tagihan premi yang dapat dibayar."
BILL_UNKNOWN = "Tagihan {bill} tidak ditemukan pada polis ini."
BILL_PAID = "Tagihan {bill} sudah lunas."
BELOW_MIN = "Jumlah pembayaran minimal untuk {method} adalah {limit}."
ABOVE_MAX = (
    "Jumlah pembayaran maksimal untuk {method} adalah {limit}. Pilih tagihan lebih sedikit "
    "atau metode lain."
)
GATEWAY_DOWN = "Layanan pembayaran sedang tidak tersedia. Silakan coba beberapa saat lagi."
GATEWAY_SILENT = "Layanan pembayaran tidak menjawab."
NOT_CANCELLABLE = "Pembayaran ini sudah tidak dapat dibatalkan."
RECEIPT_NOT_READY = "Bukti pembayaran tersedia setelah pembayaran berhasil."
NOTIFICATION_REFUSED = "Notifikasi tidak dapat diverifikasi."
NOTIFICATION_TIME_UNREADABLE = "Waktu kejadian pada notifikasi (occurred_at) tidak dapat dibaca."
NOTIFICATION_MISMATCH = "Notifikasi tidak sesuai dengan data pembayaran."
DEFAULT_FAILURE = "Pembayaran ditolak oleh bank atau dompet digital."


FREQUENCY_WORD = {
    "MONTHLY": "bulanan",
    "QUARTERLY": "triwulanan",
    "SEMI_ANNUAL": "semesteran",
    "ANNUAL": "tahunan",
    "SINGLE": "tunggal",
}
_MONTHS = (
    "Januari", "Februari", "Maret", "April", "Mei", "Juni",
    "Juli", "Agustus", "September", "Oktober", "November", "Desember",
)  # fmt: skip
_DAYS = ("Senin", "Selasa", "Rabu", "Kamis", "Jumat", "Sabtu", "Minggu")


def rupiah(amount: int) -> str:
    """Rp 1.250.000"""
    return "Rp " + f"{amount:,}".replace(",", ".")


def tanggal(day: date) -> str:
    """1 Oktober 2026"""
    return f"{day.day} {_MONTHS[day.month - 1]} {day.year}"


def waktu_wib(value: datetime) -> str:
    """Senin, 22 November 2026 10.20 WIB"""
    local = as_utc(value).astimezone(WIB)
    return f"{_DAYS[local.weekday()]}, {tanggal(local.date())} {local:%H.%M} WIB"


def periode(start: date, end: date) -> str:
    """1 Oktober 2026 - 31 Desember 2026"""
    return f"{tanggal(start)} - {tanggal(end)}"
