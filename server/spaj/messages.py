"""Indonesian sentences of SPAJ: statuses, refusals, the timeline an applicant reads."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date

from server import contract_labels
from server.payment.messages import rupiah, tanggal

ASKED_BY = contract_labels.SPAJ_ASKED_BY  # the contract's x-enum-descriptions
STATUS_DESC = contract_labels.SPAJ_STATUS  # the contract's x-enum-descriptions

DECLINE_REASON = {
    "PREMIUM_TOO_HIGH": "Premi terlalu mahal",
    "EXCLUSION_NOT_ACCEPTED": "Tidak menerima pengecualian",
    "NO_LONGER_NEEDED": "Tidak memerlukan asuransi ini lagi",
    "OTHER": "Alasan lain",
}
SYSTEM = "Sistem"

# Entry and session
PHONE_ON_SPAJ = "nomor ponsel pada SPAJ"  # read after "... dikirim ke"
EMAIL_ON_SPAJ = "email pada SPAJ"
STEP_INVALID = (
    "Langkah masuk SPAJ tidak berlaku lagi. Silakan masukkan nomor SPAJ dan tanggal lahir kembali."
)

# Not found (another applicant's application is answered the same)
NOT_FOUND = "SPAJ tidak ditemukan."
REQUIREMENT_NOT_FOUND = "Permintaan tidak ditemukan pada SPAJ ini."
DOCUMENT_NOT_FOUND = "Dokumen tidak ditemukan pada SPAJ ini."

# Rules
ANSWERED = "Permintaan ini sudah dijawab."
ANSWER_REQUIRED = "Tuliskan jawaban atas pertanyaan ini."
QUESTION_WITHOUT_DOCUMENTS = "Pertanyaan dijawab dengan teks, tanpa dokumen."
DECLINE_NOTE_REQUIRED = "Tuliskan alasan Anda menolak keputusan ini."
OPEN_REQUIREMENTS = (
    "Masih ada permintaan yang belum dijawab pemohon; keputusan dapat diterbitkan setelah "
    "semuanya dijawab."
)
DUPLICATE_REQUIREMENT = "Permintaan yang sama tidak boleh diajukan dua kali pada satu SPAJ."
TOO_MANY_REQUIREMENTS = "Satu SPAJ paling banyak memiliki 30 permintaan."
DUPLICATE_LOADING = "Ekstra premi dengan alasan yang sama tidak boleh dicantumkan dua kali."
DUPLICATE_EXCLUSION = "Pengecualian yang sama tidak boleh dicantumkan dua kali."
NOT_PAYABLE = "Premi pertama SPAJ ini tidak dapat dibayar saat ini."


def document_required(title: str) -> str:
    return f"Unggah dokumen yang diminta: {title}."


def _listed(words: Sequence[str]) -> str:
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} atau {words[-1]}"


def wrong_status(number: str, status: str, allowed: Sequence[str]) -> str:
    """``SPAJ 260417305882 berstatus Seleksi Risiko; tindakan ini hanya untuk SPAJ berstatus
    Diterima.``"""
    names = [STATUS_DESC[s] for s in allowed]
    return (
        f"SPAJ {number} berstatus {STATUS_DESC[status]}; tindakan ini hanya untuk SPAJ "
        f"berstatus {_listed(names)}."
    )


def offer_expired(valid_until: date) -> str:
    return (
        f"Penawaran underwriter berlaku sampai {tanggal(valid_until)} dan sudah lewat. "
        "Hubungi agen Anda untuk mengajukan kembali."
    )


def payment_closed(pay_before: date) -> str:
    return (
        f"Batas pembayaran premi pertama ({tanggal(pay_before)}) sudah lewat. Hubungi agen "
        "Anda untuk mengajukan kembali."
    )


# The applicant's timeline (what happened, in sentences)
def received(agent: str) -> str:
    return f"SPAJ diterima dari agen {agent}."


REVIEW_STARTED = "Underwriter mulai menyeleksi risiko pengajuan Anda."


def _sentence(text: str) -> str:
    """The text ended with a full stop, unless it already ends a sentence (a question)."""
    return text if text.endswith((".", "?", "!")) else f"{text}."


def asked(by: str, titles: Sequence[str]) -> str:
    return _sentence(f"{ASKED_BY[by]} meminta {_listed(list(titles))}")


def answered(title: str, back_to_review: bool) -> str:
    text = _sentence(f"Anda menjawab permintaan: {title}")
    return text + (" Semua permintaan terjawab; SPAJ kembali diseleksi." if back_to_review else "")


def decided(final: int, loaded: bool, excluded: bool) -> str:
    extra = []
    if loaded:
        extra.append("ekstra premi")
    if excluded:
        extra.append("pengecualian")
    terms = f" dengan {' dan '.join(extra)}" if extra else " dengan premi standar"
    return f"Underwriter menerima pengajuan{terms}; premi akhir {rupiah(final)}."


def rejected() -> str:
    return "Underwriter tidak dapat menerima pengajuan ini."


def approved(pay_before: date) -> str:
    return (
        "Anda menyetujui keputusan underwriter. Bayar premi pertama paling lambat "
        f"{tanggal(pay_before)}."
    )


def declined(reason: str) -> str:
    return f"Anda menolak keputusan underwriter ({DECLINE_REASON[reason].lower()})."


def expired_offer() -> str:
    return "Penawaran underwriter tidak disetujui sampai batas waktunya."


def expired_payment() -> str:
    return "Premi pertama tidak dibayar sampai batas waktunya."


def issued(policy_number: str) -> str:
    return f"Premi pertama diterima; polis {policy_number} terbit."
