import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import PapersPage from '../../../web/src/features/papers/PapersPage';
import {
  brokenDownload,
  papersHandlers,
  stalledDownload,
  TOO_LONG,
} from '../../../web/src/features/papers/testing/handlers';
import { failing } from '../../support/handlers';
import { page } from '../../support/page';
import { viewport } from '../../support/viewports';

/**
 * The downloads of 'Dokumen Polis': saved under the server's file name, in progress (with a
 * percentage, or without one when the size is unknown), cancelled, failed; the statement
 * form's own errors and the server's 422.
 */
const meta = {
  title: 'Polis/Dokumen Polis/Unduhan',
  component: PapersPage,
  parameters: { portal: { path: '/polis/dokumen', signedIn: true } },
  globals: viewport('desktop'),
  beforeEach: ({ msw }) => msw.use(...papersHandlers()),
} satisfies Meta<typeof PapersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = async (product: string) =>
  within(await page().findByRole('region', { name: product }));
const unitLink = () => card('Sentosa Link Proteksi Maksima');
const statementOf = async (product = 'Sentosa Link Proteksi Maksima') =>
  within((await card(product)).getByRole('region', { name: 'Laporan Transaksi' }));

/** 'Unduh' saves the e-polis under the name the server gives. */
export const Tersimpan: Story = {
  play: async ({ userEvent }) => {
    const ul = await unitLink();
    await userEvent.click(ul.getByRole('button', { name: /^Unduh E-Polis/ }));
    await expect(
      await ul.findByText('Tersimpan sebagai e-polis-UL24000123.pdf.'),
    ).toBeInTheDocument();
    await expect(ul.queryByRole('progressbar')).toBeNull();
  },
};

/** Requests for the e-polis in the story that counts them. */
let epolicyCalls = 0;

/**
 * Midway (45% of 41 KB arrived): the bar with its label, the button disabled, and a second
 * click asks for nothing more.
 */
