import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { DEFAULT_ERROR_MESSAGE } from '../../web/src/api/errors';
import { ErrorPopup } from '../../web/src/components/ErrorPopup';
import { companyProfile } from '../../web/src/test/http';
import { page, sleep } from '../support/page';
import { viewport } from '../support/viewports';

/**
 * The error popups of the HTTP layer (docs/product.md P8.3, P8.4): 'Peringatan' (small,
 * danger) for failures, 'Perhatian' (warning) for 403. Static: no close button, no Escape,
 * no backdrop click; the customer acknowledges with OK.
 */
const meta = {
  title: 'Komponen/Popup/Peringatan dan Perhatian',
  component: ErrorPopup,
  args: {
    show: true,
    title: 'Peringatan',
    message: DEFAULT_ERROR_MESSAGE,
    variant: 'danger',
    size: 'sm',
    profile: companyProfile,
    onClose: fn(),
  },
} satisfies Meta<typeof ErrorPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

const popup = (name: string) => page().findByRole('dialog', { name });

/** The default failure message: the CS WhatsApp number as a wa.me link (0 → +62). */
export const Peringatan: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await popup('Peringatan');
    await expect(dialog).toHaveTextContent(
      'Proses tidak dapat dilanjutkan. Silakan coba kembali beberapa saat lagi.',
    );
    await expect(within(dialog).getByRole('link', { name: '+62811 1500 789' })).toHaveAttribute(
      'href',
      'https://wa.me/628111500789',
    );
    await expect(dialog.closest('.modal')).toHaveClass('error-popup-danger');
    await expect(dialog.querySelector('.modal-dialog')).toHaveClass('modal-sm');
    await expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['OK']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** The message the server sent (problem+json `message`). */
export const PeringatanPesanServer: Story = {
  args: {
    message: 'Pembayaran premi untuk polis UL24000123 sedang diproses. Silakan cek kembali besok.',
  },
  play: async () => {
    await expect(await popup('Peringatan')).toHaveTextContent(
      'Pembayaran premi untuk polis UL24000123 sedang diproses.',
    );
  },
};

/** 403: 'Perhatian', warning variant, normal size, OK only; then the customer is logged out. */
export const Perhatian: Story = {
  args: {
    title: 'Perhatian',
    message: 'Sesi Anda telah berakhir. Silakan masuk kembali.',
    variant: 'warning',
    size: undefined,
  },
  play: async () => {
    const dialog = await popup('Perhatian');
    await expect(dialog.closest('.modal')).toHaveClass('error-popup-warning');
    await expect(dialog.querySelector('.modal-dialog')).not.toHaveClass('modal-sm');
    await expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveClass('btn-warning');
  },
};

/** Escape does not close it: only OK does. */
export const TidakBisaDitutupDenganEscape: Story = {
  play: async ({ args, userEvent }) => {
    await popup('Peringatan');
    await sleep(300);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const Ponsel: Story = {
  ...Peringatan,
  globals: viewport('phone'),
};
