"""Indonesian sentences of Pengkinian Data (customer and staff)."""

from __future__ import annotations

from datetime import datetime

from server import contract_labels
from server.clock import WIB, as_utc

STATUS_DESC = contract_labels.KYC_STATUS  # the contract's x-enum-descriptions

POLICY_NOT_FOUND = "Polis tidak ditemukan."
PROFILE_MISSING = (
    "Data nasabah Anda belum tersedia untuk Pengkinian Data. Silakan hubungi kantor cabang "
    "atau Customer Care Sentosa Raya."
)
POLICY_ENDED = (
    "Polis ini sudah berakhir, sehingga Pengkinian Data tidak dapat diajukan melalui polis ini. "
    "Silakan pilih polis lain yang masih aktif atau hubungi kantor cabang."
)
DRAFT_NOT_FOUND = (
    "Draf pengajuan tidak ditemukan atau sudah kedaluwarsa. Silakan isi kembali formulir "
    "Pengkinian Data."
)
KYC_NOT_FOUND = "Pengajuan Pengkinian Data tidak ditemukan."
DOCUMENT_NOT_FOUND = "Pengajuan ini tidak melampirkan dokumen identitas."
RULES_BROKEN = "Data yang Anda isi belum sesuai. Periksa kembali isian yang ditandai."
NO_CHANGE = "Tidak ada data yang berubah. Ubah sedikitnya satu data sebelum mengajukan."
PROOF_NOT_NEEDED = "Kode OTP ini tidak dibutuhkan untuk pengajuan Anda."
PROOFS_MISSING = "Masukkan semua kode OTP yang diminta sebelum mengirim pengajuan."
WARNINGS_UNCONFIRMED = (
    "Konfirmasikan bahwa data Anda sudah benar walau ada peringatan sebelum mengirim pengajuan."
)
NIK_TAKEN = (
    "NIK baru pada pengajuan ini sudah terdaftar atas nasabah lain, sehingga pengajuan tidak "
    "dapat disetujui. Tolak pengajuan ini dengan alasannya."
)

# Field errors (``errors[].message``).
REGION_UNKNOWN = "Wilayah tidak ditemukan. Pilih kembali dari daftar."
REGION_NOT_UNDER = "Wilayah ini tidak berada di bawah wilayah yang dipilih di atasnya."
CODE_UNKNOWN = "Pilihan tidak dikenal. Pilih kembali dari daftar."
NATIONALITY_FIXED = (
    "Perubahan kewarganegaraan tidak dapat diajukan melalui portal. Silakan datang ke kantor "
    "cabang dengan dokumen pendukung."
)
PASSPORT_EXPIRED = "Masa berlaku paspor harus setelah hari ini."
DOCUMENT_REQUIRED = "Lampirkan foto atau pindaian dokumen identitas baru Anda (KTP atau paspor)."
DOCUMENT_UNKNOWN = "Dokumen identitas tidak ditemukan. Unggah kembali dokumen Anda."
COMPANY_REQUIRED = "Nama perusahaan wajib diisi untuk pekerjaan ini."
WORKING_ADDRESS_REQUIRED = "Alamat kantor wajib diisi untuk pekerjaan ini."
MAILING_NEEDS_WORKING = "Alamat surat-menyurat ke alamat kantor hanya bila alamat kantor diisi."
PROOF_MISSING = "Kode OTP ini belum dimasukkan."
CONFIRM_WARNINGS = "Centang pernyataan bahwa data Anda sudah benar."


def review_pending(number: str) -> str:
    return (
        f"Pengajuan Pengkinian Data Anda nomor {number} masih dalam verifikasi. Pengajuan baru "
        "dapat dibuat setelah pengajuan tersebut selesai."
    )


def postal_mismatch(postal: str, village: str, expected: str) -> str:
    return f"Kode pos {postal} tidak sesuai dengan kelurahan {village} (kode pos {expected})."


def postal_field(village: str, expected: str) -> str:
    return f"Kode pos kelurahan {village} adalah {expected}."


def nik_region(nik_code: str, region_code: str) -> str:
    return (
        f"Kode wilayah pada NIK ({nik_code}) berbeda dengan kabupaten/kota alamat KTP "
        f"({region_code}). Pastikan keduanya sesuai KTP."
    )


def nik_birth(nik_date: str, birth_date: str) -> str:
    return (
        f"Tanggal lahir pada NIK ({nik_date}) berbeda dengan tanggal lahir yang Anda isi "
        f"({birth_date}). Pastikan keduanya sesuai KTP."
    )


def nik_gender(*, woman: bool) -> str:
    coded = "perempuan (tanggal ditambah 40)" if woman else "laki-laki"
    return (
        f"Tanggal lahir pada NIK menunjukkan jenis kelamin {coded}, berbeda dengan jenis "
        "kelamin yang Anda isi. Pastikan keduanya sesuai KTP."
    )


def decided(number: str, status: str, actor: str, at: datetime) -> str:
    local = as_utc(at).astimezone(WIB)
    return (
        f"Pengajuan {number} sudah diputuskan ({STATUS_DESC[status]}) oleh {actor} pada "
        f"{local:%d-%m-%Y %H.%M} WIB."
    )
