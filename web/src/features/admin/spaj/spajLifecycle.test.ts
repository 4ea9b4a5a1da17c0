// The desk's premium arithmetic (the server's: a loading is a percent of the main product's
// premium, riders excluded, rounded half up to whole rupiah) and the actions per status.
import { describe, expect, it } from 'vitest';
import {
  decideSpajBodyLoadingsItemPercentMax,
  decideSpajBodyLoadingsItemPercentMin,
  decideSpajBodyLoadingsItemPercentMultipleOf,
} from '../../../api/generated/zod/admin/admin.zod';
import { allowedActions, LOADING_PERCENTS, loadingAmount, premiumPreview } from './spajLifecycle';
import { wholeLifeCoverage } from '../../../test/spajCoverages';
import { spajDeskReviews } from './testing/spajDeskFixtures';

describe('premium arithmetic', () => {
  it('a loading is a percent of the main premium, rounded half up to whole rupiah', () => {
    expect(loadingAmount(450_000, 50)).toBe(225_000);
    expect(loadingAmount(612_345, 25)).toBe(153_086); // 153.086,25
    expect(loadingAmount(612_345, 50)).toBe(306_173); // 306.172,5: half goes up
    expect(loadingAmount(612_345, 75)).toBe(459_259); // 459.258,75
    expect(loadingAmount(612_345, 300)).toBe(1_837_035);
    expect(loadingAmount(1, 50)).toBe(1);
  });

  it('riders are in the base premium, never in a loading', () => {
    const p = premiumPreview(wholeLifeCoverage, [50, 25]);
    expect(p.base).toBe(612_345 + 40_000);
    expect(p.loadings.map((l) => l.amount)).toEqual([306_173, 153_086]);
    expect(p.extra).toBe(306_173 + 153_086);
    expect(p.final).toBe(612_345 + 40_000 + 306_173 + 153_086);
    expect(premiumPreview(wholeLifeCoverage, []).final).toBe(652_345);
  });

  it("percents 25 to 300 in steps of 25, the contract's", () => {
    expect(LOADING_PERCENTS[0]).toBe(decideSpajBodyLoadingsItemPercentMin);
    expect(LOADING_PERCENTS.at(-1)).toBe(decideSpajBodyLoadingsItemPercentMax);
    expect(LOADING_PERCENTS[1]! - LOADING_PERCENTS[0]!).toBe(
      decideSpajBodyLoadingsItemPercentMultipleOf,
    );
    expect(LOADING_PERCENTS[0]).toBe(25);
    expect(LOADING_PERCENTS.at(-1)).toBe(300);
    expect(LOADING_PERCENTS).toHaveLength(12);
    expect(LOADING_PERCENTS.every((p) => p % 25 === 0)).toBe(true);
  });
});

describe('actions per status', () => {
  const byStatus = Object.fromEntries(
    spajDeskReviews().map((r) => [r.application.status, r.application]),
  );

  it('follow the lifecycle', () => {
    expect(allowedActions(byStatus.RECEIVED!)).toEqual(['REVIEW', 'REQUIREMENTS', 'REJECT']);
    expect(allowedActions(byStatus.WAITING_DOCUMENTS!)).toEqual(['REQUIREMENTS', 'REJECT']);
    expect(allowedActions(byStatus.RISK_SELECTION!)).toEqual(['DECIDE', 'REQUIREMENTS', 'REJECT']);
    for (const ended of ['DECISION', 'WAITING_PAYMENT', 'ISSUED', 'REJECTED']) {
      expect(allowedActions(byStatus[ended]!)).toEqual([]);
    }
  });

  it('no decision while a request is open', () => {
    const open = {
      ...byStatus.RISK_SELECTION!,
      requirements: byStatus.WAITING_DOCUMENTS!.requirements,
    };
    expect(allowedActions(open)).toEqual(['REQUIREMENTS', 'REJECT']);
  });
});
