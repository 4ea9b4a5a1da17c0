import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { getListPoliciesResponseMock } from '../../../web/src/api/generated/endpoints/policy/policy.msw';
import type { ChartRange } from '../../../web/src/api/generated/model';
import InvestmentPage from '../../../web/src/features/investment/InvestmentPage';
import {
  inRange,
  KS,
  threeFunds,
  UL,
  zeroUnitFund,
} from '../../../web/src/features/investment/testing/fixtures';
import { investmentHandlers } from '../../../web/src/features/investment/testing/handlers';
import { failing, pending } from '../../support/handlers';
import { page } from '../../support/page';
import { viewport } from '../../support/viewports';

/**
 * 'Investasi' (/polis/investasi): a unit link policy's value, cash value and surrender charge
 * at the last unit price, its funds, and the charts (unit price per fund, the policy's value,
 * the allocation) with their tables; loading, failed, not unit link, no unit link policy.
 */
const meta = {
  title: 'Polis/Investasi',
  component: InvestmentPage,
  parameters: { portal: { path: '/polis/investasi', signedIn: true } },
  globals: viewport('desktop'),
  beforeEach: ({ msw }) => msw.use(...investmentHandlers()),
} satisfies Meta<typeof InvestmentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const text = (el: Element | null) => el?.textContent?.replaceAll('\u00a0', ' ') ?? '';
const region = (name: string) => page().findByRole('region', { name });
const fundRows = async () =>
  within(within(await region('Dana investasi')).getByRole('table')).getAllByRole('row');
/** A row's cells, ' | ' between them. */
const cells = (row: Element | undefined) =>
  [...(row?.children ?? [])].map((cell) => text(cell).trim()).join(' | ');

/** Nothing wider than the screen: the page never scrolls sideways. */
async function noSidewaysScroll() {
  await waitFor(() =>
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    ),
  );
}

/** The rows of a chart's table (date and figure), read from the hidden table (none yet: []). */
function chartRows(name: string): string[] {
  const card = page().queryByRole('region', { name });
  // The table named by its caption (the chart's legend is a table too, inside the picture).
  const caption = new RegExp(`^${name === 'Nilai investasi' ? 'Nilai investasi' : 'Harga unit'} `);
  const table = card && within(card).queryByRole('table', { hidden: true, name: caption });
  if (!table) return [];
  return within(table)
    .getAllByRole('row', { hidden: true })
    .slice(1)
    .map((row) => text(row).trim());
}

