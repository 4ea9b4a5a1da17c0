// The staff's actions on one claim, only those its status allows (`allowed_actions`), each in
// a popup (DeskActions): 'Mulai verifikasi' and 'Dokumen lengkap, lanjut analisa' as a
// confirmation; request documents, approve, reject and mark paid as a form. Loaded beside the
// claim (React.lazy), not before it paints: the forms bring react-hook-form and zod.
import type { ClaimAction, ClaimReviewDetail } from '../../../../../api/generated/model';
import { DeskActions, type DeskAction, type DeskActionsProps } from '../../../desk/DeskActions';
import { claimActionMessages } from '../../claimActionMessages';
import { ApproveForm } from './ApproveForm';
import { PayForm } from './PayForm';
import { RejectForm } from './RejectForm';
import { RequestDocumentsForm } from './RequestDocumentsForm';
import { StepForm } from './StepForm';

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
const ACTIONS: Record<ClaimAction, DeskAction> = {
  VERIFY: { button: m.buttons.VERIFY, variant: 'btn-primary', title: m.verify.title },
  ANALYSE: { button: m.buttons.ANALYSE, variant: 'btn-primary', title: m.analyse.title },
  APPROVE: {
    button: m.buttons.APPROVE,
    variant: 'btn-success',
    title: m.approve.title,
    wide: true,
  },
  PAY: { button: m.buttons.PAY, variant: 'btn-success', title: m.pay.title },
  REQUEST_DOCUMENTS: {
    button: m.buttons.REQUEST_DOCUMENTS,
    variant: 'btn-outline-primary',
    title: m.request.title,
    wide: true,
  },
  REJECT: { button: m.buttons.REJECT, variant: 'btn-outline-danger', title: m.reject.title },
};

export interface ClaimActionsProps extends DeskActionsProps {
  review: ClaimReviewDetail;
  /** Today in Jakarta ('2026-11-24'): the latest transfer date. */
  today: string;
}

export default function ClaimActions({ review, today, ...outcome }: ClaimActionsProps) {
  return (
    <DeskActions
      allowed={ORDER.filter((a) => review.allowed_actions.includes(a))}
      actions={ACTIONS}
      idPrefix="claim-action"
      {...outcome}
      form={(action, props) => {
        const all = { review, ...props };
        switch (action) {
          case 'VERIFY':
          case 'ANALYSE':
            return <StepForm step={action} {...all} />;
          case 'APPROVE':
            return <ApproveForm {...all} />;
          case 'REJECT':
            return <RejectForm {...all} />;
          case 'PAY':
            return <PayForm {...all} today={today} />;
          case 'REQUEST_DOCUMENTS':
            return <RequestDocumentsForm {...all} />;
        }
      }}
    />
  );
}
