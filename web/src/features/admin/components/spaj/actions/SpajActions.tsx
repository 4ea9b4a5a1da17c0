// The underwriter's actions on one application, only those its status allows (spajRules.
// allowedActions: the lifecycle the server enforces), each in a modal: 'Mulai seleksi risiko'
// as a confirmation; requests, the decision and the rejection as a form, then a confirmation
// step. Loaded beside the application (React.lazy), not before it paints: the forms bring
// react-hook-form and zod.
import { Fragment, useState } from 'react';
import type { SpajReviewDetail } from '../../../../../api/generated/model';
import { spajMessages } from '../../../spajMessages';
import { allowedActions, type SpajAction } from '../../../spajLifecycle';
import { ActionModal } from '../../claim/actions/ActionModal';
import { DecideForm } from './DecideForm';
import { RejectForm } from './RejectForm';
import { RequirementsForm } from './RequirementsForm';
import { StartReviewForm } from './StartReviewForm';
import type { ActionOutcome } from './useSpajActionResult';

const m = spajMessages.actions;

const VARIANTS: Record<SpajAction, string> = {
  REVIEW: 'btn-primary',
  DECIDE: 'btn-success',
  REQUIREMENTS: 'btn-outline-primary',
  REJECT: 'btn-outline-danger',
};
const TITLES: Record<SpajAction, string> = {
  REVIEW: m.review.title,
  REQUIREMENTS: m.requirements.title,
  DECIDE: m.decide.title,
  REJECT: m.reject.title,
};

export interface SpajActionsProps {
  review: SpajReviewDetail;
  /** A 409 or 404: the server's message, shown by the page above the application (null: none). */
  onConflict: (message: string | null) => void;
  /** An action is over: the page takes the focus (the button pressed may be gone). */
  onSettled: () => void;
}

export default function SpajActions({ review, onConflict, onSettled }: SpajActionsProps) {
  const [open, setOpen] = useState<SpajAction | null>(null);
  // The form stays while the modal fades out, and a new opening starts it afresh.
  const [shown, setShown] = useState<SpajAction | null>(null);
  if (open !== null && open !== shown) setShown(open);
  const [completed, setCompleted] = useState(false);

  const outcome: ActionOutcome = {
    onConflict,
    onSettled: () => {
      setCompleted(true);
      setOpen(null);
    },
  };
  const form = (action: SpajAction) => {
    const props = { review, outcome, onCancel: () => setOpen(null) };
    switch (action) {
      case 'REVIEW':
        return <StartReviewForm {...props} />;
      case 'REQUIREMENTS':
        return <RequirementsForm {...props} />;
      case 'DECIDE':
        return <DecideForm {...props} />;
      case 'REJECT':
        return <RejectForm {...props} />;
    }
  };
  const allowed = allowedActions(review.application);

  return (
    <>
      {allowed.length > 0 && (
        <div className="claim-actions">
          {allowed.map((action) => (
            <button
              key={action}
              type="button"
              className={`btn ${VARIANTS[action]}`}
              aria-haspopup="dialog"
              onClick={() => {
                setCompleted(false);
                setOpen(action);
              }}
            >
              {m.buttons[action]}
            </button>
          ))}
        </div>
      )}
      <ActionModal
        show={open !== null}
        title={shown ? TITLES[shown] : ''}
        titleId={`spaj-action-${shown ?? 'none'}`}
        size={shown === 'DECIDE' || shown === 'REQUIREMENTS' ? 'lg' : undefined}
        restoreFocus={!completed}
        onHide={() => setOpen(null)}
        onExited={() => {
          setShown(null);
          if (completed) onSettled();
        }}
      >
        {shown && <Fragment key={shown}>{form(shown)}</Fragment>}
      </ActionModal>
    </>
  );
}
