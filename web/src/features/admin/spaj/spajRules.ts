// The rules of the underwriting desk's forms, from the contract (the Orval zod constants),
// with Indonesian messages: requests, the decision, the rejection (one paragraph, as the
// contract wants: no line break, tab or other control character). Loaded with the actions'
// forms only. The lifecycle and the premium arithmetic: spajLifecycle.ts.
import { z } from 'zod';
import '../../../api/zodSetup';
import {
  decideSpajBodyExclusionsItemReasonMax,
  decideSpajBodyExclusionsItemReasonMin,
  decideSpajBodyExclusionsItemTitleMax,
  decideSpajBodyExclusionsItemTitleMin,
  decideSpajBodyExclusionsMax,
  decideSpajBodyLoadingsItemReasonMax,
  decideSpajBodyLoadingsItemReasonMin,
  decideSpajBodyLoadingsMax,
  decideSpajBodyValidDaysMax,
  decideSpajBodyValidDaysMin,
  rejectSpajBodyReasonMax,
  rejectSpajBodyReasonMin,
  rejectSpajBodyReasonRegExp,
  requestSpajRequirementsBodyRequirementsItemNoteMax,
  requestSpajRequirementsBodyRequirementsItemTitleMax,
  requestSpajRequirementsBodyRequirementsItemTitleMin,
  requestSpajRequirementsBodyRequirementsMax,
} from '../../../api/generated/zod/admin/admin.zod';
import type { SpajAskedBy, SpajRequirementKind } from '../../../api/generated/model';
import { reasonSchema } from '../desk/rejectReason';
import { LOADING_PERCENTS } from './spajLifecycle';
import { spajMessages } from './spajMessages';

const m = spajMessages.actions;

// --- Form rules -----------------------------------------------------------------------------

type Issue = (path: (string | number)[], message: string) => void;
const issuer =
  (ctx: z.RefinementCtx): Issue =>
  (path, message) =>
    ctx.addIssue({ code: 'custom', path, message });

/** A free text's error against min/max (trimmed: the contract refuses spaces at the ends). */
function lengthError(
  value: string,
  rules: { min?: number; max: number; required?: string; short?: string; long: string },
): string | null {
  const text = value.trim();
  if (!text) return rules.required ?? null;
  if (rules.min !== undefined && text.length < rules.min) return rules.short ?? null;
  if (text.length > rules.max) return rules.long;
  return null;
}

export const REQ_TITLE_MAX = requestSpajRequirementsBodyRequirementsItemTitleMax;
export const REQ_NOTE_MAX = requestSpajRequirementsBodyRequirementsItemNoteMax;
export const REQ_MAX = requestSpajRequirementsBodyRequirementsMax;

export interface RequirementRow {
  kind: SpajRequirementKind;
  asked_by: SpajAskedBy;
  title: string;
  note: string;
}
export interface RequirementsValues {
  rows: RequirementRow[];
}

export const requirementsSchema = z
  .object({
    rows: z.array(
      z.object({
        kind: z.enum(['DOCUMENT', 'QUESTION']),
        asked_by: z.enum(['UNDERWRITER', 'AGENT']),
        title: z.string(),
        note: z.string(),
      }),
    ),
  })
  .superRefine((v, ctx) => {
    const issue = issuer(ctx);
    const r = m.requirements;
    if (v.rows.length > REQ_MAX) issue(['rows', 'root'], r.tooMany(REQ_MAX));
    v.rows.forEach((row, i) => {
      const title = lengthError(row.title, {
        min: requestSpajRequirementsBodyRequirementsItemTitleMin,
        max: REQ_TITLE_MAX,
        required: r.titleRequired,
        short: r.titleShort,
        long: r.titleLong(REQ_TITLE_MAX),
      });
      if (title) issue(['rows', i, 'title'], title);
      if (row.note.trim().length > REQ_NOTE_MAX)
        issue(['rows', i, 'note'], r.noteLong(REQ_NOTE_MAX));
    });
  });

