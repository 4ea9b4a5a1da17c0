import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import type { Payment } from '../../../web/src/api/generated/model';
import PaymentCheckoutPage from '../../../web/src/features/payment/PaymentCheckoutPage';
import {
  cancelledPayment,
  expiredPayment,
  failedPayment,
  gopayPayment,
  mandiriPayment,
  paidPayment,
  qrisPayment,
  vaPayment,
} from '../../../web/src/features/payment/testing/fixtures';
import {
  byId,
  paymentHandlers,
  RECEIPT_PDF,
} from '../../../web/src/features/payment/testing/handlers';
import { failing, pending } from '../../support/handlers';
import { page, sleep } from '../../support/page';
import { viewport } from '../../support/viewports';

// The route has a parameter (/polis/payment/checkout/:paymentId): the app renders its own
// screen, inside the payment layout.
const at = (payment: Pick<Payment, 'payment_id'>) => ({
  portal: {
    path: `/polis/payment/checkout/${payment.payment_id}`,
    signedIn: true,
    storyAsScreen: false,
  },
});

const meta = {
  title: 'Pembayaran Premi/Halaman Pembayaran',
  component: PaymentCheckoutPage,
  parameters: at(vaPayment),
  globals: viewport('phone'),
} satisfies Meta<typeof PaymentCheckoutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const read = (el: Element | null) => el?.textContent?.replaceAll('\u00a0', ' ') ?? '';
const only = (...payments: Payment[]) => paymentHandlers({ payments: byId(...payments) });
const amount = async () =>
  read(await page().findByText(/^Rp.\d/, { selector: '.pay-amount__value' }));

/** BCA virtual account on a phone: number in groups, 'Salin', m-BCA steps, countdown. */
export const VirtualAccountBca: Story = {
  play: async ({ userEvent }) => {
    await expect(
      await page().findByRole('heading', { level: 1, name: 'Pembayaran Premi' }),
    ).toBeInTheDocument();
    await expect(await amount()).toBe('Rp 1.250.000');
    await expect(page().getByText('3935 8000 8123 4567')).toBeVisible();
    await expect(page().getByRole('timer')).toHaveTextContent(/^23:5\d:\d\d$/);
    await expect(page().getByText('Pilih m-Transfer > BCA Virtual Account.')).toBeVisible();
    await userEvent.click(page().getByRole('button', { name: 'ATM BCA' }));
    await expect(
      await page().findByText(
        'Pilih Transaksi Lainnya > Transfer > ke Rekening BCA Virtual Account.',
      ),
    ).toBeVisible();
    await userEvent.click(page().getByRole('button', { name: 'Salin nomor virtual account' }));
    await expect(
      await page().findByText(/Nomor (virtual account disalin|tidak dapat disalin)/),
    ).toBeVisible();
    await expect(page().getByRole('link', { name: /Kembali/ })).toHaveAttribute(
      'href',
      '/polis/payment?policy=KS23000456',
    );
  },
};

/** The same on a desktop: one centred card. */
export const VirtualAccountBcaDesktop: Story = {
  globals: viewport('desktop'),
  play: async () => {
    await expect(await page().findByText('3935 8000 8123 4567')).toBeVisible();
    await expect(page().getByRole('button', { name: 'Batalkan pembayaran' })).toBeVisible();
  },
};

/** Mandiri: Livin' steps first. */
export const VirtualAccountMandiri: Story = {
  parameters: at(mandiriPayment),
  play: async () => {
    await expect(await page().findByText('8930 8000 1234 5678')).toBeVisible();
    await expect(page().getByRole('button', { name: "Livin' by Mandiri" })).toBeVisible();
    // The first channel is open; internet banking has the same menu path, folded away.
    const [livin] = page().getAllByText('Pilih Bayar > Multipayment / Virtual Account.');
    await expect(livin).toBeVisible();
  },
};

