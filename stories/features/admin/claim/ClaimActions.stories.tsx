import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import ClaimReviewPage from '../../../../web/src/features/admin/claim/ClaimReviewPage';
import { claimReviewPath } from '../../../../web/src/features/admin/paths';
import {
  BUDI_CLAIM,
  HENDRA_CLAIM,
  REVIEW_NOW,
  RINA_CLAIM,
  RUDI_CLAIM,
  SITI_CLAIM,
} from '../../../../web/src/features/admin/claim/testing/claimFixtures';
import {
  claimDesk,
  type ClaimDesk,
} from '../../../../web/src/features/admin/claim/testing/claimHandlers';
import { page } from '../../../support/page';
import { viewport } from '../../../support/viewports';

/**
 * The staff's actions on a claim, each in its modal: start verification and documents
 * complete (a confirmation), request documents, approve (whole rupiah, deduction lines with a
 * live check), reject (a reason the customer reads) and mark paid, with the client-side checks
 * and the server's refusals (422 on a field, 409 when another staff member was first).
 */
const meta = {
  title: 'Admin/Tindakan Klaim',
  component: ClaimReviewPage,
  args: { now: REVIEW_NOW },
  parameters: { portal: { path: claimReviewPath(BUDI_CLAIM), signedIn: 'admin' } },
  globals: viewport('desktop'),
} satisfies Meta<typeof ClaimReviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type User = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

const at = (number: string) => ({
  portal: { path: claimReviewPath(number), signedIn: 'admin' as const },
});
async function open(userEvent: User, button: string, title: string) {
  await page().findByRole('article', { name: /^Klaim KLM-/ });
  await userEvent.click(await page().findByRole('button', { name: button }));
  return page().findByRole('dialog', { name: title });
}
const field = (dialog: HTMLElement, name: string) => within(dialog).getByRole('textbox', { name });

/** 'Mulai verifikasi': the confirmation before Budi's claim is taken. */
export const MulaiVerifikasi: Story = {
  play: async ({ userEvent }) => {
    const dialog = await open(userEvent, 'Mulai verifikasi', 'Mulai verifikasi dokumen?');
    await expect(
      within(dialog).getByRole('button', { name: 'Ya, mulai verifikasi' }),
    ).toHaveFocus();
  },
};

/** 'Dokumen lengkap, lanjut analisa' on Siti's claim under verification. */
export const LanjutAnalisa: Story = {
  parameters: at(SITI_CLAIM),
  play: async ({ userEvent }) => {
    const dialog = await open(
      userEvent,
      'Dokumen lengkap, lanjut analisa',
      'Dokumen sudah lengkap?',
    );
    await expect(dialog).toHaveTextContent(`Dokumen klaim ${SITI_CLAIM} dinyatakan lengkap`);
  },
};

/** Request documents: two types chosen, one with a note, and a note for the customer. */
export const MintaDokumen: Story = {
  parameters: at(SITI_CLAIM),
  play: async ({ userEvent }) => {
    const dialog = await open(userEvent, 'Minta dokumen', 'Minta dokumen kepada nasabah');
    await userEvent.click(
      within(dialog).getByRole('checkbox', {
        name: 'Hasil laboratorium atau pemeriksaan penunjang',
      }),
    );
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: 'Surat keterangan dokter' }),
    );
    await userEvent.type(
      field(dialog, 'Catatan untuk Hasil laboratorium atau pemeriksaan penunjang (opsional)'),
      'Hasil darah lengkap selama dirawat.',
    );
    await userEvent.type(
      field(dialog, 'Catatan umum untuk nasabah (opsional)'),
      'Mohon lengkapi agar klaim dapat kami analisa.',
    );
  },
};

/** Request documents without choosing any: refused before sending. */
export const MintaDokumenTanpaPilihan: Story = {
  parameters: at(SITI_CLAIM),
  play: async ({ userEvent }) => {
    const dialog = await open(userEvent, 'Minta dokumen', 'Minta dokumen kepada nasabah');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kirim permintaan' }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Pilih setidaknya satu dokumen yang diminta.',
    );
  },
};

/** Approve Rp 11.750.000 of Rp 12.500.000: two deduction lines explain the Rp 750.000. */
export const Setujui: Story = {
  parameters: at(RUDI_CLAIM),
  play: async ({ userEvent }) => {
    const dialog = await open(userEvent, 'Setujui', 'Setujui klaim');
    await userEvent.type(field(dialog, 'Jumlah disetujui'), '11750000');
    await expect(field(dialog, 'Jumlah disetujui')).toHaveValue('11.750.000');
    await userEvent.type(field(dialog, 'Keterangan potongan 1'), 'Biaya administrasi rumah sakit');
    await userEvent.type(field(dialog, 'Jumlah potongan 1'), '500000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tambah potongan' }));
    await userEvent.type(field(dialog, 'Keterangan potongan 2'), 'Kamar di atas hak kelas');
    await userEvent.type(field(dialog, 'Jumlah potongan 2'), '250000');
    await expect(within(dialog).getByText('Potongan sama dengan selisihnya.')).toBeVisible();
  },
};

/** The deductions do not yet add up: the live check and the refusal. */
export const SetujuiPotonganBelumSama: Story = {
  parameters: at(RUDI_CLAIM),
  play: async ({ userEvent }) => {
    const dialog = await open(userEvent, 'Setujui', 'Setujui klaim');
    await userEvent.type(field(dialog, 'Jumlah disetujui'), '11750000');
    await userEvent.type(field(dialog, 'Keterangan potongan 1'), 'Biaya administrasi rumah sakit');
    await userEvent.type(field(dialog, 'Jumlah potongan 1'), '500000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Setujui klaim' }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Jumlah potongan Rp 500.000 harus sama dengan selisih Rp 750.000.',
    );
  },
};

