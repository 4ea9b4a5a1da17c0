import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { uploadMessages } from '../../../web/src/components/upload/uploadMessages';
import { messages } from '../../../web/src/features/claim/messages';
import SupportDocsPage from '../../../web/src/features/claim/SupportDocsPage';
import {
  APPROVED_NO,
  LAB_NOTE,
  REQUESTED_NO,
} from '../../../web/src/features/claim/testing/claims';
import { claimHandlers } from '../../../web/src/features/claim/testing/handlers';
import { page } from '../../support/page';
import { viewport } from '../../support/viewports';

const s = messages.supportDocs;
const LAB = 'Hasil laboratorium atau pemeriksaan penunjang';
const at = (claimNumber: string) => ({
  portal: { path: `/klaim/support-docs?claim_number=${claimNumber}`, signedIn: true },
});

/**
 * Sending the documents the claims officer asked for: exactly the requested kinds, each with
 * the officer's note and its own upload slot; then the claim is verified again.
 */
const meta = {
  title: 'Klaim/Kirim Dokumen',
  component: SupportDocsPage,
  parameters: at(REQUESTED_NO),
  globals: viewport('desktop'),
  beforeEach: ({ msw }) => msw.use(...claimHandlers()),
} satisfies Meta<typeof SupportDocsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const slot = () => page().findByRole('region', { name: LAB });

/** The request: the officer's note and one slot. */
export const Formulir: Story = {
  play: async () => {
    await expect(await slot()).toHaveTextContent(LAB_NOTE);
    // Only the kind asked for.
    await expect(
      page().getAllByRole('region', { name: (name) => name !== messages.detail.request.heading }),
    ).toHaveLength(1);
  },
};

export const FormulirPonsel: Story = { ...Formulir, globals: viewport('phone') };

/** Sent without the document: the slot says what is missing. */
export const DokumenBelumDilampirkan: Story = {
  play: async ({ userEvent }) => {
    await slot();
    await userEvent.click(page().getByRole('button', { name: s.submit }));
    await expect(await page().findByText(s.missing(LAB))).toBeVisible();
  },
};

/** Uploaded and sent: the detail, now 'Verifikasi Dokumen', says it arrived. */
export const Terkirim: Story = {
  play: async ({ userEvent }) => {
    const region = await slot();
    await userEvent.upload(
      within(region).getByLabelText(`Tambah berkas ${LAB}`),
      new File([new Uint8Array(32 * 1024)], 'hasil-ns1-trombosit.pdf', { type: 'application/pdf' }),
    );
    await within(region).findByText(uploadMessages.uploaded);
    await userEvent.click(page().getByRole('button', { name: s.submit }));
    await expect(await page().findByText(s.sent)).toBeVisible();
    const detail = await page().findByRole('article', {
      name: messages.detail.heading(REQUESTED_NO),
    });
    await expect(within(detail).getAllByText('Verifikasi Dokumen').length).toBeGreaterThan(0);
  },
};

export const TerkirimPonsel: Story = { ...Terkirim, globals: viewport('phone') };

/** A claim not waiting for documents: its detail with a notice. */
export const TidakMenungguDokumen: Story = {
  parameters: at(APPROVED_NO),
  play: async () => {
    await expect(await page().findByText(s.notWaiting)).toBeVisible();
    await expect(
      await page().findByRole('article', { name: messages.detail.heading(APPROVED_NO) }),
    ).toBeVisible();
  },
};
