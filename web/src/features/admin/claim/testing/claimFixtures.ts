// The staff's claims desk as the tests and stories see it: nine claims, at least one in each
// status. Budi Santoso's hospital stay for his son (Diajukan, the oldest waiting; a PDF
// receipt, a PNG cost breakdown, a PDF medical resume), Dewi Lestari's clinic visit
// (Diajukan), Siti Rahma's stay (Verifikasi Dokumen), Andi Wijaya's daily cash claim waiting
// for a lab result (Dokumen Kurang), Rudi Hartono's stay and Rina Kartika's outpatient claim
// above her remaining limit (Dianalisa), Hendra Gunawan's approved stay with a deduction,
// Lina Marlina's rejected critical illness claim and Budi's earlier paid clinic visit.
// "Now" is 24 November 2026, 13.40 WIB (REVIEW_NOW of fixtures.ts).
import type { ClaimReviewDetail } from '../../../../api/generated/model';
import { andiClaim, budiClaim, dewiClaim, sitiClaim } from './claimsInCheck';
import { hendraClaim, linaClaim, paidClaim, rinaClaim, rudiClaim } from './claimsInDecision';

export { REVIEW_NOW } from '../../pengkinian/testing/fixtures';
export * from './claimSeed';
export * from './claimsInCheck';
export * from './claimsInDecision';

export const demoClaims: ClaimReviewDetail[] = [
  budiClaim,
  dewiClaim,
  sitiClaim,
  andiClaim,
  rudiClaim,
  rinaClaim,
  hendraClaim,
  linaClaim,
  paidClaim,
];
