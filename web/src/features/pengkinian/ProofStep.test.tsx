// One proof of the draft (ProofStep): a code the SMS gateway did not take (503
// code-not-sent) is told with 'Coba lagi', without a popup, and sent again on request.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PengkinianDraft } from '../../api/generated/model';
import { CODE_NOT_SENT_MESSAGE, companyProfileHandler } from '../../test/http';
import { renderWithProviders } from '../../test/render';
import { ProofStep } from './components/ProofStep';
import { DRAFT_ID, POLICY } from './testing/fixtures';
import { pengkinianHandlers } from './testing/handlers';

const sends: unknown[] = [];
const server = setupServer(companyProfileHandler());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sends.length = 0;
});
afterAll(() => server.close());

const proof = {
  caseOtp: 'PENGKINIAN',
  channel: 'SMS',
  destination: '+62 812-****-7890',
  verified: false,
} as const;
const draft: PengkinianDraft = {
  draft_id: DRAFT_ID,
  policy_number: POLICY,
  changes: [
    { section: 'data_hp', field: 'data_hp', label: 'Nomor Ponsel', old_value: 'a', new_value: 'b' },
  ],
  warnings: [],
  proofs: [proof],
  expires_at: '2026-11-24T04:30:00Z',
};

/** The pengkinian server, its first `notSent` sends refused by the gateway; sends counted. */
function serve(notSent: number) {
  localStorage.setItem('token', 'test-access-token');
  server.use(
    http.post('*/pengkinian/otp/generate', ({ request }) => {
      sends.push(request.url);
      return undefined; // (counted; the pengkinian handlers answer)
    }),
    ...pengkinianHandlers({ notSent }),
  );
}

describe('ProofStep: a code the gateway did not take (503 code-not-sent)', () => {
  it('the first code: the server’s message and ‘Coba lagi’, no popup; trying again sends it', async () => {
    serve(1);
    renderWithProviders(<ProofStep draft={draft} proof={proof} onDraft={vi.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(CODE_NOT_SENT_MESSAGE);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('+62 812-****-7890')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sends).toHaveLength(2);
  });

  it('a resend: the code shown stays, told in the form’s box', async () => {
    serve(0);
    renderWithProviders(<ProofStep draft={draft} proof={proof} onDraft={vi.fn()} />);
    await screen.findByText('+62 812-****-7890');
    // The wait is over and the gateway refuses the next one.
    server.use(...pengkinianHandlers({ notSent: 1 }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      vi.advanceTimersByTime(61_000);
      await userEvent.click(await screen.findByRole('button', { name: 'Kirim ulang kode' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(CODE_NOT_SENT_MESSAGE);
      expect(screen.getByText('+62 812-****-7890')).toBeInTheDocument();
      expect(screen.getByLabelText('Kode OTP (6 angka)')).toBeEnabled();
      await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
      await waitFor(() => expect(screen.getByText('Kode OTP baru telah dikirim.')).toBeVisible());
    } finally {
      vi.useRealTimers();
    }
  });
});
