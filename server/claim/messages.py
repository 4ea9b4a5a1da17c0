"""Indonesian words of claims: names of benefits, statuses and documents, and every refusal."""

from __future__ import annotations

from datetime import date

from server import contract_labels

STATUS_DESC = contract_labels.CLAIM_STATUS  # the contract's x-enum-descriptions

BENEFIT_NAME = {
    "RAWAT_INAP": "Rawat Inap",
    "RAWAT_JALAN": "Rawat Jalan",
    "PENYAKIT_KRITIS": "Penyakit Kritis",
    "CACAT_TETAP": "Cacat Tetap",
    "MENINGGAL_DUNIA": "Meninggal Dunia",
}
ACTION_NAME = {
    "VERIFY": "Mulai verifikasi",
    "ANALYSE": "Lanjut analisa",
    "REQUEST_DOCUMENTS": "Minta dokumen",
    "APPROVE": "Setujui",
    "REJECT": "Tolak",
    "PAY": "Tandai dibayar",
}
DOCUMENT = {  # document type: its name and what it is
    "KWITANSI": (
        "Kwitansi asli",
        "Kwitansi bercap rumah sakit atau klinik atas seluruh biaya yang diklaim.",
    ),
    "RINCIAN_BIAYA": (
        "Rincian biaya perawatan",
        "Rincian kamar, tindakan, obat dan pemeriksaan dari rumah sakit.",
    ),
    "RESUME_MEDIS": (
        "Resume medis",
        "Ringkasan perawatan yang ditandatangani dokter: diagnosis, tindakan dan tanggalnya.",
    ),
    "HASIL_LAB": (
        "Hasil laboratorium atau pemeriksaan penunjang",
        "Hasil laboratorium, radiologi, patologi atau pemeriksaan lain yang mendukung diagnosis.",
    ),
    "SURAT_DOKTER": (
        "Surat keterangan dokter",
        "Surat dokter yang merawat tentang diagnosis atau keadaan tertanggung.",
    ),
    "KTP": ("KTP", "KTP tertanggung atau penerima manfaat."),
    "KARTU_KELUARGA": ("Kartu keluarga", "Kartu keluarga yang memuat tertanggung."),
    "SURAT_KEMATIAN": (
        "Surat keterangan kematian",
        "Surat keterangan kematian dari rumah sakit atau kelurahan, atau akta kematian.",
    ),
    "LAPORAN_POLISI": (
        "Laporan kepolisian",
        "Laporan atau surat keterangan kepolisian, bila kejadiannya kecelakaan lalu lintas.",
    ),
    "LAINNYA": ("Dokumen lain", "Dokumen lain yang diminta petugas klaim."),
}
CUSTOMER_ACTOR = "Anda"
STAFF_ACTOR = "Petugas klaim"

NOT_FOUND = "Klaim tidak ditemukan."
POLICY_NOT_FOUND = "Polis atau tertanggung tidak ditemukan."
DOCUMENT_NOT_FOUND = "Dokumen tidak ditemukan pada klaim ini."
KEY_REUSED = (
    "Kunci pengajuan ini sudah dipakai untuk klaim lain. Muat ulang halaman lalu ajukan kembali."
)
KEY_IN_PROGRESS = "Pengajuan klaim yang sama sedang diproses. Tunggu sebentar lalu muat ulang."
UNKNOWN_BANK = "Bank tidak dikenal. Pilih bank dari daftar."
FUTURE_DATE = "Tanggal tidak boleh di masa depan."
END_BEFORE_START = "Tanggal keluar tidak boleh sebelum tanggal masuk."
END_REQUIRED = "Isi tanggal keluar rumah sakit."
END_NOT_USED = "Tanggal keluar hanya diisi untuk klaim rawat inap."
HOSPITAL_REQUIRED = "Pilih rumah sakit rekanan atau ketik nama rumah sakit/klinik."
HOSPITAL_BOTH = "Pilih rumah sakit rekanan atau ketik namanya, tidak keduanya."
HOSPITAL_UNKNOWN = "Rumah sakit rekanan tidak ditemukan. Pilih dari daftar atau ketik namanya."
AMOUNT_REQUIRED = "Isi jumlah yang diklaim sesuai kwitansi."
AMOUNT_NOT_USED = "Jumlah klaim manfaat ini dihitung oleh kami; jangan diisi."
DOCUMENT_TYPE_NOT_USED = "Jenis dokumen ini tidak diperlukan untuk manfaat ini."
DOCUMENT_TWICE = "Dokumen yang sama dilampirkan dua kali."
CLAIM_TOO_LARGE = "Total berkas satu klaim paling besar 50 MB. Kurangi atau perkecil berkas."
NOT_REQUESTED = "Jenis dokumen ini tidak diminta petugas."
REQUEST_TWICE = "Setiap jenis dokumen cukup diminta sekali."
DEDUCTIONS_REQUIRED = (
    "Jelaskan potongan: jumlahnya harus sama dengan selisih yang diklaim dan disetujui."
)
TRANSFER_FUTURE = "Tanggal transfer tidak boleh di masa depan."
TRANSFER_BEFORE_APPROVAL = "Tanggal transfer tidak boleh sebelum klaim disetujui."


