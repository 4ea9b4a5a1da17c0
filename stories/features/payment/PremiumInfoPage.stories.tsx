import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import PremiumInfoPage from '../../../web/src/features/payment/PremiumInfoPage';
import {
  healthInfo,
  healthInfoPending,
  PENDING_ID,
} from '../../../web/src/features/payment/testing/fixtures';
import {
  CONFLICT_MESSAGE,
  policyListHandler,
  UNAVAILABLE_MESSAGE,
} from '../../../web/src/features/payment/testing/handlers';
import { failing, pending, problem } from '../../support/handlers';
import { page } from '../../support/page';
import { viewport } from '../../support/viewports';

/**
 * The page naming `policy` in its address (the switcher, 'Kembali' from a payment). Opened
 * from the menu it chooses itself: PremiumInfoPolicySwitcher.stories.tsx.
 */
const at = (policy: string) => ({
  portal: { path: `/polis/payment?policy=${policy}`, signedIn: true, selectedPolicy: policy },
});

const meta = {
  title: 'Pembayaran Premi/Informasi Pembayaran Premi',
  component: PremiumInfoPage,
  parameters: at('KS23000456'),
  globals: viewport('desktop'),
  // Budi's three policies: the unit link, the health policy in grace, the ended term life.
  beforeEach: ({ msw }) => msw.use(policyListHandler()),
} satisfies Meta<typeof PremiumInfoPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const read = (el: Element | null) => el?.textContent?.replaceAll('\u00a0', ' ') ?? '';
const loaded = () => page().findByRole('heading', { level: 2, name: 'Sentosa Medika Keluarga' });
const bill = (period: RegExp) => page().getByRole('checkbox', { name: period });
const OCT = /1 Okt – 31 Des 2026/;
const JAN = /1 Jan – 31 Mar 2027/;

/**
 * The health policy in its grace period: premium, warning, two unpaid bills (the oldest
 * chosen), the methods by group, the portal payment with its receipt.
 */
export const PilihTagihanDanMetode: Story = {
  play: async ({ userEvent }) => {
    await expect(
      await page().findByRole('heading', { level: 1, name: 'Informasi Pembayaran Premi' }),
    ).toBeInTheDocument();
    await loaded();
    await expect(page().getByText('Rp 1.250.000 / triwulan')).toBeVisible();
    await expect(page().getByRole('note')).toHaveTextContent(
      'Polis dalam masa tenggang. Bayar sebelum 30 November 2026 agar perlindungan tetap aktif.',
    );
    await expect(bill(OCT)).toBeChecked();
    await expect(page().getByText('Lewat jatuh tempo')).toBeVisible();
    for (const group of ['Virtual Account', 'QRIS', 'Dompet Digital']) {
      await expect(page().getByRole('group', { name: group })).toBeVisible();
    }
    const va = within(page().getByRole('group', { name: 'Virtual Account' }));
    await expect(va.getAllByRole('radio')).toHaveLength(5);
    await userEvent.click(bill(JAN));
    await expect(bill(OCT)).toBeChecked();
    await userEvent.click(page().getByRole('radio', { name: /BCA Virtual Account/ }));
    await expect(read(page().getByRole('button', { name: /^Bayar Rp/ }))).toBe(
      'Bayar Rp 2.500.000',
    );
    const history = page().getByRole('region', { name: 'Riwayat Pembayaran' });
    await expect(within(history).getByRole('button', { name: /Unduh bukti/ })).toBeVisible();
  },
};

/** The same on a phone: one column, the pay button after the methods. */
export const PilihMetodePonsel: Story = {
  globals: viewport('phone'),
  play: async ({ userEvent }) => {
    await loaded();
    await userEvent.click(page().getByRole('radio', { name: /QRIS/ }));
    const button = page().getByRole('button', { name: /^Bayar Rp/ });
    await expect(read(button)).toBe('Bayar Rp 1.250.000');
    await expect(button).toBeEnabled();
  },
};