/** Above the remaining limit: refused before anything is sent. */
export const SetujuiMelebihiLimit: Story = {
  parameters: at(RINA_CLAIM),
  play: async ({ userEvent }) => {
    const dialog = await open(userEvent, 'Setujui', 'Setujui klaim');
    await userEvent.type(field(dialog, 'Jumlah disetujui'), '3000000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Setujui klaim' }));
    await expect(
      within(dialog).getByText('Jumlah disetujui melebihi sisa limit manfaat, Rp 2.500.000.'),
    ).toBeVisible();
  },
};

let desk: ClaimDesk;

/** 422: the limit shrank since the page loaded (another claim approved); the server refuses. */
export const SetujuiDitolakServer: Story = {
  parameters: at(RINA_CLAIM),
  beforeEach: ({ msw }) => {
    desk = claimDesk();
    msw.use(...desk.handlers);
  },
  play: async ({ userEvent }) => {
    const dialog = await open(userEvent, 'Setujui', 'Setujui klaim');
    desk.claims.find((c) => c.claim.claim_number === RINA_CLAIM)!.limit.remaining_amount =
      1_000_000;
    await userEvent.type(field(dialog, 'Jumlah disetujui'), '2500000');
    await userEvent.type(field(dialog, 'Keterangan potongan 1'), 'Melebihi limit rawat jalan');
    await userEvent.type(field(dialog, 'Jumlah potongan 1'), '700000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Setujui klaim' }));
    await expect(
      await within(dialog).findByText(
        'Jumlah disetujui melebihi sisa limit manfaat (Rp 1.000.000).',
      ),
    ).toBeVisible();
  },
};

/** Approved: the modal closes, the claim shows its decision and a notice confirms it. */
export const SetujuiSelesai: Story = {
  parameters: at(RUDI_CLAIM),
  play: async ({ userEvent }) => {
    const dialog = await open(userEvent, 'Setujui', 'Setujui klaim');
    await userEvent.type(field(dialog, 'Jumlah disetujui'), '12500000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Setujui klaim' }));
    await expect(await page().findByText(/disetujui sebesar Rp\s12\.500\.000\./)).toBeVisible();
    const a = await page().findByRole('article', { name: /^Klaim KLM-/ });
    await waitFor(() => expect(within(a).getByRole('region', { name: 'Keputusan' })).toBeVisible());
  },
};

/** Reject: too short a reason is refused before sending. */
export const Tolak: Story = {
  play: async ({ userEvent }) => {
    const dialog = await open(userEvent, 'Tolak', 'Tolak klaim');
    await userEvent.type(field(dialog, 'Alasan penolakan (dibaca nasabah)'), 'Kurang.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kirim penolakan' }));
    await expect(
      within(dialog).getByText('Alasan penolakan paling sedikit 10 karakter.'),
    ).toBeVisible();
  },
};

/** Mark paid: the transfer to Hendra's account, its date and the bank's reference. */
export const TandaiDibayar: Story = {
  parameters: at(HENDRA_CLAIM),
  play: async ({ userEvent }) => {
    const dialog = await open(userEvent, 'Tandai dibayar', 'Tandai klaim dibayar');
    await userEvent.type(within(dialog).getByLabelText('Tanggal transfer'), '23/11/2026');
    await userEvent.type(field(dialog, 'Referensi transfer bank'), 'mdr-trf-55012977');
    await expect(field(dialog, 'Referensi transfer bank')).toHaveValue('MDR-TRF-55012977');
  },
};

/** Mark paid on a phone: the modal fills the screen. */
export const TandaiDibayarPonsel: Story = {
  parameters: at(HENDRA_CLAIM),
  globals: viewport('phone'),
  play: async ({ userEvent }) => {
    const dialog = await open(userEvent, 'Tandai dibayar', 'Tandai klaim dibayar');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tandai dibayar' }));
    await expect(within(dialog).getByText('Isi tanggal transfer.')).toBeVisible();
  },
};

/** Approve on a phone, with a deduction line. */
export const SetujuiPonsel: Story = {
  parameters: at(RUDI_CLAIM),
  globals: viewport('phone'),
  play: async ({ userEvent }) => {
    const dialog = await open(userEvent, 'Setujui', 'Setujui klaim');
    await userEvent.type(field(dialog, 'Jumlah disetujui'), '11750000');
    await userEvent.type(field(dialog, 'Keterangan potongan 1'), 'Biaya administrasi rumah sakit');
    await userEvent.type(field(dialog, 'Jumlah potongan 1'), '750000');
    await expect(within(dialog).getByText('Potongan sama dengan selisihnya.')).toBeVisible();
  },
};

/** 409: another staff member took the claim first; the message shows and the claim reloads. */
export const SudahDiubahPetugasLain: Story = {
  play: async ({ userEvent }) => {
    const dialog = await open(userEvent, 'Mulai verifikasi', 'Mulai verifikasi dokumen?');
    // Another staff member starts the verification in the meantime.
    await fetch('/customer/api/admin/claim/verify', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ claim_number: BUDI_CLAIM }),
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, mulai verifikasi' }));
    await expect(
      await page().findByText(/berstatus Verifikasi Dokumen; tindakan ini hanya untuk klaim/),
    ).toBeVisible();
    await expect(
      await page().findByRole('button', { name: 'Dokumen lengkap, lanjut analisa' }),
    ).toBeVisible();
  },
};
