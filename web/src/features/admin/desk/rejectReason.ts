// The rule of a desk's rejection reason, from the contract: a reason of `min` to `max`
// characters, judged and sent trimmed, matching the desk's pattern (the refund and SPAJ
// desks: one paragraph, no control characters, a line break or a tab being one). Used by
// refundRules.ts, claimRules.ts and spajRules.ts with their own constants and messages.
import { z } from 'zod';

export interface ReasonRules {
  min: number;
  max: number;
  /** The contract's pattern for the trimmed reason. */
  pattern: RegExp;
  required: string;
  short: string;
  long: string;
  /** For a reason the pattern refuses. */
  chars: string;
}

/** The message for a reason the rules refuse (judged trimmed), or null. */
export function reasonRuleError(value: string, rules: ReasonRules): string | null {
  const reason = value.trim();
  if (!reason) return rules.required;
  if (reason.length < rules.min) return rules.short;
  if (reason.length > rules.max) return rules.long;
  return rules.pattern.test(reason) ? null : rules.chars;
}

/** The schema of a reject form's one field, `reason`. */
export function reasonSchema(rules: ReasonRules) {
  return z.object({ reason: z.string() }).superRefine((v, ctx) => {
    const error = reasonRuleError(v.reason, rules);
    if (error) ctx.addIssue({ code: 'custom', path: ['reason'], message: error });
  });
}
export type ReasonSchema = ReturnType<typeof reasonSchema>;
export type ReasonValues = z.input<ReasonSchema>;
