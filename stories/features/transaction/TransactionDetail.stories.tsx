import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import TransactionHistoryPage from '../../../web/src/features/transaction/TransactionHistoryPage';
import {
  allDetails,
  DEMO_TODAY,
  KS,
  KS_PORTAL_PAYMENT,
  ksRefund,
  UL,
  ulSwitch,
} from '../../../web/src/features/transaction/testing/fixtures';
import {
  receiptFileName,
  receiptHandler,
  transactionHandlers,
} from '../../../web/src/features/transaction/testing/handlers';
import { failing, pending } from '../../support/handlers';
import { page } from '../../support/page';
import { viewport } from '../../support/viewports';

const meta = {
  title: 'Riwayat Transaksi/Detail',
  component: TransactionHistoryPage,
  args: { today: DEMO_TODAY },
  parameters: { portal: { path: '/transaction-history', signedIn: true, selectedPolicy: UL } },
  globals: viewport('desktop'),
} satisfies Meta<typeof TransactionHistoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Play = NonNullable<Story['play']>;
type UserEvent = Parameters<Play>[0]['userEvent'];

const at = (path: string, selectedPolicy = UL) => ({
  portal: { path, signedIn: true, selectedPolicy },
});
const read = (el: Element) => el.textContent?.replaceAll('\u00a0', ' ') ?? '';
const fact = (dialog: HTMLElement, label: string) =>
  read(within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling!);

/** Opens the first row whose description matches and waits for the loaded detail. */
async function open(userEvent: UserEvent, description: RegExp) {
  const [row] = await page().findAllByRole('button', { name: description });
  await userEvent.click(row!);
  const dialog = await page().findByRole('dialog', { name: 'Detail Transaksi' });
  await within(dialog).findByText('Nomor transaksi');
  return dialog;
}

/** A monthly premium by credit-card autodebit: period and the breakdown; no receipt. */
export const PremiDenganRincian: Story = {
  parameters: at('/transaction-history?period=30d'),
  play: async ({ userEvent }) => {
    const dialog = await open(userEvent, /Premi bulanan periode 15 November 2026/);
    await expect(fact(dialog, 'Periode pertanggungan')).toBe('15 November 2026 – 14 Desember 2026');
    await expect(fact(dialog, 'Saluran')).toBe('Autodebet Kartu Kredit BCA');
    await expect(fact(dialog, 'Tanggal')).toBe('15 November 2026 pukul 07.02 WIB');
    const breakdown = within(dialog).getByRole('region', { name: 'Rincian' });
    await expect(read(breakdown)).toContain('Premi dasarRp 550.000');
    await expect(read(breakdown)).toContain('TotalRp 750.000');
    await expect(within(dialog).queryByRole('button', { name: /Unduh Bukti/ })).toBeNull();
  },
};

/** A claim payout (+, received) with a deduction line and notes. */
export const PembayaranKlaim: Story = {
  parameters: at('/transaction-history', KS),
  play: async ({ userEvent }) => {
    const dialog = await open(userEvent, /Klaim rawat inap Dimas Santoso/);
    await expect(read(dialog.querySelector('.trx-detail__amount')!)).toBe('+ Rp 8.450.000');
    await expect(within(dialog).getByText('Diterima nasabah')).toBeInTheDocument();
    const minus = within(dialog).getByText('Tidak dijamin (biaya administrasi rumah sakit)');
    await expect(read(minus.closest('tr')!)).toContain('- Rp 750.000');
    await expect(
      within(dialog).getByText('Demam berdarah dengue, rawat inap 12-15 Februari 2026.'),
    ).toBeInTheDocument();
  },
};

/** The claim payout on a phone: the modal fits the screen. */
export const PembayaranKlaimPonsel: Story = {
  ...PembayaranKlaim,
  globals: viewport('phone'),
};

/** The July premium paid through the portal: its payment number, and 'Unduh Bukti Pembayaran
 * (PDF)' saves the PDF. */
export const PembayaranPortalDenganBukti: Story = {
  parameters: at('/transaction-history', KS),
  beforeEach: ({ msw }) => msw.use(receiptHandler()),
  play: async ({ userEvent }) => {
    const dialog = await open(userEvent, /Premi triwulanan periode 1 Juli 2026/);
    await expect(fact(dialog, 'Saluran')).toBe('BCA Virtual Account (Portal TManKu)');
    await expect(fact(dialog, 'Nomor pembayaran')).toBe(KS_PORTAL_PAYMENT);
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Unduh Bukti Pembayaran (PDF)' }),
    );
    await expect(
      await within(dialog).findByText(
        `Bukti pembayaran disimpan sebagai ${receiptFileName(KS_PORTAL_PAYMENT)}.`,
      ),
    ).toBeInTheDocument();
  },
};

