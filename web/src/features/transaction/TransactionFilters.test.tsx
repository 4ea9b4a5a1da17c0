// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { dateMessages } from '../../components/date/messages';
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
const period = () => screen.getByRole('combobox', { name: 'Periode' });
const type = () => screen.getByRole('combobox', { name: 'Jenis transaksi' });

describe('Riwayat Transaksi: filters', () => {
  it('reads the filters from the URL and sends them', async () => {
    renderHistory('?period=6m&type=FEE');
    expect(await screen.findByText('12 transaksi')).toBeInTheDocument();
    expect(period()).toHaveValue('6m');
    expect(type()).toHaveValue('FEE');
    expect(lastRequest()).toEqual({
      policy_number: UL,
      period: 'LAST_6_MONTHS',
      type: 'FEE',
      page: '1',
      size: '20',
    });
  });

  it('offers the first page when the page in the URL is past the last one', async () => {
    const user = userEvent.setup();
    renderHistory('?period=3m&type=FEE&page=2');
    expect(await screen.findByText('Halaman ini tidak berisi transaksi.')).toBeInTheDocument();
    expect(lastRequest()).toMatchObject({ period: 'LAST_3_MONTHS', type: 'FEE', page: '2' });
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
    await waitFor(() => expect(lastRequest().period).toBe('LAST_30_DAYS'));
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
  /** A date typed over the one shown, as a person does: dd/mm/yyyy. */
  const retype = async (
    user: ReturnType<typeof userEvent.setup>,
    field: HTMLElement,
    date: string,
  ) => {
    await user.clear(field);
    await user.type(field, date);
  };

  it('starts from the period shown and applies valid dates', async () => {
    const user = userEvent.setup();
    renderHistory('?period=3m');
    await table();
    await user.selectOptions(period(), 'Pilih tanggal');
    expect(currentSearch()).toBe('?period=custom&from=2026-08-23&to=2026-11-22');
    expect(from()).toHaveValue('23/08/2026');

    await retype(user, from(), '01/06/2026');
    await retype(user, to(), '30/06/2026');
    await user.click(screen.getByRole('button', { name: 'Tampilkan' }));
    expect(currentSearch()).toBe('?period=custom&from=2026-06-01&to=2026-06-30');
    await waitFor(() =>
      expect(lastRequest()).toMatchObject({ date_from: '2026-06-01', date_to: '2026-06-30' }),
    );
    expect(await screen.findByText('4 transaksi')).toBeInTheDocument();
  });

  it('a date can be chosen in the calendar, which opens on the date shown', async () => {
    const user = userEvent.setup();
    renderHistory('?period=3m');
    await table();
    await user.selectOptions(period(), 'Pilih tanggal');
    await user.click(screen.getByRole('button', { name: 'Pilih tanggal awal di kalender' }));
    const calendar = await screen.findByRole('dialog', { name: 'Kalender tanggal awal' });
    expect(within(calendar).getByRole('heading')).toHaveTextContent('Agustus 2026');
    expect(document.activeElement).toHaveAccessibleName('Minggu, 23 Agustus 2026');
    await user.keyboard('{PageUp}{Enter}');
    expect(from()).toHaveValue('23/07/2026');
    await user.click(screen.getByRole('button', { name: 'Tampilkan' }));
    expect(currentSearch()).toBe('?period=custom&from=2026-07-23&to=2026-11-22');
  });

  it('refuses a start after the end, inline, without a request', async () => {
    const user = userEvent.setup();
    renderHistory('?period=custom&from=2026-06-01&to=2026-06-30');
    await table();
    const sent = requests.length;
    await retype(user, from(), '01/07/2026');
    await user.click(screen.getByRole('button', { name: 'Tampilkan' }));
    expect(screen.getByText('Tanggal awal tidak boleh setelah tanggal akhir.')).toBeInTheDocument();
    expect(from()).toHaveAttribute('aria-invalid', 'true');
    expect(from()).toHaveAccessibleDescription(
      `Tanggal awal tidak boleh setelah tanggal akhir. ${dateMessages.format}`,
    );
    expect(currentSearch()).toBe('?period=custom&from=2026-06-01&to=2026-06-30');
    expect(requests).toHaveLength(sent);

    // Correcting the date clears the message.
    await retype(user, from(), '15/06/2026');
    expect(screen.queryByText('Tanggal awal tidak boleh setelah tanggal akhir.')).toBeNull();
  });

  it('refuses more than five years', async () => {
    const user = userEvent.setup();
    renderHistory('?period=custom&from=2026-06-01&to=2026-06-30');
    await table();
    await retype(user, from(), '01/01/2020');
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
