// @vitest-environment jsdom
// Detail Pengajuan Klaim: the documents' download with the token, and the addresses that do
// not name a claim. Each status as shown: stories/features/claim/ClaimDetailPage.stories.tsx.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from './messages';
import { APPROVED_NO } from './testing/claims';
import { claimServer } from './testing/handlers';
import { renderClaimPages } from './testing/render';

const server = setupServer(...claimServer().handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers(...claimServer().handlers));
afterAll(() => server.close());

const m = messages.detail;
const open = async (claimNumber: string) => {
  const view = renderClaimPages(`/klaim/submission-detail?claim_number=${claimNumber}`);
  const article = await screen.findByRole('article', { name: m.heading(claimNumber) });
  return { ...view, article };
};

describe('Detail Pengajuan Klaim', () => {
  it('the account number as the server masks it, the documents opened with the token', async () => {
    const user = userEvent.setup();
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:dokumen';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const { article } = await open(APPROVED_NO);
    expect(article).toHaveTextContent('******4521');
    await user.click(within(article).getByRole('button', { name: 'Unduh kwitansi-rs.pdf' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]?.type).toBe('application/pdf');
  });

  it.each(['', '?claim_number=KLM-1'])(
    'an address without a claim number (%s) goes to Riwayat Klaim',
    async (search) => {
      const { router } = renderClaimPages(`/klaim/submission-detail${search}`);
      await waitFor(() => expect(router.state.location.pathname).toBe('/klaim'));
    },
  );
});
