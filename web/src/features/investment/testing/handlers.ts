// MSW handlers of the investment endpoints answering like the server: a unit link policy's
// funds, a fund's unit prices and the policy's value over a range (default YEAR_1), 422 with
// the server's sentence for a policy that is not unit link, 404 for a policy or fund that is
// not the customer's. No artificial delay.
import { http, HttpResponse } from 'msw';
import type { ChartRange } from '../../../api/generated/model';
import { problem } from '../../../test/http';
import { RANGES } from '../chartData';
import {
  FUND_NOT_FOUND,
  inRange,
  KS,
  NOT_UNIT_LINK_MESSAGE,
  POLICY_NOT_FOUND,
  threeFunds,
  UL,
  type InvestmentDemo,
} from './fixtures';

export interface InvestmentHandlerOptions {
  demo?: InvestmentDemo;
  /** Policies of the customer that are not unit link (422). */
  notUnitLink?: readonly string[];
}

const rangeOf = (url: URL): ChartRange | null => {
  const value = url.searchParams.get('range') ?? 'YEAR_1';
  return (RANGES as readonly string[]).includes(value) ? (value as ChartRange) : null;
};

export function investmentHandlers({
  demo = threeFunds,
  notUnitLink = [KS],
}: InvestmentHandlerOptions = {}) {
  const known = (no: string | null) => {
    if (no === UL) return null;
    if (no !== null && notUnitLink.includes(no)) return problem(422, NOT_UNIT_LINK_MESSAGE);
    return problem(404, POLICY_NOT_FOUND);
  };
  const badRange = () => problem(400, 'Format tidak valid.');
  return [
    http.get('*/policy/fund', ({ request }) => {
      const no = new URL(request.url).searchParams.get('policy_number');
      return known(no) ?? HttpResponse.json(demo.funds);
    }),
    http.get('*/policy/fund/prices', ({ request }) => {
      const url = new URL(request.url);
      const refusal = known(url.searchParams.get('policy_number'));
      if (refusal) return refusal;
      const range = rangeOf(url);
      if (!range) return badRange();
      const code = url.searchParams.get('fund_code') ?? '';
      const fund = demo.funds.funds.find((f) => f.fund_code === code);
      const prices = demo.prices[code];
      if (!fund || !prices) return problem(404, FUND_NOT_FOUND);
      return HttpResponse.json({
        fund_code: code,
        fund_name: fund.fund_name,
        range,
        points: inRange(prices, range),
      });
    }),
    http.get('*/policy/fund/valueHistory', ({ request }) => {
      const url = new URL(request.url);
      const refusal = known(url.searchParams.get('policy_number'));
      if (refusal) return refusal;
      const range = rangeOf(url);
      if (!range) return badRange();
      return HttpResponse.json({ policy_number: UL, range, points: inRange(demo.values, range) });
    }),
  ];
}
