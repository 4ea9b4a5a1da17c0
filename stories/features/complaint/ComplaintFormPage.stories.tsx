import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { uploadMessages } from '../../../web/src/components/upload/uploadMessages';
import ComplaintFormPage from '../../../web/src/features/complaint/ComplaintFormPage';
import { messages } from '../../../web/src/features/complaint/messages';
import {
  complaintHandlers,
  NOT_YOUR_POLICY,
  TOO_MANY_OPEN,
} from '../../../web/src/features/complaint/testing/handlers';
import { problem } from '../../support/handlers';
import { page } from '../../support/page';
import { viewport } from '../../support/viewports';

const m = messages.form;

/**
 * 'Ajukan Pengaduan': Pokok pengaduan, Polis (the customer's, or none), Judul, Uraian with
 * its counter, up to five attachments; the client's rules, the uploads, the server's 422
 * on its field; after sending, the acknowledgement.
 */
const meta = {
  title: 'Pengaduan/Ajukan Pengaduan',
  component: ComplaintFormPage,
  parameters: { portal: { path: '/pengaduan/baru', signedIn: true } },
  globals: viewport('desktop'),
  beforeEach: ({ msw }) => msw.use(...complaintHandlers()),
} satisfies Meta<typeof ComplaintFormPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type User = {
  click: (el: Element) => Promise<void>;
  type: (el: Element, text: string) => Promise<void>;
  selectOptions: (el: Element, v: string) => Promise<void>;
  upload: (el: HTMLElement, file: File | File[]) => Promise<void>;
};

const form = () => page().findByRole('region', { name: m.label });
const policies = () => page().findByRole('option', { name: /KS23000456/ });
const attachInput = () => page().getByLabelText(`Tambah berkas ${m.attachmentsTitle}`);
const pdf = (name: string, size = 64 * 1024) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

const fill = async (user: User, policy = 'KS23000456') => {
  await policies();
  await user.selectOptions(page().getByLabelText(m.category), 'CLAIM');
  await user.selectOptions(page().getByLabelText(m.policy), policy);
  await user.type(page().getByLabelText(m.subject), 'Klaim rawat inap belum diproses');
  await user.type(
    page().getByLabelText(m.description),
    'Klaim rawat inap saya sudah 20 hari kerja belum ada kabar dari petugas.',
  );
};

/** The empty form: the categories, the customer's policies and 'no policy', the counter. */
export const Kosong: Story = {
  play: async () => {
    await form();
    await policies();
    const category = page().getByLabelText(m.category);
    await expect(within(category).getAllByRole('option')).toHaveLength(8);
    await expect(within(category).getByRole('option', { name: 'Portal TManKu' })).toBeVisible();
    const policy = page().getByLabelText(m.policy);
    await expect(policy).toHaveValue('');
    await expect(within(policy).getByRole('option', { name: m.policyNone })).toBeVisible();
    await expect(
      within(policy).getByRole('option', { name: 'Sentosa Medika Keluarga · KS23000456' }),
    ).toBeVisible();
    await expect(page().getByText('0/2000')).toBeVisible();
    await expect(page().getByText(/paling banyak 5 berkas/)).toBeVisible();
    await expect(page().getByRole('button', { name: m.submit })).toBeEnabled();
  },
};

export const KosongPonsel: Story = { ...Kosong, globals: viewport('phone') };

