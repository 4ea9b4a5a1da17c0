import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import ClaimRequestPage from '../../../web/src/features/claim/ClaimRequestPage';
import { dateMessages } from '../../../web/src/components/date/messages';
import { uploadMessages } from '../../../web/src/components/upload/uploadMessages';
import { claimUploadMessages } from '../../../web/src/features/claim/documents/uploadMessages';
import { draftKey, writeDraft } from '../../../web/src/features/claim/draft';
import { formMessages } from '../../../web/src/features/claim/formMessages';
import { EMPTY_VALUES } from '../../../web/src/features/claim/request/formModel';
import {
  BUDI_UL,
  DEMO_TODAY,
  DIMAS,
  HEALTH,
  UNIT_LINK,
} from '../../../web/src/features/claim/testing/fixtures';
import {
  claimHandlers,
  TOO_LARGE,
  UNSUPPORTED,
} from '../../../web/src/features/claim/testing/handlers';
import { claimRequestHref } from '../../../web/src/shared/claimRequest';
import { problem } from '../../support/handlers';
import { page } from '../../support/page';
import { viewport } from '../../support/viewports';

const INPATIENT = claimRequestHref({
  policy_number: HEALTH,
  insured_id: DIMAS,
  benefit: 'RAWAT_INAP',
});
const OUTPATIENT = claimRequestHref({
  policy_number: HEALTH,
  insured_id: DIMAS,
  benefit: 'RAWAT_JALAN',
});
const DAILY = claimRequestHref({
  policy_number: UNIT_LINK,
  insured_id: BUDI_UL,
  benefit: 'RAWAT_INAP',
});
const LUMP = claimRequestHref({
  policy_number: UNIT_LINK,
  insured_id: BUDI_UL,
  benefit: 'PENYAKIT_KRITIS',
});
const at = (path: string) => ({ portal: { path, signedIn: true } });

/**
 * 'Pengajuan Klaim': opened only after its guard asked GET /claim/validate/benefit. What is
 * claimed (limit and what is left), the event, the amount (typed for reimbursement, shown
 * for daily cash and lump sums), the payout account and an upload slot per document.
 */
const meta = {
  title: 'Klaim/Pengajuan Klaim',
  component: ClaimRequestPage,
  args: { today: DEMO_TODAY },
  parameters: at(INPATIENT),
  globals: viewport('desktop'),
  beforeEach: ({ msw }) => msw.use(...claimHandlers()),
} satisfies Meta<typeof ClaimRequestPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type User = {
  click: (el: Element) => Promise<void>;
  type: (el: Element, text: string) => Promise<void>;
  selectOptions: (el: Element, v: string) => Promise<void>;
  upload: (el: HTMLElement, file: File) => Promise<void>;
};

const f = formMessages.fields;
const form = () => page().findByLabelText(f.bank);
const slot = (name: string) => page().getByRole('region', { name });
const input = (name: string) => within(slot(name)).getByLabelText(`Tambah berkas ${name}`);
const pdf = (name: string) =>
  new File([new Uint8Array(64 * 1024)], name, { type: 'application/pdf' });

const fillOutpatient = async (user: User) => {
  await form();
  await user.type(page().getByLabelText('Tanggal berobat'), '21/11/2026');
  await user.type(page().getByLabelText(f.diagnosis), 'Infeksi saluran pernapasan atas');
  await user.type(page().getByRole('combobox', { name: f.hospital }), 'Klinik Pratama Sehat');
  await user.type(page().getByLabelText(f.amount), '650000');
  await user.selectOptions(await page().findByLabelText(f.bank), '014');
  await user.type(page().getByLabelText(f.accountNumber), '5230984521');
  await user.type(page().getByLabelText(f.accountHolder), 'Budi Santoso');
  await user.upload(input('Kwitansi asli'), pdf('kwitansi-klinik.pdf'));
  await within(slot('Kwitansi asli')).findByText(uploadMessages.uploaded);
};

/** Rawat inap paid as reimbursement: admission and discharge, hospital, the amount. */
export const RawatInap: Story = {
  play: async () => {
    await form();
    await expect(page().getByRole('region', { name: 'Yang diklaim' })).toHaveTextContent(
      'Dimas Santoso',
    );
    await expect(page().getByLabelText('Tanggal masuk rumah sakit')).toBeVisible();
    await expect(page().getByLabelText(f.endDate)).toBeVisible();
    await expect(page().getByLabelText(f.amount)).toHaveAccessibleDescription(
      /Sisa limit yang dapat diajukan Rp\s491\.550\.000/,
    );
    for (const name of ['Kwitansi asli', 'Rincian biaya perawatan', 'Resume medis']) {
      await expect(within(slot(name)).getByText(claimUploadMessages.required)).toBeVisible();
    }
    const lab = slot('Hasil laboratorium atau pemeriksaan penunjang');
    await expect(within(lab).getByText(claimUploadMessages.optional)).toBeVisible();
    await expect(page().getByLabelText(f.bank)).toHaveAccessibleDescription(
      /namanya sekarang \(diperiksa 28 November 2026\)/,
    );
  },
};

