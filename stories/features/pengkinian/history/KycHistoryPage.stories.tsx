import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import KycHistoryPage from '../../../../web/src/features/pengkinian/history/KycHistoryPage';
import {
  APPROVED_NO,
  manyDetails,
  PENDING_NO,
  REJECT_REASON,
  REJECTED_NO,
  UL,
} from '../../../../web/src/features/pengkinian/history/testing/fixtures';
import { kycHandlers } from '../../../../web/src/features/pengkinian/history/testing/handlers';
import { failing, pending } from '../../../support/handlers';
import { page } from '../../../support/page';
import { viewport } from '../../../support/viewports';

/**
 * 'Riwayat Pengajuan Pengkinian Data': the customer's submissions newest first (status as
 * text, WIB date, changed sections) and the detail of one beside the list (on a phone,
 * instead of it).
 */
const meta = {
  title: 'Riwayat Pengajuan Pengkinian Data/Halaman',
  component: KycHistoryPage,
  parameters: {
    portal: { path: '/transaction-history/detail-kyc', signedIn: true, selectedPolicy: UL },
  },
  globals: viewport('desktop'),
} satisfies Meta<typeof KycHistoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (search: string) => ({
  portal: {
    path: `/transaction-history/detail-kyc${search}`,
    signedIn: true,
    selectedPolicy: UL,
  },
});
const rows = async () =>
  within(await page().findByRole('region', { name: 'Daftar pengajuan' })).findAllByRole('link', {
    name: /^Lihat detail pengajuan/,
  });
const detail = () => page().findByRole('article', { name: /^Pengajuan KYC-/ });

/** Three submissions: waiting, rejected, approved; nothing chosen yet. */
export const Daftar: Story = {
  play: async () => {
    await expect(
      await page().findByRole('heading', { level: 1, name: 'Riwayat Pengajuan Pengkinian Data' }),
    ).toBeInTheDocument();
    const list = await rows();
    await expect(list).toHaveLength(3);
    await expect(list.map((row) => row.getAttribute('aria-label'))).toEqual([
      `Lihat detail pengajuan ${PENDING_NO}, Menunggu Verifikasi`,
      `Lihat detail pengajuan ${REJECTED_NO}, Ditolak`,
      `Lihat detail pengajuan ${APPROVED_NO}, Disetujui`,
    ]);
    await expect(within(list[0]!).getByText('Menunggu Verifikasi')).toBeVisible();
    await expect(within(list[1]!).getByText('Ditolak')).toBeVisible();
    await expect(within(list[2]!).getByText('Disetujui')).toBeVisible();
    // 03:12 UTC is 10.12 in Jakarta; the sections changed.
    await expect(within(list[0]!).getByText('Diajukan 20 Nov 2026, 10.12 WIB')).toBeVisible();
    await expect(within(list[0]!).getByText('Alamat Domisili, Nomor Ponsel')).toBeVisible();
    await expect(within(list[2]!).getByText('Data Identitas, Email')).toBeVisible();
    await expect(list[0]).toHaveAttribute(
      'href',
      `/transaction-history/detail-kyc?detail=${PENDING_NO}`,
    );
    await expect(page().getByText('3 pengajuan')).toBeVisible();
    await expect(page().getByRole('link', { name: 'Ajukan Pengkinian Data' })).toHaveAttribute(
      'href',
      '/polis/pengkinian-data',
    );
    await expect(
      page().getByText('Pilih salah satu pengajuan untuk melihat detailnya.'),
    ).toBeVisible();
  },
};

/** The waiting one opened: new address and mobile number, one step on the timeline. */
export const DetailMenunggu: Story = {
  parameters: at(`?detail=${PENDING_NO}`),
  play: async () => {
    const article = await detail();
    await expect(within(article).getByText(/sedang diverifikasi petugas/)).toBeVisible();
    const address = within(article).getByRole('region', { name: 'Alamat Domisili' });
    await expect(address).toBeVisible();
    await expect(within(article).getByText('16431')).toBeVisible();
    // Old -> new per field.
    const postal = within(address).getByRole('row', { name: /Kode Pos/ });
    await expect(
      within(postal)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['12810', '16431']);
    await expect(within(article).getByRole('region', { name: 'Nomor Ponsel' })).toHaveTextContent(
      '+6281398765432',
    );
    const timeline = within(article).getByRole('list', { name: 'Riwayat status' });
    await expect(within(timeline).getAllByRole('listitem')).toHaveLength(1);
    await expect(timeline).toHaveTextContent('20 November 2026 pukul 10.12 WIB');
    // No decision yet.
    await expect(within(article).queryByText('Diputuskan')).toBeNull();
    await expect(within(article).queryByText('Alasan penolakan')).toBeNull();
    // The chosen row is marked in the list.
    await expect((await rows())[0]).toHaveAttribute('aria-current', 'true');
  },
};

