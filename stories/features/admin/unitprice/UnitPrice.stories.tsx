import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import type { FundPricePublishRequest } from '../../../../web/src/api/generated/model';
import { UNIT_PRICE_PATH } from '../../../../web/src/features/admin/paths';
import UnitPricePage from '../../../../web/src/features/admin/unitprice/UnitPricePage';
import {
  CONFLICT_MESSAGE,
  FUTURE_MESSAGE,
  LATER_DAY,
  PUBLISHED_DAY,
  WEEKEND_DAY,
} from '../../../../web/src/features/admin/unitprice/testing/unitPriceFixtures';
import {
  unitPriceHandlers,
  type UnitPriceHandlerOptions,
} from '../../../../web/src/features/admin/unitprice/testing/unitPriceHandlers';
import { failing, pending } from '../../../support/handlers';
import { page } from '../../../support/page';
import { viewport } from '../../../support/viewports';

/**
 * 'Harga Unit' (admin layout): one day's unit prices (NAB). A working day not yet published
 * with an input per fund, the change from the previous price computed as it is typed, the
 * confirmation a change over 10% needs, 'Terbitkan' behind a popup; a published day read
 * only with who published it and when; a day that is not a working day; the earlier day to
 * publish first; the server's refusals.
 */
const meta = {
  title: 'Admin/Harga Unit',
  component: UnitPricePage,
  parameters: { portal: { path: UNIT_PRICE_PATH, signedIn: 'admin' } },
  globals: viewport('desktop'),
  beforeEach: ({ msw }) => msw.use(...unitPriceHandlers()),
} satisfies Meta<typeof UnitPricePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const text = (el: Element | null) => el?.textContent?.replaceAll('\u00a0', ' ') ?? '';
const at = (day: string) => ({
  portal: { path: `${UNIT_PRICE_PATH}?price_date=${day}`, signedIn: 'admin' as const },
});
const price = (fund: string) => page().findByRole('textbox', { name: fund });
const row = async (fund: string) => (await price(fund)).closest('tr') as HTMLElement;
let published: FundPricePublishRequest[] = [];
const server = (options: UnitPriceHandlerOptions = {}) => ({
  beforeEach: ({ msw }: { msw: { use: (...handlers: RequestHandler[]) => void } }) => {
    published = [];
    msw.use(...unitPriceHandlers({ ...options, onPublish: (body) => published.push(body) }));
  },
});

/** The last working day, not yet published: previous prices, inputs, the change as typed. */
export const BelumTerbit: Story = {
  play: async ({ userEvent }) => {
    await expect(
      await page().findByRole('heading', { level: 1, name: 'Harga Unit' }),
    ).toBeInTheDocument();
    await expect(
      await page().findByRole('heading', { name: 'Harga unit 30 November 2026' }),
    ).toBeVisible();
    await expect(page().getByText('Belum terbit')).toBeVisible();
    await expect(page().getByText(/3 order menunggu harga hari ini\./)).toBeVisible();
    await expect(page().getByLabelText('Tanggal harga')).toHaveValue('2026-11-30');
    const equity = await row('Sentosa Equity Fund');
    await expect(text(equity)).toContain('Rp 1.523,4567');
    await expect(text(equity)).toContain('27 November 2026');
    await userEvent.type(await price('Sentosa Equity Fund'), '1530,12');
    await expect(text(equity)).toContain('+0,44%');
    await userEvent.type(await price('Sentosa Fixed Income Fund'), '1200');
    await expect(text(await row('Sentosa Fixed Income Fund'))).toContain('−0,87%');
    await expect(page().queryByText(/Perubahan lebih dari 10%/)).toBeNull();
  },
};

export const BelumTerbitPonsel: Story = {
  ...BelumTerbit,
  globals: viewport('phone'),
  play: async (context) => {
    await BelumTerbit.play?.(context);
    await waitFor(() =>
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
        document.documentElement.clientWidth,
      ),
    );
  },
};

/** Every price, 'Terbitkan', the popup, then the day read only with who and when. */
export const Terbitkan: Story = {
  ...server(),
  play: async ({ userEvent }) => {
    await userEvent.type(await price('Sentosa Equity Fund'), '1530,12');
    await userEvent.type(await price('Sentosa Fixed Income Fund'), '1211,04');
    await userEvent.type(await price('Sentosa Money Market Fund'), '1087,4120');
    await userEvent.click(page().getByRole('button', { name: 'Terbitkan' }));
    const popup = await page().findByRole('dialog', { name: 'Terbitkan harga unit?' });
    await expect(popup).toHaveTextContent(
      'Harga unit 3 dana untuk 30 November 2026 akan diterbitkan dan tidak dapat diubah lagi.',
    );
    await userEvent.click(within(popup).getByRole('button', { name: 'Terbitkan' }));
    await expect(
      await page().findByText('Diterbitkan oleh Rina Admin pada 30 November 2026 pukul 17.05 WIB'),
    ).toBeVisible();
    await expect(published).toEqual([
      {
        price_date: '2026-11-30',
        prices: [
          { fund_code: 'SENTOSA_EQUITY', unit_price: '1530.1200' },
          { fund_code: 'SENTOSA_FIXED_INCOME', unit_price: '1211.0400' },
          { fund_code: 'SENTOSA_MONEY_MARKET', unit_price: '1087.4120' },
        ],
        confirm_large_change: false,
      },
    ]);
    await expect(page().getByText('Sudah terbit')).toBeVisible();
    await expect(page().queryByRole('textbox', { name: 'Sentosa Equity Fund' })).toBeNull();
    await expect(
      await page().findByText('Harga unit 30 November 2026 telah diterbitkan.'),
    ).toBeVisible();
  },
};

