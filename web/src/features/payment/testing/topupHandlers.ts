// MSW handler of POST /policy/topup answering like the server: Idempotency-Key required, the
// amount, method and allocation checked by the server's rules (422 with the field), and a
// PENDING payment of purpose TOP_UP built from the request (no bills; the order with its 5%
// charge rounded down and each fund's share of the invested amount, the rest on the last
// fund). `refuse` answers one refusal instead (409, 422 with a field, 503). GET
// /payment/detail answers the top-ups made here (anything else goes on to the next handler:
// list these before paymentHandlers).
import { http, HttpResponse } from 'msw';
import type { Payment, PremiumInfo, TopUpRequest } from '../../../api/generated/model';
import { problem } from '../../../test/http';
import { gopayPayment, infoByPolicy, qrisPayment, vaPayment } from './fixtures';

export const TOPUP_PAYMENT_ID = 'PAY-20261128-TOPUP9XA';

/** The funds' names the answer names (the investment fixtures' three funds). */
export const FUND_NAMES: Record<string, string> = {
  SENTOSA_EQUITY: 'Sentosa Equity Fund',
  SENTOSA_FIXED_INCOME: 'Sentosa Fixed Income Fund',
  SENTOSA_MONEY_MARKET: 'Sentosa Money Market Fund',
};

export interface TopupRefusal {
  status: 409 | 422 | 503;
  message: string;
  field?: string;
}

export interface TopupHandlerOptions {
  info?: Record<string, PremiumInfo>;
  /** The top-up payments known (created ones are added). */
  payments?: Record<string, Payment>;
  onCreate?: (body: TopUpRequest, key: string | null) => void;
  /** Refuse every request this way. */
  refuse?: TopupRefusal;
}

/** The PENDING top-up payment the server would create for this request. */
export function createdTopup(info: PremiumInfo, body: TopUpRequest): Payment {
  const option = info.methods.find((m) => m.method === body.method);
  const base =
    option?.channel === 'QRIS'
      ? qrisPayment
      : option?.channel === 'EWALLET'
        ? gopayPayment
        : vaPayment;
  const charge = Math.floor((body.amount * 5) / 100);
  const invested = body.amount - charge;
  let left = invested;
  const allocation = body.allocation.map((share, i) => {
    const last = i === body.allocation.length - 1;
    const amount = last ? left : Math.floor((invested * share.percent) / 100);
    left -= amount;
    return {
      fund_code: share.fund_code,
      fund_name: FUND_NAMES[share.fund_code] ?? share.fund_code,
      percent: share.percent,
      amount,
    };
  });
  return {
    ...base,
    payment_id: TOPUP_PAYMENT_ID,
    policy_number: body.policy_number,
    purpose: 'TOP_UP',
    purpose_desc: 'Top-up Investasi',
    method: body.method,
    method_name: option?.name ?? body.method,
    amount: body.amount,
    bills: [],
    top_up: {
      order_number: 'TU-20261128-N3W8T0PX',
      charge,
      invested_amount: invested,
      allocation,
      status: 'AWAITING_PAYMENT',
      status_desc: 'Menunggu Pembayaran',
      trade_date: null,
    },
  };
}

/** The server's refusal of a request the page should never send, or null. */
function ruleRefusal(info: PremiumInfo, body: TopUpRequest) {
  const option = info.methods.find((m) => m.method === body.method);
  if (body.amount < 1_000_000 || body.amount > 1_000_000_000) {
    return problem(422, 'Jumlah top-up harus Rp 1.000.000 sampai Rp 1.000.000.000.');
  }
  if (!option || body.amount > option.max_amount || body.amount < option.min_amount) {
    return problem(422, 'Jumlah top-up di luar batas metode pembayaran.');
  }
  const sum = body.allocation.reduce((total, share) => total + share.percent, 0);
  if (sum !== 100 || body.allocation.some((s) => s.percent < 10 || s.percent % 5 !== 0)) {
    return problem(422, 'Alokasi top-up tidak valid.');
  }
  return null;
}

export function topupHandlers({
  info = infoByPolicy,
  payments = {},
  onCreate,
  refuse,
}: TopupHandlerOptions = {}) {
  return [
    http.get('*/payment/detail', ({ request }) => {
      const id = new URL(request.url).searchParams.get('payment_id') ?? '';
      const found = payments[id];
      return found ? HttpResponse.json(found) : undefined;
    }),
    http.post('*/policy/topup', async ({ request }) => {
      const key = request.headers.get('Idempotency-Key');
      const body = (await request.json()) as TopUpRequest;
      onCreate?.(body, key);
      if (!key) return problem(400, 'Permintaan tidak valid.');
      if (refuse) {
        const errors = refuse.field ? [{ field: refuse.field, message: refuse.message }] : [];
        return problem(refuse.status, refuse.message, refuse.field ? { errors } : {});
      }
      const policy = info[body.policy_number];
      if (!policy) return problem(404, 'Polis tidak ditemukan.');
      const refused = ruleRefusal(policy, body);
      if (refused) return refused;
      const payment = createdTopup(policy, body);
      payments[payment.payment_id] = payment;
      return HttpResponse.json(payment, { status: 201 });
    }),
  ];
}

/** A pending top-up of Rp 10.000.000 by BCA virtual account: equity 60%, fixed income 40%. */
export const pendingTopup: Payment = createdTopup(infoByPolicy['UL24000123'] as PremiumInfo, {
  policy_number: 'UL24000123',
  amount: 10_000_000,
  method: 'VA_BCA',
  allocation: [
    { fund_code: 'SENTOSA_EQUITY', percent: 60 },
    { fund_code: 'SENTOSA_FIXED_INCOME', percent: 40 },
  ],
});

/** The same top-up paid: its order waits for Monday's unit price. */
export const paidTopup: Payment = {
  ...pendingTopup,
  status: 'PAID',
  status_desc: 'Berhasil',
  paid_at: '2026-11-22T10:12:31+07:00',
  receipt_number: 'BKT-2026-000124',
  server_time: '2026-11-22T10:12:35+07:00',
  top_up: pendingTopup.top_up && {
    ...pendingTopup.top_up,
    status: 'AWAITING_PRICE',
    status_desc: 'Menunggu Harga Unit',
    trade_date: '2026-11-23',
  },
};

export const cancelledTopup: Payment = {
  ...pendingTopup,
  status: 'CANCELLED',
  status_desc: 'Dibatalkan',
  ended_at: '2026-11-22T10:09:30+07:00',
  server_time: '2026-11-22T10:09:30+07:00',
};
