import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ErrorPage } from '../../web/src/components/ErrorPage';

const meta = {
  title: 'Komponen/Halaman Kesalahan',
  component: ErrorPage,
  args: { onReload: fn() },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Page Not Found' variant (404): explanation and the way back, no reload. */
export const PageNotFound: Story = {
  name: 'Page Not Found (404)',
  args: { status: 404, message: 'Page not found: /klaim/lama' },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Halaman tidak ditemukan' }),
    ).toBeInTheDocument();
    await expect(canvas.getByText('Kode kesalahan: 404 — Page Not Found')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Kembali ke halaman utama' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(canvas.queryByRole('button', { name: 'Muat ulang halaman' })).toBeNull();
    await expect(args.onReload).not.toHaveBeenCalled();
  },
};

/** Generic variant: status 500 and 'Internal Server Error' by default, with a reload. */
export const InternalServerError: Story = {
  name: 'Internal Server Error (500)',
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Terjadi kesalahan' })).toBeInTheDocument();
    await expect(
      canvas.getByText('Kode kesalahan: 500 — Internal Server Error'),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Muat ulang halaman' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};
