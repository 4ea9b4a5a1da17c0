import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import PremiumInfoPage from '../../../web/src/features/payment/PremiumInfoPage';
import { getSelectedPolicy } from '../../../web/src/shared/policyStore';
import { policyListHandler } from '../../../web/src/features/payment/testing/handlers';
import { failing } from '../../support/handlers';
import { page } from '../../support/page';
import { viewport } from '../../support/viewports';

/**
 * 'Informasi Pembayaran Premi' opened from the menu after Budi chose his unit link policy on
 * Data Polis: the page opens the health policy, whose October bill is in its grace period.
 */
const meta = {
  title: 'Pembayaran Premi/Informasi Pembayaran Premi/Ganti Polis',
  component: PremiumInfoPage,
  parameters: {
    portal: { path: '/polis/payment', signedIn: true, selectedPolicy: 'UL24000123' },
  },
  globals: viewport('desktop'),
  beforeEach: ({ msw }) => msw.use(policyListHandler()),
} satisfies Meta<typeof PremiumInfoPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (name: string) => page().findByRole('heading', { level: 2, name });
const switcher = () => page().getByRole('button', { name: /^Ganti polis/ });
/** The switcher comes with the policy list, which may answer after the page's own data. */
const switcherShown = () => page().findByRole('button', { name: /^Ganti polis/ });
const option = (name: RegExp) => page().getByRole('option', { name });

/** Closed: the policy with the bill in grace opens first, whatever was chosen before. */
export const TagihanJatuhTempoDibukaDulu: Story = {
  play: async () => {
    await expect(await heading('Sentosa Medika Keluarga')).toBeVisible();
    await switcherShown();
    await expect(switcher()).toHaveTextContent('KS23000456');
    await expect(switcher()).toHaveTextContent('Masa Tenggang');
    await expect(switcher()).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(getSelectedPolicy()).toBe('KS23000456'));
  },
};

const openList = async (userEvent: { click: (el: Element) => Promise<void> }) => {
  await heading('Sentosa Medika Keluarga');
  await userEvent.click(await switcherShown());
  await expect(switcher()).toHaveAttribute('aria-expanded', 'true');
  const list = page().getByRole('listbox', { name: 'Pilih polis' });
  const options = within(list).getAllByRole('option');
  await expect(options).toHaveLength(3);
  await expect(options.map((o) => o.textContent)).toEqual([
    'Sentosa Link Proteksi MaksimaUL24000123AktifDidebet otomatis, berikutnya 15 Desember 2026',
    'Sentosa Medika KeluargaKS23000456Masa TenggangTagihan lewat jatuh tempo sejak 1 Oktober 2026',
    'Sentosa Term Life ProtectorTL15000789BerakhirPremi tidak dapat dibayar melalui portal',
  ]);
  await expect(options.map((o) => o.getAttribute('aria-selected'))).toEqual([
    'false',
    'true',
    'false',
  ]);
  await expect(option(/KS23000456/)).toHaveAttribute('aria-selected', 'true');
  await expect(option(/KS23000456/)).toHaveFocus();
  await expect(option(/KS23000456/)).toHaveTextContent(
    'Tagihan lewat jatuh tempo sejak 1 Oktober 2026',
  );
  await expect(option(/UL24000123/)).toHaveTextContent(
    'Didebet otomatis, berikutnya 15 Desember 2026',
  );
  // The ended policy is offered, marked: nothing can be paid on it.
  await expect(option(/TL15000789/)).toHaveTextContent('Premi tidak dapat dibayar melalui portal');
  return list;
};

/** Open on a desktop: every policy with what there is to pay. */
export const DaftarPolisTerbuka: Story = {
  play: async ({ userEvent }) => {
    await openList(userEvent);
  },
};

/** Open on a phone: the list as wide as the page, over the bills. */
export const DaftarPolisTerbukaPonsel: Story = {
  globals: viewport('phone'),
  play: async ({ userEvent }) => {
    const list = await openList(userEvent);
    const box = list.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

/** Choosing the unit link shows its premium (on autodebit, nothing to pay). */
export const GantiKePolisLain: Story = {
  play: async ({ userEvent }) => {
    await openList(userEvent);
    await userEvent.click(option(/UL24000123/));
    await expect(await heading('Sentosa Link Proteksi Maksima')).toBeVisible();
    await expect(page().getByText('Tidak ada tagihan yang perlu dibayar.')).toBeVisible();
    await expect(page().queryByRole('listbox')).toBeNull();
    await expect(switcher()).toHaveFocus();
    await expect(getSelectedPolicy()).toBe('UL24000123');
  },
};

/** The ended policy: why nothing can be paid, who to ask. */
export const GantiKePolisBerakhir: Story = {
  globals: viewport('phone'),
  play: async ({ userEvent }) => {
    await openList(userEvent);
    await userEvent.click(option(/TL15000789/));
    await expect(await page().findByText(/Polis berstatus Berakhir/)).toBeVisible();
    await expect(
      within(page().getByRole('main')).getByRole('link', { name: 'Hubungi Kami' }),
    ).toBeVisible();
  },
};

/** The keyboard alone: open with ArrowDown, move, Escape, choose with Enter. */
export const DenganKeyboard: Story = {
  play: async ({ userEvent }) => {
    await heading('Sentosa Medika Keluarga');
    (await switcherShown()).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(option(/KS23000456/)).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(page().queryByRole('listbox')).toBeNull();
    await expect(switcher()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowUp}');
    await expect(option(/UL24000123/)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await heading('Sentosa Link Proteksi Maksima')).toBeVisible();
    await expect(switcher()).toHaveFocus();
  },
};

/** Named in the address (a link from a payment, a reload): that policy, not the rule's. */
export const PolisDariAlamat: Story = {
  parameters: {
    portal: { path: '/polis/payment?policy=UL24000123', selectedPolicy: 'UL24000123' },
  },
  play: async () => {
    await expect(await heading('Sentosa Link Proteksi Maksima')).toBeVisible();
    await expect(await switcherShown()).toHaveTextContent('UL24000123');
  },
};

/** The policy list fails: the selected policy without a switch, no popup. */
export const DaftarPolisGagal: Story = {
  beforeEach: ({ msw }) =>
    msw.use(failing('get', '*/policy/list', 500, 'Proses tidak dapat dilanjutkan.')),
  play: async () => {
    await expect(await heading('Sentosa Link Proteksi Maksima')).toBeVisible();
    const region = page().getByRole('region', { name: 'Polis' });
    await expect(within(region).getByText('UL24000123')).toBeVisible();
    await expect(page().queryByRole('button', { name: /Ganti polis/ })).toBeNull();
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};
