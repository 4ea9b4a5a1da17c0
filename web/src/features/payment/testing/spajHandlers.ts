// The first premium of a SPAJ as the server answers it to the applicant's SPAJ token: the
// bill and methods (spaj/payment/info, 409 before the decision is approved), and the same
// payment calls as a premium (create with an Idempotency-Key, detail, cancel, receipt) for this
// application only. `pay()` settles a payment as the gateway's notification would: the policy
// is issued in the same step. Records what the web sent (the token of every call).
import { http, HttpResponse } from 'msw';
import type {
  CreatePaymentRequest,
  Payment,
  PaymentRef,
  SpajPaymentInfo,
} from '../../../api/generated/model';
import { problem } from '../../../test/http';
import { allMethods, gopayPayment, qrisPayment, vaPayment } from './fixtures';
import { RECEIPT_PDF } from './handlers';

export const SPAJ_NUMBER = '260512774031';
export const SPAJ_TOKEN = `spaj-session-${SPAJ_NUMBER}`;
export const SPAJ_ENDED = 'Sesi pemantauan SPAJ Anda telah berakhir. Silakan masuk kembali.';
export const NOT_APPROVED =
  'SPAJ 260512774031 berstatus Keputusan; premi pertama dapat dibayar setelah keputusan underwriter Anda setujui.';

export function firstPremiumInfo(extra: Partial<SpajPaymentInfo> = {}): SpajPaymentInfo {
  const today = new Date().toISOString().slice(0, 10);
  return {
    spaj_number: SPAJ_NUMBER,
    policy_number: 'TL26000912',
    product_name: 'Sentosa Proteksi Jiwa 20',
    holder_name: 'Rina Kartika',
    bill: {
      bill_id: 'TG-TL26000912-202611',
      period_start: today,
      period_end: new Date(Date.now() + 29 * 86_400_000).toISOString().slice(0, 10),
      due_date: today,
      amount: 760_000,
      status: 'UNPAID',
      status_desc: 'Belum Dibayar',
      overdue: false,
      pending_payment_id: null,
    },
    pay_before: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    payments: [],
    methods: allMethods,
    issued: false,
    ...extra,
  };
}

export interface SpajPaymentCalls {
  tokens: (string | null)[];
  creates: { body: CreatePaymentRequest; key: string | null }[];
  receipts: string[];
}

export function spajPaymentServer({
  approved = true,
  info: initial = firstPremiumInfo(),
}: { approved?: boolean; info?: SpajPaymentInfo } = {}) {
  let info = initial;
  const payments: Record<string, Payment> = {};
  const calls: SpajPaymentCalls = { tokens: [], creates: [], receipts: [] };
  const refused = (request: Request) => {
    const token = request.headers.get('access-token');
    calls.tokens.push(token);
    return token === SPAJ_TOKEN ? null : problem(403, SPAJ_ENDED);
  };
  const now = () => new Date().toISOString();

  const handlers = [
    http.get('*/spaj/payment/info', ({ request }) => {
      const refusal = refused(request);
      if (refusal) return refusal;
      if (!approved) return problem(409, NOT_APPROVED);
      return HttpResponse.json(info);
    }),
    http.post('*/payment/create', async ({ request }) => {
      const refusal = refused(request);
      if (refusal) return refusal;
      const body = (await request.json()) as CreatePaymentRequest;
      const key = request.headers.get('Idempotency-Key');
      calls.creates.push({ body, key });
      if (!key) return problem(400, 'Permintaan tidak valid.');
      const option = info.methods.find((m) => m.method === body.method);
      const base =
        option?.channel === 'QRIS'
          ? qrisPayment
          : option?.channel === 'EWALLET'
            ? gopayPayment
            : vaPayment;
      const created: Payment = {
        ...base,
        payment_id: 'PAY-20261122-SPAJ0001',
        policy_number: info.policy_number,
        method: body.method,
        method_name: option?.name ?? body.method,
        amount: info.bill.amount,
        bills: [
          {
            bill_id: info.bill.bill_id,
            period_start: info.bill.period_start,
            period_end: info.bill.period_end,
            due_date: info.bill.due_date,
            amount: info.bill.amount,
          },
        ],
        created_at: now(),
        server_time: now(),
        expires_at: new Date(Date.now() + (option?.expiry_minutes ?? 1440) * 60_000).toISOString(),
      };
      payments[created.payment_id] = created;
      info = { ...info, bill: { ...info.bill, pending_payment_id: created.payment_id } };
      return HttpResponse.json(created, { status: 201 });
    }),
    http.get('*/payment/detail', ({ request }) => {
      const refusal = refused(request);
      if (refusal) return refusal;
      const id = new URL(request.url).searchParams.get('payment_id') ?? '';
      const found = payments[id];
      return found
        ? HttpResponse.json({ ...found, server_time: now() })
        : problem(404, 'Pembayaran tidak ditemukan.');
    }),
    http.post('*/payment/cancel', async ({ request }) => {
      const refusal = refused(request);
      if (refusal) return refusal;
      const { payment_id } = (await request.json()) as PaymentRef;
      const found = payments[payment_id];
      if (!found) return problem(404, 'Pembayaran tidak ditemukan.');
      const cancelled: Payment = {
        ...found,
        status: 'CANCELLED',
        status_desc: 'Dibatalkan',
        ended_at: now(),
      };
      payments[payment_id] = cancelled;
      info = { ...info, bill: { ...info.bill, pending_payment_id: null } };
      return HttpResponse.json(cancelled);
    }),
    http.get('*/payment/receipt', ({ request }) => {
      const refusal = refused(request);
      if (refusal) return refusal;
      const id = new URL(request.url).searchParams.get('payment_id') ?? '';
      calls.receipts.push(id);
      return new HttpResponse(RECEIPT_PDF, {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="Bukti-Pembayaran-${id}.pdf"`,
        },
      });
    }),
  ];

  return {
    handlers,
    calls,
    /** The gateway's paid notification: the payment PAID and the policy issued at once. */
    pay(paymentId: string) {
      const found = payments[paymentId];
      if (!found) throw new Error(paymentId);
      const paid: Payment = {
        ...found,
        status: 'PAID',
        status_desc: 'Berhasil',
        paid_at: now(),
        ended_at: now(),
        receipt_number: 'BP-20261122-000912',
      };
      payments[paymentId] = paid;
      info = {
        ...info,
        issued: true,
        bill: { ...info.bill, status: 'PAID', status_desc: 'Lunas', pending_payment_id: null },
        payments: [
          {
            payment_id: paid.payment_id,
            status: 'PAID',
            status_desc: 'Berhasil',
            method: paid.method,
            method_name: paid.method_name,
            amount: paid.amount,
            bill_ids: [info.bill.bill_id],
            created_at: paid.created_at,
            expires_at: paid.expires_at,
            paid_at: paid.paid_at,
          },
        ],
      };
    },
    /** A payment made earlier (another tab) still waiting. */
    waiting(payment: Payment) {
      payments[payment.payment_id] = payment;
      info = { ...info, bill: { ...info.bill, pending_payment_id: payment.payment_id } };
    },
  };
}
