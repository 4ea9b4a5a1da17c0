// The underwriting desk's lifecycle and arithmetic, without the forms' rules (no zod: the
// queue, the application page and the admin home load this): which actions a status allows
// (the lifecycle the server enforces; it answers 409 to any other move), and the premium
// arithmetic the server states (a loading is a percent of the main product's premium, riders
// excluded, rounded half up to whole rupiah). The forms' rules: spajRules.ts.
import type { SpajCoverage, SpajDetail, SpajStatus } from '../../../api/generated/model';

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

/**
 * A loading's percent (SpajLoadingInput.percent): 25 to 300 in steps of 25. Written here, not
 * read from the zod module (which would load zod with the queue); spajRules.test.ts checks
 * them against the contract's.
 */
export const PERCENT_MIN = 25;
export const PERCENT_MAX = 300;
export const PERCENT_STEP = 25;
export const LOADING_PERCENTS: readonly number[] = Array.from(
  { length: (PERCENT_MAX - PERCENT_MIN) / PERCENT_STEP + 1 },
  (_, i) => PERCENT_MIN + i * PERCENT_STEP,
);
