// The two steps that need no input, after a confirmation in the action modal: 'Mulai
// verifikasi' (Diajukan → Verifikasi Dokumen, POST /admin/claim/verify) and 'Dokumen
// lengkap, lanjut analisa' (Verifikasi Dokumen → Dianalisa, POST /admin/claim/analyse).
import { useState, type FormEvent } from 'react';
import Modal from 'react-bootstrap/Modal';
import {
  useAnalyseClaim,
  useVerifyClaim,
} from '../../../../../api/generated/endpoints/admin/admin';
import type { ClaimReviewDetail } from '../../../../../api/generated/model';
import { FormAlert } from '../../../../../components/form/FormAlert';
import { claimActionMessages } from '../../claimActionMessages';
import { ActionFooter } from '../../../desk/ActionModal';
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
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      const answer = await mutation.mutateAsync({ data: { claim_number: number } });
      result.succeeded(answer, texts.done(number));
    } catch (error) {
      const inForm = result.failed(error);
      if (inForm) setFailure(inForm.message);
    }
  };

  return (
    <form className="claim-action-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <Modal.Body>
        <FormAlert message={failure} />
        <p className="mb-0">{texts.message(number)}</p>
      </Modal.Body>
      <ActionFooter busy={mutation.isPending} label={texts.ok} onCancel={onCancel} autoFocus />
    </form>
  );
}
