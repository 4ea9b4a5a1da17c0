// MSW handlers of the unit price desk answering like the server: a day's state (without a
// date: Monday 30 November, the last working day; a future day 422), and publishing a day's
// prices (a change over 10% without confirm_large_change 422 naming the fund, a day already
// published 409, the published day with who and when otherwise). `onPublish` sees each
// request; `refuse` answers one refusal instead.
import { http, HttpResponse } from 'msw';
import type { FundPriceDesk, FundPricePublishRequest } from '../../../../api/generated/model';
import { problem } from '../../../../test/http';
import {
  CONFLICT_MESSAGE,
  deskDays,
  FUTURE_MESSAGE,
  LARGE_CHANGE_MESSAGE,
  LATER_DAY,
  OPEN_DAY,
} from './unitPriceFixtures';

export interface UnitPriceHandlerOptions {
  days?: Record<string, FundPriceDesk>;
  /** The day without a date. */
  today?: string;
  onPublish?: (body: FundPricePublishRequest) => void;
  refuse?: { status: 409 | 422 | 503; message: string; field?: string };
}

const ten = (value: string) => {
  const [whole = '0', fraction = ''] = value.split('.');
  return BigInt(whole) * 10000n + BigInt(fraction.padEnd(4, '0'));
};

export function unitPriceHandlers({
  days = deskDays,
  today = OPEN_DAY,
  onPublish,
  refuse,
}: UnitPriceHandlerOptions = {}) {
  const known = { ...days };
  return [
    http.get('*/admin/fund/prices', ({ request }) => {
      const day = new URL(request.url).searchParams.get('price_date') ?? today;
      if (day > LATER_DAY) return problem(422, FUTURE_MESSAGE);
      const found = known[day];
      return found ? HttpResponse.json(found) : problem(422, FUTURE_MESSAGE);
    }),
    http.post('*/admin/fund/prices/publish', async ({ request }) => {
      const body = (await request.json()) as FundPricePublishRequest;
      onPublish?.(body);
      if (refuse) {
        const errors = refuse.field ? [{ field: refuse.field, message: refuse.message }] : [];
        return problem(refuse.status, refuse.message, refuse.field ? { errors } : {});
      }
      const day = known[body.price_date];
      if (!day) return problem(422, FUTURE_MESSAGE);
      if (day.published) return problem(409, CONFLICT_MESSAGE);
      let large = false;
      const rows = day.funds.map((row) => {
        const price = body.prices.find((p) => p.fund_code === row.fund_code)?.unit_price ?? '0';
        const previous = row.previous_unit_price ?? price;
        const change = ((ten(price) - ten(previous)) * 10000n) / ten(previous);
        const sign = change < 0n ? '-' : '';
        const abs = change < 0n ? -change : change;
        if (abs > 1000n) large = true;
        return {
          ...row,
          unit_price: price,
          change_percent: `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`,
        };
      });
      if (!body.confirm_large_change && large) {
        return problem(422, LARGE_CHANGE_MESSAGE);
      }
      const published: FundPriceDesk = {
        ...day,
        published: true,
        published_by: 'Rina Admin',
        published_at: '2026-11-30T10:05:00Z',
        last_published_date: day.price_date,
        next_unpublished_date: null,
        funds: rows,
      };
      known[day.price_date] = published;
      return HttpResponse.json(published, { status: 201 });
    }),
  ];
}