export const SedangMengunduh: Story = {
  beforeEach: ({ msw }) => {
    epolicyCalls = 0;
    msw.use(
      http.get('*/policy/epolicy', () => {
        epolicyCalls += 1;
        return undefined;
      }),
      stalledDownload('*/policy/epolicy', {
        fileName: 'e-polis-UL24000123.pdf',
        sent: 18554,
        total: 41230,
      }),
    );
  },
  play: async ({ userEvent }) => {
    const ul = await unitLink();
    const button = ul.getByRole('button', { name: /^Unduh E-Polis/ });
    await userEvent.dblClick(button);
    const bar = await ul.findByRole('progressbar', { name: 'Mengunduh e-polis… 45%' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveFocus();
    await expect(epolicyCalls).toBe(1);
    await expect(ul.getByText('Mengunduh e-polis… 45%')).toBeVisible();
    await expect(ul.getByRole('button', { name: 'Batalkan unduhan e-polis' })).toBeVisible();
  },
};

export const SedangMengunduhPonsel: Story = {
  ...SedangMengunduh,
  globals: viewport('phone'),
};

/** 'Batal' stops it: the bar goes, the focus returns to the button, which works again. */
export const Dibatalkan: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      stalledDownload('*/policy/epolicy', {
        fileName: 'e-polis-UL24000123.pdf',
        sent: 18554,
        total: 41230,
      }),
    ),
  play: async ({ userEvent }) => {
    const ul = await unitLink();
    await userEvent.click(ul.getByRole('button', { name: /^Unduh E-Polis/ }));
    await userEvent.click(await ul.findByRole('button', { name: 'Batalkan unduhan e-polis' }));
    await expect(await ul.findByText('Unduhan dibatalkan.')).toBeVisible();
    await expect(ul.queryByRole('progressbar')).toBeNull();
    await expect(ul.getByRole('button', { name: /^Unduh E-Polis/ })).toHaveFocus();
    await expect(ul.getByRole('button', { name: /^Unduh E-Polis/ })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};

/** A CSV statement without Content-Length: a moving bar and no percentage. */
export const UkuranTidakDiketahui: Story = {
  beforeEach: ({ msw }) =>
    msw.use(stalledDownload('*/transaction/statement', { fileName: 'laporan.csv', sent: 4096 })),
  play: async ({ userEvent }) => {
    const statement = await statementOf();
    await userEvent.click(statement.getByRole('radio', { name: 'CSV (lembar kerja)' }));
    await userEvent.click(statement.getByRole('button', { name: 'Unduh Laporan' }));
    const bar = await statement.findByRole('progressbar', {
      name: 'Mengunduh laporan transaksi…',
    });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(statement.getByRole('button', { name: 'Unduh Laporan' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** The connection fails: a clear sentence under the health card, and it can be tried again. */
export const GagalDiunduh: Story = {
  beforeEach: ({ msw }) => msw.use(brokenDownload('*/policy/healthCard')),
  play: async ({ userEvent }) => {
    const ks = await card('Sentosa Medika Keluarga');
    await userEvent.click(ks.getByRole('button', { name: /^Unduh Kartu Kesehatan Budi/ }));
    await expect(await ks.findByRole('alert')).toHaveTextContent(
      'Gagal mengunduh kartu kesehatan Budi Santoso. Periksa koneksi internet Anda, lalu coba lagi.',
    );
    await expect(page().queryByRole('dialog')).toBeNull();
    await expect(
      ks.getByRole('button', { name: /^Unduh Kartu Kesehatan Budi/ }),
    ).not.toHaveAttribute('aria-disabled');
  },
};

export const GagalDiunduhPonsel: Story = { ...GagalDiunduh, globals: viewport('phone') };

/** The server refuses a certificate (422): its sentence under the row, no popup. */
export const SertifikatDitolak: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      failing(
        'get',
        '*/policy/taxCertificate',
        422,
        'Tidak ada premi yang dibayar untuk polis ini pada tahun 2026.',
      ),
    ),
  play: async ({ userEvent }) => {
    const ul = await unitLink();
    await userEvent.click(ul.getByRole('button', { name: /^Unduh Sertifikat Premi Tahun 2026/ }));
    await expect(await ul.findByRole('alert')).toHaveTextContent(
      'Tidak ada premi yang dibayar untuk polis ini pada tahun 2026.',
    );
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};

/** The statement as CSV for the default 12 months, saved under the server's name. */
export const LaporanCsv: Story = {
  play: async ({ userEvent }) => {
    const statement = await statementOf();
    await userEvent.click(statement.getByRole('radio', { name: 'CSV (lembar kerja)' }));
    await userEvent.click(statement.getByRole('button', { name: 'Unduh Laporan' }));
    await expect(
      await statement.findByText(
        'Tersimpan sebagai laporan-transaksi-UL24000123-20251130-20261129.csv.',
      ),
    ).toBeInTheDocument();
  },
};

/** The form's own checks, before anything is asked: each field says what is wrong. */
export const LaporanKesalahanIsian: Story = {
  play: async ({ userEvent }) => {
    const statement = await statementOf();
    const from = statement.getByLabelText('Tanggal awal');
    const to = statement.getByLabelText('Tanggal akhir');
    const submit = statement.getByRole('button', { name: 'Unduh Laporan' });
    // Before the policy's first day.
    await userEvent.clear(from);
    await userEvent.type(from, '01/01/2024');
    await userEvent.click(submit);
    await expect(await statement.findByText(/Laporan tersedia mulai 15 Maret 2024/)).toBeVisible();
    await expect(from).toHaveFocus();
    await expect(from).toHaveAttribute('aria-invalid', 'true');
    // After the end, and an end after today.
    await userEvent.clear(from);
    await userEvent.type(from, '01/06/2026');
    await userEvent.clear(to);
    await userEvent.type(to, '01/12/2026');
    await userEvent.click(submit);
    await expect(
      await statement.findByText('Tanggal akhir tidak boleh setelah hari ini.'),
    ).toBeVisible();
    await userEvent.clear(to);
    await userEvent.type(to, '31/05/2026');
    await userEvent.click(submit);
    await expect(
      await statement.findByText('Tanggal awal tidak boleh setelah tanggal akhir.'),
    ).toBeVisible();
    await userEvent.clear(from);
    await userEvent.click(submit);
    await expect(await statement.findByText('Isi tanggal awal.')).toBeVisible();
    await expect(statement.queryByRole('progressbar')).toBeNull();
  },
};

export const LaporanKesalahanIsianPonsel: Story = {
  ...LaporanKesalahanIsian,
  globals: viewport('phone'),
};

/** The server still refuses the period (422): its sentence above the form. */
export const Laporan422: Story = {
  beforeEach: ({ msw }) => msw.use(failing('get', '*/transaction/statement', 422, TOO_LONG)),
  play: async ({ userEvent }) => {
    const statement = await statementOf();
    await userEvent.click(statement.getByRole('button', { name: 'Unduh Laporan' }));
    const alert = await statement.findByRole('alert');
    await expect(alert).toHaveTextContent(TOO_LONG);
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(statement.getByRole('button', { name: 'Unduh Laporan' })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};

export const Laporan422Ponsel: Story = { ...Laporan422, globals: viewport('phone') };
