// The charts of 'Investasi', in their own chunk with uPlot (loaded after the figures and the
// table): one range for both line charts (1 bulan, 6 bulan, 1 tahun, Sejak awal), the unit
// price of the fund chosen, the policy's value, and the allocation ring. Every chart has its
// table (ChartTable) and a sentence saying where it went.
import { useId, useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import {
  useGetFundPrices,
  useGetPolicyValueHistory,
} from '../../../api/generated/endpoints/investment/investment';
import type {
  ChartRange,
  FundPriceHistoryPointsItem,
  PolicyFunds,
  PolicyValueHistoryPointsItem,
} from '../../../api/generated/model';
import { toLoadable } from '../../../api/loadable';
import { InlineError } from '../../../components/InlineError';
import { formatRupiah } from '../../../components/format';
import {
  changePercent,
  DEFAULT_RANGE,
  formatShortDate,
  fundColour,
  priceSeries,
  rangeLabel,
  RANGES,
  valueSeries,
  type Series,
} from '../chartData';
import { formatUnitPrice } from '../../../components/decimal';
import { messages } from '../messages';
import { AllocationDonut } from './AllocationDonut';
import { ChartTable } from './ChartTable';
import { UPlotChart } from './UPlotChart';

const m = messages.charts;

const compact = new Intl.NumberFormat('id-ID', { notation: 'compact', maximumFractionDigits: 1 });
const priceTick = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });
const formatPriceValue = (v: number) => formatUnitPrice(v.toFixed(4));
const formatPriceTick = (v: number) => priceTick.format(v);
const formatValueTick = (v: number) => compact.format(v);
const NO_PRICES: FundPriceHistoryPointsItem[] = [];
const NO_VALUES: PolicyValueHistoryPointsItem[] = [];

/** The chart state in the address (`?range=&fund=`, beside `policy`): a reload, a shared
 * link or Back shows the same charts. Replaced, not pushed: a click is not a page. */
function useChartParam(name: string): [string | null, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const set = (value: string) =>
    setParams(
      (now) => {
        const next = new URLSearchParams(now);
        next.set(name, value);
        return next;
      },
      { replace: true },
    );
  return [params.get(name), set];
}

export default function InvestmentCharts({ funds }: { funds: PolicyFunds }) {
  const [rangeParam, setRange] = useChartParam('range');
  const range = (RANGES as readonly string[]).includes(rangeParam ?? '')
    ? (rangeParam as ChartRange)
    : DEFAULT_RANGE;
  return (
    <div className="inv-charts">
      <RangeButtons range={range} onChange={setRange} />
      <div className="inv-charts__grid">
        <PriceChart funds={funds} range={range} />
        <ValueChart funds={funds} range={range} />
        <section
          className="inv-chart inv-chart--wide card border-0 shadow-sm"
          aria-label={m.allocation.heading}
        >
          <div className="card-body p-3 p-md-4">
            <h2 className="inv-heading">{m.allocation.heading}</h2>
            <p className="inv-chart__note">{m.allocation.hint}</p>
            <AllocationDonut funds={funds.funds} />
          </div>
        </section>
      </div>
    </div>
  );
}

function RangeButtons({
  range,
  onChange,
}: {
  range: ChartRange;
  onChange: (range: ChartRange) => void;
}) {
  return (
    <div className="inv-ranges btn-group" role="group" aria-label={m.rangeGroup}>
      {RANGES.map((value) => (
        <button
          key={value}
          type="button"
          className={`btn btn-sm ${value === range ? 'btn-primary' : 'btn-outline-primary'}`}
          aria-pressed={value === range}
          onClick={() => onChange(value)}
        >
          {rangeLabel(value)}
        </button>
      ))}
    </div>
  );
}

