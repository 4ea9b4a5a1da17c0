import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import FundSwitchPage from '../../../web/src/features/investment/change/FundSwitchPage';
import {
  EXPIRED_CODE,
  EXPIRED_MESSAGE,
  fundChangeHandlers,
  RIGHT_CODE,
  SWITCH_WAITING_MESSAGE,
} from '../../../web/src/features/investment/testing/changeHandlers';
import {
  NO_FREE_SWITCH,
  threeFunds,
  UL,
} from '../../../web/src/features/investment/testing/fixtures';
import { investmentHandlers } from '../../../web/src/features/investment/testing/handlers';
import { CODE_NOT_SENT_MESSAGE } from '../../../web/src/test/http';
import { failing, pending } from '../../support/handlers';
import { page } from '../../support/page';
import { viewport } from '../../support/viewports';

/**
 * 'Pengalihan Dana' (/polis/investasi/pengalihan?policy=): the source funds (a percent of
 * their units or a number of units), the target funds in steps of 5%, the summary (estimated
 * value at the last unit price, the next fee with the free switches left, the trade date
 * rule), the one-time code, and the order with its trade date; the refusals under their
 * fields, a wrong, expired or unsent code, a switch already waiting; loading and failed.
 */
const meta = {
  title: 'Polis/Investasi/Pengalihan Dana',
  component: FundSwitchPage,
  parameters: { portal: { path: `/polis/investasi/pengalihan?policy=${UL}`, signedIn: true } },
  globals: viewport('desktop'),
  beforeEach: ({ msw }) => msw.use(...investmentHandlers(), ...fundChangeHandlers()),
} satisfies Meta<typeof FundSwitchPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type User = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

const text = (el: Element | null) => el?.textContent?.replaceAll('\u00a0', ' ') ?? '';
const summary = () => page().findByRole('region', { name: 'Ringkasan pengalihan' });
const target = (fund: string) => page().getByRole('textbox', { name: `Persen ${fund}` });

/** Sells half of the equity fund's units into the money market fund. */
async function fill(userEvent: User) {
  await userEvent.click(
    await page().findByRole('checkbox', { name: 'Jual dari Sentosa Equity Fund' }),
  );
  await userEvent.type(
    page().getByRole('textbox', { name: 'Persen unit Sentosa Equity Fund' }),
    '50',
  );
  await userEvent.clear(target('Sentosa Money Market Fund'));
  await userEvent.type(target('Sentosa Money Market Fund'), '100');
}

async function toCode(userEvent: User) {
  await fill(userEvent);
  await userEvent.click(page().getByRole('button', { name: 'Lanjutkan ke kode OTP' }));
  await userEvent.click(await page().findByRole('button', { name: 'Kirim kode OTP' }));
  return page().findByLabelText('Kode OTP (6 angka)');
}

/** The form, the summary's estimate, the code and the order with its trade date. */
export const Berhasil: Story = {
  play: async ({ userEvent }) => {
    await expect(
      await page().findByRole('heading', { level: 1, name: 'Pengalihan Dana' }),
    ).toBeInTheDocument();
    // Each fund holding units is offered as a source.
    await expect(
      await page().findByRole('checkbox', { name: 'Jual dari Sentosa Fixed Income Fund' }),
    ).toBeEnabled();
    await fill(userEvent);
    const box = within(await summary());
    // 6.172,8394 units (50% of 12.345,6789 rounded down) × Rp 1.523,4567 = Rp 9.404.054.
    await expect(text(box.getByText('Perkiraan nilai dialihkan').nextElementSibling)).toBe(
      'Rp 9.404.054',
    );
    await expect(box.getByText('6.172,8394 unit')).toBeVisible();
    // One of the year's five free switches used: this one is free.
    await expect(box.getByText('Gratis', { exact: true })).toBeVisible();
    await expect(
      box.getByText('Sisa 4 dari 5 pengalihan gratis tahun polis ini (sampai 14 Maret 2027).'),
    ).toBeVisible();
    await expect(
      box.getByText('Gratis untuk 5 pengalihan pertama setiap tahun polis; berikutnya Rp 50.000.'),
    ).toBeVisible();
    await expect(
      box.getByText(
        'Sebelum 12.00 WIB pada hari kerja: harga hari itu; setelahnya: hari kerja berikutnya.',
      ),
    ).toBeVisible();
    await userEvent.click(box.getByRole('button', { name: 'Lanjutkan ke kode OTP' }));
    const codeTitle = await page().findByRole('heading', { name: 'Konfirmasi pengalihan dana' });
    await waitFor(() => expect(codeTitle).toHaveFocus());
    await userEvent.click(page().getByRole('button', { name: 'Kirim kode OTP' }));
    const field = await page().findByLabelText('Kode OTP (6 angka)');
    await userEvent.type(field, RIGHT_CODE);
    await userEvent.click(page().getByRole('button', { name: 'Alihkan dana' }));
    const done = await page().findByRole('region', { name: 'Pengalihan dana diterima' });
    await expect(text(done)).toContain('SW-20261128-H7K2M9QA');
    await expect(text(done)).toContain('30 November 2026');
    await expect(within(done).getByRole('link', { name: 'Kembali ke Investasi' })).toHaveAttribute(
      'href',
      `/polis/investasi?policy=${UL}`,
    );
  },
};

export const BerhasilPonsel: Story = { ...Berhasil, globals: viewport('phone') };

