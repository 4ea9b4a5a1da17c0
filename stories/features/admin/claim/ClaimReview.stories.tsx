import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import ClaimReviewPage from '../../../../web/src/features/admin/claim/ClaimReviewPage';
import { claimReviewPath } from '../../../../web/src/features/admin/paths';
import {
  ANDI_CLAIM,
  BUDI_CLAIM,
  HENDRA_CLAIM,
  LINA_CLAIM,
  PAID_CLAIM,
  REVIEW_NOW,
  RINA_CLAIM,
  RUDI_CLAIM,
  SITI_CLAIM,
} from '../../../../web/src/features/admin/claim/testing/claimFixtures';
import { page } from '../../../support/page';
import { viewport } from '../../../support/viewports';

/**
 * One claim on the staff desk, in each status: the customer, the claim and its event, the
 * documents shown inside the page, the benefit's limit now, the bank account unmasked, the
 * request, decision or payout, the history with who and when, and the actions its status
 * allows. The actions' forms: 'Admin/Tindakan Klaim'.
 */
const meta = {
  title: 'Admin/Periksa Klaim',
  component: ClaimReviewPage,
  args: { now: REVIEW_NOW },
  parameters: { portal: { path: claimReviewPath(BUDI_CLAIM), signedIn: 'admin' } },
  globals: viewport('desktop'),
} satisfies Meta<typeof ClaimReviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (number: string) => ({
  portal: { path: claimReviewPath(number), signedIn: 'admin' as const },
});
const article = () => page().findByRole('article', { name: /^Klaim KLM-/ });
const actions = async () =>
  within(within(await article()).getByRole('region', { name: 'Tindakan' }))
    .queryAllByRole('button')
    .map((b) => b.textContent);

/** Diajukan: Budi's receipt (PDF) shown in the page; verify, request documents or reject. */
export const Diajukan: Story = {
  play: async () => {
    await expect(
      await page().findByRole('heading', { level: 1, name: 'Periksa Klaim' }),
    ).toBeInTheDocument();
    const a = await article();
    const frame = await within(a).findByTitle('Dokumen PDF kwitansi-rs.pdf');
    await waitFor(() => expect(frame.getAttribute('src')).toMatch(/^blob:/));
    await expect(within(a).getByRole('region', { name: 'Rekening pembayaran' })).toHaveTextContent(
      '5230984521',
    );
    await waitFor(async () =>
      expect(await actions()).toEqual(['Mulai verifikasi', 'Minta dokumen', 'Tolak']),
    );
  },
};

/** The cost breakdown, a photo, shown instead of the receipt. */
export const DiajukanFotoDokumen: Story = {
  play: async ({ userEvent }) => {
    const a = await article();
    await userEvent.click(
      await within(a).findByRole('button', {
        name: 'Lihat Rincian biaya perawatan: rincian-biaya.png',
      }),
    );
    const image = await within(a).findByRole('img', {
      name: 'Rincian biaya perawatan: rincian-biaya.png',
    });
    await waitFor(() => expect((image as HTMLImageElement).naturalWidth).toBe(320));
  },
};

/** The same claim on a phone: one column, the actions first. */
export const DiajukanPonsel: Story = {
  globals: viewport('phone'),
  play: async () => {
    const a = await article();
    await expect(await within(a).findByRole('button', { name: 'Mulai verifikasi' })).toBeVisible();
    await expect(within(a).getByRole('region', { name: 'Nasabah' })).toBeInTheDocument();
  },
};

export const VerifikasiDokumen: Story = {
  parameters: at(SITI_CLAIM),
  play: async () => {
    await article();
    await waitFor(async () =>
      expect(await actions()).toEqual([
        'Dokumen lengkap, lanjut analisa',
        'Minta dokumen',
        'Tolak',
      ]),
    );
  },
};

/** Dokumen Kurang: the lab result asked for, waiting for Andi; only rejection is open. */
export const DokumenKurang: Story = {
  parameters: at(ANDI_CLAIM),
  play: async () => {
    const a = await article();
    await expect(within(a).getByRole('region', { name: 'Dokumen yang diminta' })).toHaveTextContent(
      'Hasil tes Widal selama dirawat.',
    );
    await waitFor(async () => expect(await actions()).toEqual(['Tolak']));
  },
};

export const Dianalisa: Story = {
  parameters: at(RUDI_CLAIM),
  play: async () => {
    await article();
    await waitFor(async () =>
      expect(await actions()).toEqual(['Setujui', 'Minta dokumen', 'Tolak']),
    );
  },
};

/** Dianalisa, the claimed amount above the remaining limit (Rp 2.500.000 of Rp 5.000.000). */
export const DianalisaDiAtasLimit: Story = {
  parameters: at(RINA_CLAIM),
  play: async () => {
    const a = await article();
    await expect(
      within(a).getByRole('region', { name: 'Batas manfaat saat ini' }),
    ).toHaveTextContent('Sisa limitRp 2.500.000');
  },
};

/** Disetujui: the amount and its deduction; marking paid is next. */
export const Disetujui: Story = {
  parameters: at(HENDRA_CLAIM),
  play: async () => {
    const a = await article();
    await expect(within(a).getByRole('region', { name: 'Keputusan' })).toHaveTextContent(
      'Rp 750.000',
    );
    await waitFor(async () => expect(await actions()).toEqual(['Tandai dibayar']));
  },
};

/** Ditolak: the reason the customer read; no action is left. */
export const Ditolak: Story = {
  parameters: at(LINA_CLAIM),
  play: async () => {
    const a = await article();
    await expect(within(a).getByRole('region', { name: 'Alasan penolakan' })).toBeVisible();
    await expect(within(a).getByText('Tidak ada tindakan petugas pada status ini.')).toBeVisible();
  },
};

/** Dibayar: the transfer and its transaction number. */
export const Dibayar: Story = {
  parameters: at(PAID_CLAIM),
  play: async () => {
    const a = await article();
    await expect(within(a).getByRole('region', { name: 'Pembayaran' })).toHaveTextContent(
      'TRX-20261105-100512',
    );
  },
};

/** A claim number the desk does not know. */
export const TidakDitemukan: Story = {
  parameters: at('KLM-2026-999999'),
  play: async () => {
    await expect(await page().findByText('Klaim tidak ditemukan.')).toBeVisible();
  },
};
