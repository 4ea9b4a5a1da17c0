// The rule of the refund desk's rejection, from the contract (the Orval zod constants): a
// reason of 10 to 500 characters, sent trimmed, without control characters (a line break or
// a tab is one), in Indonesian messages. Loaded with the actions' forms only.
import '../../../api/zodSetup';
import {
  rejectRefundBodyReasonMax,
  rejectRefundBodyReasonMin,
  rejectRefundBodyReasonRegExp,
} from '../../../api/generated/zod/admin/admin.zod';
import { reasonRuleError, reasonSchema, type ReasonRules } from '../desk/rejectReason';
import { refundMessages } from './refundMessages';

const m = refundMessages.actions.reject;

export const REJECT_MIN = rejectRefundBodyReasonMin;
export const REJECT_MAX = rejectRefundBodyReasonMax;

const rules: ReasonRules = {
  min: REJECT_MIN,
  max: REJECT_MAX,
  pattern: rejectRefundBodyReasonRegExp,
  required: m.required,
  short: m.short(REJECT_MIN),
  long: m.long(REJECT_MAX),
  chars: m.chars,
};

/** The message for a reason the contract refuses (judged trimmed), or null. */
export const rejectReasonError = (value: string): string | null => reasonRuleError(value, rules);

export const rejectSchema = reasonSchema(rules);
