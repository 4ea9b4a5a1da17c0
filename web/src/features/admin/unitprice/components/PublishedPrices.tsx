// A published day's unit prices, read only: each fund with the previous price and its day,
// the day's price and the change the server computed.
import { fundRiskLabels } from '../../../../api/generated/labels/fundRisk';
import type { FundPriceDesk } from '../../../../api/generated/model';
import { formatDate } from '../../../../components/format';
import { formatUnitPrice } from '../../../../components/decimal';
import { formatChange, hundredthsOf } from '../priceRules';
import { unitPriceMessages } from '../unitPriceMessages';

const m = unitPriceMessages.table;

export function PublishedPrices({ desk }: { desk: FundPriceDesk }) {
  return (
    <div className="table-responsive">
      <table className="table align-middle mb-0 unit-price-table">
        <caption className="visually-hidden">{m.caption(desk.price_date)}</caption>
        <thead>
          <tr>
            <th scope="col">{m.fund}</th>
            <th scope="col" className="text-end">
              {m.previous}
            </th>
            <th scope="col" className="text-end">
              {m.price}
            </th>
            <th scope="col" className="text-end">
              {m.change}
            </th>
          </tr>
        </thead>
        <tbody>
          {desk.funds.map((fund) => (
            <tr key={fund.fund_code}>
              <th scope="row">
                <span className="d-block">{fund.fund_name}</span>
                <span className="small text-body-secondary fw-normal">
                  {fundRiskLabels[fund.risk]}
                </span>
              </th>
              <td className="text-end unit-price-num" data-label={m.previous}>
                <PreviousPrice price={fund.previous_unit_price} date={fund.previous_price_date} />
              </td>
              <td className="text-end unit-price-num fw-semibold" data-label={m.price}>
                {fund.unit_price ? formatUnitPrice(fund.unit_price) : m.none}
              </td>
              <td className="text-end unit-price-num" data-label={m.change}>
                {fund.change_percent === null
                  ? '–'
                  : formatChange(hundredthsOf(fund.change_percent))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function PreviousPrice({ price, date }: { price: string | null; date: string | null }) {
  if (price === null) return <span className="text-body-secondary">{m.none}</span>;
  return (
    <span>
      <span className="d-block">{formatUnitPrice(price)}</span>
      {date && <span className="small text-body-secondary">{formatDate(date)}</span>}
    </span>
  );
}
