import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import BannerListPage from '../../../web/src/features/banner/BannerListPage';
import { bannerDesk, conflictMessage } from '../../../web/src/features/banner/testing/handlers';
import { failing, pending, problem } from '../../support/handlers';
import { page } from '../../support/page';
import { viewport } from '../../support/viewports';

/**
 * The admin's banner list (admin layout, /cms/banner): the banners not ended in the
 * carousel's order, then the ended ones; each with its thumbnail, link, state, schedule in
 * WIB and last change; moved up and down, edited, deactivated or activated behind OK/TIDAK.
 */
const meta = {
  title: 'Admin/Banner Carousel',
  component: BannerListPage,
  parameters: { portal: { path: '/cms/banner', signedIn: 'admin' } },
  globals: viewport('desktop'),
} satisfies Meta<typeof BannerListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = () => page().findByRole('table', { name: 'Daftar banner carousel' });

/** Six banners: three live, one scheduled, one switched off, one ended last week. */
export const Daftar: Story = {
  play: async () => {
    await expect(
      await page().findByRole('heading', { level: 1, name: 'Banner Carousel' }),
    ).toBeInTheDocument();
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    await expect(rows).toHaveLength(6);
    await expect(rows[0]).toHaveTextContent('Tayang');
    await expect(rows[3]).toHaveTextContent('Terjadwal');
    await expect(rows[4]).toHaveTextContent('Nonaktif');
    await expect(rows[5]).toHaveTextContent('Berakhir');
  },
};

/** On a phone each banner is a block with its picture on top, every value labelled. */
export const DaftarPonsel: Story = {
  globals: viewport('phone'),
  play: async () => {
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    await expect(rows).toHaveLength(6);
    await expect(
      within(rows[0]!).getByRole('link', { name: /^Ubah banner Cek rumah sakit/ }),
    ).toBeVisible();
  },
};

export const Kosong: Story = {
  beforeEach: ({ msw }) => msw.use(...bannerDesk([]).handlers),
  play: async () => {
    await expect(
      await page().findByText('Belum ada banner. Tambahkan banner pertama untuk carousel nasabah.'),
    ).toBeVisible();
    await expect(page().getAllByRole('link', { name: 'Tambah banner' })).toHaveLength(2);
  },
};

export const KosongPonsel: Story = { ...Kosong, globals: viewport('phone') };

export const Memuat: Story = {
  beforeEach: ({ msw }) => msw.use(pending('get', '*/admin/banner/list')),
  play: async () => {
    await expect(await page().findByRole('status')).toHaveTextContent('Memuat daftar banner…');
  },
};

export const MemuatPonsel: Story = { ...Memuat, globals: viewport('phone') };

export const Gagal: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      failing(
        'get',
        '*/admin/banner/list',
        500,
        'Proses tidak dapat dilanjutkan. Silakan coba kembali beberapa saat lagi.',
      ),
    ),
  play: async () => {
    await expect(
      await page().findByText(
        'Proses tidak dapat dilanjutkan. Silakan coba kembali beberapa saat lagi.',
      ),
    ).toBeVisible();
    await expect(page().getByRole('button', { name: 'Coba lagi' })).toBeVisible();
  },
};

export const GagalPonsel: Story = { ...Gagal, globals: viewport('phone') };

/** 'Nonaktifkan' asks first (OK / TIDAK). */
export const KonfirmasiNonaktifkan: Story = {
  play: async ({ userEvent }) => {
    await table();
    await userEvent.click(
      page().getByRole('button', { name: 'Nonaktifkan banner Bayar premi praktis dengan QRIS' }),
    );
    const dialog = await page().findByRole('dialog', { name: 'Nonaktifkan banner?' });
    await expect(dialog).toHaveTextContent('berhenti tayang di carousel nasabah saat ini juga');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'TIDAK' })).toBeVisible(),
    );
  },
};

/** Moved up: the new order is saved and said so. */
export const UrutanDiubah: Story = {
  play: async ({ userEvent }) => {
    await table();
    await userEvent.click(
      page().getByRole('button', { name: 'Naikkan urutan Perbarui data diri Anda' }),
    );
    await expect(await page().findByText('Urutan banner disimpan.')).toBeVisible();
  },
};

/** Someone else changed the banner meanwhile: the server's words, the list loads again. */
export const Konflik409: Story = {
  beforeEach: ({ msw }) => {
    const desk = bannerDesk();
    const other = { ...desk.banners[1]!.banner, updated_by: 'rina.marketing' };
    msw.use(
      http.post('*/admin/banner/status', () => problem(409, conflictMessage(other))),
      ...desk.handlers,
    );
  },
  play: async ({ userEvent }) => {
    await table();
    await userEvent.click(
      page().getByRole('button', { name: 'Nonaktifkan banner Bayar premi praktis dengan QRIS' }),
    );
    const dialog = await page().findByRole('dialog', { name: 'Nonaktifkan banner?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(await page().findByText(/diubah oleh rina\.marketing/)).toBeVisible();
  },
};