export const RawatInapPonsel: Story = { ...RawatInap, globals: viewport('phone') };

/** Rawat jalan: one date, hospital required, receipt and optional lab results; a claim of
 * Rp 650.000 still in process is taken off what is left of the limit (Rp 20.000.000). */
export const RawatJalan: Story = {
  parameters: at(OUTPATIENT),
  play: async () => {
    await form();
    await expect(page().getByLabelText('Tanggal berobat')).toBeVisible();
    await expect(page().queryByLabelText(f.endDate)).toBeNull();
    const summary = page().getByRole('region', { name: 'Yang diklaim' });
    await expect(summary).toHaveTextContent(/Sedang diproses\s*Rp\s650\.000/);
    await expect(summary).toHaveTextContent(/Sisa limit yang dapat diajukan\s*Rp\s19\.350\.000/);
    await expect(summary).toHaveTextContent('sudah dikurangi klaim yang sedang diproses');
    await expect(page().getByLabelText(f.amount)).toHaveAccessibleDescription(
      /Sisa limit yang dapat diajukan Rp\s19\.350\.000/,
    );
  },
};

export const RawatJalanPonsel: Story = { ...RawatJalan, globals: viewport('phone') };

/** Daily cash: nothing to type; the nights times the daily amount, computed by the server. */
export const SantunanHarian: Story = {
  parameters: at(DAILY),
  play: async ({ userEvent }) => {
    await form();
    await expect(page().getByText(formMessages.amount.nightsPending)).toBeVisible();
    await userEvent.type(page().getByLabelText('Tanggal masuk rumah sakit'), '10/11/2026');
    await userEvent.type(page().getByLabelText(f.endDate), '14/11/2026');
    await expect(
      await page().findByText('Perkiraan: 4 malam × Rp 500.000 = Rp 2.000.000.', {
        normalizer: (t) => t.replace(/\s+/g, ' '),
      }),
    ).toBeVisible();
    await expect(page().queryByLabelText(f.amount)).toBeNull();
  },
};

export const SantunanHarianPonsel: Story = { ...SantunanHarian, globals: viewport('phone') };

/** A lump sum (critical illness): the sum insured, no amount, hospital optional. */
export const UangPertanggungan: Story = {
  parameters: at(LUMP),
  play: async () => {
    await form();
    await expect(page().getByText(/Rp\s250\.000\.000, dibayar sekaligus\./)).toBeVisible();
    await expect(page().queryByLabelText(f.amount)).toBeNull();
    await expect(page().queryByLabelText(f.endDate)).toBeNull();
    await expect(page().getByLabelText('Tanggal diagnosis')).toBeVisible();
    await expect(page().getByRole('combobox', { name: f.hospitalOptional })).toBeVisible();
  },
};

/** 'Ajukan Klaim' on an empty form: every field says what it needs; the first has the focus. */
export const IsianBelumLengkap: Story = {
  play: async ({ userEvent }) => {
    await form();
    await userEvent.click(page().getByRole('button', { name: formMessages.submit.action }));
    const first = page().getByLabelText('Tanggal masuk rumah sakit');
    await waitFor(() => expect(first).toHaveFocus());
    await expect(page().getByText(formMessages.rules.fix)).toBeVisible();
    await expect(page().getByText('Lampirkan Kwitansi asli.')).toBeVisible();
  },
};

export const IsianBelumLengkapPonsel: Story = { ...IsianBelumLengkap, globals: viewport('phone') };

/** A partner chosen by typing part of its name. */
export const PilihRumahSakitRekanan: Story = {
  parameters: at(OUTPATIENT),
  play: async ({ userEvent }) => {
    await form();
    await userEvent.type(page().getByRole('combobox', { name: f.hospital }), 'sentosa');
    const list = await page().findByRole('listbox', { name: formMessages.hospital.suggestions });
    await expect(within(list).getAllByRole('option')).toHaveLength(2);
  },
};

