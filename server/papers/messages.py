"""Indonesian sentences and names of the customer's documents (the only place they are
written; a document kind's name comes from the contract: ``PaperKind.label``)."""

from __future__ import annotations

from datetime import date

POLICY_NOT_FOUND = "Polis tidak ditemukan."
CARD_NOT_FOUND = "Kartu kesehatan tidak ditemukan."
NOT_ISSUED = (
    "Polis ini belum terbit. Dokumen polis tersedia setelah premi pertama dibayar dan polis terbit."
)
NOT_VERIFIED = (
    "Kode verifikasi tidak dikenal. Dokumen dengan kode ini bukan terbitan PT Asuransi Jiwa "
    "Sentosa Raya."
)


def future_year(year: int) -> str:
    return f"Sertifikat premi tahun {year} belum dapat dibuat karena tahun itu belum berjalan."


def no_premium(year: int) -> str:
    return f"Tidak ada premi yang dibayar untuk polis ini pada tahun {year}."


# Company facts printed on the documents beside the company profile's name and address: the
# business licence from OJK (the regulator) and the legal basis of an electronic policy.
OJK_LICENCE = (
    "Terdaftar dan diawasi oleh Otoritas Jasa Keuangan (OJK). Izin usaha: KEP-127/NB.1/2008"
)
ELECTRONIC_POLICY = (
    "E-polis ini diterbitkan secara elektronik berdasarkan Peraturan Otoritas Jasa Keuangan "
    "Nomor 23/POJK.05/2015 tentang Produk Asuransi dan Pemasaran Produk Asuransi, dan sah "
    "tanpa tanda tangan. E-polis ini adalah ikhtisar polis; ketentuan lengkap berlaku "
    "sebagaimana tercantum dalam polis dan ketentuan umum produk."
)
ELECTRONIC_PAPER = (
    "Dokumen ini diterbitkan secara elektronik oleh portal TManKu dan sah tanpa tanda tangan."
)
TAX_NOTE = (
    "Premi dihitung menurut tanggal pembayarannya (WIB). Sertifikat ini dapat dilampirkan pada "
    "SPT Tahunan Pajak Penghasilan sebagai bukti pembayaran premi asuransi jiwa."
)
STATEMENT_NOTE = (
    "Dibayar: premi, top-up dan biaya yang dibayar atau dipotong. Diterima: penarikan dana, "
    "pembayaran klaim dan dana yang dikembalikan kepada nasabah. Waktu transaksi dalam WIB."
)
FUND_BALANCE_NOTE = (
    "Unit dana per tanggal akhir periode dengan harga unit (NAB) terakhir yang diterbitkan "
    "sampai tanggal itu; nilai dibulatkan ke rupiah per dana. Transaksi yang menunggu harga "
    "unit belum termasuk."
)
CARD_INSTRUCTION = (
    "Tunjukkan kartu ini bersama KTP di rumah sakit rekanan. Untuk rawat inap, hubungi nomor "
    "darurat sebelum atau segera setelah masuk rumah sakit."
)
VERIFY_PROMPT = "Periksa keaslian dokumen ini dengan memindai kode QR, atau di:"
CARD_VERIFY_PROMPT = "Periksa keaslian: pindai kode QR, atau buka"
CODE_LABEL = "Kode verifikasi"

_MONTHS = (
    "Januari",
    "Februari",
    "Maret",
    "April",
    "Mei",
    "Juni",
    "Juli",
    "Agustus",
    "September",
    "Oktober",
    "November",
    "Desember",
)


def tax_title(year: int) -> str:
    return f"Sertifikat Premi Tahun {year}"


def tax_subject(year: int) -> str:
    return f"Tahun pajak {year}"


def short_day(day: date) -> str:
    """``1 Jan 2026``: the month's first three letters (Agu for Agustus)."""
    return f"{day.day} {_MONTHS[day.month - 1][:3]} {day.year}"


def period_subject(start: date, end: date) -> str:
    """``1 Jan 2026 - 30 Jun 2026``"""
    return f"{short_day(start)} - {short_day(end)}"


# A fund switch in the statement: neither paid nor received, its value in its description.
MOVED = "{description} (dialihkan antardana {amount})"
