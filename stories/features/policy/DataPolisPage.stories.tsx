import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { getSelectedPolicy } from '../../../web/src/shared/policyStore';
import DataPolisPage from '../../../web/src/features/policy/DataPolisPage';
import {
  healthDetail,
  healthSummary,
  unitLinkDetail,
  unitLinkSummary,
} from '../../../web/src/features/policy/testing/fixtures';
import { policyHandlers } from '../../../web/src/features/policy/testing/handlers';
import { failing, pending } from '../../support/handlers';
import { page } from '../../support/page';
import { viewport } from '../../support/viewports';

const meta = {
  title: 'Polis/Data Polis',
  component: DataPolisPage,
  parameters: { portal: { path: '/polis/detail', signedIn: true } },
} satisfies Meta<typeof DataPolisPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const detailHeading = (name: string) => page().findByRole('heading', { level: 2, name });

/** Two policies; the newest is selected and shown in detail. */
export const DuaPolis: Story = {
  play: async () => {
    await expect(
      await page().findByRole('heading', { level: 1, name: 'Data Polis' }),
    ).toBeInTheDocument();
    const group = await page().findByRole('radiogroup', { name: 'Pilih polis' });
    await expect(within(group).getAllByRole('radio')).toHaveLength(2);
    await expect(page().getByText('2 polis terdaftar')).toBeInTheDocument();
    // The cards: the first chosen; the one in its grace period says so.
    const first = page().getByRole('radio', { name: /Sentosa Link Proteksi Maksima/ });
    await expect(first).toBeChecked();
    const card = within(first.closest('label')!);
    for (const fact of ['UL24000123', 'Aktif', 'Budi Santoso', 'Rp 750.000 / bulan']) {
      await expect(card.getByText(fact)).toBeVisible();
    }
    await expect(card.getByText('15 Desember 2026')).toBeVisible();
    await expect(card.queryByText(/masa tenggang/i)).toBeNull();
    const grace = within(
      page()
        .getByRole('radio', { name: /Sentosa Medika Keluarga/ })
        .closest('label')!,
    );
    await expect(grace.getByText('Masa Tenggang')).toBeVisible();
    await expect(grace.getByText(/Polis dalam masa tenggang/)).toBeVisible();
    await expect(grace.getByText('Rp 1.250.000 / triwulan')).toBeVisible();
    // The detail of the chosen one.
    await detailHeading('Sentosa Link Proteksi Maksima');
    const summary = within(page().getByRole('region', { name: 'Sentosa Link Proteksi Maksima' }));
    const facts = (label: string) =>
      summary.getByText(label).nextElementSibling?.textContent?.replaceAll('\u00a0', ' ');
    await expect(summary.getByText('Aktif')).toBeVisible();
    await expect(summary.getByText('UL24000123')).toBeVisible();
    await expect(facts('Uang pertanggungan')).toBe('Rp 500.000.000');
    await expect(facts('Frekuensi pembayaran')).toBe('Bulanan');
    await expect(facts('Cara pembayaran')).toBe(unitLinkDetail.payment_method);
    await expect(facts('Tanggal mulai')).toBe('15 Maret 2024');
    await expect(facts('Tanggal berakhir')).toBe('15 Maret 2079');
    await expect(facts('Jenis produk')).toBe('Asuransi Jiwa Unit Link');
    const holder = page().getByRole('region', { name: 'Pemegang Polis' });
    await expect(within(holder).getByText('bu***o@gm***.com')).toBeVisible();
    await expect(within(holder).getByText('+62 812-****-7890')).toBeVisible();
    const insured = page().getByRole('region', { name: 'Tertanggung' });
    await expect(within(insured).getByText('Laki-laki')).toBeVisible();
    await expect(within(insured).getByText('15 Mei 1980')).toBeVisible();
    const beneficiaries = page().getByRole('region', { name: 'Penerima Manfaat' });
    await expect(beneficiaries).toHaveTextContent('60%');
    await expect(beneficiaries).toHaveTextContent('40%');
    await expect(
      within(beneficiaries).getByRole('progressbar', { name: 'Porsi manfaat Rina Santoso: 60%' }),
    ).toHaveAttribute('aria-valuenow', '60');
    const riders = page().getByRole('region', { name: 'Asuransi Tambahan' });
    await expect(riders).toHaveTextContent('Sentosa Critical Illness 100');
    await expect(within(riders).getByText('Rp 200.000.000')).toBeVisible();
    await expect(within(riders).getByText('15 Maret 2045')).toBeVisible();
    // No health card section for a policy without one.
    await expect(page().queryByRole('region', { name: 'Kartu Kesehatan' })).toBeNull();
    await waitFor(() => expect(getSelectedPolicy()).toBe('UL24000123'));
  },
};

