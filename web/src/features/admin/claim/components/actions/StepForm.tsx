// The two steps that need no input, after a confirmation in the action modal: 'Mulai
// verifikasi' (Diajukan → Verifikasi Dokumen, POST /admin/claim/verify) and 'Dokumen
// lengkap, lanjut analisa' (Verifikasi Dokumen → Dianalisa, POST /admin/claim/analyse).
import {
  useAnalyseClaim,
  useVerifyClaim,
} from '../../../../../api/generated/endpoints/admin/admin';
import type { ClaimReviewDetail } from '../../../../../api/generated/model';
import { claimActionMessages } from '../../claimActionMessages';
import { ConfirmActionForm } from '../../../desk/ConfirmActionForm';
import { useActionResult, type ActionOutcome } from './useActionResult';

export function StepForm({
  step,
  review,
  outcome,
  onCancel,
}: {
  step: 'VERIFY' | 'ANALYSE';
  review: ClaimReviewDetail;
  outcome: ActionOutcome;
  onCancel: () => void;
}) {
  const number = review.claim.claim_number;
  const texts = step === 'VERIFY' ? claimActionMessages.verify : claimActionMessages.analyse;
  const result = useActionResult(number, outcome);
  const verify = useVerifyClaim({ request: { quiet: true } });
  const analyse = useAnalyseClaim({ request: { quiet: true } });
  const mutation = step === 'VERIFY' ? verify : analyse;
  return (
    <ConfirmActionForm
      message={texts.message(number)}
      ok={texts.ok}
      done={texts.done(number)}
      busy={mutation.isPending}
      send={() => mutation.mutateAsync({ data: { claim_number: number } })}
      result={result}
      onCancel={onCancel}
    />
  );
}