/** Sent empty, then too short: every rule in words, the first field focused; nothing sent. */
export const KesalahanIsian: Story = {
  play: async ({ userEvent }) => {
    await form();
    await userEvent.click(page().getByRole('button', { name: m.submit }));
    await expect(await page().findByText(m.rules.category)).toBeVisible();
    await expect(page().getByText(m.rules.subjectRequired)).toBeVisible();
    await expect(page().getByText(m.rules.descriptionRequired)).toBeVisible();
    await expect(page().getByRole('alert')).toHaveTextContent(m.fix);
    await expect(page().getByLabelText(m.category)).toHaveFocus();
    await userEvent.type(page().getByLabelText(m.subject), 'Klai');
    await userEvent.type(page().getByLabelText(m.description), 'Terlalu pendek.');
    await expect(page().getByText('15/2000')).toBeVisible();
    await userEvent.click(page().getByRole('button', { name: m.submit }));
    await expect(await page().findByText(m.rules.subjectShort(5))).toBeVisible();
    await expect(page().getByText(m.rules.descriptionShort(20))).toBeVisible();
    await expect(page().getByLabelText(m.description)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const KesalahanIsianPonsel: Story = { ...KesalahanIsian, globals: viewport('phone') };

/** An attachment on its way (its progress), another uploaded. */
export const Mengunggah: Story = {
  play: async ({ userEvent, msw }) => {
    await form();
    await userEvent.upload(attachInput(), pdf('surat-penolakan.pdf'));
    await expect(await page().findByText(uploadMessages.uploaded)).toBeVisible();
    msw.use(
      http.post('*/document/upload', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    await userEvent.upload(attachInput(), pdf('foto-kuitansi.pdf'));
    await expect(
      await page().findByRole('progressbar', {
        name: uploadMessages.progress('foto-kuitansi.pdf'),
      }),
    ).toBeVisible();
    await expect(page().getByText('2 berkas dipilih')).toBeVisible();
  },
};

export const MengunggahPonsel: Story = { ...Mengunggah, globals: viewport('phone') };

/** A sixth file is refused before sending; a file over 10 MB too. */
export const BatasLampiran: Story = {
  play: async ({ userEvent }) => {
    await form();
    await userEvent.upload(
      attachInput(),
      [1, 2, 3, 4, 5, 6].map((i) => pdf(`lampiran-${i}.pdf`, 2048)),
    );
    await expect(await page().findByText(messages.upload.tooMany(5))).toBeVisible();
    await waitFor(() => expect(page().getAllByText(uploadMessages.uploaded)).toHaveLength(5));
  },
};

/** The server refuses the policy (422): its message above the buttons and on the field. */
export const DitolakServer: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      http.post('*/api/complaint/submit', () =>
        problem(422, NOT_YOUR_POLICY('KS23000456'), {
          errors: [{ field: 'policy_number', message: NOT_YOUR_POLICY('KS23000456') }],
        }),
      ),
    ),
  play: async ({ userEvent }) => {
    await form();
    await fill(userEvent);
    await userEvent.click(page().getByRole('button', { name: m.submit }));
    const policy = page().getByLabelText(m.policy);
    await expect(await page().findByRole('alert')).toHaveTextContent(NOT_YOUR_POLICY('KS23000456'));
    await expect(policy).toHaveAttribute('aria-invalid', 'true');
    await expect(policy).toHaveAccessibleDescription(NOT_YOUR_POLICY('KS23000456'));
    await expect(policy).toHaveFocus();
    // Everything typed is kept.
    await expect(page().getByLabelText(m.subject)).toHaveValue('Klaim rawat inap belum diproses');
  },
};

export const DitolakServerPonsel: Story = { ...DitolakServer, globals: viewport('phone') };

/** Five complaints being handled already (422 without a field): the message above. */
export const TerlaluBanyak: Story = {
  beforeEach: ({ msw }) =>
    msw.use(http.post('*/api/complaint/submit', () => problem(422, TOO_MANY_OPEN))),
  play: async ({ userEvent }) => {
    await form();
    await fill(userEvent);
    await userEvent.click(page().getByRole('button', { name: m.submit }));
    await expect(await page().findByRole('alert')).toHaveTextContent(TOO_MANY_OPEN);
  },
};

/** Sent: the acknowledgement with the register number and the day we answer by. */
export const Terkirim: Story = {
  play: async ({ userEvent }) => {
    await form();
    await fill(userEvent);
    await userEvent.upload(attachInput(), pdf('kuitansi-rs.pdf'));
    await page().findByText(uploadMessages.uploaded);
    await userEvent.click(page().getByRole('button', { name: m.submit }));
    const receipt = await page().findByRole('region', { name: messages.detail.received });
    await expect(receipt).toHaveTextContent('ADU-2026-000140');
    await expect(receipt).toHaveTextContent(
      'Kami menjawab paling lambat 4 Desember 2026 (5 hari kerja).',
    );
    await expect(page().getByRole('button', { name: 'Unduh kuitansi-rs.pdf' })).toBeVisible();
  },
};

export const TerkirimPonsel: Story = { ...Terkirim, globals: viewport('phone') };
