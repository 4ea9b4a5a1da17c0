// MSW handlers of the payment endpoints answering like the server: the info of the asked
// policy, a payment by id, create (checks Idempotency-Key, builds a PENDING payment from
// the chosen bills and method), cancel, and the PDF receipt of a paid payment. Anything
// unknown answers 404 problem+json. No artificial delay.
import { http, HttpResponse } from 'msw';
import type {
  CreatePaymentRequest,
  Payment,
  PaymentRef,
  PolicySummary,
  PremiumInfo,
} from '../../../api/generated/model';
import { problem } from '../../../test/http';
import {
  budiPolicies,
  gopayPayment,
  infoByPolicy,
  mandiriPayment,
  qrisPayment,
  vaPayment,
} from './fixtures';

export const NOT_FOUND = 'Data yang Anda cari tidak ditemukan.';
export const notFound = () => problem(404, NOT_FOUND);

export const CONFLICT_MESSAGE =
  'Tagihan ini sedang dalam pembayaran lain yang menunggu. Selesaikan atau batalkan pembayaran itu terlebih dahulu.';
export const UNAVAILABLE_MESSAGE =
  'Layanan pembayaran sedang tidak tersedia. Silakan coba beberapa saat lagi.';

export const RECEIPT_PDF = '%PDF-1.4\n% Bukti Pembayaran Premi\n%%EOF\n';

export interface PaymentHandlerOptions {
  info?: Record<string, PremiumInfo>;
  payments?: Record<string, Payment>;
  /** Called with each create request and its Idempotency-Key (tests assert on them). */
  onCreate?: (body: CreatePaymentRequest, key: string | null) => void;
}

export const byId = (...payments: Payment[]): Record<string, Payment> =>
  Object.fromEntries(payments.map((payment) => [payment.payment_id, payment]));

export const defaultPayments = byId(vaPayment, mandiriPayment, qrisPayment, gopayPayment);

/** The PENDING payment the server would create for this request. */
export function createdPayment(info: PremiumInfo, body: CreatePaymentRequest): Payment {
  const bills = info.bills.filter((bill) => body.bill_ids.includes(bill.bill_id));
  const option = info.methods.find((m) => m.method === body.method);
  const base =
    option?.channel === 'QRIS'
      ? qrisPayment
      : option?.channel === 'EWALLET'
        ? gopayPayment
        : vaPayment;
  return {
    ...base,
    payment_id: 'PAY-20261122-NEW0PAY1',
    policy_number: info.policy_number,
    method: body.method,
    method_name: option?.name ?? body.method,
    amount: bills.reduce((sum, bill) => sum + bill.amount, 0),
    bills: bills.map(({ bill_id, period_start, period_end, due_date, amount }) => ({
      bill_id,
      period_start,
      period_end,
      due_date,
      amount,
    })),
  };
}

export function paymentHandlers({
  info = infoByPolicy,
  payments = defaultPayments,
  onCreate,
}: PaymentHandlerOptions = {}) {
  const known = { ...payments };
  return [
    http.get('*/payment/info', ({ request }) => {
      const no = new URL(request.url).searchParams.get('policy_number') ?? '';
      const found = info[no];
      return found ? HttpResponse.json(found) : notFound();
    }),
    http.get('*/payment/detail', ({ request }) => {
      const id = new URL(request.url).searchParams.get('payment_id') ?? '';
      const found = known[id];
      return found ? HttpResponse.json(found) : notFound();
    }),
    http.post('*/payment/create', async ({ request }) => {
      const key = request.headers.get('Idempotency-Key');
      const body = (await request.json()) as CreatePaymentRequest;
      onCreate?.(body, key);
      if (!key) return problem(400, 'Permintaan tidak valid.');
      const policy = info[body.policy_number];
      if (!policy) return notFound();
      const payment = createdPayment(policy, body);
      known[payment.payment_id] = payment;
      return HttpResponse.json(payment, { status: 201 });
    }),
    http.post('*/payment/cancel', async ({ request }) => {
      const { payment_id } = (await request.json()) as PaymentRef;
      const found = known[payment_id];
      if (!found) return notFound();
      if (found.status !== 'PENDING' && found.status !== 'CANCELLED') {
        return problem(422, 'Pembayaran ini sudah tidak dapat dibatalkan.');
      }
      const cancelled: Payment = {
        ...found,
        status: 'CANCELLED',
        status_desc: 'Dibatalkan',
        ended_at: found.server_time,
      };
      known[payment_id] = cancelled;
      return HttpResponse.json(cancelled);
    }),
    http.get('*/payment/receipt', ({ request }) => {
      const id = new URL(request.url).searchParams.get('payment_id') ?? '';
      const summaries = Object.values(info).flatMap((policy) => policy.payments);
      const statuses = [
        known[id]?.status,
        ...summaries.filter((p) => p.payment_id === id).map((p) => p.status),
      ];
      if (statuses.every((status) => status === undefined)) return notFound();
      if (!statuses.includes('PAID')) {
        return problem(422, 'Bukti pembayaran tersedia setelah pembayaran berhasil.');
      }
      return new HttpResponse(RECEIPT_PDF, {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="Bukti-Pembayaran-${id}.pdf"`,
        },
      });
    }),
  ];
}

/** GET /policy/list with these policies (default: Budi's three, the ended one included). */
export function policyListHandler(policies: readonly PolicySummary[] = budiPolicies) {
  return http.get('*/policy/list', () =>
    HttpResponse.json({ data: [...policies], total: policies.length }),
  );
}