/** 'Tidak' in the popup: nothing is sent, the prices stay. */
export const TerbitkanDibatalkan: Story = {
  ...server(),
  play: async ({ userEvent }) => {
    await userEvent.type(await price('Sentosa Equity Fund'), '1530,12');
    await userEvent.type(await price('Sentosa Fixed Income Fund'), '1211,04');
    await userEvent.type(await price('Sentosa Money Market Fund'), '1087,4120');
    await userEvent.click(page().getByRole('button', { name: 'Terbitkan' }));
    const popup = await page().findByRole('dialog', { name: 'Terbitkan harga unit?' });
    await userEvent.click(within(popup).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(published).toEqual([]);
    await expect(await price('Sentosa Equity Fund')).toHaveValue('1530,12');
  },
};

/** A change over 10%: the warning, and no 'Terbitkan' without the confirmation. */
export const PerubahanBesar: Story = {
  ...server(),
  play: async ({ userEvent }) => {
    await userEvent.type(await price('Sentosa Equity Fund'), '1700');
    await userEvent.type(await price('Sentosa Fixed Income Fund'), '1211,04');
    await userEvent.type(await price('Sentosa Money Market Fund'), '1087,4120');
    await expect(text(await row('Sentosa Equity Fund'))).toContain('+11,59%');
    await expect(text(await row('Sentosa Equity Fund'))).toContain('Lebih dari 10%');
    await expect(
      page().getByText(
        'Perubahan lebih dari 10% untuk Sentosa Equity Fund. Periksa kembali harganya sebelum menerbitkan.',
      ),
    ).toBeVisible();
    await userEvent.click(page().getByRole('button', { name: 'Terbitkan' }));
    await expect(
      page().getByText('Centang konfirmasi perubahan lebih dari 10% untuk menerbitkan.'),
    ).toBeVisible();
    await expect(page().queryByRole('dialog')).toBeNull();
    const box = page().getByRole('checkbox', { name: /Saya sudah memeriksa perubahan/ });
    await expect(box).toHaveFocus();
    await userEvent.click(box);
    await userEvent.click(page().getByRole('button', { name: 'Terbitkan' }));
    const popup = await page().findByRole('dialog', { name: 'Terbitkan harga unit?' });
    await userEvent.click(within(popup).getByRole('button', { name: 'Terbitkan' }));
    await expect(await page().findByText(/Diterbitkan oleh Rina Admin/)).toBeVisible();
    await expect(published[0]?.confirm_large_change).toBe(true);
  },
};

/** What cannot be a unit price, under its field; 'Terbitkan' goes to the first. */
export const HargaTidakValid: Story = {
  ...server(),
  play: async ({ userEvent }) => {
    await userEvent.type(await price('Sentosa Equity Fund'), '1.530');
    await userEvent.type(await price('Sentosa Fixed Income Fund'), '1211,12345');
    await userEvent.type(await price('Sentosa Money Market Fund'), '0');
    await userEvent.tab();
    await expect(page().getByText('Gunakan koma untuk desimal, contoh 1530,1200.')).toBeVisible();
    await expect(page().getByText('Paling banyak 4 angka desimal.')).toBeVisible();
    await expect(page().getByText('Harga unit harus lebih dari 0.')).toBeVisible();
    await userEvent.click(page().getByRole('button', { name: 'Terbitkan' }));
    await expect(page().getByText('Perbaiki harga yang ditandai.')).toBeVisible();
    await expect(await price('Sentosa Equity Fund')).toHaveFocus();
    await expect(published).toEqual([]);
  },
};

/** Published meanwhile by someone else (409): the server's words and 'Muat ulang'. */
export const SudahDiterbitkanOrangLain: Story = {
  ...server({ refuse: { status: 409, message: CONFLICT_MESSAGE } }),
  play: async ({ userEvent }) => {
    await userEvent.type(await price('Sentosa Equity Fund'), '1530,12');
    await userEvent.type(await price('Sentosa Fixed Income Fund'), '1211,04');
    await userEvent.type(await price('Sentosa Money Market Fund'), '1087,4120');
    await userEvent.click(page().getByRole('button', { name: 'Terbitkan' }));
    const popup = await page().findByRole('dialog', { name: 'Terbitkan harga unit?' });
    await userEvent.click(within(popup).getByRole('button', { name: 'Terbitkan' }));
    const alert = await page().findByRole('alert');
    await expect(alert).toHaveTextContent(CONFLICT_MESSAGE);
    await expect(within(alert).getByRole('button', { name: 'Muat ulang' })).toBeVisible();
    await expect(await price('Sentosa Equity Fund')).toHaveValue('1530,12');
  },
};

/** A 422 naming a fund's price: said under that field. */
export const DitolakServer: Story = {
  ...server({
    refuse: {
      status: 422,
      field: 'prices.2.unit_price',
      message: 'Harga unit Sentosa Money Market Fund tidak valid.',
    },
  }),
  play: async ({ userEvent }) => {
    await userEvent.type(await price('Sentosa Equity Fund'), '1530,12');
    await userEvent.type(await price('Sentosa Fixed Income Fund'), '1211,04');
    await userEvent.type(await price('Sentosa Money Market Fund'), '1087,4120');
    await userEvent.click(page().getByRole('button', { name: 'Terbitkan' }));
    const popup = await page().findByRole('dialog', { name: 'Terbitkan harga unit?' });
    await userEvent.click(within(popup).getByRole('button', { name: 'Terbitkan' }));
    await expect(
      await page().findByText('Harga unit Sentosa Money Market Fund tidak valid.'),
    ).toBeVisible();
    await expect(await price('Sentosa Money Market Fund')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A published day: read only, who published it and when, the server's changes. */
export const SudahTerbit: Story = {
  parameters: at(PUBLISHED_DAY),
  play: async () => {
    await expect(
      await page().findByText('Diterbitkan oleh Rina Admin pada 27 November 2026 pukul 17.32 WIB'),
    ).toBeVisible();
    await expect(page().getByText('Sudah terbit')).toBeVisible();
    await expect(page().queryByRole('textbox', { name: /Sentosa/ })).toBeNull();
    await expect(page().queryByRole('button', { name: 'Terbitkan' })).toBeNull();
    const rows = within(page().getByRole('table')).getAllByRole('row');
    await expect(text(rows[1]!)).toContain('Rp 1.523,4567');
    await expect(text(rows[1]!)).toContain('+0,23%');
    await expect(text(rows[2]!)).toContain('−0,04%');
  },
};

export const SudahTerbitPonsel: Story = { ...SudahTerbit, globals: viewport('phone') };

/** Saturday: no prices to publish. */
export const BukanHariKerja: Story = {
  parameters: at(WEEKEND_DAY),
  play: async () => {
    await expect(await page().findByText('Bukan hari kerja')).toBeVisible();
    await expect(page().getByText(/tidak ada harga unit untuk diterbitkan/)).toBeVisible();
    await expect(page().queryByRole('table')).toBeNull();
  },
};

/** Tuesday while Monday is not published: the way to Monday first. */
export const HariSebelumnyaBelumTerbit: Story = {
  parameters: at(LATER_DAY),
  play: async ({ userEvent }) => {
    await expect(
      await page().findByText(
        'Harga 30 November 2026 belum terbit: terbitkan hari itu lebih dulu.',
      ),
    ).toBeVisible();
    await userEvent.click(page().getByRole('button', { name: 'Buka hari itu' }));
    await expect(
      await page().findByRole('heading', { name: 'Harga unit 30 November 2026' }),
    ).toBeVisible();
  },
};

/** Another day chosen in the field. */
export const PilihTanggal: Story = {
  play: async ({ userEvent }) => {
    // The field starts from the day the server answered (it is drawn again once it is known).
    await waitFor(() => expect(page().getByLabelText('Tanggal harga')).toHaveValue('2026-11-30'));
    const field = page().getByLabelText('Tanggal harga');
    // A date field takes its value as a whole (typing runs through the browser's own parts),
    // announced by an 'input' event as the browser's date picker does.
    fireEvent.input(field, { target: { value: '2026-11-27' } });
    await userEvent.click(page().getByRole('button', { name: 'Tampilkan' }));
    await expect(await page().findByText('Sudah terbit')).toBeVisible();
  },
};

/** A day to come (422): the server's sentence. */
export const TanggalMendatang: Story = {
  parameters: at('2026-12-24'),
  play: async () => {
    await expect(await page().findByRole('alert')).toHaveTextContent(FUTURE_MESSAGE);
  },
};

export const Memuat: Story = {
  beforeEach: ({ msw }) => msw.use(pending('get', '*/admin/fund/prices')),
  play: async () => {
    await expect(await page().findByText('Memuat harga unit…')).toBeInTheDocument();
  },
};

export const GagalDimuat: Story = {
  beforeEach: ({ msw }) =>
    msw.use(failing('get', '*/admin/fund/prices', 500, 'Terjadi kesalahan pada server.')),
  play: async () => {
    const alert = await page().findByRole('alert');
    await expect(alert).toHaveTextContent('Harga unit tidak dapat dimuat.');
    await expect(within(alert).getByRole('button', { name: 'Coba lagi' })).toBeVisible();
  },
};

/** The admin menu has the page. */
export const Menu: Story = {
  parameters: { portal: { path: UNIT_PRICE_PATH, signedIn: 'admin', storyAsScreen: false } },
  play: async () => {
    const nav = await page().findByRole('navigation');
    await expect(within(nav).getByRole('link', { name: 'Harga Unit' })).toHaveAttribute(
      'href',
      UNIT_PRICE_PATH,
    );
  },
};
