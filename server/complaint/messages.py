"""Indonesian words of complaints: descriptions of categories, statuses and steps, refusals
and the notices' sentences."""

from __future__ import annotations

from datetime import date

from server import contract_labels

CATEGORY_DESC = contract_labels.COMPLAINT_CATEGORY  # the contract's x-enum-descriptions
STATUS_DESC = contract_labels.COMPLAINT_STATUS
ACTION_DESC = {
    "RECEIVED": "Pengaduan diterima",
    "EXTENDED": "Batas waktu diperpanjang",
    "ANSWERED": "Pengaduan dijawab",
    "CLOSED": "Pengaduan ditutup",
}
CUSTOMER_ACTOR = "Nasabah"
STAFF_ACTOR = "Petugas"  # what the customer sees instead of a staff member's user name

NOT_FOUND = "Pengaduan tidak ditemukan."
DOCUMENT_NOT_FOUND = "Dokumen tidak ditemukan pada pengaduan ini."
POLICY_NOT_FOUND_DETAIL = "The policy is not the customer's."
KEY_REUSED = (
    "Kunci pengajuan ini sudah dipakai untuk pengaduan lain. Muat ulang halaman lalu ajukan "
    "kembali."
)
KEY_IN_PROGRESS = (
    "Pengaduan yang sama sedang diproses. Tunggu sebentar lalu muat ulang halaman Pengaduan."
)
DESCRIPTION_SHORT = "Uraian pengaduan paling sedikit 20 karakter."
SUBJECT_SHORT = "Judul pengaduan paling sedikit 5 karakter."
ANSWER_SHORT = "Jawaban paling sedikit 20 karakter."
DOCUMENT_NOT_ATTACHABLE = (
    "Lampiran tidak dapat dipakai: tidak ditemukan, bukan dokumen pengaduan, sudah dilampirkan "
    "pada pengajuan lain, atau sudah lebih dari 24 jam. Silakan unggah ulang berkas ini."
)


def policy_not_yours(policy_number: str) -> str:
    return f"Polis {policy_number} tidak terdaftar atas nama Anda."


def too_many_open(limit: int) -> str:
    return (
        f"Anda sudah memiliki {limit} pengaduan yang sedang ditangani. Pengaduan baru dapat "
        "diajukan setelah salah satunya dijawab."
    )


def tanggal(day: date) -> str:
    months = (
        "Januari", "Februari", "Maret", "April", "Mei", "Juni",
        "Juli", "Agustus", "September", "Oktober", "November", "Desember",
    )  # fmt: skip
    return f"{day.day} {months[day.month - 1]} {day.year}"


def wrong_status(number: str, status: str) -> str:
    """The 409 of a move the complaint's status does not allow."""
    if status == "ANSWERED":
        return (
            f"Pengaduan {number} sudah dijawab; tindakan ini tidak dapat dilakukan lagi. Muat "
            "ulang untuk melihat keadaan terkini."
        )
    if status == "CLOSED":
        return (
            f"Pengaduan {number} sudah ditutup; tindakan ini tidak dapat dilakukan lagi. Muat "
            "ulang untuk melihat keadaan terkini."
        )
    return (
        f"Pengaduan {number} belum dijawab; pengaduan hanya dapat ditutup setelah dijawab. Muat "
        "ulang untuk melihat keadaan terkini."
    )


def already_extended(number: str, due: date) -> str:
    return (
        f"Batas waktu pengaduan {number} sudah pernah diperpanjang (sampai {tanggal(due)}); "
        "perpanjangan hanya dapat dilakukan satu kali."
    )


# ---------------------------------------------------------------- notices
def received_subject(number: str) -> str:
    return f"Tanda terima pengaduan {number}"


def received_text(number: str, subject: str, received: str, due: date, days: int) -> str:
    return (
        f"Pengaduan Anda dengan nomor register {number} kami terima pada {received}.\n\n"
        f"Pokok pengaduan: {subject}\n\n"
        f"Kami akan menjawab pengaduan Anda paling lambat {tanggal(due)} ({days} hari kerja). "
        "Ikuti pengaduan Anda di menu Pengaduan pada portal TManKu."
    )


def extended_subject(number: str) -> str:
    return f"Batas waktu pengaduan {number} diperpanjang"


def extended_text(number: str, subject: str, due: date, days: int, reason: str) -> str:
    return (
        f"Batas waktu jawaban pengaduan Anda nomor {number} ({subject}) kami perpanjang "
        f"menjadi paling lambat {tanggal(due)} ({days} hari kerja sejak pengaduan diterima).\n\n"
        f"Alasan: {reason}\n\nKami mohon maaf atas waktu tambahan yang diperlukan."
    )


def answered_subject(number: str) -> str:
    return f"Jawaban pengaduan {number}"


def answered_text(number: str, subject: str, answer: str) -> str:
    return (
        f"Berikut jawaban kami atas pengaduan Anda nomor {number} ({subject}):\n\n{answer}\n\n"
        "Bila Anda belum puas dengan jawaban ini, hubungi Customer Care kami atau sampaikan "
        "pengaduan Anda kepada Otoritas Jasa Keuangan."
    )
