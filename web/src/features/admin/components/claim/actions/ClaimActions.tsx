// The staff's actions on one claim, only those its status allows (`allowed_actions`), each in
// a modal: 'Mulai verifikasi' and 'Dokumen lengkap, lanjut analisa' as a confirmation;
// request documents, approve, reject and mark paid as a form. Loaded beside the claim
// (React.lazy), not before it paints: the forms bring react-hook-form and zod.
import { Fragment, useState } from 'react';
import type { ClaimAction, ClaimReviewDetail } from '../../../../../api/generated/model';
import { claimActionMessages } from '../../../claimActionMessages';
import { ActionModal } from './ActionModal';
import { ApproveForm } from './ApproveForm';
import { PayForm } from './PayForm';
import { RejectForm } from './RejectForm';
import { RequestDocumentsForm } from './RequestDocumentsForm';
import { StepForm } from './StepForm';
import type { ActionOutcome } from './useActionResult';

const m = claimActionMessages;

/** The buttons' order: the way forward first, rejection last. */
const ORDER: readonly ClaimAction[] = [
  'VERIFY',
  'ANALYSE',
  'APPROVE',
  'PAY',
  'REQUEST_DOCUMENTS',
  'REJECT',
];
const VARIANTS: Record<ClaimAction, string> = {
  VERIFY: 'btn-primary',
  ANALYSE: 'btn-primary',
  APPROVE: 'btn-success',
  PAY: 'btn-success',
  REQUEST_DOCUMENTS: 'btn-outline-primary',
  REJECT: 'btn-outline-danger',
};
const TITLES: Record<ClaimAction, string> = {
  VERIFY: m.verify.title,
  ANALYSE: m.analyse.title,
  REQUEST_DOCUMENTS: m.request.title,
  APPROVE: m.approve.title,
  REJECT: m.reject.title,
  PAY: m.pay.title,
};

export interface ClaimActionsProps {
  review: ClaimReviewDetail;
  /** Today in Jakarta ('2026-11-24'): the latest transfer date. */
  today: string;
  /** A 409 or 404: the server's message, shown by the page above the claim (null: none). */
  onConflict: (message: string | null) => void;
  /** An action is over: the page takes the focus (the button pressed may be gone). */
  onSettled: () => void;
}

export default function ClaimActions({ review, today, onConflict, onSettled }: ClaimActionsProps) {
  const [open, setOpen] = useState<ClaimAction | null>(null);
  // The form stays while the modal fades out, and a new opening starts it afresh.
  const [shown, setShown] = useState<ClaimAction | null>(null);
  if (open !== null && open !== shown) setShown(open);
  // Closed by the action (done, or refused with 409): the focus goes to the page, not back
  // to the button, which the claim's new status may have taken away.
  const [completed, setCompleted] = useState(false);

  const outcome: ActionOutcome = {
    onConflict,
    onSettled: () => {
      setCompleted(true);
      setOpen(null);
    },
  };
  const form = (action: ClaimAction) => {
    const props = { review, outcome, onCancel: () => setOpen(null) };
    switch (action) {
      case 'VERIFY':
      case 'ANALYSE':
        return <StepForm step={action} {...props} />;
      case 'APPROVE':
        return <ApproveForm {...props} />;
      case 'REJECT':
        return <RejectForm {...props} />;
      case 'PAY':
        return <PayForm {...props} today={today} />;
      case 'REQUEST_DOCUMENTS':
        return <RequestDocumentsForm {...props} />;
    }
  };
  const allowed = ORDER.filter((a) => review.allowed_actions.includes(a));

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
        titleId={`claim-action-${shown ?? 'none'}`}
        size={shown === 'APPROVE' || shown === 'REQUEST_DOCUMENTS' ? 'lg' : undefined}
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
