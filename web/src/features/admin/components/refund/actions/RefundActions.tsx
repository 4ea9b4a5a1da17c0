// The staff's actions on one refund case, only those its status allows (`allowed_actions`),
// each in a popup: 'Kembalikan dana' as a confirmation naming the amount and the payer, 'Tolak'
// as a form with the reason. Loaded beside the case (React.lazy), not before it paints: the
// forms bring react-hook-form and zod.
import { Fragment, useState } from 'react';
import type { RefundAction, RefundDetail } from '../../../../../api/generated/model';
import { refundMessages } from '../../../refundMessages';
import { ActionModal } from '../../claim/actions/ActionModal';
import { RefundForm } from './RefundForm';
import { RejectRefundForm } from './RejectRefundForm';
import type { ActionOutcome } from './useRefundActionResult';

const m = refundMessages.actions;

/** The buttons' order: the refund first, rejection last. */
const ORDER: readonly RefundAction[] = ['REFUND', 'REJECT'];
const VARIANTS: Record<RefundAction, string> = {
  REFUND: 'btn-success',
  REJECT: 'btn-outline-danger',
};
const TITLES: Record<RefundAction, string> = {
  REFUND: m.refund.title,
  REJECT: m.reject.title,
};

export interface RefundActionsProps {
  detail: RefundDetail;
  /** A 409 or 404: the server's message, shown by the page above the case (null: none). */
  onConflict: (message: string | null) => void;
  /** An action is over: the page takes the focus (the button pressed may be gone). */
  onSettled: () => void;
}

export default function RefundActions({ detail, onConflict, onSettled }: RefundActionsProps) {
  const [open, setOpen] = useState<RefundAction | null>(null);
  // The form stays while the popup fades out, and a new opening starts it afresh.
  const [shown, setShown] = useState<RefundAction | null>(null);
  if (open !== null && open !== shown) setShown(open);
  // Closed by the action (done, or refused with 409): the focus goes to the page.
  const [completed, setCompleted] = useState(false);

  const outcome: ActionOutcome = {
    onConflict,
    onSettled: () => {
      setCompleted(true);
      setOpen(null);
    },
  };
  const form = (action: RefundAction) => {
    const props = { detail, outcome, onCancel: () => setOpen(null) };
    return action === 'REFUND' ? <RefundForm {...props} /> : <RejectRefundForm {...props} />;
  };
  const allowed = ORDER.filter((a) => detail.allowed_actions.includes(a));

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
        titleId={`refund-action-${shown ?? 'none'}`}
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
