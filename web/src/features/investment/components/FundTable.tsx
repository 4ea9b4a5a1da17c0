// The policy's funds: name and risk, units and unit price (exact decimals, formatted as text),
// value in rupiah and the next premium's allocation, with the total. On a phone each fund is
// a block of label and value (the table's cells stack; the header labels come from
// data-label), so nothing scrolls sideways.
import { useId } from 'react';
import { fundRiskLabels } from '../../../api/generated/labels/fundRisk';
import type { PolicyFunds } from '../../../api/generated/model';
import { formatRupiah } from '../../../components/format';
import { fundColour } from '../chartData';
import { formatDecimal, formatUnitPrice } from '../../../components/decimal';
import { messages } from '../messages';

const m = messages.funds;

export function FundTable({ funds }: { funds: PolicyFunds }) {
  const titleId = useId();
  return (
    <section className="inv-funds card border-0 shadow-sm" aria-labelledby={titleId}>
      <div className="card-body p-3 p-md-4">
        <h2 id={titleId} className="inv-heading">
          {m.heading}
        </h2>
        <table className="inv-fund-table table align-middle mb-0">
          <caption className="visually-hidden">{m.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{m.fund}</th>
              <th scope="col" className="text-end">
                {m.units}
              </th>
              <th scope="col" className="text-end">
                {m.unitPrice}
              </th>
              <th scope="col" className="text-end">
                {m.value}
              </th>
              <th scope="col" className="text-end">
                {m.allocation}
              </th>
            </tr>
          </thead>
          <tbody>
            {funds.funds.map((fund, index) => (
              <tr key={fund.fund_code}>
                <th scope="row" className="inv-fund-table__fund">
                  <span
                    className="inv-swatch"
                    style={{ background: fundColour(index) }}
                    aria-hidden="true"
                  />
                  <span>
                    <span className="d-block">{fund.fund_name}</span>
                    <span className={`inv-risk inv-risk--${fund.risk.toLowerCase()}`}>
                      {m.riskPrefix} {fundRiskLabels[fund.risk]}
                    </span>
                  </span>
                </th>
                <td className="text-end inv-num" data-label={m.units}>
                  <span>
                    {formatDecimal(fund.units)}
                    {fund.units === '0.0000' && (
                      <span className="inv-fund-table__hint">{m.noUnits}</span>
                    )}
                  </span>
                </td>
                <td className="text-end inv-num" data-label={m.unitPrice}>
                  {formatUnitPrice(fund.unit_price)}
                </td>
                <td className="text-end inv-num" data-label={m.value}>
                  {formatRupiah(fund.value)}
                </td>
                <td className="text-end inv-num" data-label={m.allocation}>
                  {fund.allocation_percent}%
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{m.total}</th>
              <td className="inv-fund-table__spacer" aria-hidden="true" />
              <td className="inv-fund-table__spacer" aria-hidden="true" />
              <td className="text-end inv-num fw-semibold" data-label={m.value}>
                {formatRupiah(funds.total_value)}
              </td>
              <td className="inv-fund-table__spacer" aria-hidden="true" />
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
