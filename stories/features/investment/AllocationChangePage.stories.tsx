import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import AllocationChangePage from '../../../web/src/features/investment/change/AllocationChangePage';
import {
  EXPIRED_CODE,
  EXPIRED_MESSAGE,
  fundChangeHandlers,
  RIGHT_CODE,
} from '../../../web/src/features/investment/testing/changeHandlers';
import { UL } from '../../../web/src/features/investment/testing/fixtures';
import { investmentHandlers } from '../../../web/src/features/investment/testing/handlers';
import { pending } from '../../support/handlers';
import { page } from '../../support/page';
import { viewport } from '../../support/viewports';

/**
 * 'Ubah Alokasi Premi' (/polis/investasi/alokasi?policy=): the current allocation (60/30/10),
 * the new percent per fund from it (steps of 5, at least 10, 100 in all, refusals under the
 * fields), the one-time code, and the result; a wrong or expired code; loading.
 */
const meta = {
  title: 'Polis/Investasi/Ubah Alokasi Premi',
  component: AllocationChangePage,
  parameters: { portal: { path: `/polis/investasi/alokasi?policy=${UL}`, signedIn: true } },
  globals: viewport('desktop'),
  beforeEach: ({ msw }) => msw.use(...investmentHandlers(), ...fundChangeHandlers()),
} satisfies Meta<typeof AllocationChangePage>;

export default meta;
type Story = StoryObj<typeof meta>;
type User = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

const text = (el: Element | null) => el?.textContent?.replaceAll('\u00a0', ' ') ?? '';
const field = (fund: string) => page().findByRole('textbox', { name: `Persen ${fund}` });

/** 50/30/20: one step down on equity, two up on money market. */
async function change(userEvent: User) {
  await field('Sentosa Equity Fund');
  await userEvent.click(page().getByRole('button', { name: 'Kurangi persen Sentosa Equity Fund' }));
  await userEvent.click(page().getByRole('button', { name: 'Kurangi persen Sentosa Equity Fund' }));
  await userEvent.click(
    page().getByRole('button', { name: 'Tambah persen Sentosa Money Market Fund' }),
  );
  await userEvent.click(
    page().getByRole('button', { name: 'Tambah persen Sentosa Money Market Fund' }),
  );
}

async function toCode(userEvent: User) {
  await change(userEvent);
  await userEvent.click(page().getByRole('button', { name: 'Lanjutkan ke kode OTP' }));
  await userEvent.click(await page().findByRole('button', { name: 'Kirim kode OTP' }));
  return page().findByLabelText('Kode OTP (6 angka)');
}

/** From 60/10 to 50/20 with - and +, the code, and the result. */
export const Berhasil: Story = {
  play: async ({ userEvent }) => {
    const now = await page().findByRole('region', { name: 'Alokasi saat ini' });
    await expect(text(now)).toContain('Sentosa Equity Fund 60%');
    await expect(text(now)).toContain('Sentosa Money Market Fund 10%');
    const code = await toCode(userEvent);
    await userEvent.type(code, RIGHT_CODE);
    await userEvent.click(page().getByRole('button', { name: 'Ubah alokasi' }));
    const done = await page().findByRole('region', { name: 'Alokasi premi diubah' });
    await expect(text(done)).toContain('Alokasi baru berlaku untuk premi berikutnya.');
    await expect(within(done).getByRole('link', { name: 'Kembali ke Investasi' })).toHaveAttribute(
      'href',
      `/polis/investasi?policy=${UL}`,
    );
  },
};

export const BerhasilPonsel: Story = { ...Berhasil, globals: viewport('phone') };

/** Refusals under the fields and the sum; the same allocation is not sent. */
export const Penolakan: Story = {
  play: async ({ userEvent }) => {
    await userEvent.click(await page().findByRole('button', { name: 'Lanjutkan ke kode OTP' }));
    await expect(
      await page().findByText('Alokasi baru sama dengan alokasi saat ini.'),
    ).toBeVisible();
    const money = await field('Sentosa Money Market Fund');
    await userEvent.clear(money);
    await userEvent.type(money, '5');
    await expect(money).toHaveAccessibleDescription('Paling sedikit 10% untuk dana yang dipilih.');
    await expect(page().getByText('Jumlah 95%: tambah 5% agar tepat 100%.')).toBeVisible();
    await userEvent.clear(money);
    await userEvent.type(money, '12');
    await expect(money).toHaveAccessibleDescription('Persen harus kelipatan 5.');
    await userEvent.click(page().getByRole('button', { name: 'Lanjutkan ke kode OTP' }));
    await expect(page().queryByRole('heading', { name: 'Konfirmasi alokasi premi' })).toBeNull();
  },
};

export const PenolakanPonsel: Story = { ...Penolakan, globals: viewport('phone') };

export const KodeSalahDanKedaluwarsa: Story = {
  play: async ({ userEvent }) => {
    const code = await toCode(userEvent);
    await userEvent.type(code, '111111');
    await userEvent.click(page().getByRole('button', { name: 'Ubah alokasi' }));
    await expect(await page().findByText('Kode OTP salah. Sisa percobaan 4 kali.')).toBeVisible();
    await userEvent.clear(code);
    await userEvent.type(code, EXPIRED_CODE);
    await userEvent.click(page().getByRole('button', { name: 'Ubah alokasi' }));
    await expect(await page().findByText(EXPIRED_MESSAGE)).toBeVisible();
  },
};

export const Memuat: Story = {
  beforeEach: ({ msw }) => msw.use(pending('get', '*/policy/fund')),
  play: async () => {
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};
