import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import type { TopUpRequest } from '../../../web/src/api/generated/model';
import { KS, UL } from '../../../web/src/features/investment/testing/fixtures';
import { investmentHandlers } from '../../../web/src/features/investment/testing/handlers';
import TopUpPage from '../../../web/src/features/payment/topup/TopUpPage';
import { paymentHandlers } from '../../../web/src/features/payment/testing/handlers';
import {
  topupHandlers,
  type TopupRefusal,
} from '../../../web/src/features/payment/testing/topupHandlers';
import { failing, pending } from '../../support/handlers';
import { page } from '../../support/page';
import { viewport } from '../../support/viewports';

/**
 * 'Top Up Investasi' (/polis/investasi/topup?policy=): the amount in rupiah, the allocation
 * per fund (from the policy's premium allocation, steps of 5%, the sum), the payment method
 * and the summary with the 5% top-up charge; what the server would refuse said next to its
 * field; on to the payment page; the server's refusals keeping what was typed.
 */
const meta = {
  title: 'Polis/Top Up Investasi',
  component: TopUpPage,
  parameters: { portal: { path: `/polis/investasi/topup?policy=${UL}`, signedIn: true } },
  globals: viewport('desktop'),
  beforeEach: ({ msw }) => {
    msw.use(...topupHandlers(), ...investmentHandlers(), ...paymentHandlers());
  },
} satisfies Meta<typeof TopUpPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const text = (el: Element | null) => el?.textContent?.replaceAll('\u00a0', ' ') ?? '';
const amountField = () => page().findByRole('textbox', { name: 'Jumlah top up' });
const percent = (fund: string) => page().getByRole('textbox', { name: `Persen ${fund}` });
/** The sum under the allocation's fields. */
const sum = () =>
  within(page().getByRole('region', { name: 'Alokasi Dana' })).getByText('Jumlah', { exact: true })
    .nextElementSibling;
const summary = () => page().findByRole('region', { name: 'Ringkasan Top Up' });
const figure = async (label: string) =>
  text(within(await summary()).getByText(label).nextElementSibling);
const submit = () => page().getByRole('button', { name: /^Lanjut Bayar/ });

/** Fills a valid top-up: Rp 10.000.000, the policy's allocation, BCA virtual account. */
async function fillValid(userEvent: {
  type: (element: Element, text: string) => Promise<void>;
  click: (element: Element) => Promise<void>;
}) {
  await userEvent.type(await amountField(), '10000000');
  await userEvent.click(page().getByRole('radio', { name: /BCA Virtual Account/ }));
}

/** The policy's allocation to start from, the rules, and the summary as the amount is typed. */
export const Awal: Story = {
  play: async ({ userEvent }) => {
    await expect(
      await page().findByRole('heading', { level: 1, name: 'Top Up Investasi' }),
    ).toBeInTheDocument();
    await expect(await page().findByText(UL)).toBeVisible();
    await expect(percent('Sentosa Equity Fund')).toHaveValue('60');
    await expect(percent('Sentosa Fixed Income Fund')).toHaveValue('30');
    await expect(percent('Sentosa Money Market Fund')).toHaveValue('10');
    await expect(sum()).toHaveTextContent('100%');
    await expect(await figure('Top up')).toBe('–');
    await expect(
      page().getByText(
        'Unit dibeli dengan harga unit (NAB) hari kerja pertama setelah dana diterima.',
      ),
    ).toBeVisible();

    await userEvent.type(await amountField(), '10000000');
    await expect(await amountField()).toHaveValue('10.000.000');
    await expect(await figure('Top up')).toBe('Rp 10.000.000');
    await expect(await figure('Biaya top up (5%)')).toBe('− Rp 500.000');
    await expect(await figure('Dana diinvestasikan')).toBe('Rp 9.500.000');
    await expect(submit()).toHaveTextContent('Lanjut Bayar Rp 10.000.000');
  },
};

/** The same on a 375 px phone: one column, nothing scrolls sideways. */
export const AwalPonsel: Story = {
  globals: viewport('phone'),
  play: async (context) => {
    await Awal.play?.(context);
    await waitFor(() =>
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
        document.documentElement.clientWidth,
      ),
    );
  },
};

/** A charge that is not whole rupiah is rounded down: 5% of Rp 1.234.567 is Rp 61.728. */
export const BiayaDibulatkanKeBawah: Story = {
  play: async ({ userEvent }) => {
    await userEvent.type(await amountField(), '1234567');
    await expect(await figure('Biaya top up (5%)')).toBe('− Rp 61.728');
    await expect(await figure('Dana diinvestasikan')).toBe('Rp 1.172.839');
  },
};

