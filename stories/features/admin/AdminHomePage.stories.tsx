import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import AdminHomePage from '../../../web/src/features/admin/AdminHomePage';
import { page } from '../../support/page';
import { viewport } from '../../support/viewports';

/**
 * Where an admin session lands: the admin layout with the staff member's name and 'Keluar',
 * the account and the session rule. No customer menu and no terms gate.
 */
const meta = {
  title: 'Admin/Beranda',
  component: AdminHomePage,
  parameters: { portal: { path: '/admin', signedIn: 'admin' } },
  globals: viewport('desktop'),
} satisfies Meta<typeof AdminHomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const header = () => document.querySelector<HTMLElement>('.simple-header') as HTMLElement;
const account = () => page().getByRole('region', { name: 'Akun staf' });

export const Desktop: Story = {
  play: async () => {
    await expect(
      await page().findByRole('heading', { level: 1, name: 'Beranda Admin' }),
    ).toBeInTheDocument();
    await expect(page().getByText('Selamat datang, admin.portal.')).toBeVisible();
    await expect(within(account()).getByText('Admin')).toBeVisible();
    await expect(
      await within(account()).findByText(/berakhir otomatis setelah 15 menit/),
    ).toBeVisible();
    await expect(within(header()).getByText('admin.portal')).toBeVisible();
    await expect(within(header()).getByRole('button', { name: 'Keluar' })).toBeVisible();
    await expect(page().queryByRole('navigation', { name: 'Menu utama' })).toBeNull();
    // The Pengkinian Data desk: how many wait, and the way to the queue.
    const desk = page().getByRole('region', { name: 'Verifikasi Pengkinian Data' });
    await expect(await within(desk).findByText('3 pengajuan menunggu verifikasi.')).toBeVisible();
    await expect(within(desk).getByRole('link', { name: 'Buka antrean' })).toHaveAttribute(
      'href',
      '/admin/pengkinian',
    );
    // The claims desk: how many claims wait for the staff, and the way to their queue.
    const claims = page().getByRole('region', { name: 'Klaim Nasabah' });
    await expect(
      await within(claims).findByText('6 klaim menunggu tindakan petugas.'),
    ).toBeVisible();
    await expect(within(claims).getByRole('link', { name: 'Lihat antrean klaim' })).toHaveAttribute(
      'href',
      '/admin/klaim',
    );
    // The refund desk: the cases waiting for a decision, and the way to their queue.
    const refunds = page().getByRole('region', { name: 'Pengembalian Dana' });
    await expect(
      await within(refunds).findByText('3 kasus pengembalian dana menunggu keputusan petugas.'),
    ).toBeVisible();
    await expect(
      within(refunds).getByRole('link', { name: 'Lihat antrean pengembalian dana' }),
    ).toHaveAttribute('href', '/admin/refund');
    // The complaint desk: the complaints waiting for a written answer, and the way to them.
    const complaints = page().getByRole('region', { name: 'Pengaduan Nasabah' });
    await expect(
      await within(complaints).findByText('5 pengaduan menunggu jawaban petugas.'),
    ).toBeVisible();
    await expect(
      within(complaints).getByRole('link', { name: 'Lihat antrean pengaduan' }),
    ).toHaveAttribute('href', '/admin/pengaduan');
    // The failed notices: how many the mail server never took, and the way to their list.
    const notices = page().getByRole('region', { name: 'Notifikasi Gagal' });
    await expect(
      await within(notices).findByText(
        '3 email notifikasi tidak terkirim setelah semua percobaan.',
      ),
    ).toBeVisible();
    await expect(
      within(notices).getByRole('link', { name: 'Lihat notifikasi gagal' }),
    ).toHaveAttribute('href', '/admin/notifikasi');
  },
};

/** On a phone the header keeps the brand and 'Keluar'; the page greets by name. */
export const Ponsel: Story = {
  globals: viewport('phone'),
  play: async () => {
    await expect(
      await page().findByRole('heading', { level: 1, name: 'Beranda Admin' }),
    ).toBeInTheDocument();
    await expect(within(header()).getByText('admin.portal')).not.toBeVisible();
    await expect(within(header()).getByRole('button', { name: 'Keluar' })).toBeVisible();
  },
};
