// The rule of the refund desk's rejection, from the contract (the Orval zod constants): a
// reason of 10 to 500 characters, sent trimmed, without control characters (a line break or
// a tab is one), in Indonesian messages. Loaded with the actions' forms only.
import { z } from 'zod';
import '../../api/zodSetup';
import {
  rejectRefundBodyReasonMax,
  rejectRefundBodyReasonMin,
  rejectRefundBodyReasonRegExp,
} from '../../api/generated/zod/admin/admin.zod';
import { refundMessages } from './refundMessages';

const m = refundMessages.actions.reject;

export const REJECT_MIN = rejectRefundBodyReasonMin;
export const REJECT_MAX = rejectRefundBodyReasonMax;

/** The message for a reason the contract refuses (judged trimmed), or null. */
export function rejectReasonError(value: string): string | null {
  const reason = value.trim();
  if (!reason) return m.required;
  if (reason.length < REJECT_MIN) return m.short(REJECT_MIN);
  if (reason.length > REJECT_MAX) return m.long(REJECT_MAX);
  return rejectRefundBodyReasonRegExp.test(reason) ? null : m.chars;
}

export const rejectSchema = z.object({ reason: z.string() }).superRefine((v, ctx) => {
  const error = rejectReasonError(v.reason);
  if (error) ctx.addIssue({ code: 'custom', path: ['reason'], message: error });
});
export type RejectValues = z.input<typeof rejectSchema>;