/** QRIS: the code with its name, 'Unduh QR', steps naming the merchant; mm:ss. */
export const Qris: Story = {
  parameters: at(qrisPayment),
  play: async () => {
    const image = await page().findByRole('img', {
      name: /^Kode QRIS pembayaran premi Rp.1\.250\.000$/,
    });
    await expect(image).toBeVisible();
    // Drawn from the QR string: one square path per dark module.
    await expect(image.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    await expect(page().getByRole('button', { name: 'Unduh QR' })).toBeVisible();
    await expect(page().getByRole('timer')).toHaveTextContent(/^1[12]:\d\d$/);
    await expect(page().getAllByText(/ASURANSI JIWA SENTOSA/).length).toBeGreaterThan(1);
  },
};

/** GoPay: the button to the wallet and, under five minutes, the countdown in warning. */
export const GoPay: Story = {
  parameters: at(gopayPayment),
  play: async () => {
    const link = await page().findByRole('link', { name: 'Bayar dengan GoPay' });
    await expect(link).toHaveAttribute('href', gopayPayment.checkout_url!);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(page().getByRole('timer')).toHaveTextContent(/^0[34]:\d\d$/);
    await expect(
      page().getByText('Waktu pembayaran tinggal kurang dari 5 menit.'),
    ).toBeInTheDocument();
  },
};

/** Pending: the countdown ticks (not announced) and the status is followed. */
export const MenungguDenganHitungMundur: Story = {
  play: async () => {
    const timer = await page().findByRole('timer');
    const before = timer.textContent;
    await sleep(1500);
    await expect(timer.textContent).not.toBe(before);
    await expect(timer).toHaveAttribute('aria-live', 'off');
    await expect(
      page().getByText('Menunggu pembayaran. Status diperbarui otomatis.'),
    ).toBeVisible();
  },
};

/** Receipt requests of the story 'Berhasil'. */
const receipts: string[] = [];

/** Paid while the page was open: success state, then the PDF receipt. */
export const Berhasil: Story = {
  parameters: at(paidPayment),
  beforeEach: ({ msw }) => {
    receipts.length = 0;
    // The first handler that matches answers: the recording one before the others.
    msw.use(
      http.get('*/payment/receipt', ({ request }) => {
        receipts.push(new URL(request.url).searchParams.get('payment_id') ?? '');
        return new HttpResponse(RECEIPT_PDF, {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': `attachment; filename="Bukti-Pembayaran-${paidPayment.payment_id}.pdf"`,
          },
        });
      }),
      ...only(paidPayment),
    );
  },
  play: async ({ userEvent }) => {
    await expect(await page().findByRole('heading', { name: 'Pembayaran berhasil' })).toBeVisible();
    await expect(page().getByText('BKT-2026-000123')).toBeVisible();
    await expect(page().getByText('22 November 2026 pukul 10.12 WIB')).toBeVisible();
    await expect(page().queryByRole('timer')).toBeNull();
    await userEvent.click(page().getByRole('button', { name: 'Unduh Bukti Pembayaran (PDF)' }));
    await waitFor(() => expect(receipts).toEqual([paidPayment.payment_id]));
  },
};

/** Paid on a desktop. */
export const BerhasilDesktop: Story = {
  parameters: at(paidPayment),
  globals: viewport('desktop'),
  beforeEach: ({ msw }) => msw.use(...only(paidPayment)),
  play: async () => {
    await expect(await page().findByRole('heading', { name: 'Pembayaran berhasil' })).toBeVisible();
  },
};

export const Kedaluwarsa: Story = {
  parameters: at(expiredPayment),
  beforeEach: ({ msw }) => msw.use(...only(expiredPayment)),
  play: async () => {
    await expect(
      await page().findByRole('heading', { name: 'Waktu pembayaran habis' }),
    ).toBeVisible();
    await expect(page().getByRole('link', { name: 'Pilih metode lain' })).toHaveAttribute(
      'href',
      '/polis/payment?policy=KS23000456',
    );
    await expect(page().queryByText('3935 8000 8123 4567')).toBeNull();
  },
};

export const Gagal: Story = {
  parameters: at(failedPayment),
  beforeEach: ({ msw }) => msw.use(...only(failedPayment)),
  play: async () => {
    await expect(await page().findByRole('heading', { name: 'Pembayaran gagal' })).toBeVisible();
    await expect(page().getByText('Saldo GoPay tidak mencukupi.')).toBeVisible();
    await expect(page().getByRole('link', { name: 'Coba lagi' })).toHaveAttribute(
      'href',
      '/polis/payment?policy=KS23000456',
    );
  },
};

export const Dibatalkan: Story = {
  parameters: at(cancelledPayment),
  beforeEach: ({ msw }) => msw.use(...only(cancelledPayment)),
  play: async () => {
    await expect(
      await page().findByRole('heading', { name: 'Pembayaran dibatalkan' }),
    ).toBeVisible();
    await expect(page().queryByRole('button', { name: 'Batalkan pembayaran' })).toBeNull();
  },
};

/** 'Batalkan pembayaran' asks first, then goes back to choose another method. */
export const BatalkanPembayaran: Story = {
  play: async ({ userEvent }) => {
    await userEvent.click(await page().findByRole('button', { name: 'Batalkan pembayaran' }));
    const dialog = await page().findByRole('dialog');
    await expect(dialog).toHaveTextContent(
      'Batalkan pembayaran ini? Nomor virtual account tidak dapat dipakai lagi.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(
      await page().findByRole('heading', { level: 1, name: 'Informasi Pembayaran Premi' }),
    ).toBeInTheDocument();
    await expect(await page().findByText('Pembayaran dibatalkan')).toBeVisible();
  },
};

export const Memuat: Story = {
  beforeEach: ({ msw }) => msw.use(pending('get', '*/payment/detail')),
  play: async () => {
    await expect(await page().findByText('Memuat pembayaran…')).toBeInTheDocument();
  },
};

export const GagalDimuat: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      failing(
        'get',
        '*/payment/detail',
        500,
        'Proses tidak dapat dilanjutkan. Silakan coba kembali beberapa saat lagi.',
      ),
    ),
  play: async () => {
    const alert = await page().findByRole('alert');
    await expect(alert).toHaveTextContent('Pembayaran tidak dapat dimuat saat ini.');
    await expect(within(alert).getByRole('button', { name: 'Coba lagi' })).toBeVisible();
    await expect(page().queryByRole('dialog')).toBeNull(); // said once, on the page
  },
};

/** Another customer's or an unknown payment: answered as not found. */
export const TidakDitemukan: Story = {
  parameters: at({ payment_id: 'PAY-20261122-ZZZZZZZZ' }),
  play: async () => {
    await expect(await page().findByText('Pembayaran tidak ditemukan.')).toBeVisible();
    await expect(page().queryByRole('dialog')).toBeNull(); // said once, on the page
  },
};