/** Below Rp 1.000.000 or above Rp 1.000.000.000: said under the field once it is left. */
export const JumlahDiLuarBatas: Story = {
  play: async ({ userEvent }) => {
    const field = await amountField();
    await userEvent.type(field, '500000');
    await expect(page().queryByText('Top up minimal Rp 1.000.000.')).toBeNull();
    await userEvent.tab();
    await expect(page().getByText('Top up minimal Rp 1.000.000.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(await figure('Top up')).toBe('–');
    await userEvent.clear(field);
    await userEvent.type(field, '1500000000');
    await expect(page().getByText('Top up maksimal Rp 1.000.000.000.')).toBeVisible();
  },
};

/** The method's own limit: OVO and DANA take at most Rp 2.000.000, QRIS Rp 10.000.000. */
export const BatasMetode: Story = {
  play: async ({ userEvent }) => {
    await userEvent.type(await amountField(), '5000000');
    const ovo = page().getByRole('radio', { name: /OVO/ });
    await expect(ovo).toBeDisabled();
    await expect(text(ovo.closest('label'))).toContain('Maksimal Rp 2.000.000');
    await expect(page().getByRole('radio', { name: /QRIS/ })).toBeEnabled();
  },
};

/** Steps of 5 with - and +, at least 10% a chosen fund, the sum marked until it is 100%. */
export const AlokasiDiatur: Story = {
  play: async ({ userEvent }) => {
    await userEvent.click(
      await page().findByRole('button', { name: 'Kurangi persen Sentosa Money Market Fund' }),
    );
    await expect(percent('Sentosa Money Market Fund')).toHaveValue('5');
    await expect(page().getByText('Paling sedikit 10% untuk dana yang dipilih.')).toBeVisible();
    await expect(page().getByText('Jumlah 95%: tambah 5% agar tepat 100%.')).toBeVisible();
    await userEvent.click(
      page().getByRole('button', { name: 'Kurangi persen Sentosa Money Market Fund' }),
    );
    await userEvent.click(
      page().getByRole('button', { name: 'Tambah persen Sentosa Equity Fund' }),
    );
    await userEvent.click(
      page().getByRole('button', { name: 'Tambah persen Sentosa Equity Fund' }),
    );
    await expect(percent('Sentosa Equity Fund')).toHaveValue('70');
    await expect(percent('Sentosa Money Market Fund')).toHaveValue('0');
    await expect(page().queryByText(/^Jumlah \d+%:/)).toBeNull();
    await expect(sum()).toHaveTextContent('100%');

    const field = percent('Sentosa Fixed Income Fund');
    await userEvent.clear(field);
    await userEvent.type(field, '32');
    await expect(page().getByText('Persen harus kelipatan 5.')).toBeVisible();
    await userEvent.click(page().getByRole('button', { name: 'Kembalikan ke alokasi premi' }));
    await expect(percent('Sentosa Equity Fund')).toHaveValue('60');
    await expect(page().queryByText('Persen harus kelipatan 5.')).toBeNull();
  },
};

/** 'Lanjut Bayar' with something missing says what, and goes to it. */
export const BelumLengkap: Story = {
  play: async ({ userEvent }) => {
    await userEvent.click(await page().findByRole('button', { name: 'Lanjut Bayar' }));
    await expect(page().getByText('Isi jumlah top up.')).toBeVisible();
    await expect(page().getByText('Isi jumlah top up yang benar.')).toBeVisible();
    await expect(await amountField()).toHaveFocus();
    await userEvent.type(await amountField(), '2000000');
    await userEvent.click(submit());
    await expect(page().getAllByText('Pilih metode pembayaran.')).toHaveLength(2);
  },
};

let sent: { body: TopUpRequest; key: string | null }[] = [];
const recording = (refuse?: TopupRefusal) => ({
  beforeEach: ({ msw }: { msw: { use: (...handlers: RequestHandler[]) => void } }) => {
    sent = [];
    msw.use(
      ...topupHandlers({ refuse, onCreate: (body, key) => sent.push({ body, key }) }),
      ...investmentHandlers(),
      ...paymentHandlers(),
    );
  },
});

/** Created with an Idempotency-Key, then the payment page, paid as a premium is. */
export const KePembayaran: Story = {
  ...recording(),
  parameters: {
    portal: { path: `/polis/investasi/topup?policy=${UL}`, signedIn: true, storyAsScreen: false },
  },
  play: async ({ userEvent }) => {
    await fillValid(userEvent);
    await userEvent.click(
      page().getByRole('button', { name: 'Kurangi persen Sentosa Money Market Fund' }),
    );
    await userEvent.click(
      page().getByRole('button', { name: 'Kurangi persen Sentosa Money Market Fund' }),
    );
    await userEvent.click(
      page().getByRole('button', { name: 'Tambah persen Sentosa Fixed Income Fund' }),
    );
    await userEvent.click(
      page().getByRole('button', { name: 'Tambah persen Sentosa Fixed Income Fund' }),
    );
    await userEvent.click(submit());
    await expect(
      await page().findByRole('heading', { level: 1, name: 'Pembayaran Top Up' }),
    ).toBeInTheDocument();
    await expect(sent).toHaveLength(1);
    await expect(sent[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    await expect(sent[0]?.body).toEqual({
      policy_number: UL,
      amount: 10_000_000,
      method: 'VA_BCA',
      allocation: [
        { fund_code: 'SENTOSA_EQUITY', percent: 60 },
        { fund_code: 'SENTOSA_FIXED_INCOME', percent: 40 },
      ],
    });
    const details = await page().findByText('Top-up Investasi');
    await expect(text(details.nextElementSibling)).toBe('TU-20261128-N3W8T0PX');
    await expect(text(page().getByText('Biaya top up').nextElementSibling)).toBe('Rp 500.000');
    await expect(text(page().getByText('Dana diinvestasikan').nextElementSibling)).toBe(
      'Rp 9.500.000',
    );
    await expect(page().getByText('3935 8000 8123 4567')).toBeVisible();
  },
};

/** A 422 naming the amount: said under the field; what was typed stays. */
export const DitolakServer: Story = {
  ...recording({
    status: 422,
    field: 'amount',
    message: 'Jumlah top-up melebihi batas top-up polis ini tahun ini.',
  }),
  play: async ({ userEvent }) => {
    await fillValid(userEvent);
    await userEvent.click(submit());
    const field = await amountField();
    await expect(
      await page().findByText('Jumlah top-up melebihi batas top-up polis ini tahun ini.'),
    ).toBeVisible();
    await expect(field).toHaveValue('10.000.000');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(page().getByRole('radio', { name: /BCA Virtual Account/ })).toBeChecked();
    await expect(page().queryByRole('alert')).toBeNull();
  },
};

/** The payment service is down (503): the server's words and 'Coba lagi' with the same key. */
export const LayananTidakTersedia: Story = {
  ...recording({
    status: 503,
    message: 'Layanan pembayaran sedang tidak tersedia. Silakan coba beberapa saat lagi.',
  }),
  play: async ({ userEvent }) => {
    await fillValid(userEvent);
    await userEvent.click(submit());
    const alert = await page().findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Layanan pembayaran sedang tidak tersedia. Silakan coba beberapa saat lagi.',
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    await expect(sent[1]?.key).toBe(sent[0]?.key);
    await expect(await amountField()).toHaveValue('10.000.000');
  },
};

/** The same top-up still being made (409): said above the button, nothing lost. */
export const MasihDiproses: Story = {
  ...recording({
    status: 409,
    message: 'Top-up yang sama sedang diproses. Tunggu sebentar lalu periksa halaman Investasi.',
  }),
  play: async ({ userEvent }) => {
    await fillValid(userEvent);
    await userEvent.click(submit());
    await expect(await page().findByRole('alert')).toHaveTextContent(
      'Top-up yang sama sedang diproses.',
    );
    await expect(within(await page().findByRole('alert')).queryByRole('button')).toBeNull();
    await expect(await amountField()).toHaveValue('10.000.000');
  },
};

export const Memuat: Story = {
  beforeEach: ({ msw }) => msw.use(pending('get', '*/policy/fund')),
  play: async () => {
    await expect(await page().findByText('Memuat data top up…')).toBeInTheDocument();
  },
};

export const GagalDimuat: Story = {
  beforeEach: ({ msw }) =>
    msw.use(failing('get', '*/policy/fund', 500, 'Terjadi kesalahan pada server.')),
  play: async ({ userEvent }) => {
    const alert = await page().findByRole('alert');
    await expect(alert).toHaveTextContent('Data top up tidak dapat dimuat.');
    await expect(within(alert).getByRole('button', { name: 'Coba lagi' })).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
  },
};

/** A policy that is not unit link: the server's sentence and the way to Investasi. */
export const BukanUnitLink: Story = {
  parameters: { portal: { path: `/polis/investasi/topup?policy=${KS}`, signedIn: true } },
  play: async () => {
    await expect(
      await page().findByText('Polis ini bukan polis unit link dan tidak memiliki dana investasi.'),
    ).toBeVisible();
    await expect(page().getByRole('link', { name: 'Ke Investasi' })).toHaveAttribute(
      'href',
      '/polis/investasi',
    );
  },
};