def rupiah(amount: int) -> str:
    return "Rp " + f"{amount:,}".replace(",", ".")


def tanggal(day: date) -> str:
    months = (
        "Januari", "Februari", "Maret", "April", "Mei", "Juni",
        "Juli", "Agustus", "September", "Oktober", "November", "Desember",
    )  # fmt: skip
    return f"{day.day} {months[day.month - 1]} {day.year}"


def policy_inactive(number: str, status_desc: str) -> str:
    return (
        f"Polis {number} berstatus {status_desc}. Klaim hanya dapat diajukan untuk polis yang "
        "aktif (berlaku atau dalam masa tenggang)."
    )


def not_covered(name: str, benefit: str, number: str) -> str:
    return f"{name} tidak dijamin manfaat {BENEFIT_NAME[benefit]} pada polis {number}."


def holder_death(number: str) -> str:
    return (
        f"Santunan meninggal dunia pemegang polis {number} diajukan oleh ahli waris melalui "
        "Customer Care, dengan dokumen asli."
    )


def coverage_ended(benefit: str, until: date) -> str:
    return f"Manfaat {BENEFIT_NAME[benefit]} berakhir pada {tanggal(until)}."


def coverage_not_started(benefit: str, since: date) -> str:
    return f"Manfaat {BENEFIT_NAME[benefit]} baru berlaku mulai {tanggal(since)}."


def waiting(benefit: str, since: date, days: int) -> str:
    return (
        f"Manfaat {BENEFIT_NAME[benefit]} baru dapat diklaim untuk kejadian mulai "
        f"{tanggal(since)} (masa tunggu {days} hari)."
    )


def limit_used(benefit: str, limit: int, until: date | None) -> str:
    period = f" periode sampai {tanggal(until)}" if until else ""
    return f"Limit manfaat {BENEFIT_NAME[benefit]} ({rupiah(limit)}){period} sudah habis terpakai."


def already_claimed(benefit: str, number: str) -> str:
    return (
        f"Manfaat {BENEFIT_NAME[benefit]} tertanggung ini sudah diklaim dengan nomor {number}; "
        "manfaat ini dibayar sekali."
    )


def same_event(number: str) -> str:
    return f"Kejadian ini sudah diklaim dengan nomor {number}."


def before_waiting(since: date) -> str:
    return (
        f"Kejadian sebelum {tanggal(since)} tidak dijamin (masa tunggu atau sebelum polis berlaku)."
    )


def outside_coverage(until: date) -> str:
    return f"Kejadian setelah {tanggal(until)} tidak dijamin."


def too_late(days: int) -> str:
    return (
        f"Klaim ini diajukan paling lambat {days} hari setelah kejadian atau selesai perawatan. "
        "Hubungi Customer Care bila ada alasan keterlambatan."
    )


def document_missing(name: str) -> str:
    return f"Lampirkan {name}."


def requested_missing(name: str) -> str:
    return f"Lampirkan {name} yang diminta petugas."


def wrong_status(number: str, status: str, allowed: list[str]) -> str:
    needed = " atau ".join(STATUS_DESC[s] for s in allowed)
    return (
        f"Klaim {number} berstatus {STATUS_DESC[status]}; tindakan ini hanya untuk klaim "
        f"berstatus {needed}. Muat ulang untuk melihat keadaan terkini."
    )


def over_claimed(claimed: int) -> str:
    return f"Jumlah disetujui paling banyak jumlah yang diklaim ({rupiah(claimed)})."


def over_limit(remaining: int) -> str:
    return f"Jumlah disetujui paling banyak sisa limit manfaat ({rupiah(remaining)})."


def deductions_mismatch(expected: int, given: int) -> str:
    return (
        f"Jumlah potongan ({rupiah(given)}) harus sama dengan selisih yang diklaim dan "
        f"disetujui ({rupiah(expected)})."
    )
