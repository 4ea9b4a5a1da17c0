// @vitest-environment jsdom
// Privasi dan Data Pribadi: what only a test sees. A copy asked for is asked again every few
// seconds while it is being prepared, and no more once it is ready or the page is left; a
// file is saved under the server's name; a consent's switch sends the consent and the choice.
// Each state as shown: stories/features/privacy/PrivacyPage.stories.tsx.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { companyProfileHandler } from '../../test/http';
import { PREPARING_POLL_MS } from './PrivacyPage';
import { emptyOverview, fileName, READY_EXPORT } from './testing/fixtures';
import { privacyServer, type PrivacyServerOptions } from './testing/handlers';
import { renderPrivacyPages } from './testing/render';

let api = privacyServer();
const server = setupServer(companyProfileHandler(), ...api.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

function serve(options: PrivacyServerOptions = {}) {
  api = privacyServer(options);
  server.resetHandlers(companyProfileHandler(), ...api.handlers);
  return api;
}

describe('Salinan data pribadi', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
  });

  it('asks again while a copy is being prepared, and stops once it is ready', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    serve({ overview: emptyOverview(), prepareAfter: 2 });
    renderPrivacyPages('/privasi');
    await user.click(await screen.findByRole('button', { name: 'Minta salinan data' }));
    expect(await screen.findByText(/Sedang disiapkan, biasanya/)).toBeInTheDocument();
    expect(api.state.exportAsks).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(PREPARING_POLL_MS));
    await act(() => vi.advanceTimersByTimeAsync(PREPARING_POLL_MS));
    expect(
      await screen.findByRole('button', { name: 'Unduh salinan data pribadi (PDF, 48 KB)' }),
    ).toBeInTheDocument();
    const asked = api.state.overviewAsks;
    await act(() => vi.advanceTimersByTimeAsync(PREPARING_POLL_MS * 3));
    expect(api.state.overviewAsks).toBe(asked);
  });

  it('stops asking when the page is left', async () => {
    serve({ overview: emptyOverview(), prepareAfter: 100 });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { router } = renderPrivacyPages('/privasi');
    await user.click(await screen.findByRole('button', { name: 'Minta salinan data' }));
    await screen.findByText(/Sedang disiapkan, biasanya/);
    await act(() => vi.advanceTimersByTimeAsync(PREPARING_POLL_MS));
    await waitFor(() => expect(api.state.overviewAsks).toBeGreaterThanOrEqual(3));
    await act(() => router.navigate('/settings'));
    const asked = api.state.overviewAsks;
    await act(() => vi.advanceTimersByTimeAsync(PREPARING_POLL_MS * 3));
    expect(api.state.overviewAsks).toBe(asked);
  });
});

describe('Unduh', () => {
  it("saves the PDF under the server's file name", async () => {
    serve();
    const saved: string[] = [];
    const blobs: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        blobs.push(blob);
        return 'blob:salinan';
      },
      revokeObjectURL: () => undefined,
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const user = userEvent.setup();
    renderPrivacyPages('/privasi');
    await user.click(
      await screen.findByRole('button', { name: 'Unduh salinan data pribadi (PDF, 48 KB)' }),
    );
    const name = fileName('PDF', '2026-11-29');
    expect(await screen.findByText(`Tersimpan sebagai ${name}.`)).toBeInTheDocument();
    expect(saved).toEqual([name]);
    expect(api.state.downloads).toEqual([`${READY_EXPORT}:PDF`]);
    expect(blobs[0]?.type).toBe('application/pdf');
  });
});

describe('Persetujuan', () => {
  it('sends the consent and the choice, and keeps the saved proof', async () => {
    serve();
    const user = userEvent.setup();
    renderPrivacyPages('/privasi');
    const sms = await screen.findByRole('switch', { name: 'Penawaran produk lewat SMS' });
    expect(sms).not.toBeChecked();
    await user.click(sms);
    await waitFor(() => expect(sms).toBeChecked());
    expect(api.state.consentUpdates).toEqual([{ consent: 'MARKETING_SMS', granted: true }]);
    const item = sms.closest('li')!;
    expect(within(item as HTMLElement).getByText(/^Disetujui 29-11-2026 10\.00 WIB/)).toBeVisible();
  });
});
