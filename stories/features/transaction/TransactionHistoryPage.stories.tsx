import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import TransactionHistoryPage from '../../../web/src/features/transaction/TransactionHistoryPage';
import { DEMO_TODAY, KS, UL } from '../../../web/src/features/transaction/testing/fixtures';
import { failing, pending } from '../../support/handlers';
import { page } from '../../support/page';
import { viewport } from '../../support/viewports';

const meta = {
  title: 'Riwayat Transaksi/Daftar',
  component: TransactionHistoryPage,
  // The demo data ends on 22 November 2026: that is "today" in every story.
  args: { today: DEMO_TODAY },
  parameters: { portal: { path: '/transaction-history', signedIn: true, selectedPolicy: UL } },
  globals: viewport('desktop'),
} satisfies Meta<typeof TransactionHistoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (path: string, selectedPolicy = UL) => ({
  portal: { path, signedIn: true, selectedPolicy },
});
const read = (el: Element) => el.textContent?.replaceAll('\u00a0', ' ') ?? '';
const openButtons = (scope: HTMLElement) =>
  within(scope).getAllByRole('button', { name: /^Detail: / });

/** The unit link policy's last 12 months: 39 transactions on 2 pages, grouped by month. */
export const UnitLinkDuaHalaman: Story = {
  play: async ({ userEvent }) => {
    await expect(
      await page().findByRole('heading', { level: 1, name: 'Riwayat Transaksi TManKu' }),
    ).toBeInTheDocument();
    const policy = page().getByRole('region', { name: 'Polis' });
    await expect(
      await within(policy).findByText('Sentosa Link Proteksi Maksima'),
    ).toBeInTheDocument();
    await expect(within(policy).getByText('UL24000123')).toBeVisible();
    // The way to the history of data updates.
    await expect(
      page().getByRole('link', { name: 'Lihat Riwayat Pengajuan Pengkinian Data' }),
    ).toHaveAttribute('href', '/transaction-history/detail-kyc');
    const table = await page().findByRole('table');
    const rows = openButtons(table);
    await expect(rows).toHaveLength(20);
    await expect(page().getByText('39 transaksi')).toBeInTheDocument();
    await expect(page().getByText(/23 November 2025 – 22 November 2026/)).toBeInTheDocument();
    await expect(within(table).getByText('November 2026')).toBeInTheDocument();
    await expect(page().getByText('Halaman 1 dari 2')).toBeInTheDocument();
    // Month headings, the newest first; time in WIB; the sign by flow.
    const months = within(table)
      .getAllByRole('columnheader')
      .filter((th) => th.getAttribute('colspan') === '5');
    await expect(months.map((th) => th.textContent)).toEqual([
      'November 2026',
      'Oktober 2026',
      'September 2026',
      'Agustus 2026',
      'Juli 2026',
      'Juni 2026',
    ]);
    const first = rows[0]!.closest('tr')!;
    await expect(
      within(first).getByText('Biaya asuransi (cost of insurance) bulanan'),
    ).toBeVisible();
    await expect(within(first).getByText('15 Nov 2026, 23.55 WIB')).toBeVisible();
    await expect(read(within(first).getByText(/Rp 186/))).toBe('- Rp 186.400');

    await userEvent.click(page().getByRole('button', { name: /Berikutnya/ }));
    await expect(await page().findByText('Halaman 2 dari 2')).toBeInTheDocument();
    await expect(openButtons(await page().findByRole('table'))).toHaveLength(19);
    await expect(page().getByText('Desember 2025')).toBeInTheDocument();
  },
};

/** The same list on a phone: stacked cards under month headings, no table. */
export const UnitLinkPonsel: Story = {
  globals: viewport('phone'),
  play: async () => {
    const month = await page().findByRole('region', { name: 'November 2026' });
    await expect(page().queryByRole('table')).toBeNull();
    const cards = within(month).getAllByRole('button');
    await expect(cards).toHaveLength(3);
    await expect(read(cards[2]!)).toContain('- Rp 750.000');
    await expect(page().getByText('Halaman 1 dari 2')).toBeInTheDocument();
  },
};

/** The family health policy: premiums, a card fee and two claim payouts (+, green). */
export const KesehatanDenganKlaim: Story = {
  parameters: at('/transaction-history', KS),
  play: async () => {
    const table = await page().findByRole('table');
    await expect(page().getByText('6 transaksi')).toBeInTheDocument();
    await expect(
      await within(page().getByRole('region', { name: 'Polis' })).findByText(
        'Sentosa Medika Keluarga',
      ),
    ).toBeInTheDocument();
    const payouts = within(table).getAllByText(/^\+/);
    await expect(payouts.map(read)).toEqual(['+ Rp 1.275.000', '+ Rp 8.450.000']);
    await expect(payouts[1]).toHaveAttribute('data-flow', 'IN');
    await expect(payouts[1]).toHaveClass('trx-amount--in');
    await expect(getComputedStyle(payouts[0]!).color).toBe('rgb(30, 123, 79)');
    await expect(within(table).getAllByText('Pembayaran Klaim')).toHaveLength(2);
    await expect(
      page().queryByRole('navigation', { name: 'Halaman riwayat transaksi' }),
    ).toBeNull();
  },
};

