import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { uploadMessages } from '../../../web/src/components/upload/uploadMessages';
import { messages } from '../../../web/src/features/spaj/messages';
import SpajFollowUpPage from '../../../web/src/features/spaj/pages/SpajFollowUpPage';
import {
  AGUS_NO,
  BUDI_SON_NO,
  DECLINED_NO,
  DEWI_NO,
  EXPIRED_NO,
  EXPIRED_PAY_NO,
  FAJAR_NO,
  ISSUED_NO,
  REJECTED_NO,
  RINA_NO,
  spajToken,
} from '../../../web/src/features/spaj/testing/fixtures';
import {
  ENDED_MESSAGE,
  spajServer,
  TOO_LARGE_CONTENT,
  TOO_LARGE_MESSAGE,
  UNSUPPORTED_CONTENT,
  UNSUPPORTED_MESSAGE,
} from '../../../web/src/features/spaj/testing/handlers';
import { pending } from '../../support/handlers';
import { page } from '../../support/page';
import { viewport } from '../../support/viewports';

const f = messages.followUp;
const u = uploadMessages;
const MCU = 'Hasil pemeriksaan kesehatan (medical check-up)';
const at = (spaj: string, signedIn = false) => ({
  portal: { path: '/spaj/follow-up', spaj, signedIn },
});

/**
 * Following an application (/spaj/follow-up): status and the six steps, what to do next, what
 * was asked (document uploads, written answers), the coverage, the agent and the history; an
 * application in each status, signed out (login layout) and signed in (default layout).
 */
const meta = {
  title: 'SPAJ/Pantau SPAJ',
  component: SpajFollowUpPage,
  parameters: at(DEWI_NO),
  globals: viewport('phone'),
  beforeEach: ({ msw }) => msw.use(...spajServer().handlers),
} satisfies Meta<typeof SpajFollowUpPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (spaj: string) => page().findByRole('heading', { name: messages.number(spaj) });
const steps = () => page().getByRole('list', { name: f.stepsLabel });
const file = (name: string, content: string) =>
  new File([content], name, { type: 'application/pdf' });
/** An ended application: said plainly with its reason, the step it ended on, no next step. */
const ended = async (spaj: string, title: string, reason: RegExp) => {
  await heading(spaj);
  await expect(page().getByRole('status', { name: title })).toHaveTextContent(reason);
  const current = within(steps())
    .getAllByRole('listitem')
    .find((li) => li.getAttribute('aria-current') === 'step');
  await expect(current).toHaveTextContent(f.stepEnded);
  await expect(page().queryByRole('heading', { name: f.nextTitle })).toBeNull();
};

/** Dewi: a medical check-up and a question open, two answered earlier. */
export const MenungguDokumen: Story = {
  play: async () => {
    await heading(DEWI_NO);
    // Six steps: done, the current one, those to come.
    const items = within(steps()).getAllByRole('listitem');
    await expect(items).toHaveLength(6);
    await expect(items[0]).toHaveTextContent(`Diterima, ${f.stepDone}`);
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    await expect(items[1]).toHaveTextContent(`Menunggu Dokumen, ${f.stepCurrent}`);
    await expect(items[5]).toHaveTextContent(`Polis Terbit, ${f.stepUpcoming}`);
    await expect(
      page().getByRole('button', { name: f.nextButton.ANSWER_REQUIREMENTS }),
    ).toBeVisible();
    // Open requests first, with who asked; the answered ones with their answers and files.
    const section = page().getByRole('region', { name: f.requirementsTitle });
    await expect(section).toHaveTextContent(f.requirementsOpen(2));
    await expect(page().getByRole('form', { name: MCU })).toBeVisible();
    await expect(section).toHaveTextContent(/Diminta oleh Agen/);
    await expect(section).toHaveTextContent('Tidak pernah.');
    await expect(within(section).getByRole('list', { name: f.yourDocuments })).toHaveTextContent(
      'ktp-dewi.jpg',
    );
  },
};

export const MenungguDokumenDesktop: Story = { ...MenungguDokumen, globals: viewport('desktop') };