/** The policy year's five free switches used: the next costs Rp 50.000, free again next year. */
export const BerbayarSetelahLimaGratis: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      ...investmentHandlers({
        demo: { ...threeFunds, funds: { ...threeFunds.funds, switch_terms: NO_FREE_SWITCH } },
      }),
    ),
  play: async () => {
    const box = within(await summary());
    await expect(box.getByText('Rp 50.000', { exact: true })).toBeVisible();
    await expect(
      box.getByText(
        '5 pengalihan gratis tahun polis ini sudah dipakai; gratis lagi mulai 15 Maret 2027. Biaya diambil dari nilai yang dialihkan.',
      ),
    ).toBeVisible();
  },
};

/** What the server would refuse, said under each field before a code is sent. */
export const Penolakan: Story = {
  play: async ({ userEvent }) => {
    await userEvent.click(await page().findByRole('button', { name: 'Lanjutkan ke kode OTP' }));
    await expect(await page().findByText('Pilih paling sedikit satu dana asal.')).toBeVisible();
    await expect(page().getByText('Jumlah 0%: tambah 100% agar tepat 100%.')).toBeVisible();
    await userEvent.click(page().getByRole('checkbox', { name: 'Jual dari Sentosa Equity Fund' }));
    await userEvent.click(page().getByRole('radio', { name: 'Jumlah unit' }));
    const units = page().getByRole('textbox', { name: 'Jumlah unit Sentosa Equity Fund' });
    await userEvent.type(units, '12345,6790');
    await expect(units).toHaveAccessibleDescription(
      'Paling banyak 12.345,6789 unit (unit yang dimiliki).',
    );
    await userEvent.clear(target('Sentosa Equity Fund'));
    await userEvent.type(target('Sentosa Equity Fund'), '15');
    await expect(target('Sentosa Equity Fund')).toHaveAccessibleDescription(
      'Sentosa Equity Fund tidak boleh menjadi dana asal sekaligus dana tujuan.',
    );
    await userEvent.clear(target('Sentosa Fixed Income Fund'));
    await userEvent.type(target('Sentosa Fixed Income Fund'), '7');
    await expect(target('Sentosa Fixed Income Fund')).toHaveAccessibleDescription(
      'Persen harus kelipatan 5.',
    );
    await expect(page().getByText('Jumlah 22%: tambah 78% agar tepat 100%.')).toBeVisible();
    await expect(page().queryByRole('heading', { name: 'Konfirmasi pengalihan dana' })).toBeNull();
  },
};

export const PenolakanPonsel: Story = { ...Penolakan, globals: viewport('phone') };

/** A wrong code, then an expired one: the server's sentences under the field. */
export const KodeSalahDanKedaluwarsa: Story = {
  play: async ({ userEvent }) => {
    const field = await toCode(userEvent);
    await userEvent.type(field, '111111');
    await userEvent.click(page().getByRole('button', { name: 'Alihkan dana' }));
    await expect(await page().findByText('Kode OTP salah. Sisa percobaan 4 kali.')).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, EXPIRED_CODE);
    await userEvent.click(page().getByRole('button', { name: 'Alihkan dana' }));
    await expect(await page().findByText(EXPIRED_MESSAGE)).toBeVisible();
  },
};

/** A switch already waiting: the server's 409 sentence in the code step. */
export const SudahAdaPengalihan: Story = {
  beforeEach: ({ msw }) => msw.use(...fundChangeHandlers({ switchWaiting: true })),
  play: async ({ userEvent }) => {
    await fill(userEvent);
    await userEvent.click(page().getByRole('button', { name: 'Lanjutkan ke kode OTP' }));
    await userEvent.click(await page().findByRole('button', { name: 'Kirim kode OTP' }));
    await expect(await page().findByText(SWITCH_WAITING_MESSAGE)).toBeVisible();
    // Back to the form, with what was typed.
    await userEvent.click(page().getByRole('button', { name: 'Ubah pengalihan' }));
    await expect(
      await page().findByRole('textbox', { name: 'Persen unit Sentosa Equity Fund' }),
    ).toHaveValue('50');
  },
};

/** The gateway did not take the code: 'Coba lagi' sends it again. */
export const KodeTidakTerkirim: Story = {
  beforeEach: ({ msw }) => msw.use(...fundChangeHandlers({ notSent: 1 })),
  play: async ({ userEvent }) => {
    await fill(userEvent);
    await userEvent.click(page().getByRole('button', { name: 'Lanjutkan ke kode OTP' }));
    await userEvent.click(await page().findByRole('button', { name: 'Kirim kode OTP' }));
    await expect(await page().findByText(CODE_NOT_SENT_MESSAGE)).toBeVisible();
    await userEvent.click(page().getByRole('button', { name: 'Coba lagi' }));
    await expect(await page().findByLabelText('Kode OTP (6 angka)')).toBeVisible();
  },
};

export const Memuat: Story = {
  beforeEach: ({ msw }) => msw.use(pending('get', '*/policy/fund')),
  play: async () => {
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
};

export const BukanUnitLink: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      failing(
        'get',
        '*/policy/fund',
        422,
        'Polis ini bukan polis unit link dan tidak memiliki dana investasi.',
      ),
    ),
  play: async () => {
    await expect(
      await page().findByText('Polis ini bukan polis unit link dan tidak memiliki dana investasi.'),
    ).toBeVisible();
    await expect(page().getByRole('link', { name: 'Kembali ke Investasi' })).toBeVisible();
  },
};
