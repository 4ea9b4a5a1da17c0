"""The insurer's claim rules that do not live on a policy: the documents each benefit needs,
how long after the event a claim may be filed, the limits of a claim's files, and which
statuses are still open."""

from __future__ import annotations

from server.claim.models import Benefit, ClaimStatus, DocumentType

D = DocumentType
# (type, required) in the order the form shows them.
REQUIREMENTS: dict[Benefit, tuple[tuple[DocumentType, bool], ...]] = {
    Benefit.RAWAT_INAP: (
        (D.KWITANSI, True), (D.RINCIAN_BIAYA, True), (D.RESUME_MEDIS, True), (D.HASIL_LAB, False),
    ),
    Benefit.RAWAT_JALAN: ((D.KWITANSI, True), (D.SURAT_DOKTER, True), (D.HASIL_LAB, False)),
    Benefit.PENYAKIT_KRITIS: (
        (D.RESUME_MEDIS, True), (D.HASIL_LAB, True), (D.SURAT_DOKTER, True), (D.KTP, True),
    ),
    Benefit.CACAT_TETAP: (
        (D.SURAT_DOKTER, True), (D.RESUME_MEDIS, True), (D.KTP, True), (D.LAPORAN_POLISI, False),
    ),
    Benefit.MENINGGAL_DUNIA: (
        (D.SURAT_KEMATIAN, True), (D.KTP, True), (D.KARTU_KELUARGA, True),
        (D.RESUME_MEDIS, False), (D.LAPORAN_POLISI, False),
    ),
}  # fmt: skip

# Days after the event (after leaving hospital for a stay) within which a claim is filed.
SUBMIT_WITHIN_DAYS = {
    Benefit.RAWAT_INAP: 90,
    Benefit.RAWAT_JALAN: 90,
    Benefit.PENYAKIT_KRITIS: 180,
    Benefit.CACAT_TETAP: 180,
    Benefit.MENINGGAL_DUNIA: 365,
}
# Benefits needing a hospital or clinic on the claim.
AT_A_HOSPITAL = frozenset({Benefit.RAWAT_INAP, Benefit.RAWAT_JALAN})

MAX_FILE_BYTES = 10 * 1024 * 1024
MAX_CLAIM_BYTES = 50 * 1024 * 1024

OPEN = (
    ClaimStatus.SUBMITTED,
    ClaimStatus.DOCUMENT_VERIFICATION,
    ClaimStatus.DOCUMENTS_REQUESTED,
    ClaimStatus.ANALYSIS,
)
GRANTED = (ClaimStatus.APPROVED, ClaimStatus.PAID)


def allowed_types(benefit: Benefit) -> frozenset[DocumentType]:
    return frozenset(t for t, _ in REQUIREMENTS[benefit])


def required_types(benefit: Benefit) -> tuple[DocumentType, ...]:
    return tuple(t for t, required in REQUIREMENTS[benefit] if required)
