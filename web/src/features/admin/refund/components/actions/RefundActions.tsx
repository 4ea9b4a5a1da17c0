// The staff's actions on one refund case, only those its status allows (`allowed_actions`),
// each in a popup (DeskActions): 'Kembalikan dana' as a confirmation naming the amount and the
// payer, 'Tolak' as a form with the reason. Loaded beside the case (React.lazy), not before it
// paints: the forms bring react-hook-form and zod.
import type { RefundAction, RefundDetail } from '../../../../../api/generated/model';
import { DeskActions, type DeskAction, type DeskActionsProps } from '../../../desk/DeskActions';
import { refundMessages } from '../../refundMessages';
import { RefundForm } from './RefundForm';
import { RejectRefundForm } from './RejectRefundForm';

const m = refundMessages.actions;

/** The buttons' order: the refund first, rejection last. */
const ORDER: readonly RefundAction[] = ['REFUND', 'REJECT'];
const ACTIONS: Record<RefundAction, DeskAction> = {
  REFUND: { button: m.buttons.REFUND, variant: 'btn-success', title: m.refund.title },
  REJECT: { button: m.buttons.REJECT, variant: 'btn-outline-danger', title: m.reject.title },
};

export interface RefundActionsProps extends DeskActionsProps {
  detail: RefundDetail;
}

export default function RefundActions({ detail, ...outcome }: RefundActionsProps) {
  return (
    <DeskActions
      allowed={ORDER.filter((a) => detail.allowed_actions.includes(a))}
      actions={ACTIONS}
      idPrefix="refund-action"
      {...outcome}
      form={(action, props) =>
        action === 'REFUND' ? (
          <RefundForm detail={detail} {...props} />
        ) : (
          <RejectRefundForm detail={detail} {...props} />
        )
      }
    />
  );
}
