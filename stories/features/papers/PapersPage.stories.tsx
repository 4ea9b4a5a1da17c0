import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import PapersPage from '../../../web/src/features/papers/PapersPage';
import { KS, noPapers, UL } from '../../../web/src/features/papers/testing/fixtures';
import { papersHandlers } from '../../../web/src/features/papers/testing/handlers';
import { failing, pending } from '../../support/handlers';
import { page } from '../../support/page';
import { viewport } from '../../support/viewports';

/**
 * 'Dokumen Polis' (/polis/dokumen): every issued policy with its e-polis, premium certificates
 * for tax, health cards and the statement form; loading, empty and failed. The downloads and
 * the statement form: PaperDownloads.stories.tsx.
 */
const meta = {
  title: 'Polis/Dokumen Polis',
  component: PapersPage,
  parameters: { portal: { path: '/polis/dokumen', signedIn: true } },
  globals: viewport('desktop'),
  beforeEach: ({ msw }) => msw.use(...papersHandlers()),
} satisfies Meta<typeof PapersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const text = (el: Element) => el.textContent?.replaceAll('\u00a0', ' ') ?? '';
const card = (product: string) => page().findByRole('region', { name: product });

/** Two policies, every kind of document: sizes in Indonesian, a row and a button each; no size
 * for a document not printed yet (this year's certificate, changed by the last premium). */
export const SemuaDokumen: Story = {
  play: async () => {
    await expect(
      await page().findByRole('heading', { level: 1, name: 'Dokumen Polis' }),
    ).toBeInTheDocument();
    const ul = within(await card('Sentosa Link Proteksi Maksima'));
    await expect(ul.getByText(UL)).toBeVisible();
    await expect(ul.getByText('Aktif')).toBeVisible();
    await expect(ul.getByText('e-polis-UL24000123.pdf')).toBeVisible();
    await expect(ul.getByRole('button', { name: 'Unduh E-Polis (PDF, 41 KB)' })).toBeEnabled();
    const taxes = within(ul.getByRole('region', { name: 'Sertifikat Premi untuk Pajak' }));
    await expect(
      taxes.getAllByRole('listitem').map((row) => text(row.querySelector('p')!)),
    ).toEqual([
      'Sertifikat Premi Tahun 2026',
      'Sertifikat Premi Tahun 2025',
      'Sertifikat Premi Tahun 2024',
    ]);
    await expect(
      taxes.getByRole('button', { name: 'Unduh Sertifikat Premi Tahun 2025 (PDF, 29 KB)' }),
    ).toBeVisible();
    await expect(
      taxes.getByRole('button', { name: 'Unduh Sertifikat Premi Tahun 2026 (PDF)' }),
    ).toBeVisible();
    await expect(taxes.getByText('sertifikat-premi-UL24000123-2026.pdf')).toHaveTextContent(
      /^sertifikat-premi-UL24000123-2026\.pdf$/,
    );
    // No health card on a unit link policy; its statement form offers the last 12 months.
    await expect(ul.queryByRole('region', { name: 'Kartu Kesehatan' })).toBeNull();
    const statement = within(ul.getByRole('region', { name: 'Laporan Transaksi' }));
    await expect(statement.getByLabelText('Tanggal awal')).toHaveValue('30/11/2025');
    await expect(statement.getByLabelText('Tanggal akhir')).toHaveValue('29/11/2026');
    await expect(statement.getByRole('radio', { name: 'PDF' })).toBeChecked();
    await expect(
      statement.getByText(/Tersedia untuk 15 Maret 2024 sampai 29 November 2026\./),
    ).toBeVisible();

    const ks = within(await card('Sentosa Medika Keluarga'));
    await expect(ks.getByText('Masa Tenggang')).toBeVisible();
    await expect(ks.getByRole('button', { name: 'Unduh E-Polis (PDF, 1,2 MB)' })).toBeVisible();
    const cards = within(ks.getByRole('region', { name: 'Kartu Kesehatan' }));
    await expect(cards.getByText('Rina Santoso')).toBeVisible();
    await expect(cards.getByText('8001 2300 0456 0002')).toBeVisible();
    await expect(
      cards.getByRole('button', { name: 'Unduh Kartu Kesehatan Budi Santoso (PDF, 18 KB)' }),
    ).toBeVisible();
    await expect(page().getByRole('link', { name: 'Periksa keaslian dokumen' })).toHaveAttribute(
      'href',
      '/verifikasi-dokumen',
    );
  },
};

