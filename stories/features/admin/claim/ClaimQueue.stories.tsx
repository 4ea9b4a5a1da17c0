import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import ClaimQueuePage from '../../../../web/src/features/admin/claim/ClaimQueuePage';
import {
  BUDI_CLAIM,
  REVIEW_NOW,
  RINA_CLAIM,
  RUDI_CLAIM,
} from '../../../../web/src/features/admin/claim/testing/claimFixtures';
import { claimDesk } from '../../../../web/src/features/admin/claim/testing/claimHandlers';
import { failing } from '../../../support/handlers';
import { page } from '../../../support/page';
import { viewport } from '../../../support/viewports';

/**
 * The staff's claims queue (admin layout): a tab per status with its count, the claims that
 * have waited longest first, each with customer, policy, insured, benefit, claimed amount and
 * how long it has waited since its last status change.
 */
const meta = {
  title: 'Admin/Antrean Klaim',
  component: ClaimQueuePage,
  args: { now: REVIEW_NOW },
  parameters: { portal: { path: '/admin/klaim', signedIn: 'admin' } },
  globals: viewport('desktop'),
} satisfies Meta<typeof ClaimQueuePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const tabs = () => page().getByRole('navigation', { name: 'Status klaim' });
const queue = (status: string) => ({
  portal: { path: `/admin/klaim?status=${status}`, signedIn: 'admin' as const },
});

/** Diajukan: two new claims, Budi's (3 days) above Dewi's (2 hours). */
export const Diajukan: Story = {
  play: async () => {
    await expect(
      await page().findByRole('heading', { level: 1, name: 'Antrean Klaim' }),
    ).toBeInTheDocument();
    const table = await page().findByRole('table', { name: 'Klaim berstatus Diajukan' });
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent(BUDI_CLAIM);
    await expect(within(table).getByText('3 hari')).toBeVisible();
    await expect(within(tabs()).getByRole('link', { name: 'Dianalisa 2 klaim' })).toBeVisible();
  },
};

/** On a phone each claim is a labelled block; the tabs scroll sideways. */
export const DiajukanPonsel: Story = {
  globals: viewport('phone'),
  play: async () => {
    const table = await page().findByRole('table');
    await expect(
      within(table).getByRole('link', { name: `Periksa klaim ${BUDI_CLAIM}, Budi Santoso` }),
    ).toBeVisible();
    await expect(within(tabs()).getByRole('link', { name: 'Diajukan 2 klaim' })).toBeVisible();
  },
};

export const VerifikasiDokumen: Story = {
  parameters: queue('DOCUMENT_VERIFICATION'),
  play: async () => {
    const table = await page().findByRole('table', { name: 'Klaim berstatus Verifikasi Dokumen' });
    await expect(within(table).getByRole('link', { name: /, Siti Rahma$/ })).toBeVisible();
  },
};

export const DokumenKurang: Story = {
  parameters: queue('DOCUMENTS_REQUESTED'),
  play: async () => {
    const table = await page().findByRole('table', { name: 'Klaim berstatus Dokumen Kurang' });
    await expect(within(table).getByRole('link', { name: /, Andi Wijaya$/ })).toBeVisible();
  },
};

/** Dianalisa: Rudi's stay (waiting since 20 November) above Rina's outpatient claim. */
export const Dianalisa: Story = {
  parameters: queue('ANALYSIS'),
  play: async () => {
    const table = await page().findByRole('table', { name: 'Klaim berstatus Dianalisa' });
    const heads = within(table).getAllByRole('rowheader');
    await expect(heads.map((h) => h.textContent)).toEqual([RUDI_CLAIM, RINA_CLAIM]);
  },
};

export const Disetujui: Story = {
  parameters: queue('APPROVED'),
  play: async () => {
    const table = await page().findByRole('table', { name: 'Klaim berstatus Disetujui' });
    await expect(within(table).getByRole('link', { name: /, Hendra Gunawan$/ })).toBeVisible();
  },
};

export const Ditolak: Story = {
  parameters: queue('REJECTED'),
  play: async () => {
    const table = await page().findByRole('table', { name: 'Klaim berstatus Ditolak' });
    await expect(within(table).getByRole('link', { name: /, Lina Marlina$/ })).toBeVisible();
  },
};

export const Dibayar: Story = {
  parameters: queue('PAID'),
  play: async () => {
    const table = await page().findByRole('table', { name: 'Klaim berstatus Dibayar' });
    await expect(within(table).getByText('Rp 1.250.000')).toBeVisible();
  },
};

/** Nothing in any status: every tab counts 0 and the tab says so. */
export const Kosong: Story = {
  beforeEach: ({ msw }) => msw.use(...claimDesk([]).handlers),
  play: async () => {
    await expect(
      await page().findByText('Tidak ada klaim baru yang menunggu diperiksa.'),
    ).toBeVisible();
    await expect(within(tabs()).getByRole('link', { name: 'Dibayar 0 klaim' })).toBeVisible();
  },
};

/** An empty tab while others have claims. */
export const TabKosong: Story = {
  parameters: queue('PAID'),
  beforeEach: ({ msw }) => {
    const desk = claimDesk();
    desk.claims.splice(
      0,
      desk.claims.length,
      ...desk.claims.filter((c) => c.claim.status !== 'PAID'),
    );
    msw.use(...desk.handlers);
  },
  play: async () => {
    await expect(await page().findByText('Belum ada klaim yang dibayar.')).toBeVisible();
  },
};

/** The queue cannot be loaded: the server's message and 'Coba lagi'. */
export const GagalDimuat: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      failing(
        'get',
        '*/admin/claim/list',
        500,
        'Proses tidak dapat dilanjutkan. Silakan coba kembali beberapa saat lagi.',
      ),
    ),
  play: async () => {
    await expect(await page().findByRole('button', { name: 'Coba lagi' })).toBeVisible();
  },
};
