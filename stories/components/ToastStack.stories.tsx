import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { showToast, TOAST_DELAY_MS } from '../../web/src/components/toast';
import { ToastHost } from '../../web/src/components/ToastHost';
import { ToastStack } from '../../web/src/components/ToastStack';
import { page, sleep } from '../support/page';
import { viewport } from '../support/viewports';

/** Short notices at the top, hidden automatically after 5000 ms. */
const meta = {
  title: 'Komponen/Popup/Toast',
  component: ToastStack,
  args: {
    toasts: [
      {
        id: 1,
        variant: 'success',
        title: 'Berhasil',
        message: 'Persetujuan Syarat dan Ketentuan telah tersimpan.',
      },
      { id: 2, variant: 'info', message: 'Kode OTP baru telah dikirim ke +62 812-****-7890.' },
      {
        id: 3,
        variant: 'warning',
        title: 'Masa tenggang',
        message: 'Premi polis KS23000456 jatuh tempo 1 Oktober 2026.',
      },
      {
        id: 4,
        variant: 'danger',
        title: 'Gagal',
        message: 'Dokumen klaim tidak dapat diunggah. Silakan coba lagi.',
      },
    ],
  },
} satisfies Meta<typeof ToastStack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four variants, each with its close button. */
export const SemuaVarian: Story = {
  play: async () => {
    await expect(await page().findByText(/Dokumen klaim tidak dapat diunggah/)).toBeVisible();
    await expect(page().getAllByRole('button', { name: 'Tutup notifikasi' })).toHaveLength(4);
    for (const variant of ['success', 'info', 'warning', 'danger']) {
      await expect(document.querySelector(`.portal-toast-${variant}`)).toHaveClass('show');
    }
  },
};

export const Ponsel: Story = {
  ...SemuaVarian,
  globals: viewport('phone'),
};

/** Failures are alerts (assertive); the other notices are polite status messages. */
export const PeranUntukPembacaLayar: Story = {
  play: async () => {
    await expect(await page().findByRole('alert')).toHaveTextContent('Dokumen klaim tidak');
    await expect(page().getAllByRole('status')).toHaveLength(3);
  },
};

/** Through showToast(): the close button removes the toast at once. */
export const DitutupPengguna: Story = {
  render: () => <ToastHost />,
  parameters: { popupHosts: false },
  play: async ({ userEvent }) => {
    showToast({ variant: 'success', message: 'Data Anda telah diperbarui.' });
    const toast = (await page().findByText('Data Anda telah diperbarui.')).closest(
      '.toast',
    ) as HTMLElement;
    await userEvent.click(within(toast).getByRole('button', { name: 'Tutup notifikasi' }));
    await waitFor(() => expect(page().queryByText('Data Anda telah diperbarui.')).toBeNull());
  },
};

/** Left alone, a toast hides itself after 5000 ms. */
export const HilangOtomatis: Story = {
  render: () => <ToastHost />,
  parameters: { popupHosts: false },
  play: async () => {
    showToast({ variant: 'info', message: 'Kode OTP baru telah dikirim.' });
    await page().findByText('Kode OTP baru telah dikirim.');
    await sleep(TOAST_DELAY_MS - 1000);
    await expect(page().getByText('Kode OTP baru telah dikirim.')).toBeVisible();
    await waitFor(() => expect(page().queryByText('Kode OTP baru telah dikirim.')).toBeNull(), {
      timeout: 2500,
    });
  },
};