function PriceChart({ funds, range }: { funds: PolicyFunds; range: ChartRange }) {
  const selectId = useId();
  const [code, setCode] = useChartParam('fund');
  const index = Math.max(
    funds.funds.findIndex((f) => f.fund_code === code),
    0,
  );
  const fund = funds.funds[index];
  const query = useGetFundPrices(
    { policy_number: funds.policy_number, fund_code: fund?.fund_code ?? '', range },
    { query: { enabled: fund !== undefined }, request: { quiet: true } },
  );
  const loadable = toLoadable(query);
  const points = loadable.state === 'success' ? loadable.data.points : NO_PRICES;
  const series = useMemo(() => priceSeries(points), [points]);
  if (!fund) return null;
  return (
    <ChartCard
      heading={m.price.heading}
      showChange
      controls={
        <div className="inv-fund-picker">
          <label htmlFor={selectId} className="form-label mb-1">
            {m.price.fund}
          </label>
          <select
            id={selectId}
            className="form-select form-select-sm"
            value={fund.fund_code}
            onChange={(event) => setCode(event.target.value)}
          >
            {funds.funds.map((f) => (
              <option key={f.fund_code} value={f.fund_code}>
                {f.fund_name}
              </option>
            ))}
          </select>
        </div>
      }
      state={loadable.state}
      onRetry={() => void query.refetch()}
      series={series}
      dates={points.map((p) => p.date)}
      shown={points.map((p) => formatUnitPrice(p.unit_price))}
      range={range}
      label={m.price.label(fund.fund_name)}
      caption={m.price.caption(fund.fund_name, rangeLabel(range))}
      column={m.price.column}
      colour={fundColour(index)}
      formatValue={formatPriceValue}
      formatTick={formatPriceTick}
    />
  );
}

function ValueChart({ funds, range }: { funds: PolicyFunds; range: ChartRange }) {
  const query = useGetPolicyValueHistory(
    { policy_number: funds.policy_number, range },
    { request: { quiet: true } },
  );
  const loadable = toLoadable(query);
  const points = loadable.state === 'success' ? loadable.data.points : NO_VALUES;
  const series = useMemo(() => valueSeries(points), [points]);
  return (
    <ChartCard
      heading={m.value.heading}
      state={loadable.state}
      onRetry={() => void query.refetch()}
      series={series}
      dates={points.map((p) => p.date)}
      shown={points.map((p) => formatRupiah(p.value))}
      range={range}
      label={m.value.label}
      caption={m.value.caption(rangeLabel(range))}
      column={m.value.column}
      colour="var(--portal-chart-line)"
      formatValue={formatRupiah}
      formatTick={formatValueTick}
    />
  );
}

interface ChartCardProps {
  heading: string;
  /**
   * The change over the range beside the heading: for unit prices (the fund's return) only;
   * the policy's value also grows with every premium, so its change is no return.
   */
  showChange?: boolean;
  controls?: ReactNode;
  state: 'loading' | 'error' | 'success';
  onRetry: () => void;
  series: Series;
  dates: readonly string[];
  /** Each point's y as the customer reads it (exact text, not the plotted number). */
  shown: readonly string[];
  range: ChartRange;
  label: string;
  caption: string;
  column: string;
  colour: string;
  formatValue: (value: number) => string;
  formatTick: (value: number) => string;
}

function ChartCard(props: ChartCardProps) {
  const { heading, controls, state, series, dates, shown, range } = props;
  const change = props.showChange ? changePercent(series[1]) : null;
  const first = dates[0];
  const last = dates[dates.length - 1];
  return (
    <section className="inv-chart card border-0 shadow-sm" aria-label={heading}>
      <div className="card-body p-3 p-md-4">
        <div className="inv-chart__head">
          <h2 className="inv-heading mb-0">{heading}</h2>
          {state === 'success' && change && (
            <span
              className={`inv-change ${change.startsWith('-') ? 'is-down' : 'is-up'}`}
              data-testid="change"
            >
              {m.change(change, rangeLabel(range), range === 'SINCE_START')}
            </span>
          )}
        </div>
        {controls}
        {state === 'loading' && (
          <div className="inv-chart__placeholder placeholder-glow" aria-busy="true">
            <span className="visually-hidden" role="status">
              {m.loading}
            </span>
            <span className="placeholder d-block rounded h-100" aria-hidden="true" />
          </div>
        )}
        {state === 'error' && <InlineError message={m.error} onRetry={props.onRetry} />}
        {state === 'success' && dates.length === 0 && (
          <p className="inv-chart__note mb-0">{m.empty}</p>
        )}
        {state === 'success' && first && last && (
          <>
            <UPlotChart
              data={series}
              label={props.label}
              seriesLabel={props.column}
              colour={props.colour}
              formatValue={props.formatValue}
              formatTick={props.formatTick}
            />
            <p className="inv-chart__note">
              {m.summary(
                shown[0] ?? '',
                shown[shown.length - 1] ?? '',
                formatShortDate(first),
                formatShortDate(last),
              )}
            </p>
            <ChartTable
              caption={props.caption}
              columns={[m.date, props.column]}
              rows={dates.map((date, i) => [formatShortDate(date), shown[i] ?? ''] as const)}
            />
          </>
        )}
      </div>
    </section>
  );
}
