// @vitest-environment jsdom
// The request form: what it sends (the kind and the trimmed description with an
// Idempotency-Key), the same key again when the answer was lost and the request is sent again
// (one request recorded), a new key once the request changed, and the way back to /privasi.
// Each state as shown: stories/features/privacy/PrivacyRequestPage.stories.tsx.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { companyProfileHandler } from '../../test/http';
import { CORRECT_TEXT, emptyOverview } from './testing/fixtures';
import { KEY_REUSED, privacyServer, type PrivacyServerOptions } from './testing/handlers';
import { renderPrivacyPages } from './testing/render';

let api = privacyServer();
const server = setupServer(companyProfileHandler(), ...api.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function serve(options: PrivacyServerOptions = {}) {
  api = privacyServer({ overview: emptyOverview(), ...options });
  server.resetHandlers(companyProfileHandler(), ...api.handlers);
  return api;
}

const description = () => screen.getByRole('textbox', { name: 'Uraian permintaan' });
const send = () => screen.getByRole('button', { name: 'Kirim permintaan' });

describe('Permintaan atas data pribadi', () => {
  it('sends the kind and the trimmed description with a key, then goes back with a notice', async () => {
    serve();
    const user = userEvent.setup();
    const { router } = renderPrivacyPages('/privasi/permintaan');
    await user.click(await screen.findByRole('radio', { name: /Perbaikan data/ }));
    await user.type(description(), `  ${CORRECT_TEXT}  `);
    await user.click(send());
    await waitFor(() => expect(router.state.location.pathname).toBe('/privasi'));
    expect(api.state.submits).toHaveLength(1);
    expect(api.state.submits[0]!.body).toEqual({ kind: 'CORRECT', description: CORRECT_TEXT });
    expect(api.state.submits[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(
      await screen.findByText(
        'Permintaan PDP-2026-000031 diterima. Kami meninjaunya paling lambat 2 Desember 2026 pukul 10.00 WIB dan menjawabnya paling lambat 13 Desember 2026.',
      ),
    ).toBeInTheDocument();
  });

  it('sends the same key again after a lost answer: one request recorded', async () => {
    serve({ dropNextSubmit: true });
    const user = userEvent.setup();
    const { router } = renderPrivacyPages('/privasi/permintaan');
    await user.click(await screen.findByRole('radio', { name: /Penghapusan data/ }));
    await user.type(description(), CORRECT_TEXT);
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent(/koneksi terputus/);
    expect(router.state.location.pathname).toBe('/privasi/permintaan');
    await user.click(send());
    await waitFor(() => expect(router.state.location.pathname).toBe('/privasi'));
    const [first, second] = api.state.submits;
    expect(second!.key).toBe(first!.key);
    expect(api.state.overview.requests).toHaveLength(1);
  });

  it('a request changed after a failure is sent with a new key', async () => {
    serve();
    const user = userEvent.setup();
    renderPrivacyPages('/privasi/permintaan');
    await user.click(await screen.findByRole('radio', { name: /Perbaikan data/ }));
    await user.type(description(), CORRECT_TEXT);
    // The first attempt is recorded but its answer lost.
    api.state.dropNextSubmit = true;
    await user.click(send());
    await screen.findByRole('alert');
    await user.type(description(), ' Terima kasih.');
    await user.click(send());
    await waitFor(() => expect(api.state.submits).toHaveLength(2));
    expect(api.state.submits[1]!.key).not.toBe(api.state.submits[0]!.key);
    // Not refused as a key used with other content: the server judged the request itself
    // (the first one, recorded, is still open).
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Anda masih memiliki permintaan perbaikan data yang belum dijawab (PDP-2026-000031).',
    );
    expect(screen.queryByText(KEY_REUSED)).not.toBeInTheDocument();
  });

  it('asks before leaving with a description typed', async () => {
    serve();
    const user = userEvent.setup();
    const { router } = renderPrivacyPages('/privasi/permintaan');
    await user.type(await screen.findByRole('textbox', { name: 'Uraian permintaan' }), 'Data');
    await user.click(screen.getByRole('link', { name: 'Batal' }));
    expect(await screen.findByRole('dialog', { name: 'Tinggalkan formulir?' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Tetap di sini' }));
    expect(router.state.location.pathname).toBe('/privasi/permintaan');
    expect(api.state.submits).toHaveLength(0);
  });
});
