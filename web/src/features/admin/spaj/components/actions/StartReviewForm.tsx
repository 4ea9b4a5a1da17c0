// 'Mulai seleksi risiko' (Diterima → Seleksi Risiko, POST /admin/spaj/review): the modal is its
// confirmation.
import { useState, type FormEvent } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useStartSpajReview } from '../../../../../api/generated/endpoints/admin/admin';
import type { SpajReviewDetail } from '../../../../../api/generated/model';
import { FormAlert } from '../../../../../components/form/FormAlert';
import { spajMessages } from '../../spajMessages';
import { ActionFooter } from '../../../desk/ActionModal';
import { useSpajActionResult, type ActionOutcome } from './useSpajActionResult';

const m = spajMessages.actions.review;

export function StartReviewForm({
  review,
  outcome,
  onCancel,
}: {
  review: SpajReviewDetail;
  outcome: ActionOutcome;
  onCancel: () => void;
}) {
  const number = review.application.spaj_number;
  const result = useSpajActionResult(number, outcome);
  const start = useStartSpajReview({ request: { quiet: true } });
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      const answer = await start.mutateAsync({ data: { spaj_number: number } });
      result.succeeded(answer, m.done(number));
    } catch (error) {
      const inForm = result.failed(error);
      if (inForm) setFailure(inForm.message);
    }
  };

  return (
    <form className="claim-action-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <Modal.Body>
        <FormAlert message={failure} />
        <p className="mb-0">{m.message(number)}</p>
      </Modal.Body>
      <ActionFooter busy={start.isPending} label={m.ok} onCancel={onCancel} autoFocus />
    </form>
  );
}
