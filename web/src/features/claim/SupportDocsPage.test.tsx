// @vitest-environment jsdom
// Answering a document request: the missing document named on its slot before anything is
// sent, the uploads counted against the claim and the answer. The request as shown and a
// claim that is not waiting: stories/features/claim/SupportDocsPage.stories.tsx.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { uploadMessages } from '../../components/upload/uploadMessages';
import { messages } from './messages';
import { REQUESTED_NO } from './testing/claims';
import { claimServer } from './testing/handlers';
import { renderClaimPages } from './testing/render';

let api = claimServer();
const server = setupServer(...api.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  api = claimServer();
  server.resetHandlers(...api.handlers);
});
afterAll(() => server.close());

const s = messages.supportDocs;
const LAB = 'Hasil laboratorium atau pemeriksaan penunjang';

describe('Kirim dokumen yang diminta', () => {
  it('sending nothing names the missing document on its slot', async () => {
    const user = userEvent.setup();
    renderClaimPages(`/klaim/support-docs?claim_number=${REQUESTED_NO}`);
    await screen.findByRole('region', { name: LAB });
    await user.click(screen.getByRole('button', { name: s.submit }));
    // The slot's file control (its button) says what is missing and takes the focus.
    const slot = screen.getByRole('region', { name: LAB });
    const picker = within(slot).getByRole('button', { name: uploadMessages.choose });
    expect(picker).toHaveAccessibleDescription(new RegExp(s.missing(LAB)));
    expect(picker).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(picker).toHaveFocus());
    expect(api.calls.answers).toHaveLength(0);
  });

  it('uploads name the claim; the answer returns the claim to Verifikasi Dokumen', async () => {
    const user = userEvent.setup();
    const { router } = renderClaimPages(`/klaim/support-docs?claim_number=${REQUESTED_NO}`);
    const slot = await screen.findByRole('region', { name: LAB });
    await user.upload(
      within(slot).getByLabelText(`Tambah berkas ${LAB}`),
      new File([new Uint8Array(4096)], 'hasil-ns1.pdf', { type: 'application/pdf' }),
    );
    await within(slot).findByText(uploadMessages.uploaded);
    expect(api.calls.uploads).toEqual([{ purpose: 'CLAIM_DOCUMENT', claimNumber: REQUESTED_NO }]);
    await user.click(screen.getByRole('button', { name: s.submit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/klaim/submission-detail'));
    expect(api.calls.answers[0]).toEqual({
      claim_number: REQUESTED_NO,
      documents: [{ type: 'HASIL_LAB', document_id: expect.any(String) }],
    });
    expect(await screen.findByText(s.sent)).toBeInTheDocument();
    const article = await screen.findByRole('article', {
      name: messages.detail.heading(REQUESTED_NO),
    });
    expect(within(article).getAllByText('Verifikasi Dokumen')[0]).toBeInTheDocument();
    expect(
      within(article).queryByRole('link', { name: messages.detail.request.action }),
    ).toBeNull();
  });
});
