import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import TransactionHistoryPage from '../../../web/src/features/transaction/TransactionHistoryPage';
import { DEMO_TODAY, UL } from '../../../web/src/features/transaction/testing/fixtures';
import { getSelectedPolicy } from '../../../web/src/shared/policyStore';
import { failing, pending } from '../../support/handlers';
import { page } from '../../support/page';
import { viewport } from '../../support/viewports';

/** Riwayat Transaksi of the unit link policy, with the switcher to the health policy. */
const meta = {
  title: 'Riwayat Transaksi/Ganti Polis',
  component: TransactionHistoryPage,
  args: { today: DEMO_TODAY },
  parameters: { portal: { path: '/transaction-history', signedIn: true, selectedPolicy: UL } },
  globals: viewport('desktop'),
} satisfies Meta<typeof TransactionHistoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const switcher = () => page().getByRole('button', { name: /^Ganti polis/ });
/** The switcher comes with the policy list, which may answer after the history. */
const switcherShown = () => page().findByRole('button', { name: /^Ganti polis/ });
const option = (name: RegExp) => page().getByRole('option', { name });

const openList = async (userEvent: { click: (el: Element) => Promise<void> }) => {
  await page().findByText('39 transaksi');
  await switcherShown();
  await expect(switcher()).toHaveTextContent('Sentosa Link Proteksi Maksima');
  await userEvent.click(switcher());
  const list = page().getByRole('listbox', { name: 'Pilih polis' });
  await expect(within(list).getAllByRole('option')).toHaveLength(2);
  await expect(option(/UL24000123/)).toHaveAttribute('aria-selected', 'true');
  await expect(option(/UL24000123/)).toHaveFocus();
  return list;
};

/** Closed: the policy shown, 'Ganti polis'. */
export const Tertutup: Story = {
  play: async () => {
    await page().findByText('39 transaksi');
    await switcherShown();
    await expect(switcher()).toHaveAttribute('aria-expanded', 'false');
    await expect(switcher()).toHaveTextContent('UL24000123');
  },
};

/** Open on a desktop, over the filters. */
export const Terbuka: Story = {
  play: async ({ userEvent }) => {
    await openList(userEvent);
  },
};

/** Open on a phone. */
export const TerbukaPonsel: Story = {
  globals: viewport('phone'),
  play: async ({ userEvent }) => {
    const list = await openList(userEvent);
    await expect(list.getBoundingClientRect().right).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

/** Choosing the health policy: its history, same period, from page 1. */
export const GantiKePolisKesehatan: Story = {
  parameters: {
    portal: { path: '/transaction-history?page=2', signedIn: true, selectedPolicy: UL },
  },
  play: async ({ userEvent }) => {
    await expect(await page().findByText('Halaman 2 dari 2')).toBeInTheDocument();
    await userEvent.click(switcher());
    await userEvent.click(option(/KS23000456/));
    await expect(await page().findByText('6 transaksi')).toBeInTheDocument();
    await expect(switcher()).toHaveTextContent('Sentosa Medika Keluarga');
    await expect(switcher()).toHaveFocus();
    await expect(getSelectedPolicy()).toBe('KS23000456');
    await expect(page().queryByText(/Halaman 2/)).toBeNull();
  },
};

/** The keyboard alone, on a phone. */
export const DenganKeyboardPonsel: Story = {
  globals: viewport('phone'),
  play: async ({ userEvent }) => {
    await page().findByText('39 transaksi');
    (await switcherShown()).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(option(/UL24000123/)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(option(/KS23000456/)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await page().findByText('6 transaksi')).toBeInTheDocument();
    await expect(switcher()).toHaveFocus();
  },
};

/** The policy list still loading: the number with a placeholder for the product. */
export const DaftarPolisMemuat: Story = {
  beforeEach: ({ msw }) => msw.use(pending('get', '*/policy/list')),
  play: async () => {
    const region = await page().findByRole('region', { name: 'Polis' });
    await expect(within(region).getByText('UL24000123')).toBeVisible();
    await expect(page().queryByRole('button', { name: /Ganti polis/ })).toBeNull();
  },
};

/** The policy list fails: the number alone, no switch, no popup. */
export const DaftarPolisGagal: Story = {
  beforeEach: ({ msw }) =>
    msw.use(failing('get', '*/policy/list', 500, 'Proses tidak dapat dilanjutkan.')),
  play: async () => {
    await page().findByText('39 transaksi');
    const region = page().getByRole('region', { name: 'Polis' });
    await expect(within(region).getByText('UL24000123')).toBeVisible();
    await expect(page().queryByRole('button', { name: /Ganti polis/ })).toBeNull();
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};
