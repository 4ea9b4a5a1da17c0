// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getGetPremiumInfoQueryKey } from '../../api/generated/endpoints/payment/payment';
import {
  getGetPolicyDetailQueryKey,
  getListPoliciesQueryKey,
} from '../../api/generated/endpoints/policy/policy';
import { getListTransactionsQueryKey } from '../../api/generated/endpoints/transaction/transaction';
import type { Payment } from '../../api/generated/model';
import { getSelectedPolicy, setSelectedPolicy } from '../../shared/policyStore';
import { ConfirmHost } from '../../components/ConfirmHost';
import { dismissToast, getToasts } from '../../components/toast';
import { ToastHost } from '../../components/ToastHost';
import { companyProfileHandler } from '../../test/http';
import { renderWithProviders } from '../../test/render';
import PaymentCheckoutPage, { pollInterval } from './PaymentCheckoutPage';
import { paidPayment, PENDING_ID, vaPayment } from './testing/fixtures';
import { byId, paymentHandlers } from './testing/handlers';

const server = setupServer(companyProfileHandler(), ...paymentHandlers());

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  localStorage.setItem('token', 'test-access-token');
  // Fresh server state (a cancelled payment stays cancelled only within its test).
  server.resetHandlers(companyProfileHandler(), ...paymentHandlers());
});
afterEach(() => {
  server.resetHandlers();
  setSelectedPolicy(null);
  getToasts().forEach((toast) => dismissToast(toast.id));
});
afterAll(() => server.close());

function renderCheckout(paymentId = PENDING_ID) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/polis/payment" element={<p>info page</p>} />
        <Route path="/polis/payment/checkout/:paymentId" element={<PaymentCheckoutPage />} />
      </Routes>
      <ConfirmHost />
      <ToastHost />
    </>,
    { route: `/polis/payment/checkout/${paymentId}` },
  );
}

/** Answers the payment's detail with each of `answers` in turn (the last one repeats). */
function sequence(answers: Payment[]) {
  const calls: number[] = [];
  server.use(
    http.get('*/payment/detail', () => {
      calls.push(Date.now());
      return HttpResponse.json(answers[Math.min(calls.length - 1, answers.length - 1)]);
    }),
  );
  return calls;
}

describe('payment page', () => {
  it('counts down on the server clock and makes the payment’s policy the selected one', async () => {
    renderCheckout();
    expect(await screen.findByText('3935 8000 8123 4567')).toBeTruthy();
    // server_time 10:06, expires the next day at 10:05: 23:59 left whatever the device says.
    expect(screen.getByRole('timer').textContent).toMatch(/^23:5[89]:\d\d$/);
    await waitFor(() => expect(getSelectedPolicy()).toBe('KS23000456'));
  });

  it('copies the VA number and says so', async () => {
    const user = userEvent.setup(); // gives the page a clipboard
    renderCheckout();
    await user.click(await screen.findByRole('button', { name: 'Salin nomor virtual account' }));
    expect(await navigator.clipboard.readText()).toBe('3935800081234567');
    expect(await screen.findByText('Nomor virtual account disalin')).toBeTruthy();
  });

  it('polls while pending and stops once paid', { timeout: 15_000 }, async () => {
    const calls = sequence([vaPayment, paidPayment]);
    renderCheckout();
    expect(await screen.findByText('3935 8000 8123 4567')).toBeTruthy();
    expect(await screen.findByText('Pembayaran berhasil', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('BKT-2026-000123')).toBeTruthy();
    expect(calls).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(calls).toHaveLength(2);
  });

  it('makes the policy screens read again once the payment is paid', async () => {
    sequence([vaPayment, paidPayment]);
    const policy = { policy_number: 'KS23000456' };
    const cached = [
      getGetPremiumInfoQueryKey(policy),
      getGetPolicyDetailQueryKey(policy),
      getListPoliciesQueryKey(),
      getListTransactionsQueryKey({ ...policy, page: 1 }),
    ];
    const { client } = renderCheckout();
    for (const key of cached) client.setQueryData(key, { status: 200, data: {} });
    expect(await screen.findByText('3935 8000 8123 4567')).toBeTruthy();
    expect(cached.map((key) => client.getQueryState(key)?.isInvalidated)).toEqual(
      cached.map(() => false),
    );
    expect(await screen.findByText('Pembayaran berhasil', {}, { timeout: 5000 })).toBeTruthy();
    await waitFor(() =>
      expect(cached.map((key) => client.getQueryState(key)?.isInvalidated)).toEqual(
        cached.map(() => true),
      ),
    );
  });

  it('polls only for a pending payment', () => {
    expect(pollInterval('PENDING')).toBe(3000);
    for (const status of ['PAID', 'EXPIRED', 'FAILED', 'CANCELLED'] as const) {
      expect(pollInterval(status)).toBe(false);
    }
  });

  it('fetches once more when the countdown reaches zero', async () => {
    const soon: Payment = {
      ...vaPayment,
      server_time: '2026-11-22T10:06:00+07:00',
      expires_at: '2026-11-22T10:06:01+07:00',
    };
    const expired: Payment = { ...soon, status: 'EXPIRED', status_desc: 'Kedaluwarsa' };
    const calls = sequence([soon, expired]);
    renderCheckout();
    expect(
      await screen.findByText('Waktu pembayaran habis', { selector: 'h2' }, { timeout: 2500 }),
    ).toBeTruthy();
    // Before the 3 s poll: the zero of the countdown asked.
    expect(calls[1]! - calls[0]!).toBeLessThan(2500);
    // Back to the bills of the payment's policy, whichever the page would choose itself.
    expect(screen.getByRole('link', { name: 'Pilih metode lain' }).getAttribute('href')).toBe(
      '/polis/payment?policy=KS23000456',
    );
  });

  it('keeps the payment when the customer says TIDAK', async () => {
    const cancels = vi.fn();
    server.use(http.post('*/payment/cancel', cancels));
    const user = userEvent.setup();
    renderCheckout();
    await user.click(await screen.findByRole('button', { name: 'Batalkan pembayaran' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'TIDAK' }),
    );
    expect(cancels).not.toHaveBeenCalled();
    expect(screen.getByText('3935 8000 8123 4567')).toBeTruthy();
  });

  it('downloads the receipt of a paid payment', async () => {
    server.use(...paymentHandlers({ payments: byId(paidPayment) }));
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:r'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const user = userEvent.setup();
    renderCheckout();
    await user.click(await screen.findByRole('button', { name: 'Unduh Bukti Pembayaran (PDF)' }));
    await waitFor(() => expect(saved).toEqual([`Bukti-Pembayaran-${PENDING_ID}.pdf`]));
    click.mockRestore();
  });
});
