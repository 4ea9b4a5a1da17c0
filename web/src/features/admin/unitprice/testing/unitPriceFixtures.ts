// The unit price desk's days around the demo's last price (Friday 27 November 2026): Friday
// published by staff, Saturday 28 not a working day, Monday 30 the day to publish (three top-up
// orders wait for it), Tuesday 1 December not yet publishable (Monday first). Used by the
// desk's tests and stories.
import type { FundPriceDesk, FundPriceDeskRow } from '../../../../api/generated/model';

export const PUBLISHED_DAY = '2026-11-27';
export const WEEKEND_DAY = '2026-11-28';
export const OPEN_DAY = '2026-11-30';
export const LATER_DAY = '2026-12-01';
export const FUTURE_MESSAGE = 'Harga unit untuk tanggal yang akan datang belum dapat dibuka.';
export const CONFLICT_MESSAGE = 'Harga unit 30 November 2026 sudah diterbitkan.';
export const LARGE_CHANGE_MESSAGE =
  'Perubahan harga Sentosa Equity Fund lebih dari 10%. Konfirmasi perubahan besar untuk menerbitkan.';

const rows: FundPriceDeskRow[] = [
  {
    fund_code: 'SENTOSA_EQUITY',
    fund_name: 'Sentosa Equity Fund',
    risk: 'HIGH',
    unit_price: null,
    previous_unit_price: '1523.4567',
    previous_price_date: PUBLISHED_DAY,
    change_percent: null,
  },
  {
    fund_code: 'SENTOSA_FIXED_INCOME',
    fund_name: 'Sentosa Fixed Income Fund',
    risk: 'MEDIUM',
    unit_price: null,
    previous_unit_price: '1210.5000',
    previous_price_date: PUBLISHED_DAY,
    change_percent: null,
  },
  {
    fund_code: 'SENTOSA_MONEY_MARKET',
    fund_name: 'Sentosa Money Market Fund',
    risk: 'LOW',
    unit_price: null,
    previous_unit_price: '1087.2215',
    previous_price_date: PUBLISHED_DAY,
    change_percent: null,
  },
];

/** Monday: a working day not yet published, three orders waiting for it. */
export const openDay: FundPriceDesk = {
  price_date: OPEN_DAY,
  working_day: true,
  published: false,
  published_at: null,
  published_by: null,
  orders_waiting: 3,
  last_published_date: PUBLISHED_DAY,
  next_unpublished_date: OPEN_DAY,
  funds: rows,
};

/** Friday: published by Rina from the desk. */
export const publishedDay: FundPriceDesk = {
  price_date: PUBLISHED_DAY,
  working_day: true,
  published: true,
  published_at: '2026-11-27T10:32:00Z',
  published_by: 'Rina Admin',
  orders_waiting: 0,
  last_published_date: PUBLISHED_DAY,
  next_unpublished_date: OPEN_DAY,
  funds: [
    {
      ...rows[0]!,
      unit_price: '1523.4567',
      previous_unit_price: '1519.8800',
      previous_price_date: '2026-11-26',
      change_percent: '0.23',
    },
    {
      ...rows[1]!,
      unit_price: '1210.5000',
      previous_unit_price: '1211.0400',
      previous_price_date: '2026-11-26',
      change_percent: '-0.04',
    },
    {
      ...rows[2]!,
      unit_price: '1087.2215',
      previous_unit_price: '1087.0100',
      previous_price_date: '2026-11-26',
      change_percent: '0.02',
    },
  ],
};

/** Saturday: no unit prices. */
export const weekendDay: FundPriceDesk = {
  ...openDay,
  price_date: WEEKEND_DAY,
  working_day: false,
  orders_waiting: 0,
  funds: rows.map((row) => ({ ...row })),
};

/** Tuesday: Monday must be published first. */
export const laterDay: FundPriceDesk = {
  ...openDay,
  price_date: LATER_DAY,
  orders_waiting: 1,
};

export const deskDays: Record<string, FundPriceDesk> = {
  [PUBLISHED_DAY]: publishedDay,
  [WEEKEND_DAY]: weekendDay,
  [OPEN_DAY]: openDay,
  [LATER_DAY]: laterDay,
};
