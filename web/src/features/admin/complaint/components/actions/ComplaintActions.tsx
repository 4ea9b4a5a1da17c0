// The staff's actions on one complaint, only those its status allows (`allowed_actions`),
// each in a popup (DeskActions): 'Jawab' (the written answer, 20 to 4000 characters),
// 'Perpanjang batas waktu' (once, to 10 working days, with the reason told to the customer)
// and 'Tutup' (an internal note, optional). Loaded beside the complaint (React.lazy), not
// before it paints.
import {
  useAnswerComplaint,
  useCloseComplaint,
  useExtendComplaint,
} from '../../../../../api/generated/endpoints/admin/admin';
import type { ComplaintAction, ComplaintReviewDetail } from '../../../../../api/generated/model';
import { formatDate } from '../../../../../components/format';
import {
  DeskActions,
  type ActionFormProps,
  type DeskAction,
  type DeskActionsProps,
} from '../../../desk/DeskActions';
import { complaintMessages } from '../../complaintMessages';
import {
  ANSWER_MAX,
  ANSWER_MIN,
  answerRule,
  NOTE_MAX,
  noteRule,
  REASON_MAX,
  REASON_MIN,
  reasonRule,
} from '../../complaintRules';
import { TextActionForm } from './TextActionForm';
import { useComplaintActionResult } from './useComplaintActionResult';

const m = complaintMessages.actions;

/** The buttons' order: the answer first, closing last. */
const ORDER: readonly ComplaintAction[] = ['ANSWER', 'EXTEND', 'CLOSE'];
const ACTIONS: Record<ComplaintAction, DeskAction> = {
  ANSWER: { button: m.buttons.ANSWER, variant: 'btn-primary', title: m.answer.title, wide: true },
  EXTEND: { button: m.buttons.EXTEND, variant: 'btn-outline-primary', title: m.extend.title },
  CLOSE: { button: m.buttons.CLOSE, variant: 'btn-outline-secondary', title: m.close.title },
};

type FormProps = ActionFormProps & { detail: ComplaintReviewDetail };

function AnswerForm({ detail, outcome, onCancel }: FormProps) {
  const number = detail.complaint.complaint_number;
  const result = useComplaintActionResult(number, outcome);
  const send = useAnswerComplaint({ request: { quiet: true } });
  return (
    <TextActionForm
      field="answer"
      rule={answerRule}
      intro={m.answer.intro}
      label={m.answer.label}
      hint={m.answer.hint(ANSWER_MIN, ANSWER_MAX)}
      rows={8}
      submit={m.answer.submit}
      busy={send.isPending}
      act={async (answer) => {
        const done = await send.mutateAsync({
          data: { complaint_number: number, answer: answer ?? '' },
        });
        result.succeeded(done, m.answer.done(number));
      }}
      failed={result.failed}
      onCancel={onCancel}
    />
  );
}

function ExtendForm({ detail, outcome, onCancel }: FormProps) {
  const number = detail.complaint.complaint_number;
  const result = useComplaintActionResult(number, outcome);
  const send = useExtendComplaint({ request: { quiet: true } });
  return (
    <TextActionForm
      field="reason"
      rule={reasonRule}
      intro={m.extend.intro(formatDate(detail.complaint.deadline.due_date))}
      label={m.extend.label}
      hint={m.extend.hint(REASON_MIN, REASON_MAX)}
      rows={4}
      submit={m.extend.submit}
      busy={send.isPending}
      act={async (reason) => {
        const done = await send.mutateAsync({
          data: { complaint_number: number, reason: reason ?? '' },
        });
        result.succeeded(
          done,
          m.extend.done(number, formatDate(done.data.complaint.deadline.due_date)),
        );
      }}
      failed={result.failed}
      onCancel={onCancel}
    />
  );
}

function CloseForm({ detail, outcome, onCancel }: FormProps) {
  const number = detail.complaint.complaint_number;
  const result = useComplaintActionResult(number, outcome);
  const send = useCloseComplaint({ request: { quiet: true } });
  return (
    <TextActionForm
      field="note"
      rule={noteRule}
      intro={m.close.intro}
      label={m.close.label}
      hint={m.close.hint(NOTE_MAX)}
      rows={3}
      submit={m.close.submit}
      busy={send.isPending}
      act={async (note) => {
        const done = await send.mutateAsync({ data: { complaint_number: number, note } });
        result.succeeded(done, m.close.done(number));
      }}
      failed={result.failed}
      onCancel={onCancel}
    />
  );
}

export interface ComplaintActionsProps extends DeskActionsProps {
  detail: ComplaintReviewDetail;
}

export default function ComplaintActions({ detail, ...outcome }: ComplaintActionsProps) {
  return (
    <DeskActions
      allowed={ORDER.filter((a) => detail.allowed_actions.includes(a))}
      actions={ACTIONS}
      idPrefix="complaint-action"
      {...outcome}
      form={(action, props) =>
        action === 'ANSWER' ? (
          <AnswerForm detail={detail} {...props} />
        ) : action === 'EXTEND' ? (
          <ExtendForm detail={detail} {...props} />
        ) : (
          <CloseForm detail={detail} {...props} />
        )
      }
    />
  );
}
