import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { messages } from '../../../web/src/features/spaj/messages';
import SpajPolisPage from '../../../web/src/features/spaj/pages/SpajPolisPage';
import { spajServer } from '../../../web/src/features/spaj/testing/handlers';
import { failing } from '../../support/handlers';
import { page } from '../../support/page';
import { viewport } from '../../support/viewports';

const p = messages.polis;
const at = (signedIn: boolean | 'admin') => ({
  portal: { path: '/login/spaj-polis', signedIn },
});

/**
 * The SPAJ page of policy holders (/login/spaj-polis): signed out, the way in through the
 * customer's own sign-in; signed in, their applications, each opened without a new code.
 */
const meta = {
  title: 'SPAJ/Pengajuan SPAJ Nasabah',
  component: SpajPolisPage,
  parameters: at(true),
  globals: viewport('phone'),
  beforeEach: ({ msw }) => msw.use(...spajServer().handlers),
} satisfies Meta<typeof SpajPolisPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Budi's applications: his son's in risk selection, one whose policy was issued. */
export const DaftarPengajuan: Story = {
  play: async () => {
    const list = await page().findByRole('list', { name: p.listLabel });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    // Each with its product, insured, status and what it waits for.
    await expect(items[0]).toHaveTextContent('Sentosa Pendidikan Anak');
    await expect(items[0]).toHaveTextContent('Rafi Santoso');
    await expect(items[0]).toHaveTextContent('Seleksi Risiko');
    await expect(items[0]).toHaveTextContent(p.next.NONE);
    await expect(items[1]).toHaveTextContent(p.next.SIGN_IN);
    await expect(page().getByRole('heading', { level: 1, name: p.title })).toBeVisible();
  },
};

export const DaftarPengajuanDesktop: Story = { ...DaftarPengajuan, globals: viewport('desktop') };

/** No application in the customer's name. */
export const Kosong: Story = {
  beforeEach: ({ msw }) => msw.use(http.get('*/spaj/mine', () => HttpResponse.json({ data: [] }))),
  play: async () => {
    await expect(await page().findByText(p.empty)).toBeVisible();
  },
};

/** The list cannot be read: 'Coba lagi'. */
export const Gagal: Story = {
  beforeEach: ({ msw }) =>
    msw.use(failing('get', '*/spaj/mine', 500, 'Terjadi kesalahan pada server.')),
  play: async () => {
    await expect(await page().findByText(p.error)).toBeVisible();
    await expect(page().getByRole('button', { name: 'Coba lagi' })).toBeVisible();
  },
};

/** Signed out (login layout): what the page is for and the sign-in that comes back here. */
export const BelumMasuk: Story = {
  parameters: at(false),
  play: async () => {
    await expect(await page().findByRole('heading', { level: 1, name: p.title })).toBeVisible();
    await expect(page().getByRole('button', { name: p.signIn })).toBeVisible();
  },
};

export const BelumMasukDesktop: Story = { ...BelumMasuk, globals: viewport('desktop') };

/** An admin session: a customers' page. */
export const SesiAdmin: Story = {
  parameters: at('admin'),
  play: async () => {
    await expect(await page().findByText(p.adminText)).toBeVisible();
    await expect(page().getByRole('link', { name: p.adminLink })).toHaveAttribute(
      'href',
      '/admin/spaj',
    );
  },
};
