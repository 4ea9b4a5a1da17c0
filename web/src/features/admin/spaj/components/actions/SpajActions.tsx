// The underwriter's actions on one application, only those its status allows (spajRules.
// allowedActions: the lifecycle the server enforces), each in a popup (DeskActions): 'Mulai
// seleksi risiko' as a confirmation; requests, the decision and the rejection as a form, then a
// confirmation step. Loaded beside the application (React.lazy), not before it paints: the
// forms bring react-hook-form and zod.
import type { SpajReviewDetail } from '../../../../../api/generated/model';
import { DeskActions, type DeskAction, type DeskActionsProps } from '../../../desk/DeskActions';
import { allowedActions, type SpajAction } from '../../spajLifecycle';
import { spajMessages } from '../../spajMessages';
import { DecideForm } from './DecideForm';
import { RejectForm } from './RejectForm';
import { RequirementsForm } from './RequirementsForm';
import { StartReviewForm } from './StartReviewForm';

const m = spajMessages.actions;

const ACTIONS: Record<SpajAction, DeskAction> = {
  REVIEW: { button: m.buttons.REVIEW, variant: 'btn-primary', title: m.review.title },
  DECIDE: { button: m.buttons.DECIDE, variant: 'btn-success', title: m.decide.title, wide: true },
  REQUIREMENTS: {
    button: m.buttons.REQUIREMENTS,
    variant: 'btn-outline-primary',
    title: m.requirements.title,
    wide: true,
  },
  REJECT: { button: m.buttons.REJECT, variant: 'btn-outline-danger', title: m.reject.title },
};

export interface SpajActionsProps extends DeskActionsProps {
  review: SpajReviewDetail;
}

export default function SpajActions({ review, ...outcome }: SpajActionsProps) {
  return (
    <DeskActions
      allowed={allowedActions(review.application)}
      actions={ACTIONS}
      idPrefix="spaj-action"
      {...outcome}
      form={(action, props) => {
        const all = { review, ...props };
        switch (action) {
          case 'REVIEW':
            return <StartReviewForm {...all} />;
          case 'REQUIREMENTS':
            return <RequirementsForm {...all} />;
          case 'DECIDE':
            return <DecideForm {...all} />;
          case 'REJECT':
            return <RejectForm {...all} />;
        }
      }}
    />
  );
}
