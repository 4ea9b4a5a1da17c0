// The staff's actions on one personal-data request, only those its status allows
// (`allowed_actions`), each in a popup (DeskActions): 'Mulai tinjau' as a confirmation,
// 'Jawab' as a form with the outcome and the written answer. Loaded beside the request
// (React.lazy), not before it paints.
import type { PrivacyRequestAction, PrivacyReviewDetail } from '../../../../../api/generated/model';
import { useAcknowledgePrivacyRequest } from '../../../../../api/generated/endpoints/admin/admin';
import { formatLongDateTimeWib } from '../../../../../components/format';
import { ConfirmActionForm } from '../../../desk/ConfirmActionForm';
import { DeskActions, type DeskAction, type DeskActionsProps } from '../../../desk/DeskActions';
import { privacyDeskMessages } from '../../privacyDeskMessages';
import { DecideForm } from './DecideForm';
import { usePrivacyActionResult, type ActionOutcome } from './usePrivacyActionResult';

const m = privacyDeskMessages.actions;

const ORDER: readonly PrivacyRequestAction[] = ['ACKNOWLEDGE', 'DECIDE'];
const ACTIONS: Record<PrivacyRequestAction, DeskAction> = {
  ACKNOWLEDGE: {
    button: m.buttons.ACKNOWLEDGE,
    variant: 'btn-primary',
    title: m.acknowledge.title,
  },
  DECIDE: { button: m.buttons.DECIDE, variant: 'btn-success', title: m.decide.title, wide: true },
};

export interface PrivacyActionsProps extends DeskActionsProps {
  detail: PrivacyReviewDetail;
}

export default function PrivacyActions({ detail, ...outcome }: PrivacyActionsProps) {
  return (
    <DeskActions
      allowed={ORDER.filter((a) => detail.allowed_actions.includes(a))}
      actions={ACTIONS}
      idPrefix="privacy-action"
      {...outcome}
      form={(action, props) =>
        action === 'ACKNOWLEDGE' ? (
          <AcknowledgeForm detail={detail} {...props} />
        ) : (
          <DecideForm detail={detail} {...props} />
        )
      }
    />
  );
}

/** 'Mulai tinjau': what it means for the customer, then POST /admin/privacy/acknowledge. */
function AcknowledgeForm({
  detail,
  outcome,
  onCancel,
}: {
  detail: PrivacyReviewDetail;
  outcome: ActionOutcome;
  onCancel: () => void;
}) {
  const number = detail.request.request_number;
  const result = usePrivacyActionResult(number, outcome);
  const acknowledge = useAcknowledgePrivacyRequest({ request: { quiet: true } });
  return (
    <ConfirmActionForm
      message={m.acknowledge.message(
        number,
        detail.customer_name,
        formatLongDateTimeWib(detail.request.answer_due_at),
      )}
      ok={m.acknowledge.ok}
      done={m.acknowledge.done(number)}
      busy={acknowledge.isPending}
      send={() => acknowledge.mutateAsync({ data: { request_number: number } })}
      result={result}
      onCancel={onCancel}
    />
  );
}
