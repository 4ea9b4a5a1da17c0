// @vitest-environment jsdom
// Pengaturan Notifikasi: 'Simpan' sends only the topics changed, a refusal (422) is shown with
// its field beside the switch and every choice kept, and leaving with unsaved changes asks.
// Each state as shown: stories/features/notification/NotificationSettingsPage.stories.tsx.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NO_PHONE_MESSAGE, notificationServer } from './testing/handlers';
import type { NotificationServerOptions } from './testing/handlers';
import { renderNotificationPages } from './testing/render';
import { companyProfileHandler } from '../../test/http';

let api = notificationServer();
const server = setupServer(companyProfileHandler(), ...api.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function serve(options: NotificationServerOptions = {}) {
  api = notificationServer(options);
  server.resetHandlers(companyProfileHandler(), ...api.handlers);
  return api;
}

const toggle = (name: string) => screen.getByRole('switch', { name });
const save = () => screen.getByRole('button', { name: 'Simpan' });

describe('Pengaturan Notifikasi', () => {
  it('sends only the topics changed, then shows the saved choices', async () => {
    const user = userEvent.setup();
    serve();
    renderNotificationPages('/notifikasi/pengaturan');
    await user.click(await screen.findByRole('switch', { name: 'SMS untuk Klaim' }));
    await user.click(toggle('Email untuk Investasi'));
    // Changed and set back: not sent.
    await user.click(toggle('SMS untuk SPAJ'));
    await user.click(toggle('SMS untuk SPAJ'));
    await user.click(save());
    expect(await screen.findByText('Pengaturan notifikasi disimpan.')).toBeInTheDocument();
    expect(api.saves()).toEqual([
      {
        topics: [
          { topic: 'CLAIM', email: true, sms: true },
          { topic: 'INVESTMENT', email: false, sms: false },
        ],
      },
    ]);
    expect(toggle('SMS untuk Klaim')).toBeChecked();
    expect(toggle('Email untuk Investasi')).not.toBeChecked();
    expect(save()).toBeDisabled();
  });

  it("a refusal (422): the server's message, the switch it names, every choice kept", async () => {
    const user = userEvent.setup();
    serve({ phoneGone: true });
    renderNotificationPages('/notifikasi/pengaturan');
    await user.click(await screen.findByRole('switch', { name: 'SMS untuk Klaim' }));
    await user.click(toggle('Email untuk Pengembalian dana'));
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(NO_PHONE_MESSAGE);
    const sms = toggle('SMS untuk Klaim');
    expect(sms).toHaveAttribute('aria-invalid', 'true');
    expect(sms).toHaveAccessibleDescription(NO_PHONE_MESSAGE);
    expect(sms).toBeChecked();
    expect(toggle('Email untuk Pengembalian dana')).not.toBeChecked();
    expect(save()).toBeEnabled();
    expect(api.state.preferences.topics[0]!.sms).toBe(false);
    // Turned off again: its error goes, the message stays until the next save.
    await user.click(sms);
    expect(sms).not.toHaveAttribute('aria-invalid');
  });

  it('leaving with unsaved changes asks first; staying keeps them', async () => {
    const user = userEvent.setup();
    serve();
    const { router } = renderNotificationPages('/notifikasi/pengaturan');
    await user.click(await screen.findByRole('switch', { name: 'SMS untuk Klaim' }));
    await user.click(screen.getByRole('link', { name: 'Kembali ke Notifikasi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tinggalkan halaman?' });
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tetap di sini' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/notifikasi/pengaturan'));
    expect(toggle('SMS untuk Klaim')).toBeChecked();
  });
});
