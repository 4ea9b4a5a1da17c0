import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect } from 'storybook/test';
import type { Payment } from '../../../web/src/api/generated/model';
import PaymentCheckoutPage from '../../../web/src/features/payment/PaymentCheckoutPage';
import { paymentHandlers } from '../../../web/src/features/payment/testing/handlers';
import {
  cancelledTopup,
  paidTopup,
  pendingTopup,
  topupHandlers,
} from '../../../web/src/features/payment/testing/topupHandlers';
import { page } from '../../support/page';
import { viewport } from '../../support/viewports';

// A top-up is paid on the same payment page as a premium, named for it ('Pembayaran Top Up'):
// the order with its charge and invested amount instead of bills, and the way back to
// Investasi (the header's 'Kembali' too).
const at = (payment: Payment) => ({
  portal: {
    path: `/polis/payment/checkout/${payment.payment_id}`,
    signedIn: true,
    storyAsScreen: false,
  },
});
const serving = (payment: Payment) => ({
  parameters: at(payment),
  beforeEach: ({ msw }: { msw: { use: (...handlers: RequestHandler[]) => void } }) =>
    msw.use(
      ...topupHandlers({ payments: { [payment.payment_id]: payment } }),
      ...paymentHandlers(),
    ),
});

const meta = {
  title: 'Pembayaran Premi/Halaman Pembayaran/Top Up',
  component: PaymentCheckoutPage,
  globals: viewport('phone'),
} satisfies Meta<typeof PaymentCheckoutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const read = (el: Element | null) => el?.textContent?.replaceAll('\u00a0', ' ') ?? '';

/** Waiting for the transfer: the virtual account, and the order instead of bills. */
export const MenungguPembayaran: Story = {
  ...serving(pendingTopup),
  play: async () => {
    await expect(await page().findByText('3935 8000 8123 4567')).toBeVisible();
    await expect(
      page().getByRole('heading', { level: 1, name: 'Pembayaran Top Up' }),
    ).toBeInTheDocument();
    await expect(page().getByRole('link', { name: 'Kembali ke Investasi' })).toHaveAttribute(
      'href',
      '/polis/investasi?policy=UL24000123',
    );
    const order = page().getByText('Top-up Investasi');
    await expect(read(order.nextElementSibling)).toBe('TU-20261128-N3W8T0PX');
    await expect(read(page().getByText('Biaya top up').nextElementSibling)).toBe('Rp 500.000');
    await expect(read(page().getByText('Dana diinvestasikan').nextElementSibling)).toBe(
      'Rp 9.500.000',
    );
    await expect(page().queryByText('Periode tagihan')).toBeNull();
  },
};

export const MenungguPembayaranDesktop: Story = {
  ...MenungguPembayaran,
  globals: viewport('desktop'),
};

/** Paid: what happens to the money next, the receipt, and back to Investasi. */
export const Berhasil: Story = {
  ...serving(paidTopup),
  play: async () => {
    await expect(await page().findByText('Pembayaran berhasil')).toBeVisible();
    await expect(
      page().getByText(
        'Terima kasih. Dana top up sudah kami terima dan akan dibelikan unit dengan harga unit (NAB) hari kerja pertama setelah dana diterima.',
      ),
    ).toBeVisible();
    // The header's 'Kembali' and the result's button.
    const back = page().getAllByRole('link', { name: 'Kembali ke Investasi' });
    await expect(back).toHaveLength(2);
    for (const link of back) {
      await expect(link).toHaveAttribute('href', '/polis/investasi?policy=UL24000123');
    }
  },
};

/** Cancelled: no units bought, a new top-up from Investasi. */
export const Dibatalkan: Story = {
  ...serving(cancelledTopup),
  play: async () => {
    await expect(await page().findByText('Pembayaran dibatalkan')).toBeVisible();
    await expect(
      page().getByText(
        'Top up ini batal dan tidak ada unit yang dibeli. Anda dapat membuat top up baru.',
      ),
    ).toBeVisible();
    await expect(page().getAllByRole('link', { name: 'Kembali ke Investasi' })).toHaveLength(2);
  },
};
