"""Indonesian words of the customer's personal-data rights: the retention list, the consents'
channels, the requests' steps, every refusal, the notices and the export's PDF."""

from __future__ import annotations

from server import contract_labels

CONSENT_DESC = contract_labels.CONSENT_KIND
EXPORT_STATUS_DESC = contract_labels.PRIVACY_EXPORT_STATUS
KIND_DESC = contract_labels.PRIVACY_REQUEST_KIND
STATUS_DESC = contract_labels.PRIVACY_REQUEST_STATUS

PORTAL_CHANNEL = "Portal TManKu"
SPAJ_CHANNEL = "Formulir SPAJ"

# Data the company must keep even when asked to erase it: what, how long, on what basis.
RETENTION = (
    (
        "Polis, premi, klaim dan transaksi",
        "10 tahun setelah polis berakhir",
        "UU 8/1997 tentang Dokumen Perusahaan",
    ),
    (
        "Data identitas dan Pengkinian Data (APU-PPT)",
        "5 tahun setelah hubungan usaha berakhir",
        "POJK 8/2023 tentang Penerapan Program APU, PPT dan PPPSPM di Sektor Jasa Keuangan",
    ),
)

# Consents.
TERMS_REQUIRED = (
    "Persetujuan syarat dan ketentuan diperlukan untuk menjalankan polis Anda dan tidak dapat "
    "ditarik di portal. Untuk mengakhiri polis, hubungi kami."
)
TERMS_REQUIRED_FIELD = "Persetujuan ini wajib."
NO_PHONE = (
    "Nomor ponsel Anda belum tercatat, sehingga penawaran lewat SMS atau telepon tidak dapat "
    "diaktifkan. Perbarui nomor ponsel Anda lewat Pengkinian Data."
)
NO_PHONE_FIELD = "Nomor ponsel belum tercatat."

# Exports.
EXPORT_NOT_FOUND = "Salinan data tidak ditemukan."
EXPORT_PREPARING = "Salinan data Anda masih disiapkan. Coba lagi sebentar lagi."
EXPORT_FAILED = "Salinan data ini gagal disiapkan. Silakan minta salinan baru."
EXPORT_GONE = "Salinan data ini sudah kedaluwarsa dan dihapus. Minta salinan baru."


def too_many_exports(until: str) -> str:
    return (
        "Anda sudah meminta 3 salinan data dalam 24 jam terakhir. Silakan coba lagi setelah "
        f"{until}."
    )


# Requests.
REQUEST_NOT_FOUND = "Permintaan data pribadi tidak ditemukan."
KEY_REUSED = "Kunci pengiriman sudah dipakai untuk permintaan lain. Muat ulang halaman."
KEY_IN_PROGRESS = "Permintaan yang sama sedang diproses. Tunggu sebentar lalu muat ulang halaman."


def already_open(kind: str, number: str) -> str:
    return (
        f"Anda masih memiliki permintaan {kind.lower()} yang belum dijawab ({number}). Tunggu "
        "jawaban kami atas permintaan itu sebelum mengajukan yang baru."
    )


def wrong_status(number: str, status: str) -> str:
    return (
        f"Permintaan {number} sudah berstatus {STATUS_DESC[status]} (mungkin oleh petugas lain). "
        "Muat ulang halaman."
    )


EVENT_DESC = {
    "RECEIVED": "Permintaan diterima",
    "ACKNOWLEDGED": "Mulai ditinjau petugas",
    "COMPLETED": "Dijawab: dilaksanakan",
    "PARTIAL": "Dijawab: dilaksanakan sebagian",
    "DECLINED": "Dijawab: tidak dapat dilaksanakan",
}

# Notices.
EXPORT_READY_SUBJECT = "Salinan data pribadi Anda siap diunduh"
REQUEST_RECEIVED_SUBJECT = "Permintaan data pribadi {number} diterima"
REQUEST_ACKNOWLEDGED_SUBJECT = "Permintaan data pribadi {number} sedang ditinjau"
REQUEST_ANSWERED_SUBJECT = "Jawaban atas permintaan data pribadi {number}"
FOLLOW = "Lihat di menu Privasi pada portal TManKu."

# The export's PDF.
PDF_TITLE = "Salinan Data Pribadi"
PDF_SUBJECT = "Salinan data pribadi nasabah (UU 27/2022)"
PDF_INTRO = (
    "Dokumen ini berisi semua data tentang Anda yang disimpan portal TManKu pada saat dibuat, "
    "sesuai hak Anda atas data pribadi (UU 27/2022 tentang Pelindungan Data Pribadi). Salinan "
    "yang dapat dibaca mesin tersedia sebagai berkas JSON. Kata sandi, kode OTP dan kunci "
    "keamanan tidak pernah dicantumkan."
)
NOTHING = "Tidak ada data."
SECTIONS = {
    "customer": "Akun dan Profil",
    "policies": "Polis",
    "transactions": "Transaksi",
    "payments": "Pembayaran",
    "claims": "Klaim",
    "data_updates": "Pengkinian Data",
    "consents": "Persetujuan",
    "sessions": "Sesi dan Perangkat",
    "notifications": "Notifikasi",
    "complaints": "Pengaduan",
    "privacy_requests": "Permintaan atas Data Pribadi",
}
