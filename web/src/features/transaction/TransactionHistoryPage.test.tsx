// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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
const period = () => screen.getByRole('combobox', { name: 'Periode' });
const type = () => screen.getByRole('combobox', { name: 'Jenis transaksi' });

describe('Riwayat Transaksi: list', () => {
  it('shows the unit link policy’s last 12 months, newest first, 20 per page', async () => {
    renderHistory();
    const rows = within(await table()).getAllByRole('button', { name: /^Detail: / });
    expect(rows).toHaveLength(20);
    expect(lastRequest()).toEqual({
      policy_number: UL,
      date_from: '2025-11-23',
      date_to: '2026-11-22',
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

describe('Riwayat Transaksi: filters', () => {
  it('reads the filters from the URL and sends them', async () => {
    renderHistory('?period=6m&type=FEE');
    expect(await screen.findByText('12 transaksi')).toBeInTheDocument();
    expect(period()).toHaveValue('6m');
    expect(type()).toHaveValue('FEE');
    expect(lastRequest()).toEqual({
      policy_number: UL,
      date_from: '2026-05-23',
      date_to: '2026-11-22',
      type: 'FEE',
      page: '1',
      size: '20',
    });
  });

  it('offers the first page when the page in the URL is past the last one', async () => {
    const user = userEvent.setup();
    renderHistory('?period=3m&type=FEE&page=2');
    expect(await screen.findByText('Halaman ini tidak berisi transaksi.')).toBeInTheDocument();
    expect(lastRequest()).toMatchObject({ date_from: '2026-08-23', type: 'FEE', page: '2' });
    await user.click(screen.getByRole('button', { name: 'Ke halaman pertama' }));
    expect(currentSearch()).toBe('?period=3m&type=FEE');
    expect(within(await table()).getAllByRole('button', { name: /^Detail: / })).toHaveLength(6);
  });

  it('writes a changed filter to the URL and starts again at page 1', async () => {
    const user = userEvent.setup();
    renderHistory('?page=2');
    await screen.findByText('Halaman 2 dari 2');
    await user.selectOptions(type(), 'Top-up Premi');
    expect(currentSearch()).toBe('?type=TOP_UP');
    await waitFor(() => expect(lastRequest()).toMatchObject({ type: 'TOP_UP', page: '1' }));
    expect(await screen.findByText('2 transaksi')).toBeInTheDocument();

    await user.selectOptions(period(), '30 hari terakhir');
    expect(currentSearch()).toBe('?period=30d&type=TOP_UP');
    await waitFor(() => expect(lastRequest().date_from).toBe('2026-10-24'));
    expect(
      await screen.findByText('Tidak ada transaksi Top-up Premi pada periode ini.'),
    ).toBeInTheDocument();

    // Back restores the previous filters, and the list with them.
    goBack();
    expect(await screen.findByText('2 transaksi')).toBeInTheDocument();
    expect(period()).toHaveValue('12m');
  });

  it('clears the type filter from the filtered empty state', async () => {
    const user = userEvent.setup();
    renderHistory('?period=30d&type=CLAIM_PAYOUT');
    expect(
      await screen.findByText('Tidak ada transaksi Pembayaran Klaim pada periode ini.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hapus filter' }));
    expect(currentSearch()).toBe('?period=30d');
    expect(await screen.findByText('3 transaksi')).toBeInTheDocument();
  });

  it('says so when the period has no transaction at all', async () => {
    renderHistory('?period=custom&from=2025-01-01&to=2025-06-30');
    expect(await screen.findByText('Belum ada transaksi pada periode ini.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hapus filter' })).toBeNull();
  });
});

describe('Riwayat Transaksi: custom period', () => {
  const from = () => screen.getByLabelText('Tanggal awal');
  const to = () => screen.getByLabelText('Tanggal akhir');

  it('starts from the period shown and applies valid dates', async () => {
    const user = userEvent.setup();
    renderHistory('?period=3m');
    await table();
    await user.selectOptions(period(), 'Pilih tanggal');
    expect(currentSearch()).toBe('?period=custom&from=2026-08-23&to=2026-11-22');
    expect(from()).toHaveValue('2026-08-23');

    fireEvent.change(from(), { target: { value: '2026-06-01' } });
    fireEvent.change(to(), { target: { value: '2026-06-30' } });
    await user.click(screen.getByRole('button', { name: 'Tampilkan' }));
    expect(currentSearch()).toBe('?period=custom&from=2026-06-01&to=2026-06-30');
    await waitFor(() =>
      expect(lastRequest()).toMatchObject({ date_from: '2026-06-01', date_to: '2026-06-30' }),
    );
    expect(await screen.findByText('4 transaksi')).toBeInTheDocument();
  });

  it('refuses a start after the end, inline, without a request', async () => {
    const user = userEvent.setup();
    renderHistory('?period=custom&from=2026-06-01&to=2026-06-30');
    await table();
    const sent = requests.length;
    fireEvent.change(from(), { target: { value: '2026-07-01' } });
    await user.click(screen.getByRole('button', { name: 'Tampilkan' }));
    expect(screen.getByText('Tanggal awal tidak boleh setelah tanggal akhir.')).toBeInTheDocument();
    expect(from()).toHaveAttribute('aria-invalid', 'true');
    expect(from()).toHaveAccessibleDescription('Tanggal awal tidak boleh setelah tanggal akhir.');
    expect(currentSearch()).toBe('?period=custom&from=2026-06-01&to=2026-06-30');
    expect(requests).toHaveLength(sent);

    // Correcting the date clears the message.
    fireEvent.change(from(), { target: { value: '2026-06-15' } });
    expect(screen.queryByText('Tanggal awal tidak boleh setelah tanggal akhir.')).toBeNull();
  });

  it('refuses more than five years', async () => {
    const user = userEvent.setup();
    renderHistory('?period=custom&from=2026-06-01&to=2026-06-30');
    await table();
    fireEvent.change(from(), { target: { value: '2020-01-01' } });
    await user.click(screen.getByRole('button', { name: 'Tampilkan' }));
    expect(
      screen.getByText('Periode riwayat transaksi paling panjang 5 tahun.'),
    ).toBeInTheDocument();
  });

  it('shows the error of an invalid address and asks nothing', async () => {
    renderHistory('?period=custom&from=2026-07-01&to=2026-06-01');
    expect(
      await screen.findByText('Tanggal awal tidak boleh setelah tanggal akhir.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Daftar transaksi' })).toBeNull();
    expect(requests).toHaveLength(0);
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
