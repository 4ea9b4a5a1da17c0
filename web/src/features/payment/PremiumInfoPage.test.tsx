// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes, useParams } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CreatePaymentRequest } from '../../api/generated/model';
import { getPremiumInfoResponsePaymentsMax } from '../../api/generated/zod/payment/payment.zod';
import { getErrorPopup } from '../../api/popup';
import { setSelectedPolicy } from '../../shared/policyStore';
import { companyProfileHandler, problem } from '../../test/http';
import { renderWithProviders } from '../../test/render';
import { PAYMENTS_LISTED } from './components/PaymentHistory';
import { messages } from './messages';
import PremiumInfoPage from './PremiumInfoPage';
import { healthInfo, healthInfoPending, PENDING_ID } from './testing/fixtures';
import {
  CONFLICT_MESSAGE,
  paymentHandlers,
  policyListHandler,
  UNAVAILABLE_MESSAGE,
} from './testing/handlers';

const creates: { body: CreatePaymentRequest; key: string | null }[] = [];
const server = setupServer(
  companyProfileHandler(),
  policyListHandler(),
  ...paymentHandlers({ onCreate: (body, key) => creates.push({ body, key }) }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  creates.length = 0;
  localStorage.setItem('token', 'test-access-token');
  setSelectedPolicy('KS23000456');
});
afterEach(() => {
  server.resetHandlers();
  setSelectedPolicy(null);
});
afterAll(() => server.close());

function CheckoutProbe() {
  return <p>checkout {useParams().paymentId}</p>;
}

/** The page at /polis/payment<search> (as the menu opens it when `search` is empty). */
function renderPage(search = '') {
  return renderWithProviders(
    <Routes>
      <Route path="/polis/payment" element={<PremiumInfoPage />} />
      <Route path="/polis/payment/checkout/:paymentId" element={<CheckoutProbe />} />
    </Routes>,
    { route: `/polis/payment${search}` },
  );
}

const checkbox = (name: RegExp) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const OCT = /1 Okt – 31 Des 2026/;
const JAN = /1 Jan – 31 Mar 2027/;
const payButton = () => screen.getByRole('button', { name: /^Bayar/ });

