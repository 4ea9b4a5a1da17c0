// The demo customer's unit link policy UL24000123 (started 15 March 2024, premium Rp 750.000
// a month) with three funds, their unit prices every working day up to the last price of
// Friday 27 November 2026, and the policy's value on each of those days. Every figure is
// exact as the server computes it: units and prices are 4-decimal texts, each fund's value is
// units × price rounded half up to the rupiah, the total is the sum of the funds' values, the
// cash value the total less the surrender charge (policy year 3: 60% of the annual premium).
// The price walks are generated from a fixed seed, backwards from the last price, so the
// stories and tests always see the same numbers. Used by tests and stories.
import type {
  ChartRange,
  FundOrder,
  FundPriceHistoryPointsItem,
  FundSwitchTerms,
  PolicyFund,
  PolicyFunds,
  PolicyValueHistoryPointsItem,
} from '../../../api/generated/model';
import { fromTenThousandths, fundValue, toTenThousandths } from '../../../components/decimal';

export const UL = 'UL24000123';
export const KS = 'KS23000456';
export const START_DATE = '2024-03-15';
export const PRICE_DATE = '2026-11-27';
/** Policy year 3 of a Rp 9.000.000 annual premium: 60%. */
export const SURRENDER_CHARGE = 5_400_000;

/** The server's sentence for a policy without funds (422). */
export const NOT_UNIT_LINK_MESSAGE =
  'Polis ini bukan polis unit link dan tidak memiliki dana investasi.';
export const POLICY_NOT_FOUND = 'Polis tidak ditemukan.';
export const FUND_NOT_FOUND = 'Dana investasi tidak ditemukan pada polis ini.';

interface FundSeed {
  fund_code: string;
  fund_name: string;
  risk: PolicyFund['risk'];
  units: string;
  unit_price: string;
  allocation_percent: number;
  /** Largest daily move, in ten-thousandths of the price (volatility). */
  swing: number;
  /** Average daily rise, in ten-thousandths of the price. */
  drift: number;
}

const SEEDS: FundSeed[] = [
  {
    fund_code: 'SENTOSA_EQUITY',
    fund_name: 'Sentosa Equity Fund',
    risk: 'HIGH',
    units: '12345.6789',
    unit_price: '1523.4567',
    allocation_percent: 60,
    swing: 120,
    drift: 4,
  },
  {
    fund_code: 'SENTOSA_FIXED_INCOME',
    fund_name: 'Sentosa Fixed Income Fund',
    risk: 'MEDIUM',
    units: '8000.0000',
    unit_price: '1210.5000',
    allocation_percent: 30,
    swing: 30,
    drift: 2,
  },
  {
    fund_code: 'SENTOSA_MONEY_MARKET',
    fund_name: 'Sentosa Money Market Fund',
    risk: 'LOW',
    units: '2103.4421',
    unit_price: '1087.2215',
    allocation_percent: 10,
    swing: 3,
    drift: 2,
  },
];

/** Mulberry32: a small seeded generator (the same walk on every run). */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const iso = (date: Date) => date.toISOString().slice(0, 10);
const utc = (value: string) => new Date(`${value}T00:00:00Z`);

/** Working days (Monday to Friday) from `from` to `to`, both included. */
export function workingDays(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = utc(from); day <= utc(to); day.setUTCDate(day.getUTCDate() + 1)) {
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(iso(day));
  }
  return days;
}

export const PRICE_DAYS = workingDays(START_DATE, PRICE_DATE);

/** A fund's price every working day, walking back from its last price (never below 500). */
function priceWalk(seed: FundSeed, index: number): string[] {
  const random = generator(20240315 + index * 7919);
  const prices: bigint[] = [toTenThousandths(seed.unit_price)];
  for (let i = PRICE_DAYS.length - 1; i > 0; i--) {
    const today = prices[0] ?? 0n;
    const move = BigInt(Math.round((random() * 2 - 1) * seed.swing + seed.drift));
    const yesterday = today - (today * move) / 10000n;
    prices.unshift(yesterday < 5_000_000n ? 5_000_000n : yesterday);
  }
  return prices.map(fromTenThousandths);
}