/** The rejected one: the reason and 'Ajukan kembali'. */
export const DetailDitolak: Story = {
  parameters: at(`?detail=${REJECTED_NO}`),
  play: async () => {
    const article = await detail();
    const reason = within(article).getByRole('region', { name: 'Alasan penolakan' });
    await expect(reason).toHaveTextContent(REJECT_REASON);
    await expect(within(reason).getByRole('link', { name: 'Ajukan kembali' })).toHaveAttribute(
      'href',
      '/polis/pengkinian-data',
    );
    const steps = within(
      within(article).getByRole('list', { name: 'Riwayat status' }),
    ).getAllByRole('listitem');
    await expect(steps.map((step) => step.getAttribute('data-status'))).toEqual([
      'PENDING',
      'REJECTED',
    ]);
    await expect(steps[1]).toHaveTextContent(REJECT_REASON);
    // Decided at 06.40 UTC: 13.40 in Jakarta (in the facts and on the timeline).
    await expect(within(article).getAllByText('16 Agustus 2026 pukul 13.40 WIB')).toHaveLength(2);
  },
};

/** The approved one: data updated, the identity document was attached. */
export const DetailDisetujui: Story = {
  parameters: at(`?detail=${APPROVED_NO}`),
  play: async () => {
    const article = await detail();
    await expect(within(article).getByText(/sudah disetujui/)).toBeVisible();
    await expect(within(article).getByText('Dilampirkan')).toBeVisible();
    // Sections in the form's order, whatever order the server listed the fields in.
    await expect(
      within(article)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Data Identitas', 'Email']);
  },
};

/** On a phone the list fills the screen; opening one replaces it, 'Kembali' returns. */
export const Ponsel: Story = {
  globals: viewport('phone'),
  play: async ({ userEvent }) => {
    const list = await rows();
    await expect(
      page().getByText('Pilih salah satu pengajuan untuk melihat detailnya.'),
    ).not.toBeVisible();
    await userEvent.click(list[1]!);
    const article = await detail();
    await expect(article).toBeVisible();
    await expect(article).toHaveAccessibleName(`Pengajuan ${REJECTED_NO}`);
    // The list is out of the way (display: none, so not in the accessibility tree either).
    await expect(page().queryByRole('region', { name: 'Daftar pengajuan' })).toBeNull();
    await userEvent.click(page().getByRole('button', { name: /Kembali ke daftar pengajuan/ }));
    await expect(await page().findByRole('region', { name: 'Daftar pengajuan' })).toBeVisible();
  },
};

/** The rejected detail on a phone: before and after stacked, labelled. */
export const PonselDetailDitolak: Story = {
  globals: viewport('phone'),
  parameters: at(`?detail=${REJECTED_NO}`),
  play: async () => {
    const article = await detail();
    await expect(within(article).getByRole('region', { name: 'Alasan penolakan' })).toBeVisible();
    await expect(within(article).getByText('Depok Jaya')).toBeVisible();
  },
};

/** No submission yet: how to start one. */
export const Kosong: Story = {
  beforeEach: ({ msw }) => msw.use(...kycHandlers({ details: [] })),
  play: async () => {
    await expect(
      await page().findByRole('heading', { name: 'Belum ada pengajuan Pengkinian Data.' }),
    ).toBeVisible();
    await expect(page().getByRole('link', { name: 'Mulai Pengkinian Data' })).toHaveAttribute(
      'href',
      '/polis/pengkinian-data',
    );
    await expect(page().queryByRole('region', { name: 'Daftar pengajuan' })).toBeNull();
  },
};

/** A long history: 10 per page. */
export const BanyakHalaman: Story = {
  beforeEach: ({ msw }) => msw.use(...kycHandlers({ details: manyDetails(23) })),
  play: async ({ userEvent }) => {
    await expect(await rows()).toHaveLength(10);
    await userEvent.click(page().getByRole('button', { name: /Berikutnya/ }));
    await expect(await page().findByText('Halaman 2 dari 3')).toBeVisible();
  },
};

/** While the list loads. */
export const Memuat: Story = {
  beforeEach: ({ msw }) => msw.use(pending('get', '*/transaction/kyc/list')),
  play: async () => {
    await expect(await page().findByText('Memuat riwayat pengajuan…')).toBeInTheDocument();
  },
};

/** The list fails: the server's message and 'Coba lagi'. */
export const Gagal: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      failing(
        'get',
        '*/transaction/kyc/list',
        503,
        'Layanan sedang tidak tersedia. Coba lagi nanti.',
      ),
    ),
  play: async () => {
    await expect(await page().findByRole('alert')).toHaveTextContent(
      'Layanan sedang tidak tersedia',
    );
    await expect(page().getByRole('button', { name: 'Coba lagi' })).toBeVisible();
  },
};
