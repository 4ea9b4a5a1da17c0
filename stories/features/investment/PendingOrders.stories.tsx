import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import InvestmentPage from '../../../web/src/features/investment/InvestmentPage';
import {
  UL,
  withPendingOrders,
  withSwitchOrder,
} from '../../../web/src/features/investment/testing/fixtures';
import { investmentHandlers } from '../../../web/src/features/investment/testing/handlers';
import { paymentHandlers } from '../../../web/src/features/payment/testing/handlers';
import { page } from '../../support/page';
import { viewport } from '../../support/viewports';

/**
 * 'Investasi' with orders not yet done: top-ups (one waiting for its payment, with the way
 * back to it, one paid and waiting for Monday's unit price), a fund switch waiting for
 * Monday's unit prices; the 'Top Up' and 'Alihkan Dana' actions.
 */
const meta = {
  title: 'Polis/Investasi/Transaksi dalam proses',
  component: InvestmentPage,
  parameters: { portal: { path: `/polis/investasi?policy=${UL}`, signedIn: true } },
  globals: viewport('desktop'),
  beforeEach: ({ msw }) => msw.use(...investmentHandlers({ demo: withPendingOrders })),
} satisfies Meta<typeof InvestmentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const text = (el: Element | null) => el?.textContent?.replaceAll('\u00a0', ' ') ?? '';

export const DuaTopUp: Story = {
  play: async () => {
    const section = await page().findByRole('region', { name: 'Transaksi dalam proses' });
    await expect(
      within(section).getByText('Unitnya belum termasuk dalam nilai investasi di atas.'),
    ).toBeVisible();
    const [waiting, priced] = within(section).getAllByRole('listitem');
    await expect(text(waiting!)).toContain('Top-up TU-20261128-K2M7Q4XA');
    await expect(text(waiting!)).toContain('Menunggu pembayaran');
    await expect(text(waiting!)).toContain('Rp 5.000.000');
    await expect(text(waiting!)).toContain('Rp 250.000');
    await expect(text(waiting!)).toContain('Rp 4.750.000');
    await expect(text(waiting!)).toContain(
      'Sentosa Equity Fund 70%, Sentosa Fixed Income Fund 30%',
    );
    await expect(
      within(waiting!).getByRole('link', {
        name: 'Lanjutkan pembayaran top up TU-20261128-K2M7Q4XA',
      }),
    ).toHaveAttribute('href', '/polis/payment/checkout/PAY-20261128-TOPUP001');
    await expect(text(priced!)).toContain('Menunggu harga unit 30 November 2026');
    await expect(within(priced!).queryByRole('link')).toBeNull();
    await expect(page().getByRole('link', { name: 'Top Up' })).toHaveAttribute(
      'href',
      `/polis/investasi/topup?policy=${UL}`,
    );
  },
};

export const DuaTopUpPonsel: Story = {
  ...DuaTopUp,
  globals: viewport('phone'),
  play: async (context) => {
    await DuaTopUp.play?.(context);
    await waitFor(() =>
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
        document.documentElement.clientWidth,
      ),
    );
  },
};

/** 'Top Up' leads to the top-up of this policy. */
export const KeTopUp: Story = {
  parameters: {
    portal: { path: `/polis/investasi?policy=${UL}`, signedIn: true, storyAsScreen: false },
  },
  beforeEach: ({ msw }) => msw.use(...paymentHandlers()),
  play: async ({ userEvent }) => {
    await userEvent.click(await page().findByRole('link', { name: 'Top Up' }));
    await expect(
      await page().findByRole('heading', { level: 1, name: 'Top Up Investasi' }),
    ).toBeInTheDocument();
    const nav = await page().findByRole('navigation');
    await expect(within(nav).getByRole('link', { name: 'Investasi' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** A switch: the funds sold (a percent of units or units), the fund bought, the fee, the day. */
export const Pengalihan: Story = {
  beforeEach: ({ msw }) => msw.use(...investmentHandlers({ demo: withSwitchOrder })),
  play: async () => {
    const section = await page().findByRole('region', { name: 'Transaksi dalam proses' });
    const [switched, topup] = within(section).getAllByRole('listitem');
    await expect(text(switched!)).toContain('Pengalihan Dana SW-20261128-H7K2M9QA');
    await expect(text(switched!)).toContain('Menunggu harga unit 30 November 2026');
    await expect(text(switched!)).toContain(
      'DijualSentosa Equity Fund 50% unit (6.172,8394 unit), Sentosa Fixed Income Fund 1.000,0000 unit',
    );
    await expect(text(switched!)).toContain('DibeliSentosa Money Market Fund 100%');
    await expect(text(switched!)).toContain('Biaya pengalihanGratis');
    await expect(within(switched!).queryByRole('link')).toBeNull();
    await expect(text(topup!)).toContain('Top-up TU-20261128-K2M7Q4XA');
    await expect(page().getByRole('link', { name: 'Alihkan Dana' })).toHaveAttribute(
      'href',
      `/polis/investasi/pengalihan?policy=${UL}`,
    );
  },
};

export const PengalihanPonsel: Story = {
  ...Pengalihan,
  globals: viewport('phone'),
};