/** Months of premiums paid by `day` (the premium buys units on the 15th, from the start). */
function premiumsBy(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return (y - 2024) * 12 + (m - 3) + (d >= 15 ? 1 : 0);
}

const PREMIUMS = premiumsBy(PRICE_DATE);

/** Units held on `day`: the last units bought up evenly, one premium a month (rounded down). */
function unitsOn(units: string, day: string): bigint {
  return (toTenThousandths(units) * BigInt(premiumsBy(day))) / BigInt(PREMIUMS);
}

export interface DemoFund {
  fund: PolicyFund;
  prices: FundPriceHistoryPointsItem[];
}

function demoFunds(seeds: readonly FundSeed[]): DemoFund[] {
  return seeds.map((seed, index) => {
    const walk = priceWalk(seed, index);
    const fund: PolicyFund = {
      fund_code: seed.fund_code,
      fund_name: seed.fund_name,
      risk: seed.risk,
      units: seed.units,
      unit_price: seed.unit_price,
      price_date: PRICE_DATE,
      value: fundValue(seed.units, seed.unit_price),
      allocation_percent: seed.allocation_percent,
    };
    return {
      fund,
      prices: PRICE_DAYS.map((date, i) => ({ date, unit_price: walk[i] ?? seed.unit_price })),
    };
  });
}

/** One of the policy year's five free switches used (the year ends the day before the
 * policy's anniversary, 15 March). */
export const FOUR_FREE_SWITCHES: FundSwitchTerms = {
  free_a_year: 5,
  free_left: 4,
  fee: 50_000,
  next_fee: 0,
  year_end: '2027-03-14',
};

/** The five free switches of the policy year used: the next costs Rp 50.000. */
export const NO_FREE_SWITCH: FundSwitchTerms = {
  ...FOUR_FREE_SWITCHES,
  free_left: 0,
  next_fee: 50_000,
};

function policyFunds(funds: readonly DemoFund[]): PolicyFunds {
  const total = funds.reduce((sum, { fund }) => sum + fund.value, 0);
  return {
    policy_number: UL,
    product_name: 'Sentosa Link Proteksi Maksima',
    price_date: PRICE_DATE,
    funds: funds.map(({ fund }) => fund),
    total_value: total,
    surrender_charge: SURRENDER_CHARGE,
    cash_value: Math.max(0, total - SURRENDER_CHARGE),
    pending_orders: [],
    switch_terms: FOUR_FREE_SWITCHES,
  };
}

/** The policy's value each price day: Σ funds (units held that day × price, half up). */
function valueHistory(funds: readonly DemoFund[]): PolicyValueHistoryPointsItem[] {
  return PRICE_DAYS.map((date, i) => ({
    date,
    value: funds.reduce((sum, { fund, prices }) => {
      const units = fromTenThousandths(unitsOn(fund.units, date));
      return sum + fundValue(units, prices[i]?.unit_price ?? fund.unit_price);
    }, 0),
  }));
}

export interface InvestmentDemo {
  funds: PolicyFunds;
  prices: Record<string, FundPriceHistoryPointsItem[]>;
  values: PolicyValueHistoryPointsItem[];
}

function demo(seeds: readonly FundSeed[]): InvestmentDemo {
  const funds = demoFunds(seeds);
  return {
    funds: policyFunds(funds),
    prices: Object.fromEntries(funds.map(({ fund, prices }) => [fund.fund_code, prices])),
    values: valueHistory(funds),
  };
}

/** Three funds: equity 60%, fixed income 30%, money market 10%. */
export const threeFunds = demo(SEEDS);

/**
 * The money market fund chosen for the next premiums but without units yet (the allocation
 * was changed after the last premium): 0 units, Rp 0, 10% of the next premium.
 */
export const zeroUnitFund = demo(
  SEEDS.map((seed) =>
    seed.fund_code === 'SENTOSA_MONEY_MARKET' ? { ...seed, units: '0.0000' } : seed,
  ),
);

/** The first day of a range ending on the last price (the server's rule). */
export function rangeStart(range: ChartRange, last: string = PRICE_DATE): string {
  if (range === 'SINCE_START') return START_DATE;
  const months = { MONTH_1: 1, MONTH_6: 6, YEAR_1: 12 }[range];
  const day = utc(last);
  day.setUTCMonth(day.getUTCMonth() - months);
  return iso(day);
}

