// The rules of a fund switch (POST /policy/fund/switch), checked as the customer types so a
// refusal is said under its field before a code is sent: each source fund holds units and
// sells a whole percent 1-100 of them (rounded down to 4 places) or units with up to 4
// decimals, at most those held; the targets follow components/percent (steps of 5, at least 10, 100
// in all); no fund is both. The estimate values the units sold at the last unit price.
import type { FundSwitchSource, PolicyFund } from '../../../api/generated/model';
import {
  formatDecimal,
  fromTenThousandths,
  fundValue,
  toTenThousandths,
} from '../../../components/decimal';
import {
  checkPercents,
  type PercentCheck,
  type PercentShare,
} from '../../../components/percent/percentRules';
import { changeMessages } from './changeMessages';

const m = changeMessages.errors;

export type SellBy = 'PERCENT' | 'UNITS';

/** What the customer chose for one fund as a source. */
export interface SourceEntry {
  chosen: boolean;
  by: SellBy;
  /** The typed percent or units ('1.234,5' or '1234.5'). */
  text: string;
}

const UNITS_TEXT = /^\d{1,12}(?:[.,]\d{1,4})?$/;

/** The typed units as the contract's text with 4 decimals ('12,5' → '12.5000'), or null. */
export function parseUnits(text: string): string | null {
  const trimmed = text.trim().replace(/\s/g, '');
  if (!UNITS_TEXT.test(trimmed)) return null;
  const [whole = '0', fraction = ''] = trimmed.replace(',', '.').split('.');
  return `${whole.replace(/^0+(?=\d)/, '')}.${fraction.padEnd(4, '0')}`;
}

/** The units a source sells: a percent of those held, rounded down to 4 places; or as typed. */
export function unitsSold(held: string, entry: SourceEntry): string | null {
  if (entry.by === 'PERCENT') {
    const percent = /^\d{1,3}$/.test(entry.text.trim()) ? Number(entry.text.trim()) : Number.NaN;
    if (!Number.isInteger(percent) || percent < 1 || percent > 100) return null;
    return fromTenThousandths((toTenThousandths(held) * BigInt(percent)) / 100n);
  }
  return parseUnits(entry.text);
}

/** A chosen source's refusal, or null. */
export function sourceError(fund: PolicyFund, entry: SourceEntry): string | null {
  if (entry.by === 'PERCENT') {
    return unitsSold(fund.units, entry) === null ? m.sourcePercent : null;
  }
  const units = parseUnits(entry.text);
  if (units === null || toTenThousandths(units) === 0n) return m.sourceUnits;
  if (toTenThousandths(units) > toTenThousandths(fund.units)) {
    return m.sourceUnitsMax(formatDecimal(fund.units));
  }
  return null;
}

/** Whether a fund can be a source: it holds units. */
export const holdsUnits = (fund: PolicyFund) => toTenThousandths(fund.units) > 0n;

export interface SwitchCheck {
  /** Each chosen source's refusal by fund code. */
  sources: Record<string, string>;
  /** No source chosen. */
  noSource: string | null;
  /** The targets' check; a fund that is also a source is refused under its target field. */
  targets: PercentCheck;
  /** Value of the units sold at the last unit price (the valid sources only). */
  estimate: number;
  ok: boolean;
}

export function checkSwitch(
  funds: readonly PolicyFund[],
  sources: Readonly<Record<string, SourceEntry>>,
  targets: readonly PercentShare[],
): SwitchCheck {
  const sourceErrors: Record<string, string> = {};
  let estimate = 0;
  let chosen = 0;
  for (const fund of funds) {
    const entry = sources[fund.fund_code];
    if (!entry?.chosen) continue;
    chosen += 1;
    const error = sourceError(fund, entry);
    if (error) sourceErrors[fund.fund_code] = error;
    else estimate += fundValue(unitsSold(fund.units, entry) ?? '0.0000', fund.unit_price);
  }
  const targetCheck = checkPercents(targets);
  for (const share of targets) {
    if (
      share.percent > 0 &&
      sources[share.fund_code]?.chosen &&
      !targetCheck.funds[share.fund_code]
    ) {
      const name = funds.find((f) => f.fund_code === share.fund_code)?.fund_name ?? share.fund_code;
      targetCheck.funds[share.fund_code] = m.both(name);
      targetCheck.ok = false;
    }
  }
  const noSource = chosen === 0 ? m.noSource : null;
  return {
    sources: sourceErrors,
    noSource,
    targets: targetCheck,
    estimate,
    ok: noSource === null && Object.keys(sourceErrors).length === 0 && targetCheck.ok,
  };
}

/** The request's sources: each chosen fund by percent or by units (4 decimals). */
export function switchSources(
  funds: readonly PolicyFund[],
  sources: Readonly<Record<string, SourceEntry>>,
): FundSwitchSource[] {
  return funds.flatMap((fund): FundSwitchSource[] => {
    const entry = sources[fund.fund_code];
    if (!entry?.chosen) return [];
    return entry.by === 'PERCENT'
      ? [{ fund_code: fund.fund_code, percent: Number(entry.text.trim()) }]
      : [{ fund_code: fund.fund_code, units: parseUnits(entry.text) ?? '' }];
  });
}
