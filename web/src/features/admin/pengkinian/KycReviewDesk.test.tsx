// @vitest-environment jsdom
// The staff review desk's decisions: approve with confirmation, reject with a validated
// reason, and a decision someone else made first (409), with what each sends. The count on
// the admin home, the queue and one review as shown: stories/features/admin/KycReview.stories
// .tsx and AdminHomePage.stories.tsx.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmHost } from '../../../components/ConfirmHost';
import { ToastHost } from '../../../components/ToastHost';
import { companyProfileHandler } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import KycReviewPage from './KycReviewPage';
import { BUDI_NO } from './testing/fixtures';
import { conflictMessage, reviewDesk, type ReviewDesk } from './testing/handlers';
import { reviewPath } from '../paths';

const server = setupServer(companyProfileHandler());
let desk: ReviewDesk;
const decisions: { path: string; body: unknown }[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  localStorage.setItem('token', 'test-access-token');
  desk = reviewDesk();
  server.use(...desk.handlers);
  decisions.length = 0;
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST' && request.url.includes('/admin/pengkinian/'))
      decisions.push({ path: new URL(request.url).pathname, body: await request.clone().json() });
  });
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:document') }));
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

function renderReview(number: string) {
  return renderWithProviders(
    <>
      <KycReviewPage />
      <ConfirmHost />
      <ToastHost />
    </>,
    { route: reviewPath(number) },
  );
}
const review = () => screen.findByRole('article', { name: /^Pengajuan KYC-/ });

describe('decisions', () => {
  it('approve: asks first; cancelling sends nothing; confirming approves and shows the trail', async () => {
    renderReview(BUDI_NO);
    await review();
    await userEvent.click(await screen.findByRole('button', { name: 'Setujui' }));
    const dialog = await screen.findByRole('dialog', { name: 'Setujui pengajuan?' });
    expect(dialog).toHaveTextContent(`pengajuan ${BUDI_NO} akan diterapkan ke data Budi Santoso`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    expect(decisions).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Setujui' }));
    const again = await screen.findByRole('dialog', { name: 'Setujui pengajuan?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Ya, setujui' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Setujui' })).toBeNull());
    expect(decisions).toEqual([
      { path: '/customer/api/admin/pengkinian/approve', body: { registration_number: BUDI_NO } },
    ]);
    const article = await review();
    expect(article.querySelector('header [data-status]')).toHaveTextContent('Disetujui');
    expect(within(article).getByRole('list', { name: 'Jejak audit' })).toHaveTextContent(
      'oleh admin.portal',
    );
    expect(
      await screen.findByText(`Pengajuan ${BUDI_NO} disetujui. Data nasabah sudah diperbarui.`),
    ).toBeInTheDocument();
  });

  it('reject: the reason is checked before sending, then sent trimmed', async () => {
    renderReview(BUDI_NO);
    await review();
    await userEvent.click(await screen.findByRole('button', { name: 'Tolak' }));
    const reason = screen.getByRole('textbox', { name: 'Alasan penolakan (dibaca nasabah)' });
    await userEvent.click(screen.getByRole('button', { name: 'Kirim penolakan' }));
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription(/Isi alasan penolakan\./);
    expect(reason).toHaveFocus();
    await userEvent.type(reason, 'Buram');
    expect(screen.getByText('Alasan penolakan paling sedikit 10 karakter.')).toBeInTheDocument();
    await userEvent.clear(reason);
    // '{{' types one '{' (user-event's key syntax).
    await userEvent.type(reason, 'Foto {{KTP} buram sekali');
    expect(reason).toHaveValue('Foto {KTP} buram sekali');
    expect(screen.getByText(/tidak boleh memuat karakter/)).toBeInTheDocument();
    expect(decisions).toHaveLength(0);

    await userEvent.clear(reason);
    await userEvent.type(reason, '  Kode pos tidak sesuai dengan kelurahan.  ');
    expect(reason).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Kirim penolakan' }));
    await waitFor(() => expect(decisions).toHaveLength(1));
    expect(decisions[0]).toEqual({
      path: '/customer/api/admin/pengkinian/reject',
      body: { registration_number: BUDI_NO, reason: 'Kode pos tidak sesuai dengan kelurahan.' },
    });
    const article = await review();
    await waitFor(() =>
      expect(within(article).getByRole('region', { name: 'Alasan penolakan' })).toHaveTextContent(
        'Kode pos tidak sesuai dengan kelurahan.',
      ),
    );
    expect(screen.queryByRole('button', { name: 'Kirim penolakan' })).toBeNull();
  });

  it("409: someone decided first; the server's message shows and the review refreshes", async () => {
    renderReview(BUDI_NO);
    await review();
    desk.decideElsewhere(BUDI_NO, 'APPROVED', 'supervisor.kyc');
    await userEvent.click(await screen.findByRole('button', { name: 'Setujui' }));
    const dialog = await screen.findByRole('dialog', { name: 'Setujui pengajuan?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, setujui' }));
    const message = conflictMessage(desk.reviews.find((r) => r.registration_number === BUDI_NO)!);
    expect(message).toContain('oleh supervisor.kyc');
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Setujui' })).toBeNull());
    expect(screen.getByRole('list', { name: 'Jejak audit' })).toHaveTextContent(
      'oleh supervisor.kyc',
    );
  });
});
