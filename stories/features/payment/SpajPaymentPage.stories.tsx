import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import type { Payment } from '../../../web/src/api/generated/model';
import { messages } from '../../../web/src/features/payment/messages';
import SpajPaymentPage from '../../../web/src/features/payment/SpajPaymentPage';
import {
  expiredPayment,
  gopayPayment,
  qrisPayment,
  vaPayment,
} from '../../../web/src/features/payment/testing/fixtures';
import {
  NOT_APPROVED,
  SPAJ_NUMBER,
  spajPaymentServer,
} from '../../../web/src/features/payment/testing/spajHandlers';
import { page } from '../../support/page';
import { viewport } from '../../support/viewports';

const s = messages.spaj;
// The route has a parameter (/SPAJ_payment/:id): the app renders its own screen.
const at = {
  portal: { path: `/SPAJ_payment/${SPAJ_NUMBER}`, spaj: SPAJ_NUMBER, storyAsScreen: false },
};
const soon = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const waiting = (payment: Payment, minutes: number): Payment => ({
  ...payment,
  payment_id: 'PAY-20261122-SPAJWAIT',
  policy_number: 'TL26000912',
  amount: 760_000,
  expires_at: soon(minutes),
  server_time: new Date().toISOString(),
});

/**
 * The first premium of an approved SPAJ (/SPAJ_payment/{spaj_number}, payment layout): the
 * premium payment's own method picker, instructions, countdown and status, with the SPAJ
 * token; the policy issued when paid; not payable before the decision is approved.
 */
const meta = {
  title: 'Pembayaran Premi/Premi Pertama SPAJ',
  component: SpajPaymentPage,
  parameters: at,
  globals: viewport('phone'),
  beforeEach: ({ msw }) => msw.use(...spajPaymentServer().handlers),
} satisfies Meta<typeof SpajPaymentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bill, its deadline and the methods. */
export const PilihMetode: Story = {
  play: async () => {
    await expect(
      await page().findByRole('region', { name: 'Sentosa Proteksi Jiwa 20' }),
    ).toBeVisible();
    await expect(page().getByRole('radio', { name: /BCA Virtual Account/ })).toBeVisible();
    await expect(page().getByRole('button', { name: /^Bayar/ })).toBeDisabled();
  },
};

export const PilihMetodeDesktop: Story = { ...PilihMetode, globals: viewport('desktop') };

/** Paid by BCA virtual account: the number, the countdown, the bank's steps. */
export const VirtualAccount: Story = {
  play: async ({ userEvent }) => {
    await userEvent.click(await page().findByRole('radio', { name: /BCA Virtual Account/ }));
    await userEvent.click(page().getByRole('button', { name: /Bayar Rp.760\.000/ }));
    await expect(await page().findByText('3935 8000 8123 4567')).toBeVisible();
    await expect(page().getByRole('timer')).toBeInTheDocument();
  },
};

export const VirtualAccountDesktop: Story = { ...VirtualAccount, globals: viewport('desktop') };

const server = (payment: Payment) => {
  const api = spajPaymentServer();
  api.waiting(payment);
  return api.handlers;
};

/** QRIS waiting from before: the code to scan. */
export const Qris: Story = {
  beforeEach: ({ msw }) => msw.use(...server(waiting(qrisPayment, 12))),
  play: async () => {
    await expect(await page().findByRole('img', { name: /^Kode QRIS/ })).toBeVisible();
  },
};

/** GoPay waiting: the button to the wallet. */
export const DompetDigital: Story = {
  beforeEach: ({ msw }) => msw.use(...server(waiting(gopayPayment, 4))),
  play: async () => {
    await expect(await page().findByRole('link', { name: 'Bayar dengan GoPay' })).toBeVisible();
  },
};

/** The payment expired: choose a method again on this page. */
export const Kedaluwarsa: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      ...server({ ...waiting(expiredPayment, -5), status: 'EXPIRED', status_desc: 'Kedaluwarsa' }),
    ),
  play: async ({ userEvent }) => {
    await expect(await page().findByText(messages.result.expiredTitle)).toBeVisible();
    await userEvent.click(page().getByRole('button', { name: messages.result.chooseOther }));
    await expect(await page().findByRole('radio', { name: /BCA Virtual Account/ })).toBeVisible();
  },
};

/** Paid: 'Polis terbit' with its number, the receipt and how to sign in. */
export const PolisTerbit: Story = {
  beforeEach: ({ msw }) => {
    const api = spajPaymentServer();
    api.waiting(waiting(vaPayment, 60));
    api.pay('PAY-20261122-SPAJWAIT');
    msw.use(...api.handlers);
  },
  play: async () => {
    const issued = await page().findByRole('heading', { name: s.issuedTitle });
    await expect(issued).toBeVisible();
    await expect(issued.closest('section')).toHaveTextContent(s.issuedText('TL26000912'));
    await expect(page().getByText(s.signInNew[0]!)).toBeVisible();
    await expect(page().getByRole('link', { name: s.signIn })).toHaveAttribute('href', '/login');
    await expect(page().getByRole('button', { name: s.receipt })).toBeVisible();
  },
};

export const PolisTerbitDesktop: Story = { ...PolisTerbit, globals: viewport('desktop') };

/** Before the decision is approved: the reason and the way to it. */
export const BelumDisetujui: Story = {
  beforeEach: ({ msw }) => msw.use(...spajPaymentServer({ approved: false }).handlers),
  play: async () => {
    await expect(await page().findByText(NOT_APPROVED)).toBeVisible();
    await waitFor(() =>
      expect(page().getByRole('link', { name: s.toApproval })).toHaveAttribute(
        'href',
        `/SPAJ_approved/${SPAJ_NUMBER}`,
      ),
    );
  },
};
