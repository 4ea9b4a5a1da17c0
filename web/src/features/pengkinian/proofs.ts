// The order of a draft's one-time codes: a new e-mail or number is proved first, then the
// submission is confirmed on the registered number.
import type { PengkinianCaseOtp, PengkinianProof } from '../../api/generated/model';

const ORDER: readonly PengkinianCaseOtp[] = ['PENGKINIAN_EMAIL', 'PENGKINIAN_HP', 'PENGKINIAN'];

export function orderedProofs(proofs: readonly PengkinianProof[]): PengkinianProof[] {
  return [...proofs].sort((a, b) => ORDER.indexOf(a.caseOtp) - ORDER.indexOf(b.caseOtp));
}

/** The first proof still to enter, or null when every code was entered. */
export function nextProof(proofs: readonly PengkinianProof[]): PengkinianProof | null {
  return orderedProofs(proofs).find((proof) => !proof.verified) ?? null;
}
