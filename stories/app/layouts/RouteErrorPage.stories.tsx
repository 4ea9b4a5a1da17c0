import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RouteErrorPage } from '../../../web/src/app/layouts/RouteErrorPage';
import { page } from '../../support/page';

/**
 * The router's error page inside the layouts: an unknown path raises 'Page not found:
 * {path}' (404); a screen that fails shows the generic variant (500).
 */
const meta = {
  title: 'Tata Letak/Halaman Kesalahan Rute',
  component: RouteErrorPage,
} satisfies Meta<typeof RouteErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in, an unknown path: 'Page Not Found' in the default layout. */
export const TidakDitemukanSaatMasuk: Story = {
  parameters: { portal: { path: '/klaim/lama', signedIn: true } },
  play: async () => {
    await expect(
      await page().findByRole('heading', { name: 'Halaman tidak ditemukan' }),
    ).toBeInTheDocument();
    await expect(page().getByText('Kode kesalahan: 404 — Page Not Found')).toBeInTheDocument();
    await expect(page().getByRole('navigation', { name: 'Menu utama' })).toBeInTheDocument();
  },
};

/** Signed out, an unknown path: 'Page Not Found' in the login layout. */
export const TidakDitemukanSebelumMasuk: Story = {
  parameters: { portal: { path: '/halaman-lama' } },
  play: async () => {
    await expect(
      await page().findByRole('heading', { name: 'Halaman tidak ditemukan' }),
    ).toBeInTheDocument();
    await expect(
      page().getByText('Portal Nasabah PT Asuransi Jiwa Sentosa Raya'),
    ).toBeInTheDocument();
  },
};

/** A screen that fails to render: the generic error page (500 'Internal Server Error'). */
export const LayarGagal: Story = {
  parameters: { portal: { path: '/contact-us', signedIn: true } },
  render: () => {
    throw new Error('Layar gagal ditampilkan');
  },
  play: async () => {
    await expect(
      await page().findByRole('heading', { name: 'Terjadi kesalahan' }),
    ).toBeInTheDocument();
    await expect(
      page().getByText('Kode kesalahan: 500 — Internal Server Error'),
    ).toBeInTheDocument();
    await expect(page().getByRole('button', { name: 'Muat ulang halaman' })).toBeInTheDocument();
  },
};