/** The receipt cannot be downloaded: the server's message under the button. */
export const BuktiGagalDiunduh: Story = {
  parameters: at('/transaction-history', KS),
  beforeEach: ({ msw }) =>
    msw.use(
      failing(
        'get',
        '*/payment/receipt',
        422,
        'Bukti pembayaran hanya tersedia untuk pembayaran yang berhasil.',
      ),
    ),
  play: async ({ userEvent }) => {
    const dialog = await open(userEvent, /Premi triwulanan periode 1 Juli 2026/);
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Unduh Bukti Pembayaran (PDF)' }),
    );
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Bukti pembayaran hanya tersedia untuk pembayaran yang berhasil.',
    );
  },
};

/** Esc closes the modal. */
export const TutupDenganEsc: Story = {
  parameters: at('/transaction-history', KS),
  play: async ({ userEvent }) => {
    await open(userEvent, /Biaya cetak ulang kartu kesehatan/);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
  },
};

/** The detail is loading. */
export const MemuatDetail: Story = {
  beforeEach: ({ msw }) => msw.use(pending('get', '*/transaction/detail')),
  play: async ({ userEvent }) => {
    const [row] = await page().findAllByRole('button', { name: /^Detail: / });
    await userEvent.click(row!);
    const dialog = await page().findByRole('dialog', { name: 'Detail Transaksi' });
    await expect(await within(dialog).findByText('Memuat detail transaksi…')).toBeInTheDocument();
  },
};

/** The detail fails: the server's message with 'Coba lagi' inside the modal. */
export const DetailGagal: Story = {
  beforeEach: ({ msw }) =>
    msw.use(failing('get', '*/transaction/detail', 404, 'Data yang Anda cari tidak ditemukan.')),
  play: async ({ userEvent }) => {
    const [row] = await page().findAllByRole('button', { name: /^Detail: / });
    await userEvent.click(row!);
    const dialog = await page().findByRole('dialog', { name: 'Detail Transaksi' });
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent('Data yang Anda cari tidak ditemukan.');
    await expect(within(alert).getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
  },
};

/**
 * Money given back (the refund desk refunded a late transfer): 'Dana dikembalikan', received
 * by the customer, with the gateway's refund reference; the payment it came for has no receipt.
 */
export const DanaDikembalikan: Story = {
  parameters: at('/transaction-history', KS),
  beforeEach: ({ msw }) =>
    msw.use(...transactionHandlers({ transactions: [...allDetails, ksRefund] })),
  play: async ({ userEvent }) => {
    const dialog = await open(userEvent, /Dana dikembalikan PAY-20261122-K7M3Q9XA/);
    await expect(read(within(dialog).getByText(/1\.250\.000/, { selector: '.trx-amount' }))).toBe(
      '+ Rp 1.250.000',
    );
    // The dialog fades in: seen once the fade has ended.
    await waitFor(() => expect(within(dialog).getByText('Diterima nasabah')).toBeVisible());
    await expect(fact(dialog, 'Nomor referensi')).toBe(ksRefund.reference_number);
    await expect(within(dialog).queryByRole('button', { name: /Unduh Bukti/ })).toBeNull();
  },
};

/** The same on a phone: the history's card with its badge and the amount received. */
export const DanaDikembalikanPonsel: Story = {
  ...DanaDikembalikan,
  globals: viewport('phone'),
};

/** A fund switch: money moved inside the policy, without a sign, neither paid nor received. */
export const PengalihanDana: Story = {
  parameters: at('/transaction-history'),
  globals: viewport('phone'),
  beforeEach: ({ msw }) =>
    msw.use(...transactionHandlers({ transactions: [...allDetails, ulSwitch] })),
  play: async ({ userEvent }) => {
    const dialog = await open(userEvent, /Pengalihan dana SW-20261120-OAIXQ65K/);
    await expect(read(within(dialog).getByText(/5\.845\.306/, { selector: '.trx-amount' }))).toBe(
      'Rp 5.845.306',
    );
    await waitFor(() =>
      expect(within(dialog).getByText('Dialihkan antardana di dalam polis')).toBeVisible(),
    );
    await expect(read(within(dialog).getByRole('region', { name: 'Rincian' }))).toContain(
      'Biaya pengalihanRp 0',
    );
  },
};