/** The health policy in its grace period, with the AAA health cards of both insured. */
export const KartuKesehatan: Story = {
  parameters: {
    portal: { path: '/polis/detail', signedIn: true, selectedPolicy: healthDetail.policy_number },
  },
  play: async () => {
    await detailHeading('Sentosa Medika Keluarga');
    await expect(page().getByText('Triwulanan')).toBeVisible();
    const note = page().getByRole('note');
    await expect(note).toHaveTextContent('Bayar premi sebelum 31 Oktober 2026');
    // The link names the policy: 'Informasi Pembayaran Premi' opens this one.
    await expect(within(note).getByRole('link', { name: 'Bayar Premi' })).toHaveAttribute(
      'href',
      '/polis/payment?policy=KS23000456',
    );
    await expect(page().getByText('Belum ada penerima manfaat yang tercatat.')).toBeVisible();
    await expect(page().getByText('Polis ini tidak memiliki asuransi tambahan.')).toBeVisible();
    const cards = await page().findAllByRole('article', { name: /Kartu kesehatan/ });
    await expect(cards).toHaveLength(2);
    const rina = page().getByRole('article', { name: 'Kartu kesehatan Rina Santoso' });
    await expect(within(rina).getByText('Ditangguhkan')).toBeInTheDocument();
    const budi = page().getByRole('article', { name: 'Kartu kesehatan Budi Santoso' });
    for (const fact of [
      '8001 2300 0456 0001',
      'Plan Gold',
      'Kamar 1 orang, Rp 1.000.000/hari',
      'Rp 500.000.000',
      '1 Juli 2026 – 30 Juni 2027',
      'AdMedika',
      'Aktif',
    ]) {
      await expect(within(budi).getByText(fact)).toBeVisible();
    }
    await expect(within(budi).getByRole('link', { name: '1500 789' })).toHaveAttribute(
      'href',
      'tel:1500789',
    );
  },
};

/** Choosing the other policy shows its detail and remembers the choice. */
export const PilihPolisLain: Story = {
  play: async ({ userEvent }) => {
    await detailHeading('Sentosa Link Proteksi Maksima');
    await userEvent.click(page().getByRole('radio', { name: /Sentosa Medika Keluarga/ }));
    await detailHeading('Sentosa Medika Keluarga');
    await expect(getSelectedPolicy()).toBe('KS23000456');
    await expect(page().getByRole('radio', { name: /Sentosa Medika Keluarga/ })).toBeChecked();
  },
};

/** A customer with one policy. */
export const SatuPolis: Story = {
  beforeEach: ({ msw }) =>
    msw.use(...policyHandlers({ list: { total: 1, data: [unitLinkSummary] } })),
  play: async () => {
    await expect(await page().findByText('1 polis terdaftar')).toBeInTheDocument();
    await expect(page().getAllByRole('radio')).toHaveLength(1);
    await detailHeading('Sentosa Link Proteksi Maksima');
  },
};

