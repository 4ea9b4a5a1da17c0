// The rules of the claims desk's forms, from the contract (the Orval zod constants), with
// Indonesian messages: reject (a reason the customer reads), pay (transfer date and bank
// reference), request documents (which ones, with notes). Approve: approveRules.ts.
import { z } from 'zod';
import '../../../api/zodSetup';
import {
  payClaimBodyTransferReferenceRegExp,
  rejectClaimBodyReasonMax,
  rejectClaimBodyReasonMin,
  rejectClaimBodyReasonRegExp,
  requestClaimDocumentsBodyItemsItemNoteMax,
  requestClaimDocumentsBodyItemsItemNoteRegExp,
  requestClaimDocumentsBodyItemsMax,
  requestClaimDocumentsBodyNoteMax,
  requestClaimDocumentsBodyNoteRegExp,
} from '../../../api/generated/zod/admin/admin.zod';
import type { ClaimDocumentType } from '../../../api/generated/model';
import { formatDate } from '../../../components/format';
import { claimActionMessages as m } from './claimActionMessages';
import { reasonSchema } from '../desk/rejectReason';

export const REASON_MIN = rejectClaimBodyReasonMin;
export const REASON_MAX = rejectClaimBodyReasonMax;
export const REQUEST_NOTE_MAX = requestClaimDocumentsBodyNoteMax;
export const ITEM_NOTE_MAX = requestClaimDocumentsBodyItemsItemNoteMax;
export const REQUEST_ITEMS_MAX = requestClaimDocumentsBodyItemsMax;

type Issue = (path: (string | number)[], message: string) => void;
const issuer =
  (ctx: z.RefinementCtx): Issue =>
  (path, message) =>
    ctx.addIssue({ code: 'custom', path, message });

/** The message for a free text against its contract rules (trimmed), or null when accepted. */
export function textError(
  value: string,
  rules: {
    max: number;
    pattern: RegExp;
    long: string;
    charsLabel: string;
    min?: number;
    short?: string;
    required?: string;
  },
): string | null {
  const text = value.trim();
  if (!text) return rules.required ?? null;
  if (rules.min !== undefined && text.length < rules.min) return rules.short ?? null;
  if (text.length > rules.max) return rules.long;
  return rules.pattern.test(text) ? null : `${rules.charsLabel} ${m.charsForbidden}`;
}

// --- Reject -----------------------------------------------------------------------------

export const rejectSchema = reasonSchema({
  min: REASON_MIN,
  max: REASON_MAX,
  pattern: rejectClaimBodyReasonRegExp,
  required: m.reject.required,
  short: m.reject.short(REASON_MIN),
  long: m.reject.long(REASON_MAX),
  chars: `Alasan penolakan ${m.charsForbidden}`,
});

// --- Pay --------------------------------------------------------------------------------

/** `today` and `approvedOn` as contract dates ('2026-11-24'); the transfer lies between. */
export function paySchema(today: string, approvedOn: string | null) {
  return z
    .object({ transfer_date: z.string(), transfer_reference: z.string() })
    .superRefine((v, ctx) => {
      const issue = issuer(ctx);
      const date = v.transfer_date;
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) issue(['transfer_date'], m.pay.dateRequired);
      else if (date > today) issue(['transfer_date'], m.pay.dateFuture);
      else if (approvedOn && date < approvedOn)
        issue(['transfer_date'], m.pay.dateBeforeApproval(formatDate(approvedOn)));
      const reference = v.transfer_reference.trim();
      if (!reference) issue(['transfer_reference'], m.pay.referenceRequired);
      else if (!payClaimBodyTransferReferenceRegExp.test(reference))
        issue(['transfer_reference'], m.pay.referenceInvalid);
    });
}
export type PayValues = z.input<ReturnType<typeof paySchema>>;

// --- Request documents ------------------------------------------------------------------

export interface RequestValues {
  /** One row per document type, in the order of CLAIM_DOCUMENT_TYPES. */
  items: { type: ClaimDocumentType; selected: boolean; note: string }[];
  note: string;
}

export const requestSchema = z
  .object({
    items: z.array(
      z.object({
        type: z.custom<ClaimDocumentType>((v) => typeof v === 'string'),
        selected: z.boolean(),
        note: z.string(),
      }),
    ),
    note: z.string(),
  })
  .superRefine((v, ctx) => {
    const issue = issuer(ctx);
    const chosen = v.items.filter((item) => item.selected).length;
    if (chosen === 0) issue(['items', 'root'], m.request.required);
    if (chosen > REQUEST_ITEMS_MAX) issue(['items', 'root'], m.request.tooMany(REQUEST_ITEMS_MAX));
    v.items.forEach((item, index) => {
      if (!item.selected) return;
      const error = textError(item.note, {
        max: ITEM_NOTE_MAX,
        pattern: requestClaimDocumentsBodyItemsItemNoteRegExp,
        long: m.request.itemNoteLong(ITEM_NOTE_MAX),
        charsLabel: 'Catatan',
      });
      if (error) issue(['items', index, 'note'], error);
    });
    const note = textError(v.note, {
      max: REQUEST_NOTE_MAX,
      pattern: requestClaimDocumentsBodyNoteRegExp,
      long: m.request.noteLong(REQUEST_NOTE_MAX),
      charsLabel: 'Catatan',
    });
    if (note) issue(['note'], note);
  });
