// MSW handlers of the transaction endpoints answering like the server: the asked policy's
// rows in the period (WIB days, inclusive) and of the type, newest first, in pages; the
// detail of a known transaction; the PDF receipt of the portal payment. Unknown policies
// and transactions answer 404 problem+json. No artificial delay.
import { http, HttpResponse } from 'msw';
import { getListPoliciesResponseMock } from '../../../api/generated/endpoints/policy/policy.msw';
import type { TransactionDetail, TransactionPage } from '../../../api/generated/model';
import { isoDateWib } from '../../../components/format';
import { problem } from '../../../test/http';
import { addDays, addMonths, presetRange } from '../filters';
import { PERIOD_PRESETS, PRESET_PARAMS } from '../periods';
import { allDetails, DEMO_TODAY, KS_PORTAL_PAYMENT, toRow } from './fixtures';

export const NOT_FOUND_MESSAGE = 'Data yang Anda cari tidak ditemukan.';
export const notFound = () => problem(404, NOT_FOUND_MESSAGE);

export interface TransactionHandlerOptions {
  /** Every transaction the server knows (all policies), in any order. */
  transactions?: readonly TransactionDetail[];
  /** The server's today, for a call without a period. */
  today?: string;
}

/** The list's answer for a query string, as the server computes it. */
export function transactionPage(
  transactions: readonly TransactionDetail[],
  query: URLSearchParams,
  today = DEMO_TODAY,
): TransactionPage | null {
  const policy = query.get('policy_number');
  const mine = transactions.filter((t) => t.policy_number === policy);
  if (mine.length === 0) return null;
  const preset = PERIOD_PRESETS.find((p) => PRESET_PARAMS[p] === query.get('period'));
  const named = preset ? presetRange(preset, today) : null;
  const to = named?.to ?? query.get('date_to') ?? today;
  const from = named?.from ?? query.get('date_from') ?? addDays(addMonths(to, -12), 1);
  const type = query.get('type');
  const page = Number(query.get('page') ?? 1);
  const size = Number(query.get('size') ?? 20);
  const rows = mine
    .filter((t) => {
      const day = isoDateWib(t.occurred_at);
      return day >= from && day <= to && (!type || t.type === type);
    })
    .sort((a, b) => Date.parse(b.occurred_at) - Date.parse(a.occurred_at));
  return {
    data: rows.slice((page - 1) * size, page * size).map(toRow),
    page,
    size,
    total_items: rows.length,
    total_pages: Math.ceil(rows.length / size),
    date_from: from,
    date_to: to,
  };
}

/** A small but real PDF document, as the receipt endpoint answers. */
export const RECEIPT_PDF =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

export const receiptFileName = (paymentId: string) => `Bukti-Pembayaran-${paymentId}.pdf`;

/** List and detail (the payment feature owns the receipt endpoint: receiptHandler). */
export function transactionHandlers({
  transactions = allDetails,
  today = DEMO_TODAY,
}: TransactionHandlerOptions = {}) {
  return [
    http.get('*/transaction/list', ({ request }) => {
      const body = transactionPage(transactions, new URL(request.url).searchParams, today);
      return body ? HttpResponse.json(body) : notFound();
    }),
    http.get('*/transaction/detail', ({ request }) => {
      const id = new URL(request.url).searchParams.get('transaction_id');
      const detail = transactions.find((t) => t.transaction_id === id);
      return detail ? HttpResponse.json(detail) : notFound();
    }),
  ];
}

/** The PDF receipt of the given portal payments (a paid one answers, others 404). */
export function receiptHandler(receipts: readonly string[] = [KS_PORTAL_PAYMENT]) {
  return http.get('*/payment/receipt', ({ request }) => {
    const id = new URL(request.url).searchParams.get('payment_id') ?? '';
    if (!receipts.includes(id)) return notFound();
    return new HttpResponse(RECEIPT_PDF, {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${receiptFileName(id)}"`,
      },
    });
  });
}

/** The customer's policies (the contract's example: UL24000123 and KS23000456). */
export const policyListHandler = () =>
  http.get('*/policy/list', () => HttpResponse.json(getListPoliciesResponseMock()));