/** Unchecking the oldest bill unchecks the later one; without bills there is nothing to pay. */
export const UrutanTagihan: Story = {
  play: async ({ userEvent }) => {
    await loaded();
    await userEvent.click(bill(JAN));
    await expect(page().getByText('2 tagihan dipilih')).toBeVisible();
    await userEvent.click(bill(OCT));
    await expect(bill(JAN)).not.toBeChecked();
    await expect(page().getByText('Pilih minimal satu tagihan.')).toBeVisible();
    await expect(page().getByRole('button', { name: 'Bayar' })).toBeDisabled();
  },
};

/** A total above QRIS's maximum: QRIS is disabled and says why. */
export const MelebihiBatasMetode: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      http.get('*/payment/info', () =>
        HttpResponse.json({
          ...healthInfo,
          premium_amount: 6000000,
          bills: healthInfo.bills.map((b) => ({ ...b, amount: 6000000 })),
        }),
      ),
    ),
  play: async ({ userEvent }) => {
    await loaded();
    const qris = page().getByRole('radio', { name: /QRIS/ });
    await expect(qris).toBeEnabled(); // one bill is within the maximum
    await userEvent.click(bill(JAN));
    await expect(qris).toBeDisabled();
    await expect(read(qris.closest('label'))).toContain('Maksimal Rp 10.000.000');
    await expect(page().getByRole('radio', { name: /OVO/ })).toBeDisabled();
    await expect(page().getByRole('radio', { name: /GoPay/ })).toBeEnabled();
  },
};

/** 'Bayar' creates the payment and opens its page with the VA number. */
export const BayarMembukaHalamanPembayaran: Story = {
  play: async ({ userEvent }) => {
    await loaded();
    await userEvent.click(page().getByRole('radio', { name: /BCA Virtual Account/ }));
    await userEvent.click(page().getByRole('button', { name: /^Bayar Rp/ }));
    await expect(
      await page().findByRole('heading', { level: 1, name: 'Pembayaran Premi' }),
    ).toBeInTheDocument();
    await expect(await page().findByText('3935 8000 8123 4567')).toBeVisible();
    await expect(page().getByRole('link', { name: /Kembali/ })).toHaveAttribute(
      'href',
      '/polis/payment?policy=KS23000456',
    );
  },
};

/**
 * Another tab started a payment for the same bill: 409, the message inline, and the bills
 * fetched again show it waiting with 'Lanjutkan pembayaran'.
 */