/** Three funds: the figures, the table with exact decimals, and the three charts. */
export const TigaDana: Story = {
  play: async ({ userEvent }) => {
    await expect(
      await page().findByRole('heading', { level: 1, name: 'Investasi' }),
    ).toBeInTheDocument();
    const summary = within(await region('Ringkasan nilai investasi'));
    await expect(text(summary.getByText('Nilai investasi').nextElementSibling)).toBe(
      'Rp 30.779.014',
    );
    await expect(summary.getByText('Harga unit per 27 November 2026')).toBeVisible();
    await expect(text(summary.getByText('Nilai tunai').nextElementSibling)).toBe('Rp 25.379.014');
    await expect(text(summary.getByText('Biaya penebusan').nextElementSibling)).toBe(
      'Rp 5.400.000',
    );

    const rows = await fundRows();
    await expect(rows.map(cells)).toEqual([
      'Dana | Unit | Harga unit (NAB) | Nilai | Alokasi',
      'Sentosa Equity FundRisiko Tinggi | 12.345,6789 | Rp 1.523,4567 | Rp 18.808.107 | 60%',
      'Sentosa Fixed Income FundRisiko Sedang | 8.000,0000 | Rp 1.210,5000 | Rp 9.684.000 | 30%',
      'Sentosa Money Market FundRisiko Rendah | 2.103,4421 | Rp 1.087,2215 | Rp 2.286.907 | 10%',
      'Jumlah |  |  | Rp 30.779.014 | ',
    ]);

    // The charts, after the figures: a picture each, with its table one click away.
    const price = within(await region('Harga unit (NAB)'));
    await expect(
      await price.findByRole('img', { name: 'Grafik harga unit Sentosa Equity Fund' }),
    ).toBeVisible();
    await expect(page().getByRole('button', { name: '1 tahun' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const yearPrices = inRange(threeFunds.prices.SENTOSA_EQUITY ?? [], 'YEAR_1');
    await waitFor(() => expect(chartRows('Harga unit (NAB)')).toHaveLength(yearPrices.length));
    await expect(chartRows('Harga unit (NAB)').at(-1)).toBe('27 Nov 2026Rp 1.523,4567');
    await userEvent.click(price.getByRole('button', { name: 'Tampilkan tabel' }));
    await expect(
      price.getByRole('table', { name: 'Harga unit Sentosa Equity Fund, 1 tahun' }),
    ).toBeVisible();
    await expect(price.getByRole('button', { name: 'Sembunyikan tabel' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    const value = within(await region('Nilai investasi'));
    await expect(
      await value.findByRole('img', { name: 'Grafik nilai investasi polis' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(chartRows('Nilai investasi').at(-1)).toBe('27 Nov 2026Rp 30.779.014'),
    );

    const allocation = within(await region('Alokasi premi'));
    await expect(
      allocation.getByRole('img', {
        name: 'Diagram alokasi premi: Sentosa Equity Fund 60%, Sentosa Fixed Income Fund 30%, Sentosa Money Market Fund 10%',
      }),
    ).toBeVisible();

    // Another fund: its own prices, in its own colour.
    await userEvent.selectOptions(price.getByLabelText('Dana'), 'Sentosa Fixed Income Fund');
    await expect(
      await price.findByRole('img', { name: 'Grafik harga unit Sentosa Fixed Income Fund' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(chartRows('Harga unit (NAB)').at(-1)).toBe('27 Nov 2026Rp 1.210,5000'),
    );
  },
};

/** The same on a 375 px phone: figures stacked, each fund a block, charts the screen's width. */
export const TigaDanaPonsel: Story = {
  globals: viewport('phone'),
  play: async () => {
    const price = within(await region('Harga unit (NAB)'));
    const chart = await price.findByRole('img', { name: 'Grafik harga unit Sentosa Equity Fund' });
    await waitFor(() => expect(chart.querySelector('canvas')).not.toBeNull());
    await expect(chart.getBoundingClientRect().width).toBeLessThanOrEqual(375);
    await expect(page().getByText('12.345,6789')).toBeVisible();
    await noSidewaysScroll();
  },
};

function rangeStory(range: ChartRange, label: string): Story {
  return {
    play: async ({ userEvent }) => {
      await region('Harga unit (NAB)');
      await userEvent.click(await page().findByRole('button', { name: label }));
      await expect(page().getByRole('button', { name: label })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      const prices = inRange(threeFunds.prices.SENTOSA_EQUITY ?? [], range);
      const values = inRange(threeFunds.values, range);
      await waitFor(() => expect(chartRows('Harga unit (NAB)')).toHaveLength(prices.length));
      await waitFor(() => expect(chartRows('Nilai investasi')).toHaveLength(values.length));
      const first = chartRows('Nilai investasi')[0] ?? '';
      await expect(
        within(await region('Nilai investasi')).getByText(
          new RegExp(`^Dari .*${first.slice(0, 11)}`),
        ),
      ).toBeVisible();
      // The unit price's change is the fund's return; the value's is not (premiums add to it).
      await expect(
        within(await region('Harga unit (NAB)')).getByText(
          new RegExp(
            `^[+-]?\\d+,\\d% ${range === 'SINCE_START' ? '' : 'dalam '}${label.toLowerCase()}$`,
          ),
        ),
      ).toBeVisible();
      await expect(within(await region('Nilai investasi')).queryByText(/% dalam/)).toBeNull();
    },
  };
}

/** 1 bulan: from 27 October 2026 to the last price. */
export const Rentang1Bulan = rangeStory('MONTH_1', '1 bulan');
/** 6 bulan. */
export const Rentang6Bulan = rangeStory('MONTH_6', '6 bulan');
/** 1 tahun (the default, chosen again). */
export const Rentang1Tahun = rangeStory('YEAR_1', '1 tahun');
/** Sejak awal: from the policy's start, 15 March 2024. */
export const RentangSejakAwal: Story = {
  ...rangeStory('SINCE_START', 'Sejak awal'),
  globals: viewport('phone'),
};

/** The charts' range and fund from the address (a reload or a shared link shows them). */
export const RentangDanDanaDariAlamat: Story = {
  parameters: {
    portal: {
      path: `/polis/investasi?policy=${UL}&range=MONTH_6&fund=SENTOSA_FIXED_INCOME`,
      signedIn: true,
    },
  },
  play: async ({ userEvent }) => {
    const price = within(await region('Harga unit (NAB)'));
    await expect(
      await price.findByRole('img', { name: 'Grafik harga unit Sentosa Fixed Income Fund' }),
    ).toBeInTheDocument();
    await expect(page().getByRole('button', { name: '6 bulan' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const prices = inRange(threeFunds.prices.SENTOSA_FIXED_INCOME ?? [], 'MONTH_6');
    await waitFor(() => expect(chartRows('Harga unit (NAB)')).toHaveLength(prices.length));
    // Another range keeps the fund.
    await userEvent.click(page().getByRole('button', { name: '1 bulan' }));
    const month = inRange(threeFunds.prices.SENTOSA_FIXED_INCOME ?? [], 'MONTH_1');
    await waitFor(() => expect(chartRows('Harga unit (NAB)')).toHaveLength(month.length));
    await expect(
      price.getByRole('img', { name: 'Grafik harga unit Sentosa Fixed Income Fund' }),
    ).toBeInTheDocument();
  },
};

/** A fund chosen for the next premiums without units yet: 0 units, Rp 0, still 10%. */
export const DanaTanpaUnit: Story = {
  beforeEach: ({ msw }) => msw.use(...investmentHandlers({ demo: zeroUnitFund })),
  play: async () => {
    const rows = await fundRows();
    await expect(cells(rows[3])).toBe(
      'Sentosa Money Market FundRisiko Rendah | 0,0000Belum ada unit | Rp 1.087,2215 | Rp 0 | 10%',
    );
    const summary = within(await region('Ringkasan nilai investasi'));
    await expect(text(summary.getByText('Nilai investasi').nextElementSibling)).toBe(
      'Rp 28.492.107',
    );
    await expect(text(summary.getByText('Nilai tunai').nextElementSibling)).toBe('Rp 23.092.107');
  },
};

/** The funds are loading: placeholders, no figures. */
export const Memuat: Story = {
  beforeEach: ({ msw }) => msw.use(pending('get', '*/policy/fund')),
  play: async () => {
    await expect(await page().findByText('Memuat nilai investasi…')).toBeInTheDocument();
    await expect(page().queryByRole('table')).toBeNull();
  },
};

export const MemuatPonsel: Story = { ...Memuat, globals: viewport('phone') };

/** The funds cannot load: the inline error with 'Coba lagi' (no popup as well). */
export const GagalDimuat: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      failing(
        'get',
        '*/policy/fund',
        500,
        'Proses tidak dapat dilanjutkan. Silakan coba kembali beberapa saat lagi.',
      ),
    ),
  play: async ({ userEvent }) => {
    const alert = await page().findByRole('alert');
    await expect(alert).toHaveTextContent('Nilai investasi tidak dapat dimuat.');
    await expect(page().queryByRole('dialog')).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    await expect(await page().findByRole('alert')).toBeInTheDocument();
  },
};

/** A chart's history cannot load: the figures and the table stay, the chart says so. */
export const GrafikGagal: Story = {
  beforeEach: ({ msw }) =>
    msw.use(failing('get', '*/policy/fund/valueHistory', 500, 'Proses tidak dapat dilanjutkan.')),
  play: async () => {
    const value = within(await region('Nilai investasi'));
    await expect(await value.findByRole('alert')).toHaveTextContent('Grafik tidak dapat dimuat.');
    await expect(await fundRows()).toHaveLength(5);
  },
};

/** Opened for the health policy (?policy=): the server's 422, and the unit link to choose. */
export const BukanUnitLink: Story = {
  parameters: { portal: { path: `/polis/investasi?policy=${KS}`, signedIn: true } },
  play: async () => {
    await expect(await page().findByText('Investasi hanya untuk polis unit link')).toBeVisible();
    await expect(
      page().getByText('Polis ini bukan polis unit link dan tidak memiliki dana investasi.'),
    ).toBeVisible();
    // Once the policy list is in: the unit link policy to switch to.
    await expect(
      await page().findByText(
        'Pilih polis unit link Anda lewat Ganti polis di atas untuk melihat investasinya.',
      ),
    ).toBeVisible();
    await expect(page().getByRole('button', { name: /Ganti/ })).toBeVisible();
    await expect(page().queryByRole('link', { name: 'Ke Data Polis' })).toBeNull();
  },
};

export const BukanUnitLinkPonsel: Story = { ...BukanUnitLink, globals: viewport('phone') };

/** A customer with a health policy only: nothing to show, and the way to Data Polis. */
export const TanpaPolisUnitLink: Story = {
  beforeEach: ({ msw }) => {
    const health = getListPoliciesResponseMock().data.filter((p) => p.policy_number === KS);
    msw.use(http.get('*/policy/list', () => HttpResponse.json({ total: 1, data: health })));
  },
  play: async () => {
    await expect(await page().findByText('Anda belum memiliki polis unit link')).toBeVisible();
    await expect(page().getByRole('link', { name: 'Ke Data Polis' })).toHaveAttribute(
      'href',
      '/polis/detail',
    );
    await expect(page().queryByRole('region', { name: 'Polis' })).toBeNull();
  },
};

export const TanpaPolisUnitLinkPonsel: Story = {
  ...TanpaPolisUnitLink,
  globals: viewport('phone'),
};

/** Data Polis of the unit link policy links here ('Lihat Investasi'), and the menu has it. */
export const TautanDariDataPolis: Story = {
  parameters: { portal: { path: '/polis/detail', signedIn: true, storyAsScreen: false } },
  play: async ({ userEvent }) => {
    const nav = await page().findByRole('navigation');
    await expect(within(nav).getByRole('link', { name: 'Investasi' })).toHaveAttribute(
      'href',
      '/polis/investasi',
    );
    const link = await page().findByRole('link', { name: 'Lihat Investasi' });
    await expect(link).toHaveAttribute('href', `/polis/investasi?policy=${UL}`);
    await userEvent.click(link);
    await expect(
      await page().findByRole('heading', { level: 1, name: 'Investasi' }),
    ).toBeInTheDocument();
    await expect(await region('Dana investasi')).toBeVisible();
  },
};