/** The health policy on a phone. */
export const KesehatanPonsel: Story = {
  parameters: at('/transaction-history', KS),
  globals: viewport('phone'),
  play: async () => {
    const february = await page().findByRole('region', { name: 'Februari 2026' });
    await expect(page().queryByRole('table')).toBeNull();
    const card = within(february).getByRole('button', { name: /Klaim rawat inap Dimas Santoso/ });
    await expect(read(card)).toContain('+ Rp 8.450.000');
    await expect(read(card)).toContain(
      '18 Feb 2026, 14.30 WIB · Transfer ke Rekening BCA ****4521',
    );
  },
};

/** Only fees ('?type=FEE'): 24 rows, every badge 'Biaya'. */
export const DisaringJenis: Story = {
  parameters: at('/transaction-history?type=FEE'),
  play: async () => {
    const table = await page().findByRole('table');
    await expect(page().getByText('24 transaksi')).toBeInTheDocument();
    await expect(page().getByRole('combobox', { name: 'Jenis transaksi' })).toHaveValue('FEE');
    const badges = table.querySelectorAll('.trx-badge');
    await expect([...new Set([...badges].map((b) => b.textContent))]).toEqual(['Biaya']);
  },
};

/** 'Pilih tanggal': June 2026 shows 4 transactions; a start after the end is refused. */
export const PeriodeKustom: Story = {
  parameters: at('/transaction-history?period=custom&from=2026-06-01&to=2026-06-30'),
  play: async ({ userEvent }) => {
    await page().findByRole('table');
    await expect(page().getByText('4 transaksi')).toBeInTheDocument();
    await expect(page().getByRole('combobox', { name: 'Periode' })).toHaveValue('custom');
    const from = page().getByLabelText('Tanggal awal');
    await userEvent.clear(from);
    await userEvent.type(from, '15/07/2026');
    await userEvent.click(page().getByRole('button', { name: 'Tampilkan' }));
    await expect(
      await page().findByText('Tanggal awal tidak boleh setelah tanggal akhir.'),
    ).toBeInTheDocument();
    await expect(from).toHaveAttribute('aria-invalid', 'true');
    // The list still shows the last valid period.
    await expect(page().getByText('4 transaksi')).toBeInTheDocument();
  },
};

/** 'Pilih tanggal': the end date's calendar, in Indonesian, Monday first, on the date shown. */
export const PeriodeKustomKalender: Story = {
  parameters: at('/transaction-history?period=custom&from=2026-06-01&to=2026-06-30'),
  play: async ({ userEvent }) => {
    await expect(await page().findByText('4 transaksi')).toBeInTheDocument();
    await userEvent.click(page().getByRole('button', { name: 'Pilih tanggal akhir di kalender' }));
    const calendar = await page().findByRole('dialog', { name: 'Kalender tanggal akhir' });
    await expect(within(calendar).getByRole('heading')).toHaveTextContent('Juni 2026');
    await waitFor(() =>
      expect(within(calendar).getByRole('button', { name: 'Selasa, 30 Juni 2026' })).toHaveFocus(),
    );
    // Within the screen, also when the field is the right one of a phone's two columns.
    const box = calendar.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

export const PeriodeKustomKalenderPonsel: Story = {
  ...PeriodeKustomKalender,
  globals: viewport('phone'),
};

/** A period without any transaction. */
export const Kosong: Story = {
  parameters: at('/transaction-history?period=custom&from=2025-01-01&to=2025-06-30'),
  play: async () => {
    await expect(
      await page().findByText('Belum ada transaksi pada periode ini.'),
    ).toBeInTheDocument();
    await expect(page().getByText('0 transaksi')).toBeInTheDocument();
    await expect(page().queryByRole('table')).toBeNull();
  },
};

/** No top-up in the last 30 days; 'Hapus filter' shows every type again. */
export const KosongDisaring: Story = {
  parameters: at('/transaction-history?period=30d&type=TOP_UP'),
  play: async ({ userEvent }) => {
    await expect(
      await page().findByText('Tidak ada transaksi Top-up Premi pada periode ini.'),
    ).toBeInTheDocument();
    await userEvent.click(page().getByRole('button', { name: 'Hapus filter' }));
    await expect(await page().findByText('3 transaksi')).toBeInTheDocument();
    await expect(page().getByRole('combobox', { name: 'Jenis transaksi' })).toHaveValue('');
  },
};

/** The list is loading: placeholders, the list busy. */
export const Memuat: Story = {
  beforeEach: ({ msw }) => msw.use(pending('get', '*/transaction/list')),
  play: async () => {
    await expect(await page().findByText('Memuat riwayat transaksi…')).toBeInTheDocument();
    await expect(page().getByRole('region', { name: 'Daftar transaksi' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The list fails: the server's message inline with 'Coba lagi', no popup. */
export const GagalDimuat: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      failing(
        'get',
        '*/transaction/list',
        503,
        'Layanan riwayat transaksi sedang dalam pemeliharaan. Silakan coba kembali beberapa saat lagi.',
      ),
    ),
  play: async () => {
    const alert = await page().findByRole('alert');
    await expect(alert).toHaveTextContent('Layanan riwayat transaksi sedang dalam pemeliharaan.');
    await expect(within(alert).getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
  },
};

/** The error on a phone. */
export const GagalDimuatPonsel: Story = {
  ...GagalDimuat,
  globals: viewport('phone'),
};