export const KonflikDariTabLain: Story = {
  beforeEach: ({ msw }) => {
    let calls = 0;
    msw.use(
      http.get('*/payment/info', () => {
        calls += 1;
        return HttpResponse.json(calls === 1 ? healthInfo : healthInfoPending);
      }),
      http.post('*/payment/create', () => problem(409, CONFLICT_MESSAGE)),
    );
  },
  play: async ({ userEvent }) => {
    await loaded();
    await userEvent.click(page().getByRole('radio', { name: /Mandiri/ }));
    await userEvent.click(page().getByRole('button', { name: /^Bayar Rp/ }));
    // The bills read again: the other tab's payment waits; the server's answer stays in view
    // with the way to that payment.
    const waiting = await page().findByRole('region', { name: 'Ada pembayaran yang menunggu' });
    await expect(within(waiting).getByRole('alert')).toHaveTextContent(CONFLICT_MESSAGE);
    await expect(
      within(waiting).getByRole('link', { name: 'Lanjutkan pembayaran' }),
    ).toHaveAttribute('href', `/polis/payment/checkout/${PENDING_ID}`);
    await expect(page().queryByRole('group', { name: 'Pilih metode pembayaran' })).toBeNull();
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};

/**
 * The oldest bill already waiting for payment: no checkbox and no methods, but the way to
 * that payment (nothing else can be paid before it ends).
 */
export const TagihanMenungguPembayaran: Story = {
  globals: viewport('phone'),
  beforeEach: ({ msw }) =>
    msw.use(http.get('*/payment/info', () => HttpResponse.json(healthInfoPending))),
  play: async () => {
    await loaded();
    await expect(page().getByText('Menunggu pembayaran')).toBeVisible();
    await expect(page().queryByRole('checkbox', { name: OCT })).toBeNull();
    const waiting = page().getByRole('region', { name: 'Ada pembayaran yang menunggu' });
    await expect(
      within(waiting).getByRole('link', { name: 'Lanjutkan pembayaran' }),
    ).toHaveAttribute('href', `/polis/payment/checkout/${PENDING_ID}`);
    await expect(page().queryByRole('group', { name: 'Pilih metode pembayaran' })).toBeNull();
    await expect(
      page().getByText('Dapat dipilih setelah pembayaran yang menunggu selesai atau dibatalkan.'),
    ).toBeVisible();
    const history = page().getByRole('region', { name: 'Riwayat Pembayaran' });
    await expect(
      within(history).getByRole('link', { name: `Lihat pembayaran ${PENDING_ID}` }),
    ).toBeVisible();
  },
};

/** The payment service is down: the message with 'Coba lagi' (same attempt). */
export const LayananPembayaranTidakTersedia: Story = {
  beforeEach: ({ msw }) => msw.use(failing('post', '*/payment/create', 503, UNAVAILABLE_MESSAGE)),
  play: async ({ userEvent }) => {
    await loaded();
    await userEvent.click(page().getByRole('radio', { name: /GoPay/ }));
    await userEvent.click(page().getByRole('button', { name: /^Bayar Rp/ }));
    const alert = await page().findByRole('alert');
    await expect(alert).toHaveTextContent(UNAVAILABLE_MESSAGE);
    await expect(within(alert).getByRole('button', { name: 'Coba lagi' })).toBeVisible();
  },
};

/** Unit link on autodebit with nothing to pay: the note, the next due date, no payments. */
export const TidakAdaTagihan: Story = {
  parameters: at('UL24000123'),
  play: async () => {
    await expect(await page().findByText('Tidak ada tagihan yang perlu dibayar.')).toBeVisible();
    await expect(page().getByText('Jatuh tempo premi berikutnya: 15 Desember 2026.')).toBeVisible();
    await expect(page().getByText(/didebet otomatis/)).toBeVisible();
    await expect(
      page().getByText('Belum ada pembayaran melalui portal untuk polis ini.'),
    ).toBeVisible();
    await expect(page().queryByRole('button', { name: /^Bayar/ })).toBeNull();
  },
};

/** An ended policy: nothing to pay through the portal, 'Hubungi Kami'. */
export const PolisBerakhir: Story = {
  parameters: at('TL15000789'),
  globals: viewport('phone'),
  play: async () => {
    await expect(await page().findByText(/Polis berstatus Berakhir/)).toBeVisible();
    const main = within(page().getByRole('main'));
    await expect(main.getByRole('link', { name: 'Hubungi Kami' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
    await expect(page().queryByRole('radio')).toBeNull();
  },
};

export const Memuat: Story = {
  beforeEach: ({ msw }) => msw.use(pending('get', '*/payment/info')),
  play: async () => {
    await expect(await page().findByText('Memuat informasi pembayaran…')).toBeInTheDocument();
    await expect(page().queryByRole('checkbox')).toBeNull();
  },
};

/** The info cannot load: popup, then the inline error with 'Coba lagi'. */
export const GagalDimuat: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      failing(
        'get',
        '*/payment/info',
        500,
        'Proses tidak dapat dilanjutkan. Silakan coba kembali beberapa saat lagi.',
      ),
    ),
  play: async () => {
    const alert = await page().findByRole('alert');
    await expect(alert).toHaveTextContent('Informasi pembayaran tidak dapat dimuat saat ini.');
    await expect(within(alert).getByRole('button', { name: 'Coba lagi' })).toBeVisible();
    await expect(page().queryByRole('dialog')).toBeNull(); // said once, on the page
  },
};
