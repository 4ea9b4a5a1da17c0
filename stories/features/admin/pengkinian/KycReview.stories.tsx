import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import KycQueuePage from '../../../../web/src/features/admin/pengkinian/KycQueuePage';
import KycReviewPage from '../../../../web/src/features/admin/pengkinian/KycReviewPage';
import { reviewPath } from '../../../../web/src/features/admin/paths';
import {
  ANDI_NO,
  BUDI_NO,
  REJECT_REASON,
  REJECTED_NO,
  REVIEW_NOW,
  SITI_NO,
} from '../../../../web/src/features/admin/pengkinian/testing/fixtures';
import { reviewDesk } from '../../../../web/src/features/admin/pengkinian/testing/handlers';
import { page } from '../../../support/page';
import { viewport } from '../../../support/viewports';

/**
 * The staff's Pengkinian Data desk (admin layout): the queue, and one submission with old vs
 * new side by side, the identity document, the audit trail, approve and reject.
 */
const meta = {
  title: 'Admin/Verifikasi Pengkinian Data',
  component: KycQueuePage,
  args: { now: REVIEW_NOW },
  parameters: { portal: { path: '/admin/pengkinian', signedIn: 'admin' } },
  globals: viewport('desktop'),
} satisfies Meta<typeof KycQueuePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const review = (number: string) => ({
  portal: { path: reviewPath(number), signedIn: 'admin' as const },
});
/** The review screen instead of the queue. */
const ReviewScreen = () => <KycReviewPage />;
const article = () => page().findByRole('article', { name: /^Pengajuan KYC-/ });

