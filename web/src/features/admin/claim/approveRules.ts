// The approval's rules from the contract (ClaimApproveRequest): a whole-rupiah amount of at
// least 1, at most the claimed amount and the benefit's remaining limit; when lower than
// claimed, deduction lines (label of 3 to 200 characters, amount of at least 1, at most 10
// lines) whose sum equals the difference; an optional note. Messages in Indonesian.
import { z } from 'zod';
import '../../../api/zodSetup';
import {
  approveClaimBodyDeductionsItemLabelMax,
  approveClaimBodyDeductionsItemLabelMin,
  approveClaimBodyDeductionsItemLabelRegExp,
  approveClaimBodyDeductionsMax,
  approveClaimBodyNoteMax,
  approveClaimBodyNoteRegExp,
} from '../../../api/generated/zod/admin/admin.zod';
import type { ClaimApproveRequest } from '../../../api/generated/model';
import { formatRupiah } from '../../../components/format';
import { claimActionMessages } from './claimActionMessages';
import { parseAmountInput } from '../../../components/form/amountInput';
import { textError } from './claimRules';

const m = claimActionMessages.approve;
export const DEDUCTIONS_MAX = approveClaimBodyDeductionsMax;
export const DEDUCTION_LABEL_MAX = approveClaimBodyDeductionsItemLabelMax;
export const APPROVE_NOTE_MAX = approveClaimBodyNoteMax;

export interface ApproveValues {
  /** As typed, grouped by dots: '12.000.000'. */
  approved_amount: string;
  deductions: { label: string; amount: string }[];
  note: string;
}

export interface DeductionBalance {
  /** Claimed minus approved; null while the approved amount is not a valid one below it. */
  difference: number | null;
  /** The sum of the lines' amounts typed so far. */
  sum: number;
}

/** The live check under the deduction lines. */
export function deductionBalance(values: ApproveValues, claimed: number): DeductionBalance {
  const approved = parseAmountInput(values.approved_amount);
  const sum = values.deductions.reduce((s, d) => s + (parseAmountInput(d.amount) ?? 0), 0);
  const lower = approved !== null && approved >= 1 && approved < claimed;
  return { difference: lower ? claimed - approved : null, sum };
}

export function approveSchema(claimed: number, remaining: number) {
  return z
    .object({
      approved_amount: z.string(),
      deductions: z.array(z.object({ label: z.string(), amount: z.string() })),
      note: z.string(),
    })
    .superRefine((v, ctx) => {
      const issue = (path: (string | number)[], message: string) =>
        ctx.addIssue({ code: 'custom', path, message });
      const amount = parseAmountInput(v.approved_amount);
      if (amount === null) issue(['approved_amount'], m.amountRequired);
      else if (amount < 1) issue(['approved_amount'], m.amountZero);
      else if (amount > claimed) issue(['approved_amount'], m.overClaimed(formatRupiah(claimed)));
      else if (amount > remaining) issue(['approved_amount'], m.overLimit(formatRupiah(remaining)));

      const note = textError(v.note, {
        max: APPROVE_NOTE_MAX,
        pattern: approveClaimBodyNoteRegExp,
        long: m.noteLong(APPROVE_NOTE_MAX),
        charsLabel: 'Catatan',
      });
      if (note) issue(['note'], note);

      const { difference, sum } = deductionBalance(v, claimed);
      if (difference === null) return;
      if (v.deductions.length === 0) {
        issue(['deductions', 'root'], m.deductionsRequired(formatRupiah(difference)));
        return;
      }
      if (v.deductions.length > DEDUCTIONS_MAX)
        issue(['deductions', 'root'], m.deductionsTooMany(DEDUCTIONS_MAX));
      let complete = true;
      v.deductions.forEach((d, i) => {
        const label = textError(d.label, {
          min: approveClaimBodyDeductionsItemLabelMin,
          max: DEDUCTION_LABEL_MAX,
          pattern: approveClaimBodyDeductionsItemLabelRegExp,
          required: m.labelRequired,
          short: m.labelShort(approveClaimBodyDeductionsItemLabelMin),
          long: m.labelLong(DEDUCTION_LABEL_MAX),
          charsLabel: 'Keterangan',
        });
        if (label) issue(['deductions', i, 'label'], label);
        const value = parseAmountInput(d.amount);
        if (value === null || value < 1) {
          complete = false;
          issue(
            ['deductions', i, 'amount'],
            value === null ? m.deductionAmountRequired : m.deductionAmountZero,
          );
        }
      });
      if (complete && sum !== difference)
        issue(['deductions', 'root'], m.sumMismatch(formatRupiah(sum), formatRupiah(difference)));
    });
}

/** The request body of valid values. */
export function approveBody(
  values: ApproveValues,
  claimNumber: string,
  claimed: number,
): ClaimApproveRequest {
  const approved = parseAmountInput(values.approved_amount) ?? 0;
  return {
    claim_number: claimNumber,
    approved_amount: approved,
    deductions:
      approved < claimed
        ? values.deductions.map((d) => ({
            label: d.label.trim(),
            amount: parseAmountInput(d.amount) ?? 0,
          }))
        : [],
    note: values.note.trim() || null,
  };
}