/** Uploads refused by the server stay on their files (413, 415); the good one is kept. */
export const UnggahanDitolak: Story = {
  play: async ({ userEvent }) => {
    await heading(DEWI_NO);
    const form = page().getByRole('form', { name: MCU });
    await userEvent.upload(within(form).getByLabelText(u.add(MCU)), [
      file('hasil-mcu.pdf', '%PDF-1.7 hasil'),
      file('mcu-lengkap.pdf', TOO_LARGE_CONTENT),
      file('mcu-scan.pdf', UNSUPPORTED_CONTENT),
    ]);
    await expect(await within(form).findByText(TOO_LARGE_MESSAGE)).toBeVisible();
    await expect(await within(form).findByText(UNSUPPORTED_MESSAGE)).toBeVisible();
    await expect(await within(form).findByText(u.uploaded)).toBeVisible();
  },
};

export const UnggahanDitolakDesktop: Story = { ...UnggahanDitolak, globals: viewport('desktop') };

/** Checked before sending: the wrong type and too large a file, nothing sent. */
export const BerkasTidakSesuai: Story = {
  play: async () => {
    await heading(DEWI_NO);
    const form = page().getByRole('form', { name: MCU });
    // A file picker that lets any file through (the input's accept is only a hint).
    await userEvent
      .setup({ applyAccept: false })
      .upload(within(form).getByLabelText(u.add(MCU)), [
        new File(['x'], 'surat.docx', { type: 'application/msword' }),
        new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'besar.pdf', { type: 'application/pdf' }),
      ]);
    await expect(within(form).getByText(u.wrongType)).toBeVisible();
    await expect(within(form).getByText(/Ukuran berkas paling besar 10/)).toBeVisible();
  },
};

/** Both answered: the requests are answered ones and the application is back in review. */
export const SemuaDijawab: Story = {
  play: async ({ userEvent }) => {
    await heading(DEWI_NO);
    const form = page().getByRole('form', { name: MCU });
    await userEvent.upload(
      within(form).getByLabelText(u.add(MCU)),
      file('hasil-mcu.pdf', '%PDF-1.7 hasil'),
    );
    await within(form).findByText(u.uploaded);
    await userEvent.click(within(form).getByRole('button', { name: f.sendDocuments }));
    const question = await page().findByRole('form', { name: /batang rokok/ });
    await userEvent.type(within(question).getByLabelText(f.answerLabel), 'Tidak merokok.');
    await userEvent.click(within(question).getByRole('button', { name: f.sendAnswer }));
    await expect(await page().findByText(f.allAnswered)).toBeVisible();
    await waitFor(() => expect(page().getByText(f.waitingNone.RISK_SELECTION!)).toBeVisible());
  },
};

export const SemuaDijawabDesktop: Story = { ...SemuaDijawab, globals: viewport('desktop') };

/** Received: nothing to do yet. */
export const Diterima: Story = {
  parameters: at(FAJAR_NO),
  play: async () => {
    await heading(FAJAR_NO);
    await expect(page().getByText(f.waitingNone.RECEIVED!)).toBeVisible();
  },
};

/** Budi's son's application, opened from his sign-in: the default layout, 'Tutup SPAJ ini'. */
export const SeleksiRisikoNasabah: Story = {
  parameters: at(BUDI_SON_NO, true),
  play: async () => {
    await heading(BUDI_SON_NO);
    await expect(page().getByRole('heading', { level: 1, name: f.title })).toBeVisible();
    await expect(page().getByRole('button', { name: messages.closeSpaj })).toBeVisible();
    // In review: nothing to do, what the insurer is doing.
    await expect(page().getByText(f.waitingNone.RISK_SELECTION!)).toBeVisible();
    await expect(page().queryByRole('link', { name: /Bayar|Periksa/ })).toBeNull();
  },
};

export const SeleksiRisikoNasabahDesktop: Story = {
  ...SeleksiRisikoNasabah,
  globals: viewport('desktop'),
};

