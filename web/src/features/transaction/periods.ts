// The history's periods: the presets (by their URL names) and a custom period, and the
// contract's name of each preset. The filters, the texts and the mocks all build on these.
import type { ListTransactionsPeriod } from '../../api/generated/model';

export const PERIOD_PRESETS = ['30d', '3m', '6m', '12m'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];
export type Period = PeriodPreset | 'custom';

export const DEFAULT_PERIOD: PeriodPreset = '12m';
/** The contract's names of the presets. */
export const PRESET_PARAMS: Record<PeriodPreset, ListTransactionsPeriod> = {
  '30d': 'LAST_30_DAYS',
  '3m': 'LAST_3_MONTHS',
  '6m': 'LAST_6_MONTHS',
  '12m': 'LAST_12_MONTHS',
};
