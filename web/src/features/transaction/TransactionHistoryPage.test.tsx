// @vitest-environment jsdom
// Riwayat Transaksi: the list's requests (policy, period from the server's clock, pages in the
// address), the retry, a refused period and an unknown policy. The list as shown, on a phone,
// the payouts and the placeholders: stories/features/transaction/TransactionHistoryPage
// .stories.tsx.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { problem } from '../../test/http';
import { UL } from './testing/fixtures';
import { policyListHandler, transactionHandlers } from './testing/handlers';
import { currentSearch, goBack, recordListRequests, renderHistory } from './testing/render';

const server = setupServer(policyListHandler(), ...transactionHandlers());
let requests: URLSearchParams[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  localStorage.setItem('token', 'test-access-token');
  requests = recordListRequests(server);
});
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

const lastRequest = () => Object.fromEntries(requests.at(-1) ?? []);
const table = () => screen.findByRole('table');

describe('Riwayat Transaksi: list', () => {
  it('takes the period’s dates from the server, whatever the device’s clock says', async () => {
    // The device is a day and a half behind; the server's today is 22 November 2026.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T01:00:00Z'));
    renderHistory('', UL, { today: null });
    await table();
    vi.useRealTimers();
    expect(lastRequest().date_from).toBeUndefined();
    expect(lastRequest().period).toBe('LAST_12_MONTHS');
    expect(screen.getByText(/23 November 2025 – 22 November 2026/)).toBeInTheDocument();
  });

  it('pages forward and back through the URL', async () => {
    const user = userEvent.setup();
    renderHistory();
    await table();
    expect(lastRequest()).toEqual({
      policy_number: UL,
      period: 'LAST_12_MONTHS',
      page: '1',
      size: '20',
    });
    const pager = screen.getByRole('navigation', { name: 'Halaman riwayat transaksi' });
    expect(within(pager).getByRole('button', { name: /Sebelumnya/ })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: /Berikutnya/ }));
    expect(await screen.findByText('Halaman 2 dari 2')).toBeInTheDocument();
    expect(currentSearch()).toBe('?page=2');
    expect(lastRequest().page).toBe('2');
    expect(within(await table()).getAllByRole('button', { name: /^Detail: / })).toHaveLength(19);
    expect(screen.getByRole('button', { name: /Berikutnya/ })).toBeDisabled();

    goBack();
    expect(await screen.findByText('Halaman 1 dari 2')).toBeInTheDocument();
    expect(currentSearch()).toBe('');
  });
});

describe('Riwayat Transaksi: loading and errors', () => {
  it('shows the server’s message with Coba lagi, and retries', async () => {
    const user = userEvent.setup();
    // Fails twice (the HTTP layer retries a GET once), then answers from the fixtures.
    let failures = 2;
    server.use(
      http.get('*/transaction/list', () =>
        failures-- > 0 ? problem(500, 'Layanan riwayat transaksi sedang sibuk.') : undefined,
      ),
    );
    renderHistory();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Layanan riwayat transaksi sedang sibuk.');
    // No popup on top of the inline error.
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(await table()).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the message of a period the server refuses (422), without a popup', async () => {
    server.use(
      http.get('*/transaction/list', () =>
        problem(422, 'Periode riwayat transaksi paling panjang 5 tahun.'),
      ),
    );
    renderHistory();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Periode riwayat transaksi paling panjang 5 tahun.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers the way back to Data Polis for a policy the server does not know', async () => {
    renderHistory('', 'XX99999999');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Data yang Anda cari tidak ditemukan.');
    expect(within(alert).queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Kembali ke Data Polis' })).toHaveAttribute(
      'href',
      '/polis/detail',
    );
  });
});
