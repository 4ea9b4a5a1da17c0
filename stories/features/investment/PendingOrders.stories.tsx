import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import InvestmentPage from '../../../web/src/features/investment/InvestmentPage';
import { UL, withPendingOrders } from '../../../web/src/features/investment/testing/fixtures';
import { investmentHandlers } from '../../../web/src/features/investment/testing/handlers';
import { paymentHandlers } from '../../../web/src/features/payment/testing/handlers';
import { page } from '../../support/page';
import { viewport } from '../../support/viewports';

/**
 * 'Investasi' with top-ups not yet done: one waiting for its payment (with the way back to
 * it), one paid and waiting for Monday's unit price; and the 'Top Up' action.
 */
const meta = {
  title: 'Polis/Investasi/Top up dalam proses',
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
    const section = await page().findByRole('region', { name: 'Top up dalam proses' });
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
