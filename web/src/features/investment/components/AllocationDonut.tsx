// The next premium's allocation as a ring (SVG, no library): one arc per fund in the fund's
// colour, with a legend naming fund and percentage (the colours are never the only cue) and
// the table behind it.
import type { PolicyFund } from '../../../api/generated/model';
import { allocationSlices } from '../chartData';
import { messages } from '../messages';
import { ChartTable } from './ChartTable';

const m = messages.charts.allocation;
const RADIUS = 15.9155; // a circumference of 100: dash lengths are percentages
const GAP = 0.6;

export function AllocationDonut({ funds }: { funds: readonly PolicyFund[] }) {
  const slices = allocationSlices(funds);
  const total = slices.reduce((sum, s) => sum + s.percent, 0);
  const parts = slices.map((s) => `${s.name} ${s.percent}%`).join(', ');
  return (
    <>
      <div className="inv-donut">
        <svg viewBox="0 0 42 42" className="inv-donut__ring" role="img" aria-label={m.label(parts)}>
          <circle
            cx="21"
            cy="21"
            r={RADIUS}
            fill="none"
            stroke="var(--bs-secondary-bg)"
            strokeWidth="6"
          />
          {slices.map((slice) => {
            const length = (slice.percent / total) * 100;
            const visible = slices.length > 1 ? Math.max(length - GAP, 0.1) : length;
            return (
              <circle
                key={slice.code}
                cx="21"
                cy="21"
                r={RADIUS}
                fill="none"
                stroke={slice.colour}
                strokeWidth="6"
                strokeDasharray={`${visible} ${100 - visible}`}
                strokeDashoffset={25 - slice.start * 100}
              />
            );
          })}
        </svg>
        <ul className="inv-legend">
          {funds.map((fund) => {
            const slice = slices.find((s) => s.code === fund.fund_code);
            if (!slice) return null;
            return (
              <li key={fund.fund_code}>
                <span
                  className="inv-swatch"
                  style={{ background: slice.colour }}
                  aria-hidden="true"
                />
                <span className="inv-legend__name">{fund.fund_name}</span>
                <span className="inv-legend__value">{fund.allocation_percent}%</span>
              </li>
            );
          })}
        </ul>
      </div>
      <ChartTable
        caption={m.caption}
        columns={[messages.funds.fund, m.column]}
        rows={funds.map((f) => [f.fund_name, `${f.allocation_percent}%`] as const)}
      />
    </>
  );
}