describe('Informasi Pembayaran Premi', () => {
  it('keeps the selection oldest first', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { name: 'Sentosa Medika Keluarga' });
    await user.click(checkbox(OCT));
    expect(checkbox(OCT).checked).toBe(false);
    await user.click(checkbox(JAN));
    expect(checkbox(OCT).checked).toBe(true);
    expect(checkbox(JAN).checked).toBe(true);
    expect(screen.getByText('2 tagihan dipilih')).toBeTruthy();
    await user.click(checkbox(OCT));
    expect(checkbox(JAN).checked).toBe(false);
    expect(screen.getByText('Belum ada tagihan dipilih')).toBeTruthy();
  });

  it('chooses the oldest bill once a refetch frees it from a pending payment', async () => {
    let calls = 0;
    server.use(
      http.get('*/payment/info', () => {
        calls += 1;
        return HttpResponse.json(calls === 1 ? healthInfoPending : healthInfo);
      }),
    );
    const { client } = renderPage();
    expect(await screen.findByText('Menunggu pembayaran')).toBeTruthy();
    // Nothing can be chosen while the oldest bill waits: the way on instead of the methods.
    const waiting = screen.getByRole('region', { name: 'Ada pembayaran yang menunggu' });
    expect(
      within(waiting).getByRole('link', { name: 'Lanjutkan pembayaran' }).getAttribute('href'),
    ).toBe(`/polis/payment/checkout/${PENDING_ID}`);
    expect(screen.queryByRole('group', { name: 'Pilih metode pembayaran' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Bayar/ })).toBeNull();
    await client.refetchQueries();
    await waitFor(() => expect(checkbox(OCT).checked).toBe(true));
    expect(checkbox(JAN).checked).toBe(false);
  });

  it('pays with one Idempotency-Key and opens the payment page', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { name: 'Sentosa Medika Keluarga' });
    await user.click(checkbox(JAN));
    await user.click(screen.getByRole('radio', { name: /BCA Virtual Account/ }));
    await user.click(screen.getByRole('button', { name: /^Bayar Rp.2\.500\.000$/ }));
    expect(await screen.findByText('checkout PAY-20261122-NEW0PAY1')).toBeTruthy();
    expect(creates).toHaveLength(1);
    expect(creates[0]?.body).toEqual({
      policy_number: 'KS23000456',
      bill_ids: ['TG-KS23000456-202610', 'TG-KS23000456-202701'],
      method: 'VA_BCA',
    });
    expect(creates[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('retries a network failure with the same key, and a changed selection gets a new one', async () => {
    let fail = true;
    const keys: (string | null)[] = [];
    server.use(
      http.post('*/payment/create', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return fail ? HttpResponse.error() : undefined;
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { name: 'Sentosa Medika Keluarga' });
    await user.click(screen.getByRole('radio', { name: /QRIS/ }));
    await user.click(payButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Koneksi terputus');
    await user.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).toBe(keys[0]);

    await user.click(checkbox(JAN));
    await user.click(payButton());
    await waitFor(() => expect(keys).toHaveLength(3));
    expect(keys[2]).not.toBe(keys[0]);

    fail = false;
    await user.click(
      within(await screen.findByRole('alert')).getByRole('button', { name: 'Coba lagi' }),
    );
    expect(await screen.findByText('checkout PAY-20261122-NEW0PAY1')).toBeTruthy();
    expect(creates.at(-1)?.key).toBe(keys[2]);
  });

  it('on 409 shows the message and fetches the bills again', async () => {
    let infoCalls = 0;
    server.use(
      http.get('*/payment/info', () => {
        infoCalls += 1;
        return HttpResponse.json(infoCalls === 1 ? healthInfo : healthInfoPending);
      }),
      http.post('*/payment/create', () => problem(409, CONFLICT_MESSAGE)),
    );
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { name: 'Sentosa Medika Keluarga' });
    await user.click(screen.getByRole('radio', { name: /BCA Virtual Account/ }));
    await user.click(payButton());
    expect((await screen.findByRole('alert')).textContent).toContain(CONFLICT_MESSAGE);
    // The bills read again: the other tab's payment, and the way to it.
    const waiting = await screen.findByRole('region', { name: 'Ada pembayaran yang menunggu' });
    expect(
      within(waiting).getByRole('link', { name: 'Lanjutkan pembayaran' }).getAttribute('href'),
    ).toBe(`/polis/payment/checkout/${PENDING_ID}`);
    expect(screen.getByText('Menunggu pembayaran')).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: OCT })).toBeNull();
    expect(infoCalls).toBe(2);
    expect(getErrorPopup()).toBeNull();
  });

  it('on 422 shows the message without a retry, and the next click uses a new key', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.post('*/payment/create', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return problem(422, 'Jumlah pembayaran melebihi batas metode ini.');
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { name: 'Sentosa Medika Keluarga' });
    await user.click(screen.getByRole('radio', { name: /GoPay/ }));
    await user.click(payButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Jumlah pembayaran melebihi batas metode ini.');
    expect(within(alert).queryByRole('button')).toBeNull();
    await user.click(payButton());
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('on 503 offers a retry with the same key; the button is disabled while pending', async () => {
    const keys: (string | null)[] = [];
    let release: () => void = () => undefined;
    server.use(
      http.post('*/payment/create', async ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        if (keys.length === 1) return problem(503, UNAVAILABLE_MESSAGE);
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return problem(503, UNAVAILABLE_MESSAGE);
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { name: 'Sentosa Medika Keluarga' });
    await user.click(screen.getByRole('radio', { name: /Mandiri/ }));
    await user.click(payButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(UNAVAILABLE_MESSAGE);
    await user.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    const busy = await screen.findByRole('button', { name: 'Memproses pembayaran…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    await user.click(busy);
    release();
    await screen.findByRole('alert');
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('downloads the receipt of a paid payment', async () => {
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:receipt'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const user = userEvent.setup();
    renderPage();
    const history = await screen.findByRole('region', { name: 'Riwayat Pembayaran' });
    expect(within(history).getByText('Berhasil')).toBeTruthy();
    await user.click(
      within(history).getByRole('button', { name: 'Unduh bukti pembayaran PAY-20260702-M2X8D4QA' }),
    );
    await waitFor(() => expect(saved).toEqual(['Bukti-Pembayaran-PAY-20260702-M2X8D4QA.pdf']));
    click.mockRestore();
  });

  it('says where older payments are once the newest 20 fill the list', async () => {
    expect(PAYMENTS_LISTED).toBe(getPremiumInfoResponsePaymentsMax);
    const july = healthInfo.payments[0]!;
    const many = Array.from({ length: PAYMENTS_LISTED }, (_, i) => ({
      ...july,
      payment_id: `PAY-20261122-CANCEL${String(i).padStart(2, '0')}`,
      status: 'CANCELLED' as const,
      status_desc: 'Dibatalkan',
      paid_at: null,
    }));
    server.use(
      http.get('*/payment/info', () => HttpResponse.json({ ...healthInfo, payments: many })),
    );
    renderPage();
    const history = await screen.findByRole('region', { name: 'Riwayat Pembayaran' });
    expect(history.textContent).toContain('Menampilkan 20 pembayaran terbaru.');
    expect(
      within(history).getByRole('link', { name: 'Riwayat Transaksi' }).getAttribute('href'),
    ).toBe('/transaction-history');
  });

  it('lists fewer than 20 payments without the note', async () => {
    renderPage();
    const history = await screen.findByRole('region', { name: 'Riwayat Pembayaran' });
    expect(within(history).queryByRole('link', { name: 'Riwayat Transaksi' })).toBeNull();
  });

  it('says once that a policy that is not the customer’s is not found', async () => {
    // Without the policy list the page shows the selected policy as it is.
    server.use(http.get('*/policy/list', () => problem(500, 'Gagal.')));
    setSelectedPolicy('XX00000001');
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain(messages.notFound);
    expect(getErrorPopup()).toBeNull();
  });
});