export const LOADINGS_MAX = decideSpajBodyLoadingsMax;
export const EXCLUSIONS_MAX = decideSpajBodyExclusionsMax;
export const VALID_DAYS_MIN = decideSpajBodyValidDaysMin;
export const VALID_DAYS_MAX = decideSpajBodyValidDaysMax;
export const LOADING_REASON_MAX = decideSpajBodyLoadingsItemReasonMax;
export const EXCLUSION_TITLE_MAX = decideSpajBodyExclusionsItemTitleMax;
export const EXCLUSION_REASON_MAX = decideSpajBodyExclusionsItemReasonMax;

export interface DecideValues {
  loadings: { percent: number; reason: string }[];
  exclusions: { title: string; reason: string }[];
  valid_days: number;
}

export const decideSchema = z
  .object({
    loadings: z.array(z.object({ percent: z.number(), reason: z.string() })),
    exclusions: z.array(z.object({ title: z.string(), reason: z.string() })),
    valid_days: z.number(),
  })
  .superRefine((v, ctx) => {
    const issue = issuer(ctx);
    const d = m.decide;
    v.loadings.forEach((loading, i) => {
      if (!LOADING_PERCENTS.includes(loading.percent))
        issue(['loadings', i, 'percent'], d.percentInvalid);
      const reason = lengthError(loading.reason, {
        min: decideSpajBodyLoadingsItemReasonMin,
        max: LOADING_REASON_MAX,
        required: d.reasonRequired,
        short: d.reasonShort(decideSpajBodyLoadingsItemReasonMin),
        long: d.reasonLong(LOADING_REASON_MAX),
      });
      if (reason) issue(['loadings', i, 'reason'], reason);
      else if (
        v.loadings.findIndex((other) => other.reason.trim() === loading.reason.trim()) !== i
      ) {
        issue(['loadings', i, 'reason'], d.duplicate);
      }
    });
    v.exclusions.forEach((exclusion, i) => {
      const title = lengthError(exclusion.title, {
        min: decideSpajBodyExclusionsItemTitleMin,
        max: EXCLUSION_TITLE_MAX,
        required: d.titleRequired,
        short: d.titleShort(decideSpajBodyExclusionsItemTitleMin),
        long: d.titleLong(EXCLUSION_TITLE_MAX),
      });
      if (title) issue(['exclusions', i, 'title'], title);
      else if (
        v.exclusions.findIndex((other) => other.title.trim() === exclusion.title.trim()) !== i
      ) {
        issue(['exclusions', i, 'title'], d.duplicate);
      }
      const reason = lengthError(exclusion.reason, {
        min: decideSpajBodyExclusionsItemReasonMin,
        max: EXCLUSION_REASON_MAX,
        required: d.reasonRequired,
        short: d.reasonShort(decideSpajBodyExclusionsItemReasonMin),
        long: d.reasonLong(EXCLUSION_REASON_MAX),
      });
      if (reason) issue(['exclusions', i, 'reason'], reason);
    });
    if (
      !Number.isInteger(v.valid_days) ||
      v.valid_days < VALID_DAYS_MIN ||
      v.valid_days > VALID_DAYS_MAX
    ) {
      issue(['valid_days'], d.validDaysInvalid(VALID_DAYS_MIN, VALID_DAYS_MAX));
    }
  });

export const REJECT_MIN = rejectSpajBodyReasonMin;
export const REJECT_MAX = rejectSpajBodyReasonMax;

export const rejectSchema = reasonSchema({
  min: REJECT_MIN,
  max: REJECT_MAX,
  pattern: rejectSpajBodyReasonRegExp,
  required: m.reject.required,
  short: m.reject.short(REJECT_MIN),
  long: m.reject.long(REJECT_MAX),
  chars: m.reject.chars,
});
