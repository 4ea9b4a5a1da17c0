import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import ClaimDetailPage from '../../../web/src/features/claim/ClaimDetailPage';
import { messages } from '../../../web/src/features/claim/messages';
import {
  APPROVED_NO,
  LAB_NOTE,
  PAID_NO,
  REJECT_REASON,
  REJECTED_NO,
  REQUESTED_NO,
} from '../../../web/src/features/claim/testing/claims';
import { claimHandlers, NOT_FOUND } from '../../../web/src/features/claim/testing/handlers';
import { pending } from '../../support/handlers';
import { page } from '../../support/page';
import { viewport } from '../../support/viewports';

const m = messages.detail;
const at = (claimNumber: string) => ({
  portal: { path: `/klaim/submission-detail?claim_number=${claimNumber}`, signedIn: true },
});

/**
 * 'Detail Pengajuan Klaim' in each status: the summary, the event, the payout account
 * (masked by the server), the documents, the decision and payment, and the status history
 * with each decision's outcome.
 */
const meta = {
  title: 'Klaim/Detail Pengajuan Klaim',
  component: ClaimDetailPage,
  parameters: at(APPROVED_NO),
  globals: viewport('desktop'),
  beforeEach: ({ msw }) => msw.use(...claimHandlers()),
} satisfies Meta<typeof ClaimDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const article = (claimNumber: string) =>
  page().findByRole('article', { name: m.heading(claimNumber) });
const history = () => page().getByRole('list', { name: m.timeline });

const statusStory = (claimNumber: string, status: string, steps: number): Story => ({
  parameters: at(claimNumber),
  play: async () => {
    const detail = await article(claimNumber);
    await expect(
      within(detail).getAllByText(status, { selector: '.kl-badge' }).length,
    ).toBeGreaterThan(0);
    await expect(within(history()).getAllByRole('listitem')).toHaveLength(steps);
  },
});

export const Diajukan = statusStory('KLM-2026-001220', 'Diajukan', 1);
export const VerifikasiDokumen = statusStory('KLM-2026-001212', 'Verifikasi Dokumen', 2);
export const Dianalisa = statusStory('KLM-2026-001196', 'Dianalisa', 3);

/** The officer asks for lab results: the request, its note and 'Kirim Dokumen'. */
export const DokumenKurang: Story = {
  parameters: at(REQUESTED_NO),
  play: async () => {
    const detail = await article(REQUESTED_NO);
    const request = within(detail).getByRole('region', { name: new RegExp(m.request.heading) });
    await expect(request).toHaveTextContent('Hasil laboratorium atau pemeriksaan penunjang');
    await expect(request).toHaveTextContent(LAB_NOTE);
    const send = within(request).getByRole('link', { name: m.request.action });
    await expect(send).toBeVisible();
    await expect(send).toHaveAttribute('href', `/klaim/support-docs?claim_number=${REQUESTED_NO}`);
  },
};

export const DokumenKurangPonsel: Story = { ...DokumenKurang, globals: viewport('phone') };

/** Approved with two deductions, each explained; their sum is the difference. */
export const Disetujui: Story = {
  play: async () => {
    const detail = await article(APPROVED_NO);
    const decision = within(detail).getByRole('region', { name: m.decision.heading });
    const table = within(decision).getByRole('table', { name: m.decision.deductions });
    await expect(table).toBeVisible();
    await expect(decision).toHaveTextContent('Rp 11.750.000');
    await expect(
      within(table).getByRole('row', { name: /biaya administrasi rumah sakit.*Rp\s500\.000/ }),
    ).toBeVisible();
    await expect(
      within(table).getByRole('row', { name: /Jumlah potongan.*Rp\s750\.000/ }),
    ).toBeVisible();
    await expect(history()).toHaveTextContent('Disetujui Rp 11.750.000');
    await expect(history()).toHaveTextContent('Potongan Rp 500.000: Tidak dijamin');
  },
};

export const DisetujuiPonsel: Story = { ...Disetujui, globals: viewport('phone') };

/** Rejected: the reason, in the decision and on the history. */
export const Ditolak: Story = {
  parameters: at(REJECTED_NO),
  play: async () => {
    const detail = await article(REJECTED_NO);
    await expect(
      within(detail).getByRole('region', { name: m.decision.heading }),
    ).toHaveTextContent(REJECT_REASON);
    await expect(history()).toHaveTextContent(`Alasan: ${REJECT_REASON}`);
  },
};

/** Paid: transfer date, reference and the transaction number. */
export const Dibayar: Story = {
  parameters: at(PAID_NO),
  play: async () => {
    const detail = await article(PAID_NO);
    const decision = within(detail).getByRole('region', { name: m.decision.heading });
    await expect(decision).toHaveTextContent('21 November 2026');
    await expect(decision).toHaveTextContent('TRX-20261121-100512');
    await expect(decision).toHaveTextContent('BCA-TRF-88213409');
    await expect(history()).toHaveTextContent(
      'Ditransfer 21 November 2026, nomor transaksi TRX-20261121-100512',
    );
  },
};

export const DibayarPonsel: Story = { ...Dibayar, globals: viewport('phone') };

/** While the detail loads. */
export const Memuat: Story = {
  beforeEach: ({ msw }) => msw.use(pending('get', '*/api/claim/detail')),
  play: async () => {
    await expect(await page().findByText(m.loading)).toBeInTheDocument();
  },
};

/** A claim that is not the customer's (or does not exist): the server's message. */
export const TidakDitemukan: Story = {
  parameters: at('KLM-2026-999999'),
  play: async () => {
    await expect(await page().findByText(NOT_FOUND)).toBeVisible();
    await expect(page().getAllByRole('link', { name: m.back }).length).toBeGreaterThan(0);
  },
};
