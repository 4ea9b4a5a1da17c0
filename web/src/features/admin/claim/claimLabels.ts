// The Indonesian names of the claim contract's codes on the staff desk: statuses (the queue's
// tabs, in the order a claim moves), document types, benefit kinds.
import { claimStatusLabels } from '../../../api/generated/labels/claimStatus';
import { claimBenefitKindLabels } from '../../../api/generated/labels/claimBenefitKind';
import type { ClaimDocumentType, ClaimStatus } from '../../../api/generated/model';

/** The queue's tabs, in the order of the allowed transitions; Diajukan first. */
export const CLAIM_STATUSES: readonly ClaimStatus[] = [
  'SUBMITTED',
  'DOCUMENT_VERIFICATION',
  'DOCUMENTS_REQUESTED',
  'ANALYSIS',
  'APPROVED',
  'REJECTED',
  'PAID',
];

export const claimStatusNames = claimStatusLabels;

/** The statuses in which the next step is the staff's (Dokumen Kurang waits for the customer). */
export const STAFF_STATUSES: readonly ClaimStatus[] = [
  'SUBMITTED',
  'DOCUMENT_VERIFICATION',
  'ANALYSIS',
  'APPROVED',
];

/** Document types in the order a request form lists them. */
export const CLAIM_DOCUMENT_TYPES: readonly ClaimDocumentType[] = [
  'KWITANSI',
  'RINCIAN_BIAYA',
  'RESUME_MEDIS',
  'HASIL_LAB',
  'SURAT_DOKTER',
  'KTP',
  'KARTU_KELUARGA',
  'SURAT_KEMATIAN',
  'LAPORAN_POLISI',
  'LAINNYA',
];

export const claimDocumentTypeNames: Record<ClaimDocumentType, string> = {
  KWITANSI: 'Kwitansi asli rumah sakit',
  RINCIAN_BIAYA: 'Rincian biaya perawatan',
  RESUME_MEDIS: 'Resume medis',
  HASIL_LAB: 'Hasil laboratorium atau pemeriksaan penunjang',
  SURAT_DOKTER: 'Surat keterangan dokter',
  KTP: 'KTP tertanggung atau penerima manfaat',
  KARTU_KELUARGA: 'Kartu keluarga',
  SURAT_KEMATIAN: 'Surat keterangan kematian',
  LAPORAN_POLISI: 'Laporan kepolisian (kecelakaan)',
  LAINNYA: 'Dokumen lain',
};

export const claimKindNames = claimBenefitKindLabels;
