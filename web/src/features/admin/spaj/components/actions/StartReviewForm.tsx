// 'Mulai seleksi risiko' (Diterima → Seleksi Risiko, POST /admin/spaj/review): the modal is its
// confirmation.
import { useStartSpajReview } from '../../../../../api/generated/endpoints/admin/admin';
import type { SpajReviewDetail } from '../../../../../api/generated/model';
import { spajMessages } from '../../spajMessages';
import { ConfirmActionForm } from '../../../desk/ConfirmActionForm';
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
  return (
    <ConfirmActionForm
      message={m.message(number)}
      ok={m.ok}
      done={m.done(number)}
      busy={start.isPending}
      send={() => start.mutateAsync({ data: { spaj_number: number } })}
      result={result}
      onCancel={onCancel}
    />
  );
}