/** The points of a range (from its first day, both ends included). */
export function inRange<T extends { date: string }>(points: readonly T[], range: ChartRange): T[] {
  const from = rangeStart(range);
  return points.filter((point) => point.date >= from);
}

/** A top-up waiting for its payment (a virtual account), made today. */
export const awaitingPaymentOrder: FundOrder = {
  order_number: 'TU-20261128-K2M7Q4XA',
  kind: 'TOP_UP',
  kind_desc: 'Top-up',
  status: 'AWAITING_PAYMENT',
  status_desc: 'Menunggu Pembayaran',
  amount: 5_000_000,
  charge: 250_000,
  invested_amount: 4_750_000,
  trade_date: null,
  allocation: [
    {
      fund_code: 'SENTOSA_EQUITY',
      fund_name: 'Sentosa Equity Fund',
      percent: 70,
      amount: 3_325_000,
    },
    {
      fund_code: 'SENTOSA_FIXED_INCOME',
      fund_name: 'Sentosa Fixed Income Fund',
      percent: 30,
      amount: 1_425_000,
    },
  ],
  created_at: '2026-11-28T03:20:00Z',
  payment_id: 'PAY-20261128-TOPUP001',
};

/** A top-up paid on Friday, waiting for Monday's unit price. */
export const awaitingPriceOrder: FundOrder = {
  order_number: 'TU-20261127-Q4M7K2XA',
  kind: 'TOP_UP',
  kind_desc: 'Top-up',
  status: 'AWAITING_PRICE',
  status_desc: 'Menunggu Harga Unit',
  amount: 10_000_000,
  charge: 500_000,
  invested_amount: 9_500_000,
  trade_date: '2026-11-30',
  allocation: [
    {
      fund_code: 'SENTOSA_EQUITY',
      fund_name: 'Sentosa Equity Fund',
      percent: 60,
      amount: 5_700_000,
    },
    {
      fund_code: 'SENTOSA_FIXED_INCOME',
      fund_name: 'Sentosa Fixed Income Fund',
      percent: 30,
      amount: 2_850_000,
    },
    {
      fund_code: 'SENTOSA_MONEY_MARKET',
      fund_name: 'Sentosa Money Market Fund',
      percent: 10,
      amount: 950_000,
    },
  ],
  created_at: '2026-11-27T08:15:00Z',
  payment_id: 'PAY-20261127-TOPUP002',
};

/** Three funds with two top-ups not yet done (newest first). */
export const withPendingOrders: InvestmentDemo = {
  ...threeFunds,
  funds: { ...threeFunds.funds, pending_orders: [awaitingPaymentOrder, awaitingPriceOrder] },
};

/** A switch confirmed on Saturday: half the equity fund's units and 1.000 units of the fixed
 * income fund into the money market fund, free, waiting for Monday's unit prices. */
export const awaitingSwitchOrder: FundOrder = {
  order_number: 'SW-20261128-H7K2M9QA',
  kind: 'SWITCH',
  kind_desc: 'Pengalihan Dana',
  status: 'AWAITING_PRICE',
  status_desc: 'Menunggu Harga Unit',
  amount: 0,
  charge: 0,
  invested_amount: 0,
  trade_date: '2026-11-30',
  allocation: [
    {
      fund_code: 'SENTOSA_MONEY_MARKET',
      fund_name: 'Sentosa Money Market Fund',
      percent: 100,
      amount: 0,
    },
  ],
  created_at: '2026-11-28T06:10:00Z',
  payment_id: null,
  sources: [
    {
      fund_code: 'SENTOSA_EQUITY',
      fund_name: 'Sentosa Equity Fund',
      percent: 50,
      units: '6172.8394',
      amount: 0,
    },
    {
      fund_code: 'SENTOSA_FIXED_INCOME',
      fund_name: 'Sentosa Fixed Income Fund',
      percent: null,
      units: '1000.0000',
      amount: 0,
    },
  ],
};

/** A switch waiting beside a top-up waiting for its payment (newest first). */
export const withSwitchOrder: InvestmentDemo = {
  ...threeFunds,
  funds: { ...threeFunds.funds, pending_orders: [awaitingSwitchOrder, awaitingPaymentOrder] },
};