/** An upload on its way: the file's progress. */
export const MengunggahBerkas: Story = {
  parameters: at(OUTPATIENT),
  beforeEach: ({ msw }) =>
    msw.use(
      http.post('*/document/upload', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    ),
  play: async ({ userEvent }) => {
    await form();
    await userEvent.upload(input('Kwitansi asli'), pdf('kwitansi-klinik.pdf'));
    await expect(
      await within(slot('Kwitansi asli')).findByRole('progressbar', {
        name: uploadMessages.progress('kwitansi-klinik.pdf'),
      }),
    ).toBeVisible();
  },
};

/** The server refuses a file as too large (413): its message on that file, the rest kept. */
export const BerkasTerlaluBesar: Story = {
  parameters: at(OUTPATIENT),
  play: async ({ userEvent, msw }) => {
    await form();
    await userEvent.upload(input('Kwitansi asli'), pdf('kwitansi-1.pdf'));
    await within(slot('Kwitansi asli')).findByText(uploadMessages.uploaded);
    msw.use(http.post('*/document/upload', () => problem(413, TOO_LARGE)));
    await userEvent.upload(input('Kwitansi asli'), pdf('kwitansi-2-foto-besar.pdf'));
    await expect(await within(slot('Kwitansi asli')).findByText(TOO_LARGE)).toBeVisible();
    await expect(within(slot('Kwitansi asli')).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** The server refuses a file's content (415): its message on that file. */
export const BerkasTidakDidukung: Story = {
  parameters: at(OUTPATIENT),
  beforeEach: ({ msw }) => msw.use(http.post('*/document/upload', () => problem(415, UNSUPPORTED))),
  play: async ({ userEvent }) => {
    await form();
    const lab = 'Hasil laboratorium atau pemeriksaan penunjang';
    await userEvent.upload(input(lab), pdf('hasil-lab-terkunci.pdf'));
    await expect(await within(slot(lab)).findByText(UNSUPPORTED)).toBeVisible();
  },
};

export const BerkasTidakDidukungPonsel: Story = {
  ...BerkasTidakDidukung,
  globals: viewport('phone'),
};

/** The server refuses the claim (422): its message and the field it names; all kept. */
export const DitolakServer: Story = {
  parameters: at(OUTPATIENT),
  beforeEach: ({ msw }) =>
    msw.use(
      http.post('*/api/claim/submit', () =>
        problem(422, 'Klaim rawat jalan pada tanggal ini sudah pernah diajukan.', {
          errors: [
            {
              field: 'event.event_date',
              message: 'Kejadian pada tanggal ini sudah diklaim (KLM-2026-001220).',
            },
          ],
        }),
      ),
    ),
  play: async ({ userEvent }) => {
    await fillOutpatient(userEvent);
    await userEvent.click(page().getByRole('button', { name: formMessages.submit.action }));
    await expect(
      await page().findByText('Klaim rawat jalan pada tanggal ini sudah pernah diajukan.'),
    ).toBeVisible();
    await expect(
      page().getByText('Kejadian pada tanggal ini sudah diklaim (KLM-2026-001220).'),
    ).toBeVisible();
    // On its field (then the format the field takes), which gets the focus; all else kept.
    const date = page().getByLabelText('Tanggal berobat');
    await expect(date).toHaveAccessibleDescription(
      `Kejadian pada tanggal ini sudah diklaim (KLM-2026-001220). ${dateMessages.format}`,
    );
    await waitFor(() => expect(date).toHaveFocus());
    await expect(page().getByLabelText(f.accountHolder)).toHaveValue('Budi Santoso');
    await expect(within(slot('Kwitansi asli')).getByText(uploadMessages.uploaded)).toBeVisible();
  },
};

/** Submitted (201): the claim number at once and the way to its detail. */
export const Berhasil: Story = {
  parameters: at(OUTPATIENT),
  play: async ({ userEvent }) => {
    await fillOutpatient(userEvent);
    await userEvent.click(page().getByRole('button', { name: formMessages.submit.action }));
    await expect(
      await page().findByRole('heading', { name: formMessages.success.heading }),
    ).toBeVisible();
    await expect(page().getByText('KLM-2026-001230')).toBeVisible();
    await expect(page().getByRole('link', { name: formMessages.success.detail })).toBeVisible();
  },
};

export const BerhasilPonsel: Story = { ...Berhasil, globals: viewport('phone') };

/** A reload keeps the draft (sessionStorage of this tab): values back, a notice says so. */
export const DrafDipulihkan: Story = {
  parameters: at(OUTPATIENT),
  beforeEach: () => {
    writeDraft(draftKey({ policy_number: HEALTH, insured_id: DIMAS, benefit: 'RAWAT_JALAN' }), {
      values: {
        ...EMPTY_VALUES,
        event_date: '2026-11-21',
        diagnosis: 'Infeksi saluran pernapasan atas',
        hospital_query: 'Klinik Pratama Sehat',
        claimed_amount: '650000',
        bank_code: '014',
      },
      documents: [],
      idempotency: null,
    });
  },
  play: async () => {
    await form();
    await expect(page().getByText(formMessages.restored)).toBeVisible();
    await expect(page().getByLabelText(f.amount)).toHaveValue('650.000');
  },
};

/**
 * A direct visit (or a reload) of a benefit the server refuses: the reason in the popup,
 * then Riwayat Klaim.
 */
export const KunjunganLangsungDitolak: Story = {
  parameters: at(LUMP),
  beforeEach: ({ msw }) =>
    msw.use(
      ...claimHandlers({
        refusals: {
          [`${UNIT_LINK}:${BUDI_UL}:PENYAKIT_KRITIS`]:
            'Manfaat Penyakit Kritis baru dapat diklaim untuk kejadian mulai 31 Januari 2025 (masa tunggu 90 hari).',
        },
      }),
    ),
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: 'Peringatan' });
    await waitFor(() => expect(within(dialog).getByText(/masa tunggu 90 hari/)).toBeVisible());
    await expect(
      await page().findByRole('heading', { level: 1, name: 'Riwayat Klaim' }),
    ).toBeInTheDocument();
  },
};
