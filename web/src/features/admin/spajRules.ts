// The underwriting desk's rules: which actions a status allows (the lifecycle the server
// enforces; it answers 409 to any other move), the premium arithmetic the server states
// (a loading is a percent of the main product's premium, riders excluded, rounded half up to
// whole rupiah), and the forms' rules from the contract (the Orval zod constants) with
// Indonesian messages.
import { z } from 'zod';
import '../../api/zodSetup';
import {
  decideSpajBodyExclusionsItemReasonMax,
  decideSpajBodyExclusionsItemReasonMin,
  decideSpajBodyExclusionsItemTitleMax,
  decideSpajBodyExclusionsItemTitleMin,
  decideSpajBodyExclusionsMax,
  decideSpajBodyLoadingsItemPercentMax,
  decideSpajBodyLoadingsItemPercentMin,
  decideSpajBodyLoadingsItemPercentMultipleOf,
  decideSpajBodyLoadingsItemReasonMax,
  decideSpajBodyLoadingsItemReasonMin,
  decideSpajBodyLoadingsMax,
  decideSpajBodyValidDaysMax,
  decideSpajBodyValidDaysMin,
  rejectSpajBodyReasonMax,
  rejectSpajBodyReasonMin,
  requestSpajRequirementsBodyRequirementsItemNoteMax,
  requestSpajRequirementsBodyRequirementsItemTitleMax,
  requestSpajRequirementsBodyRequirementsItemTitleMin,
  requestSpajRequirementsBodyRequirementsMax,
} from '../../api/generated/zod/admin/admin.zod';
import type {
  SpajAskedBy,
  SpajCoverage,
  SpajDetail,
  SpajRequirementKind,
  SpajStatus,
} from '../../api/generated/model';
import { spajMessages } from './spajMessages';

const m = spajMessages.actions;

// --- Actions by status ------------------------------------------------------------------

export type SpajAction = 'REVIEW' | 'REQUIREMENTS' | 'DECIDE' | 'REJECT';

/** The queue's tabs, in the order an application moves; the ended ones last. */
export const SPAJ_STATUSES: readonly SpajStatus[] = [
  'RECEIVED',
  'WAITING_DOCUMENTS',
  'RISK_SELECTION',
  'DECISION',
  'WAITING_PAYMENT',
  'ISSUED',
  'REJECTED',
  'DECLINED',
  'EXPIRED',
];

/** Where the next step is the underwriter's (the admin home counts these). */
export const STAFF_STATUSES: readonly SpajStatus[] = ['RECEIVED', 'RISK_SELECTION'];

/** Ended (nothing waits any more): the queue shows how long ago. */
export const ENDED_STATUSES: readonly SpajStatus[] = ['ISSUED', 'REJECTED', 'DECLINED', 'EXPIRED'];

/**
 * The desk's actions on an application, in the order the buttons show: start the review
 * (Diterima), ask for documents or answers (before a decision), decide (in risk selection
 * with nothing open), reject (before a decision).
 */
export function allowedActions(application: SpajDetail): SpajAction[] {
  const open = application.requirements.some((r) => r.status === 'OPEN');
  switch (application.status) {
    case 'RECEIVED':
      return ['REVIEW', 'REQUIREMENTS', 'REJECT'];
    case 'RISK_SELECTION':
      return open ? ['REQUIREMENTS', 'REJECT'] : ['DECIDE', 'REQUIREMENTS', 'REJECT'];
    case 'WAITING_DOCUMENTS':
      return ['REQUIREMENTS', 'REJECT'];
    default:
      return [];
  }
}

// --- Premium arithmetic -------------------------------------------------------------------

/** A loading of `percent` on the main product's premium, rounded half up to whole rupiah. */
export function loadingAmount(mainPremium: number, percent: number): number {
  return Math.floor((mainPremium * percent + 50) / 100);
}

export interface PremiumPreview {
  main: number;
  riders: { name: string; premium: number }[];
  base: number;
  loadings: { percent: number; amount: number }[];
  extra: number;
  final: number;
}

/** The premium a decision with these loadings makes, as the server computes it. */
export function premiumPreview(
  coverage: SpajCoverage,
  percents: readonly number[],
): PremiumPreview {
  const riders = coverage.riders.map((r) => ({ name: r.name, premium: r.premium }));
  const base = coverage.premium + riders.reduce((sum, r) => sum + r.premium, 0);
  const loadings = percents.map((percent) => ({
    percent,
    amount: loadingAmount(coverage.premium, percent),
  }));
  const extra = loadings.reduce((sum, l) => sum + l.amount, 0);
  return { main: coverage.premium, riders, base, loadings, extra, final: base + extra };
}

/** The percents a loading may take: 25 to 300 in steps of 25. */
export const LOADING_PERCENTS: readonly number[] = Array.from(
  {
    length:
      (decideSpajBodyLoadingsItemPercentMax - decideSpajBodyLoadingsItemPercentMin) /
        decideSpajBodyLoadingsItemPercentMultipleOf +
      1,
  },
  (_, i) => decideSpajBodyLoadingsItemPercentMin + i * decideSpajBodyLoadingsItemPercentMultipleOf,
);

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

export const rejectSchema = z.object({ reason: z.string() }).superRefine((v, ctx) => {
  const r = m.reject;
  const error = lengthError(v.reason, {
    min: REJECT_MIN,
    max: REJECT_MAX,
    required: r.required,
    short: r.short(REJECT_MIN),
    long: r.long(REJECT_MAX),
  });
  if (error) issuer(ctx)(['reason'], error);
});
export type RejectValues = z.input<typeof rejectSchema>;
