// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { problem } from '../../test/http';
import {
  allDetails,
  KS,
  KS_PORTAL_PAYMENT,
  ksClaim,
  ksPortalPremium,
  ksRefund,
  ulPremium,
} from './testing/fixtures';
import {
  policyListHandler,
  receiptFileName,
  receiptHandler,
  transactionHandlers,
} from './testing/handlers';
import { currentSearch, goBack, renderHistory } from './testing/render';

const server = setupServer(policyListHandler(), ...transactionHandlers(), receiptHandler());
const receiptRequests: string[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  localStorage.setItem('token', 'test-access-token');
  receiptRequests.length = 0;
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/payment/receipt')) receiptRequests.push(request.url);
  });
});
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const read = (el: Element) => el.textContent?.replaceAll('\u00a0', ' ');
const fact = (dialog: HTMLElement, label: string) =>
  read(within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling!);

async function openDetail(description: RegExp) {
  const user = userEvent.setup();
  const [button] = await screen.findAllByRole('button', { name: description });
  await user.click(button!);
  const dialog = await screen.findByRole('dialog', { name: 'Detail Transaksi' });
  await within(dialog).findByText('Nomor transaksi');
  return { user, dialog };
}

describe('transaction detail', () => {
  it('shows a premium payment with its breakdown, without a receipt button', async () => {
    renderHistory('?period=custom&from=2025-12-01&to=2025-12-31');
    const { dialog } = await openDetail(/Detail: Premi bulanan periode 15 Desember 2025/);
    expect(fact(dialog, 'Nomor transaksi')).toBe(ulPremium.transaction_id);
    expect(fact(dialog, 'Tanggal')).toBe('15 Desember 2025 pukul 07.02 WIB');
    expect(fact(dialog, 'Saluran')).toBe('Autodebet Kartu Kredit BCA');
    expect(fact(dialog, 'Nomor referensi')).toBe(ulPremium.reference_number);
    expect(fact(dialog, 'Periode pertanggungan')).toBe('15 Desember 2025 – 14 Januari 2026');
    expect(fact(dialog, 'Nomor polis')).toBe('UL24000123');
    expect(read(within(dialog).getByText(/Rp 750\.000/, { selector: '.trx-amount' }))).toBe(
      '- Rp 750.000',
    );
    const breakdown = within(dialog).getByRole('region', { name: 'Rincian' });
    const rows = within(breakdown)
      .getAllByRole('row')
      .slice(1)
      .map((row) => read(row));
    expect(rows).toEqual([
      'Premi dasarRp 550.000',
      'Premi asuransi tambahanRp 200.000',
      'TotalRp 750.000',
    ]);
    expect(within(dialog).queryByRole('button', { name: /Unduh Bukti/ })).toBeNull();
    expect(within(dialog).queryByText('Nomor pembayaran')).toBeNull();
  });

  it('shows a claim payout with its negative line and notes', async () => {
    renderHistory('', KS);
    const { dialog } = await openDetail(/Detail: Klaim rawat inap Dimas Santoso/);
    expect(read(within(dialog).getByText(/8\.450\.000/, { selector: '.trx-amount' }))).toBe(
      '+ Rp 8.450.000',
    );
    expect(within(dialog).getByText('Diterima nasabah')).toBeInTheDocument();
    expect(fact(dialog, 'Nomor referensi')).toBe('KLM-2026-000341');
    expect(fact(dialog, 'Periode pertanggungan')).toBe('–');
    const minus = within(dialog).getByText('Tidak dijamin (biaya administrasi rumah sakit)');
    expect(read(minus.closest('tr')!)).toContain('- Rp 750.000');
    expect(minus.closest('tr')).toHaveClass('trx-breakdown__minus');
    expect(within(dialog).getByText(ksClaim.notes!)).toBeInTheDocument();
  });

  it("shows money given back as 'Dana dikembalikan' received, without a receipt", async () => {
    server.use(...transactionHandlers({ transactions: [...allDetails, ksRefund] }));
    renderHistory('', KS);
    const [row] = await screen.findAllByRole('button', {
      name: /Detail: Dana dikembalikan PAY-20261122-K7M3Q9XA/,
    });
    expect(read(row!.closest('tr')!)).toContain('Dana dikembalikan');
    expect(read(row!.closest('tr')!)).toContain('+ Rp 1.250.000');
    const { dialog } = await openDetail(/Detail: Dana dikembalikan PAY-20261122-K7M3Q9XA/);
    expect(read(within(dialog).getByText(/1\.250\.000/, { selector: '.trx-amount' }))).toBe(
      '+ Rp 1.250.000',
    );
    expect(within(dialog).getByText('Diterima nasabah')).toBeInTheDocument();
    expect(fact(dialog, 'Nomor referensi')).toBe('rfd_4be1c09d7a2f3e58');
    expect(fact(dialog, 'Nomor pembayaran')).toBe('PAY-20261122-K7M3Q9XA');
    // The payment whose money went back was never paid in the portal: no receipt to offer.
    expect(within(dialog).queryByRole('button', { name: /Unduh Bukti/ })).toBeNull();
  });

  it('closes with Esc and with the close button', async () => {
    renderHistory('', KS);
    const { user } = await openDetail(/Detail: Klaim rawat jalan Rina Santoso/);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const { dialog } = await openDetail(/Detail: Klaim rawat jalan Rina Santoso/);
    const closers = within(dialog).getAllByRole('button', { name: 'Tutup' });
    expect(closers).toHaveLength(2);
    await user.click(closers[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is in the URL: Back closes it and keeps the filters (phones show it full screen)', async () => {
    renderHistory('?type=PREMIUM_PAYMENT', KS);
    await openDetail(/Detail: Premi triwulanan periode 1 Juli 2026/);
    expect(currentSearch()).toBe(`?type=PREMIUM_PAYMENT&detail=${ksPortalPremium.transaction_id}`);
    goBack();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(currentSearch()).toBe('?type=PREMIUM_PAYMENT');
  });

  it('closing it goes back to the list as it was; a link to it opens it directly', async () => {
    const { unmount } = renderHistory('?type=PREMIUM_PAYMENT', KS);
    const { user, dialog } = await openDetail(/Detail: Premi triwulanan periode 1 Juli 2026/);
    await user.click(within(dialog).getAllByRole('button', { name: 'Tutup' })[0]!);
    await waitFor(() => expect(currentSearch()).toBe('?type=PREMIUM_PAYMENT'));
    unmount();

    renderHistory(`?detail=${ksClaim.transaction_id}`, KS);
    const linked = await screen.findByRole('dialog', { name: 'Detail Transaksi' });
    expect(await within(linked).findByText(ksClaim.description)).toBeInTheDocument();
    await userEvent.click(within(linked).getAllByRole('button', { name: 'Tutup' })[1]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(currentSearch()).toBe(''); // replaced: Back does not reopen it
  });

  it('downloads the receipt of a portal payment under the server’s file name', async () => {
    const created = vi.fn((_blob: Blob) => 'blob:receipt');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    renderHistory('', KS);
    const { user, dialog } = await openDetail(/Detail: Premi triwulanan periode 1 Juli 2026/);
    expect(fact(dialog, 'Saluran')).toBe(ksPortalPremium.channel);
    // The payment number the customer saw on the payment page and on the receipt.
    expect(fact(dialog, 'Nomor pembayaran')).toBe(KS_PORTAL_PAYMENT);
    await user.click(within(dialog).getByRole('button', { name: 'Unduh Bukti Pembayaran (PDF)' }));

    const name = receiptFileName(KS_PORTAL_PAYMENT);
    expect(
      await within(dialog).findByText(`Bukti pembayaran disimpan sebagai ${name}.`),
    ).toBeInTheDocument();
    expect(saved).toEqual([name]);
    expect(receiptRequests).toHaveLength(1);
    expect(new URL(receiptRequests[0]!).searchParams.get('payment_id')).toBe(KS_PORTAL_PAYMENT);
    const blob = created.mock.calls[0]![0];
    expect(await blob.text()).toMatch(/^%PDF-/);
  });

  it('shows the server’s message when the receipt cannot be downloaded', async () => {
    server.use(
      http.get('*/payment/receipt', () =>
        problem(422, 'Bukti pembayaran hanya tersedia untuk pembayaran yang berhasil.'),
      ),
    );
    renderHistory('', KS);
    const { user, dialog } = await openDetail(/Detail: Premi triwulanan periode 1 Juli 2026/);
    await user.click(within(dialog).getByRole('button', { name: 'Unduh Bukti Pembayaran (PDF)' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Bukti pembayaran hanya tersedia untuk pembayaran yang berhasil.',
    );
  });

  it('shows the server’s message with Coba lagi when the detail fails', async () => {
    const user = userEvent.setup();
    let failures = 2;
    server.use(
      http.get('*/transaction/detail', () =>
        failures-- > 0 ? problem(503, 'Layanan sedang dalam pemeliharaan.') : undefined,
      ),
    );
    renderHistory('', KS);
    const [button] = await screen.findAllByRole('button', { name: /Detail: Biaya cetak ulang/ });
    await user.click(button!);
    const dialog = await screen.findByRole('dialog', { name: 'Detail Transaksi' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Layanan sedang dalam pemeliharaan.');
    await user.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(await within(dialog).findByText('Nomor transaksi')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Kartu lama hilang; kartu baru berlaku sampai 30 Juni 2027.'),
    ).toBeInTheDocument();
  });
});
