import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { confirm } from '../../web/src/components/confirm';
import { ConfirmHost } from '../../web/src/components/ConfirmHost';
import { companyProfile } from '../../web/src/test/http';
import { page } from '../support/page';

let profileCalls = 0;

/** `confirm()` as code calls it: the company profile is fetched before the modal shows. */
const meta = {
  title: 'Komponen/Popup/Konfirmasi (confirm())',
  component: ConfirmHost,
  // The story is the host; the preview adds none of its own.
  parameters: { popupHosts: false },
  beforeEach: ({ msw }) => {
    profileCalls = 0;
    msw.use(
      http.get('*/policy/companyProfile', () => {
        profileCalls += 1;
        return HttpResponse.json(companyProfile);
      }),
    );
  },
} satisfies Meta<typeof ConfirmHost>;

export default meta;
type Story = StoryObj<typeof meta>;

const ask = () =>
  confirm({
    title: 'Batalkan Pengajuan',
    message: 'Pengajuan belum tersimpan. Hubungi CS di WhatsApp <csWhatsapp> bila ragu. Lanjutkan?',
  });

/** OK resolves true. */
export const OkBernilaiYa: Story = {
  play: async ({ userEvent }) => {
    const answer = ask();
    const modal = await page().findByRole('dialog', { name: 'Batalkan Pengajuan' });
    await expect(profileCalls).toBe(1);
    await expect(modal).toHaveTextContent('WhatsApp +62811 1500 789 bila ragu');
    await userEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    await expect(await answer).toBe(true);
  },
};

/** TIDAK resolves false. */
export const TidakBernilaiTidak: Story = {
  play: async ({ userEvent }) => {
    const answer = ask();
    const modal = await page().findByRole('dialog', { name: 'Batalkan Pengajuan' });
    await userEvent.click(within(modal).getByRole('button', { name: 'TIDAK' }));
    await expect(await answer).toBe(false);
  },
};
