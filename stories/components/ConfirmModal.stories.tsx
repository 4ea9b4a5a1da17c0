import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ConfirmModal } from '../../web/src/components/ConfirmModal';
import { companyProfile } from '../../web/src/test/http';
import { page, sleep } from '../support/page';

/**
 * The confirmation modal (docs/product.md P4.7): static (no backdrop or Escape close
 * by default), buttons 'TIDAK' and 'OK'; `<key>` placeholders come from the company profile.
 */
const meta = {
  title: 'Komponen/Popup/Konfirmasi',
  component: ConfirmModal,
  args: {
    show: true,
    title: 'Keluar',
    message: 'Apakah Anda yakin ingin keluar dari TManKu?',
    profile: companyProfile,
    onOk: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ConfirmModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = (name: string) => page().findByRole('dialog', { name });

/** OK confirms, TIDAK closes. */
export const OkDanTidak: Story = {
  play: async ({ args, userEvent }) => {
    const modal = await dialog('Keluar');
    await expect(
      within(modal)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['TIDAK', 'OK']);
    await userEvent.click(within(modal).getByRole('button', { name: 'OK' }));
    await expect(args.onOk).toHaveBeenCalledOnce();
    await userEvent.click(within(modal).getByRole('button', { name: 'TIDAK' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** Static by default: Escape does nothing. */
export const Statis: Story = {
  play: async ({ args, userEvent }) => {
    await dialog('Keluar');
    await sleep(300);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** A message with the WhatsApp placeholder, a danger OK and the default title. */
export const DenganNomorWhatsApp: Story = {
  args: {
    title: undefined,
    message: 'Hubungi CS di WhatsApp <csWhatsapp> untuk membatalkan pengajuan klaim ini?',
    okVariant: 'danger',
  },
  play: async () => {
    const modal = await dialog('Konfirmasi');
    await expect(modal).toHaveTextContent('Hubungi CS di WhatsApp +62811 1500 789 untuk');
    await expect(within(modal).getByRole('link', { name: '+62811 1500 789' })).toHaveAttribute(
      'href',
      'https://wa.me/628111500789',
    );
    await expect(within(modal).getByRole('button', { name: 'OK' })).toHaveClass('btn-danger');
  },
};

/** Information to acknowledge: OK only. */
export const HanyaOk: Story = {
  args: {
    title: 'Informasi',
    message: 'Perubahan data Anda telah kami terima dan akan diproses dalam 3 hari kerja.',
    okOnly: true,
  },
  play: async () => {
    const modal = await dialog('Informasi');
    await expect(
      within(modal)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['OK']);
  },
};
