import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { refundReviewPath } from '../../../../web/src/features/admin/paths';
import { refundMessages } from '../../../../web/src/features/admin/refund/refundMessages';
import RefundReviewPage from '../../../../web/src/features/admin/refund/RefundReviewPage';
import {
  AGUS_REFUND,
  BUDI_REFUND,
  DEWI_REFUND,
  REJECTION,
  RINA_REFUND,
  UNKNOWN_REFUND,
} from '../../../../web/src/features/admin/refund/testing/refundFixtures';
import { pending } from '../../../support/handlers';
import { page } from '../../../support/page';
import { viewport } from '../../../support/viewports';

const r = refundMessages.review;

/**
 * One refund case on the staff desk, in each status: the money and why it could not be
 * booked, the order and the portal payment it came for, the payer, the gateway's refund
 * reference or the reason it was rejected, the history with who and when, and the actions its
 * status allows. The popups: 'Admin/Tindakan Pengembalian Dana'.
 */
const meta = {
  title: 'Admin/Periksa Pengembalian Dana',
  component: RefundReviewPage,
  parameters: { portal: { path: refundReviewPath(BUDI_REFUND), signedIn: 'admin' } },
  globals: viewport('desktop'),
} satisfies Meta<typeof RefundReviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (number: string) => ({
  portal: { path: refundReviewPath(number), signedIn: 'admin' as const },
});
const article = () => page().findByRole('article', { name: /^Pengembalian Dana RFD-/ });
const region = async (name: string) => within(await article()).getByRole('region', { name });
const actions = async () =>
  within(await region(r.actions))
    .queryAllByRole('button')
    .map((b) => b.textContent);
const text = (el: Element | null | undefined) => el?.textContent?.replaceAll('\u00a0', ' ') ?? '';
const steps = async () =>
  within(await region(r.history))
    .getAllByRole('listitem')
    .map(text);
/** The case's status as its badge says it (without the mark before it). */
const statusShown = async () => {
  const badge = (await article()).querySelector('header [data-status]');
  const mark = badge?.querySelector('[aria-hidden="true"]')?.textContent ?? '';
  return (badge?.textContent ?? '').slice(mark.length);
};

/** Menunggu: Budi's late BCA transfer for a bill his newer payment paid; refund or reject. */
export const Menunggu: Story = {
  play: async () => {
    await expect(
      await page().findByRole('heading', { level: 1, name: 'Periksa Pengembalian Dana' }),
    ).toBeInTheDocument();
    await expect(await statusShown()).toBe('Menunggu keputusan');
    const money = text(await region(r.money));
    await expect(money).toContain('JumlahRp 1.250.000');
    await expect(money).toContain('Diterima gateway20 November 2026 pukul 10.20 WIB');
    const payment = text(await region(r.payment));
    await expect(payment).toContain('PAY-20261120-K7M3Q9XA');
    await expect(payment).toContain('sbx_9d41c7e2a8f64b03');
    await expect(payment).toContain('Cara bayarBCA Virtual Account');
    await expect(payment).toContain('Status pembayaran portalDibatalkan');
    const payer = await region(r.payer);
    await expect(within(payer).getByRole('link', { name: 'budi.santoso@gmail.com' })).toBeVisible();
    await expect(text(payer)).toContain('PolisKS23000456');
    const [opened] = await steps();
    await expect(opened).toContain('Kasus dibuka');
    await expect(opened).toContain('oleh payment-gateway');
    await expect(opened).toContain('PAY-20261120-Q2W8E4RT');
    await expect(within(await article()).queryByRole('region', { name: r.refunded })).toBeNull();
    await waitFor(async () => expect(await actions()).toEqual(['Kembalikan dana', 'Tolak']));
  },
};

/** The same case on a phone: one column, the actions first, labels above their values. */
export const MenungguPonsel: Story = {
  globals: viewport('phone'),
  play: async () => {
    await expect(
      await within(await article()).findByRole('button', { name: 'Kembalikan dana' }),
    ).toBeVisible();
  },
};

/** Diproses: the refund asked of the gateway with its reference, waiting for its notice. */
export const Diproses: Story = {
  parameters: at(RINA_REFUND),
  play: async () => {
    await expect(await region(r.requested)).toHaveTextContent('rfd_2c8e41f07a9b3d65');
    await expect(await region(r.actions)).toHaveTextContent(r.processing);
    await expect(await actions()).toEqual([]);
  },
};

/** Dikembalikan: the gateway's reference and moment; the history shows the failed first try. */
export const Dikembalikan: Story = {
  parameters: at(DEWI_REFUND),
  play: async () => {
    await expect(await region(r.refunded)).toHaveTextContent('rfd_9a0d3e57c1b24f86');
    await expect(text(await region(r.refunded))).toContain('12 November 2026 pukul 11.01 WIB');
    const history = await steps();
    await expect(history).toHaveLength(4);
    await expect(history[1]).toContain('Payment gateway tidak memproses pengembalian');
    await expect(history[1]).toContain('oleh admin.portal');
    await expect(await region(r.actions)).toHaveTextContent(r.noActions);
    await expect(await actions()).toEqual([]);
  },
};

/** Ditolak: the reason, and who rejected it when. */
export const Ditolak: Story = {
  parameters: at(AGUS_REFUND),
  play: async () => {
    await expect(await region(r.rejection)).toHaveTextContent(REJECTION);
    await expect(await region(r.history)).toHaveTextContent('Ditolak petugas');
  },
};

/** Money the reconciliation found for an order the portal never recorded: no policy, no payer. */
export const PesananTidakDikenal: Story = {
  parameters: at(UNKNOWN_REFUND),
  play: async () => {
    await expect(await region(r.payer)).toHaveTextContent(`Polis${r.noPolicy}`);
    await expect(await region(r.payer)).toHaveTextContent(`Nama${r.unknown}`);
    await expect(await region(r.payment)).toHaveTextContent(
      `Status pembayaran portal${r.noPayment}`,
    );
    await expect(await region(r.history)).toHaveTextContent('oleh rekonsiliasi');
    await waitFor(async () => expect(await actions()).toEqual(['Kembalikan dana', 'Tolak']));
  },
};

export const PesananTidakDikenalPonsel: Story = {
  ...PesananTidakDikenal,
  globals: viewport('phone'),
};

export const TidakDitemukan: Story = {
  parameters: at('RFD-2026-999999'),
  play: async () => {
    await expect(await page().findByRole('alert')).toHaveTextContent(
      'Kasus pengembalian dana tidak ditemukan.',
    );
  },
};

export const Memuat: Story = {
  beforeEach: ({ msw }) => msw.use(pending('get', '*/admin/refund/detail')),
  play: async () => {
    await expect(await page().findByText(r.loading)).toBeInTheDocument();
  },
};