/** Rina: the underwriter's decision waits for her. */
export const Keputusan: Story = {
  parameters: at(RINA_NO),
  play: async () => {
    await heading(RINA_NO);
    const review = page().getByRole('link', { name: f.nextButton.REVIEW_OFFER });
    await expect(review).toBeVisible();
    await expect(review).toHaveAttribute('href', `/SPAJ_approved/${RINA_NO}`);
  },
};

/** Agus: approved, the first premium to pay before its deadline. */
export const MenungguPembayaran: Story = {
  parameters: at(AGUS_NO),
  play: async () => {
    await heading(AGUS_NO);
    const pay = page().getByRole('link', { name: f.nextButton.PAY_FIRST_PREMIUM });
    await expect(pay).toBeVisible();
    await expect(pay).toHaveAttribute('href', `/SPAJ_payment/${AGUS_NO}`);
    await expect(page().getByText(/Bayar premi pertama Rp.760\.000 sebelum/)).toBeVisible();
  },
};

export const MenungguPembayaranDesktop: Story = {
  ...MenungguPembayaran,
  globals: viewport('desktop'),
};

/** Issued: sign in, a new customer with the NIK the first time. */
export const PolisTerbit: Story = {
  parameters: at(ISSUED_NO),
  play: async () => {
    await heading(ISSUED_NO);
    const signIn = page().getByRole('link', { name: f.nextButton.SIGN_IN });
    await expect(signIn).toBeVisible();
    await expect(signIn).toHaveAttribute('href', '/login');
    await expect(page().getByText(f.newCustomerNote)).toBeVisible();
  },
};

/** Rejected: said plainly with the underwriter's reason; a red end on the steps. */
export const Ditolak: Story = {
  parameters: at(REJECTED_NO),
  play: () => ended(REJECTED_NO, 'Pengajuan ditolak', /risiko tertanggung belum dapat kami terima/),
};

export const DitolakDesktop: Story = { ...Ditolak, globals: viewport('desktop') };

/** Declined by the applicant, with her reason. */
export const Dibatalkan: Story = {
  parameters: at(DECLINED_NO),
  play: async () => {
    await ended(DECLINED_NO, 'Pengajuan dibatalkan', /Alasan Anda: Premi terlalu mahal/);
    await expect(page().getByText(f.declinedReason('Premi terlalu mahal'))).toBeVisible();
  },
};

/** Expired: the decision not approved in time. */
export const KedaluwarsaKeputusan: Story = {
  parameters: at(EXPIRED_NO),
  play: async () => {
    await ended(EXPIRED_NO, 'Pengajuan kedaluwarsa', /tidak disetujui sampai batasnya/);
    await expect(page().getByText(/tidak disetujui sampai batasnya/)).toBeVisible();
  },
};

/** Expired: the first premium not paid in time. */
export const KedaluwarsaPembayaran: Story = {
  parameters: at(EXPIRED_PAY_NO),
  play: async () => {
    await ended(
      EXPIRED_PAY_NO,
      'Pengajuan kedaluwarsa',
      /Premi pertama tidak dibayar sampai batasnya/,
    );
    await expect(page().getByText(/Premi pertama tidak dibayar sampai batasnya/)).toBeVisible();
  },
};

/** The server ended the session: its message, then the entry with the number. */
export const SesiBerakhir: Story = {
  parameters: { portal: { path: '/spaj/follow-up', spaj: DEWI_NO, storyAsScreen: false } },
  beforeEach: ({ msw }) => msw.use(...spajServer({ ended: [spajToken(DEWI_NO)] }).handlers),
  play: async ({ userEvent }) => {
    const dialog = await page().findByRole('dialog');
    await expect(dialog).toHaveTextContent(ENDED_MESSAGE);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(await page().findByLabelText(messages.entry.numberLabel)).toHaveValue(DEWI_NO);
  },
};

/** While the application loads. */
export const Memuat: Story = {
  beforeEach: ({ msw }) => msw.use(pending('get', '*/spaj/detail')),
  play: async () => {
    await expect(await page().findByText(f.loading)).toBeInTheDocument();
  },
};
