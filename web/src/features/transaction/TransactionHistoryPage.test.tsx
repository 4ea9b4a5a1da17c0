// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { problem } from '../../test/http';
import { KS, UL } from './testing/fixtures';
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

const read = (el: Element) => el.textContent?.replaceAll('\u00a0', ' ');
const lastRequest = () => Object.fromEntries(requests.at(-1) ?? []);
const table = () => screen.findByRole('table');

describe('Riwayat Transaksi: list', () => {
  it('leads to the history of data updates (Riwayat Pengajuan Pengkinian Data)', async () => {
    renderHistory();
    const link = await screen.findByRole('link', {
      name: 'Lihat Riwayat Pengajuan Pengkinian Data',
    });
    expect(link).toHaveAttribute('href', '/transaction-history/detail-kyc');
  });

  it('shows the unit link policy’s last 12 months, newest first, 20 per page', async () => {
    renderHistory();
    const rows = within(await table()).getAllByRole('button', { name: /^Detail: / });
    expect(rows).toHaveLength(20);
    expect(lastRequest()).toEqual({
      policy_number: UL,
      period: 'LAST_12_MONTHS',
      page: '1',
      size: '20',
    });
    expect(screen.getByText('39 transaksi')).toBeInTheDocument();
    expect(screen.getByText(/23 November 2025 – 22 November 2026/)).toBeInTheDocument();
    expect(screen.getByText('Halaman 1 dari 2')).toBeInTheDocument();
    // The selected policy at the top.
    const policy = screen.getByRole('region', { name: 'Polis' });
    expect(await within(policy).findByText('Sentosa Link Proteksi Maksima')).toBeInTheDocument();
    expect(within(policy).getByText('UL24000123')).toBeInTheDocument();

    // Month headings, the newest month first; time in WIB; sign by flow.
    const months = screen
      .getAllByRole('columnheader')
      .filter((th) => th.getAttribute('colspan') === '5');
    expect(months.map((th) => th.textContent)).toEqual([
      'November 2026',
      'Oktober 2026',
      'September 2026',
      'Agustus 2026',
      'Juli 2026',
      'Juni 2026',
    ]);
    const first = rows[0]!.closest('tr')!;
    expect(
      within(first).getByText('Biaya asuransi (cost of insurance) bulanan'),
    ).toBeInTheDocument();
    expect(within(first).getByText('15 Nov 2026, 23.55 WIB')).toBeInTheDocument();
    expect(read(within(first).getByText(/Rp 186/))).toBe('- Rp 186.400');
  });

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

  it('marks money received with a plus (a claim payout on the health policy)', async () => {
    renderHistory('', KS);
    const cell = (await screen.findByText(/Rp 8\.450\.000/)) as HTMLElement;
    expect(read(cell)).toBe('+ Rp 8.450.000');
    expect(cell).toHaveAttribute('data-flow', 'IN');
    expect(cell.className).toContain('trx-amount--in');
    expect(screen.getByText('6 transaksi')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Halaman riwayat transaksi' })).toBeNull();
  });

  it('pages forward and back through the URL', async () => {
    const user = userEvent.setup();
    renderHistory();
    await table();
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

  it('shows stacked cards instead of the table on a phone', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width: 599'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    renderHistory('', KS);
    const month = await screen.findByRole('region', { name: 'Februari 2026' });
    expect(screen.queryByRole('table')).toBeNull();
    const card = within(month).getByRole('button', { name: /Klaim rawat inap Dimas Santoso/ });
    expect(read(card)).toContain('+ Rp 8.450.000');
    expect(read(card)).toContain('18 Feb 2026, 14.30 WIB · Transfer ke Rekening BCA ****4521');
  });
});

describe('Riwayat Transaksi: loading and errors', () => {
  it('shows placeholders while the page loads', async () => {
    server.use(
      http.get('*/transaction/list', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    renderHistory();
    expect(await screen.findByText('Memuat riwayat transaksi…')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Daftar transaksi' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

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