/** The same on a phone: rows and the statement form in one column. */
export const SemuaDokumenPonsel: Story = { ...SemuaDokumen, globals: viewport('phone') };

/** Opened from Data Polis for the health policy (?policy=): its card is brought into view. */
export const DariDataPolis: Story = {
  parameters: { portal: { path: `/polis/dokumen?policy=${KS}`, signedIn: true } },
  globals: viewport('phone'),
  play: async () => {
    const ks = await card('Sentosa Medika Keluarga');
    await expect(ks).toHaveFocus();
  },
};

/** The list is loading: placeholder cards. */
export const Memuat: Story = {
  beforeEach: ({ msw }) => msw.use(pending('get', '*/policy/documents')),
  play: async () => {
    await expect(await page().findByText('Memuat dokumen polis…')).toBeInTheDocument();
    await expect(page().queryByRole('button', { name: /^Unduh/ })).toBeNull();
  },
};

export const MemuatPonsel: Story = { ...Memuat, globals: viewport('phone') };

/** No issued policy yet (an application not paid): where documents will appear, and Data Polis. */
export const Kosong: Story = {
  beforeEach: ({ msw }) => msw.use(...papersHandlers({ list: noPapers })),
  play: async () => {
    await expect(await page().findByText('Belum ada polis yang terbit.')).toBeVisible();
    await expect(page().getByRole('link', { name: 'Ke Data Polis' })).toHaveAttribute(
      'href',
      '/polis/detail',
    );
  },
};

export const KosongPonsel: Story = { ...Kosong, globals: viewport('phone') };

/** The list cannot load: 'Peringatan' popup, then the inline error with 'Coba lagi'. */
export const GagalDimuat: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      failing(
        'get',
        '*/policy/documents',
        500,
        'Proses tidak dapat dilanjutkan. Silakan coba kembali beberapa saat lagi.',
      ),
    ),
  play: async ({ userEvent }) => {
    const popup = await page().findByRole('dialog', { name: 'Peringatan' });
    await userEvent.click(within(popup).getByRole('button', { name: 'OK' }));
    const alert = await page().findByRole('alert');
    await expect(alert).toHaveTextContent('Dokumen polis tidak dapat dimuat saat ini.');
    await expect(within(alert).getByRole('button', { name: 'Coba lagi' })).toBeVisible();
  },
};

export const GagalDimuatPonsel: Story = { ...GagalDimuat, globals: viewport('phone') };

/** Data Polis links to the documents of the policy shown, and the menu has the page. */
export const TautanDariDataPolis: Story = {
  parameters: { portal: { path: '/polis/detail', signedIn: true, storyAsScreen: false } },
  play: async ({ userEvent }) => {
    const nav = await page().findByRole('navigation');
    await expect(within(nav).getByRole('link', { name: 'Dokumen Polis' })).toHaveAttribute(
      'href',
      '/polis/dokumen',
    );
    const link = await page().findByRole('link', { name: 'Unduh E-Polis dan Dokumen' });
    await expect(link).toHaveAttribute('href', `/polis/dokumen?policy=${UL}`);
    await userEvent.click(link);
    await expect(
      await page().findByRole('heading', { level: 1, name: 'Dokumen Polis' }),
    ).toBeInTheDocument();
    await expect(await card('Sentosa Link Proteksi Maksima')).toBeVisible();
  },
};