/** No policy yet: says so and points to 'Hubungi Kami'. */
export const TidakAdaPolis: Story = {
  beforeEach: ({ msw }) => msw.use(...policyHandlers({ list: { total: 0, data: [] } })),
  play: async () => {
    await expect(
      await page().findByText('Anda belum memiliki polis yang terdaftar.'),
    ).toBeInTheDocument();
    const main = within(page().getByRole('main'));
    await expect(main.getByRole('link', { name: 'Hubungi Kami' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
    await expect(page().queryByRole('radiogroup')).toBeNull();
  },
};

/** The list is loading: placeholders, the list region busy. */
export const Memuat: Story = {
  beforeEach: ({ msw }) => msw.use(pending('get', '*/policy/list')),
  play: async () => {
    await expect(await page().findByText('Memuat daftar polis…')).toBeInTheDocument();
    await expect(page().getByRole('region', { name: 'Polis Anda' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(page().queryByRole('radio')).toBeNull();
  },
};

/** The detail of the selected policy is loading. */
export const MemuatDetail: Story = {
  beforeEach: ({ msw }) => msw.use(pending('get', '*/policy/detail')),
  play: async () => {
    await page().findByRole('radiogroup', { name: 'Pilih polis' });
    await expect(page().getByText('Memuat detail polis…')).toBeInTheDocument();
  },
};

/** The list cannot load: 'Peringatan' popup, then the inline error with 'Coba lagi'. */
export const DaftarGagalDimuat: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      failing(
        'get',
        '*/policy/list',
        500,
        'Proses tidak dapat dilanjutkan. Silakan coba kembali beberapa saat lagi. Jika masih mengalami kendala, hubungi CS di WhatsApp No. <csWhatsapp>',
      ),
    ),
  play: async ({ userEvent }) => {
    const popup = await page().findByRole('dialog', { name: 'Peringatan' });
    await expect(
      await within(popup).findByRole('link', { name: '+62811 1500 789' }),
    ).toHaveAttribute('href', 'https://wa.me/628111500789');
    await userEvent.click(within(popup).getByRole('button', { name: 'OK' }));
    const alert = await page().findByRole('alert');
    await expect(alert).toHaveTextContent('Daftar polis tidak dapat dimuat saat ini.');
    await expect(within(alert).getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
  },
};

/** The selected policy is not found (404): popup, and the detail says so. */
export const DetailTidakDitemukan: Story = {
  beforeEach: ({ msw }) =>
    msw.use(...policyHandlers({ list: { total: 1, data: [healthSummary] }, details: {} })),
  play: async ({ userEvent }) => {
    const popup = await page().findByRole('dialog', { name: 'Peringatan' });
    await expect(popup).toHaveTextContent('Data yang Anda cari tidak ditemukan.');
    await userEvent.click(within(popup).getByRole('button', { name: 'OK' }));
    await expect(
      await page().findByText(
        'Data polis tidak ditemukan. Silakan pilih polis lain atau hubungi kami.',
      ),
    ).toBeInTheDocument();
    // Nothing to try again.
    await expect(within(page().getByRole('alert')).queryByRole('button')).toBeNull();
  },
};

/** Health cards not issued yet (404, no popup): the section says so. */
export const KartuBelumTersedia: Story = {
  parameters: {
    portal: { path: '/polis/detail', signedIn: true, selectedPolicy: healthDetail.policy_number },
  },
  beforeEach: ({ msw }) => msw.use(...policyHandlers({ cards: {} })),
  play: async () => {
    await expect(
      await page().findByText('Kartu kesehatan untuk polis ini belum tersedia.'),
    ).toBeInTheDocument();
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};

/**
 * The session ended on the server (403): 'Perhatian' (warning, OK only); after OK the
 * customer is on the login page.
 */
export const SesiBerakhir: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      failing('get', '*/policy/list', 403, 'Sesi Anda telah berakhir. Silakan masuk kembali.'),
    ),
  play: async ({ userEvent }) => {
    const popup = await page().findByRole('dialog', { name: 'Perhatian' });
    await expect(popup.closest('.modal')).toHaveClass('error-popup-warning');
    await expect(
      within(popup)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['OK']);
    await userEvent.click(within(popup).getByRole('button', { name: 'OK' }));
    await expect(
      await page().findByRole('heading', { name: 'Selamat datang di TManKu' }),
    ).toBeInTheDocument();
    await expect(localStorage.getItem('token')).toBeNull();
  },
};

/** On a phone the policies are a horizontal strip above the detail; the menu is hidden. */
export const Ponsel: Story = {
  globals: viewport('phone'),
  play: async () => {
    await detailHeading('Sentosa Link Proteksi Maksima');
    await expect(page().getByRole('button', { name: 'Buka menu' })).toBeInTheDocument();
    await expect(page().queryByRole('navigation', { name: 'Menu utama' })).toBeNull();
  },
};

/** On a tablet the menu stays narrow (icons only). */
export const Tablet: Story = {
  globals: viewport('tablet'),
  play: async () => {
    await detailHeading('Sentosa Link Proteksi Maksima');
    await expect(page().getByRole('button', { name: 'Perlebar menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};