/** Three waiting, oldest first, with their age and flags. */
export const Antrean: Story = {
  play: async () => {
    await expect(
      await page().findByRole('heading', { level: 1, name: 'Verifikasi Pengkinian Data' }),
    ).toBeInTheDocument();
    const table = await page().findByRole('table', { name: 'Pengajuan berstatus Menunggu' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(within(table).getByText('4 hari')).toBeVisible();
    await expect(within(table).getByText('Peringatan NIK')).toBeVisible();
    // Oldest first: customer, policy, age, sections, flags.
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows.map((r) => within(r).getByRole('rowheader').firstChild?.textContent)).toEqual(
      ['Budi Santoso', 'Siti Rahma', 'Andi Wijaya'],
    );
    const [budi, siti, andi] = rows as [HTMLElement, HTMLElement, HTMLElement];
    await expect(budi).toHaveTextContent('No. klien C000123456');
    await expect(budi).toHaveTextContent('UL24000123');
    await expect(within(budi).getByText('20 Nov 2026, 10.12 WIB')).toBeVisible();
    await expect(budi).toHaveTextContent('Alamat Domisili, Nomor Ponsel');
    await expect(within(budi).queryByText('Dokumen')).toBeNull();
    await expect(within(siti).getByText('Dokumen')).toBeVisible();
    await expect(within(siti).getByText('Peringatan NIK')).toBeVisible();
    await expect(within(andi).getByText('45 menit')).toBeVisible();
    await expect(
      within(budi).getByRole('link', { name: `Periksa pengajuan Budi Santoso, ${BUDI_NO}` }),
    ).toHaveAttribute('href', reviewPath(BUDI_NO));
    await expect(page().getByText('3 pengajuan')).toBeVisible();
  },
};

/** On a phone each submission is a labelled block. */
export const AntreanPonsel: Story = {
  globals: viewport('phone'),
  play: async () => {
    const table = await page().findByRole('table');
    await expect(within(table).getByRole('link', { name: /Budi Santoso/ })).toBeVisible();
  },
};

/** The decided ones: the 'Ditolak' tab. */
export const TabDitolak: Story = {
  parameters: { portal: { path: '/admin/pengkinian?status=REJECTED', signedIn: 'admin' } },
  play: async () => {
    const table = await page().findByRole('table', { name: 'Pengajuan berstatus Ditolak' });
    await expect(within(table).getAllByRole('row')).toHaveLength(2);
    await expect(page().getByRole('link', { name: 'Ditolak' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Nothing waiting. */
export const AntreanKosong: Story = {
  beforeEach: ({ msw }) => msw.use(...reviewDesk([]).handlers),
  play: async () => {
    await expect(
      await page().findByText('Tidak ada pengajuan yang menunggu verifikasi.'),
    ).toBeVisible();
  },
};

/** Siti's new identity card: the NIK warning she confirmed and the photo of the card. */
export const PeriksaDenganDokumen: Story = {
  render: ReviewScreen,
  parameters: review(SITI_NO),
  play: async () => {
    const a = await article();
    await expect(a).toHaveTextContent('Siti Rahma');
    await expect(a).toHaveTextContent('C000234567');
    // Old vs new, side by side.
    const identity = within(a).getByRole('region', { name: 'Data Identitas' });
    const nik = within(identity).getByRole('row', { name: /NIK/ });
    await expect(
      within(nik)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3273016406900002', '3273016406900012']);
    const warnings = within(a).getByRole('region', { name: /Peringatan yang dikonfirmasi/ });
    await expect(warnings).toBeVisible();
    await expect(warnings).toHaveTextContent(
      'Tanggal lahir pada NIK berbeda dengan tanggal lahir.',
    );
    const image = await within(a).findByRole('img', {
      name: 'Dokumen identitas yang dilampirkan: ktp-siti.png',
    });
    await expect(image.getAttribute('src')).toMatch(/^blob:/);
    await waitFor(() => expect((image as HTMLImageElement).naturalWidth).toBe(320));
    await expect(within(a).getByRole('list', { name: 'Jejak audit' })).toHaveTextContent(
      'oleh nasabah',
    );
    await expect(await within(a).findByRole('button', { name: 'Setujui' })).toBeEnabled();
  },
};

/** The same on a phone: everything in one column. */
export const PeriksaPonsel: Story = {
  render: ReviewScreen,
  parameters: review(SITI_NO),
  globals: viewport('phone'),
  play: async () => {
    const a = await article();
    await expect(await within(a).findByRole('img', { name: /ktp-siti\.png/ })).toBeVisible();
    await expect(await within(a).findByRole('button', { name: 'Setujui' })).toBeVisible();
  },
};

/** Andi's passport scan is a PDF: a link opens it in a new tab. */
export const PeriksaPdf: Story = {
  render: ReviewScreen,
  parameters: review(ANDI_NO),
  play: async () => {
    const link = await page().findByRole('link', {
      name: 'Buka paspor-andi.pdf (PDF) di tab baru',
    });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link.getAttribute('href')).toMatch(/^blob:/);
  },
};

/** Approve: the confirmation, then the decision on the audit trail and a notice. */
export const Setujui: Story = {
  render: ReviewScreen,
  parameters: review(BUDI_NO),
  play: async ({ userEvent }) => {
    await article();
    await userEvent.click(await page().findByRole('button', { name: 'Setujui' }));
    const dialog = await page().findByRole('dialog', { name: 'Setujui pengajuan?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, setujui' }));
    await expect(
      await page().findByText(`Pengajuan ${BUDI_NO} disetujui. Data nasabah sudah diperbarui.`),
    ).toBeVisible();
    await expect(page().getByRole('list', { name: 'Jejak audit' })).toHaveTextContent(
      'oleh admin.portal',
    );
  },
};

/** Reject: too short a reason is refused before anything is sent. */
export const TolakAlasanKurang: Story = {
  render: ReviewScreen,
  parameters: review(BUDI_NO),
  play: async ({ userEvent }) => {
    await article();
    await userEvent.click(await page().findByRole('button', { name: 'Tolak' }));
    await userEvent.type(page().getByRole('textbox', { name: /Alasan penolakan/ }), 'Buram');
    await userEvent.click(page().getByRole('button', { name: 'Kirim penolakan' }));
    await expect(page().getByText('Alasan penolakan paling sedikit 10 karakter.')).toBeVisible();
  },
};

/** Someone else decided first: the server's message (409), the review shows their decision. */
export const SudahDiputuskan: Story = {
  render: ReviewScreen,
  parameters: review(BUDI_NO),
  play: async ({ userEvent }) => {
    await article();
    await userEvent.click(await page().findByRole('button', { name: 'Tolak' }));
    await userEvent.type(
      page().getByRole('textbox', { name: /Alasan penolakan/ }),
      'Kode pos tidak sesuai dengan kelurahan.',
    );
    // Another staff member approves it in the meantime.
    await fetch('/customer/api/admin/pengkinian/approve', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ registration_number: BUDI_NO }),
    });
    await userEvent.click(page().getByRole('button', { name: 'Kirim penolakan' }));
    await expect(await page().findByText(/sudah diputuskan \(Disetujui\)/)).toBeVisible();
    await waitFor(() =>
      expect(page().queryByRole('button', { name: 'Kirim penolakan' })).toBeNull(),
    );
  },
};

/** A decided one: reason and trail, no decision buttons. */
export const SudahDitolak: Story = {
  render: ReviewScreen,
  parameters: review(REJECTED_NO),
  play: async () => {
    const a = await article();
    await expect(within(a).getByRole('region', { name: 'Alasan penolakan' })).toHaveTextContent(
      REJECT_REASON,
    );
    await expect(within(a).getByRole('list', { name: 'Jejak audit' })).toHaveTextContent(
      'oleh admin.portal',
    );
    await expect(within(a).queryByRole('button', { name: 'Setujui' })).toBeNull();
    await expect(
      within(a).getByText('Pengajuan ini tidak melampirkan dokumen identitas.'),
    ).toBeVisible();
  },
};
