import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { getErrorPopup, showErrorPopup } from '../../web/src/api/popup';
import { ErrorPopupHost } from '../../web/src/components/ErrorPopupHost';
import { page } from '../support/page';

/** The host the HTTP layer reports through: one error popup at a time. */
const meta = {
  title: 'Komponen/Popup/Satu Popup Sekaligus',
  component: ErrorPopupHost,
  // The story is the host; the preview adds none of its own.
  parameters: { popupHosts: false },
} satisfies Meta<typeof ErrorPopupHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two failures at once: only the first popup shows; the second is dropped. */
export const DuaKegagalanSekaligus: Story = {
  play: async ({ userEvent }) => {
    const first = showErrorPopup({
      title: 'Peringatan',
      message: 'Daftar polis tidak dapat dimuat.',
      variant: 'danger',
      size: 'sm',
    });
    const second = showErrorPopup({
      title: 'Peringatan',
      message: 'Kartu kesehatan tidak dapat dimuat.',
      variant: 'danger',
      size: 'sm',
    });
    await expect(first.shown).toBe(true);
    await expect(second.shown).toBe(false);
    const dialog = await page().findByRole('dialog', { name: 'Peringatan' });
    await expect(dialog).toHaveTextContent('Daftar polis tidak dapat dimuat.');
    await expect(page().getAllByRole('dialog')).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(getErrorPopup()).toBeNull();
  },
};
