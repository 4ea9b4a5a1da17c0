// @vitest-environment jsdom
// Notifikasi: what the inbox asks, opening a notice (marked read first, then its page, even
// when marking fails, with no popup), 'Tandai semua dibaca', and the header's bell following
// every answer without asking again. The inbox as shown in each state:
// stories/features/notification/NotificationPage.stories.tsx.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getErrorPopup } from '../../api/popup';
import { CLAIM_LINK } from './testing/fixtures';
import { notificationServer, type NotificationServerOptions } from './testing/handlers';
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

const bell = () => screen.getByRole('link', { name: /^Notifikasi/ });
const listCalls = () =>
  api.requests.filter((r) => r.path === '/notification/list').map((r) => r.query);
const bellCalls = () => api.requests.filter((r) => r.path === '/notification/unread');
const itemOf = async (text: string) => {
  const list = await screen.findByRole('list', { name: 'Daftar notifikasi' });
  return within(list)
    .getAllByRole('listitem')
    .find((item) => item.textContent?.includes(text))!;
};

describe('Notifikasi', () => {
  it('asks for page 1 of 20, the bell for the count alone; the bell says it', async () => {
    serve();
    renderNotificationPages('/notifikasi');
    await itemOf('Klaim disetujui');
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifikasi, 3 belum dibaca'));
    expect(listCalls()).toEqual([{ page: '1', size: '20' }]);
    expect(bellCalls().length).toBeGreaterThan(0);
    expect(bell()).toHaveAttribute('href', '/notifikasi');
  });

  it('opening a notice marks it read, then opens its page; the bell follows at once', async () => {
    const user = userEvent.setup();
    serve();
    const { router } = renderNotificationPages('/notifikasi');
    const item = await itemOf('Klaim disetujui');
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifikasi, 3 belum dibaca'));
    const before = listCalls().length + bellCalls().length;
    await user.click(within(item).getByRole('link'));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(CLAIM_LINK),
    );
    expect(api.reads()).toEqual([{ notification_ids: ['NTF-4KQ7M2XA9B'] }]);
    expect(await screen.findByRole('heading', { name: 'Detail Klaim' })).toBeInTheDocument();
    expect(bell()).toHaveAccessibleName('Notifikasi, 2 belum dibaca');
    expect(listCalls().length + bellCalls().length).toBe(before);
  });

  it('opens the page even when marking fails, without a popup; the notice stays unread', async () => {
    const user = userEvent.setup();
    serve({ readFails: 500 });
    const { router } = renderNotificationPages('/notifikasi');
    const item = await itemOf('Klaim disetujui');
    await user.click(within(item).getByRole('link'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/klaim/submission-detail'));
    expect(api.reads()).toHaveLength(1);
    expect(getErrorPopup()).toBeNull();
    expect(api.state.items[0]!.read).toBe(false);
  });

  it('a read notice opens its page without marking', async () => {
    const user = userEvent.setup();
    serve();
    const { router } = renderNotificationPages('/notifikasi');
    const item = await itemOf('Kata sandi diganti');
    await user.click(within(item).getByRole('link'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(api.reads()).toEqual([]);
  });

  it("'Tandai dibaca' marks a notice without a page; 'Tandai semua dibaca' the rest", async () => {
    const user = userEvent.setup();
    serve();
    renderNotificationPages('/notifikasi');
    const topUp = await itemOf('Top-up diinvestasikan');
    await user.click(within(topUp).getByRole('button', { name: /^Tandai dibaca/ }));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifikasi, 2 belum dibaca'));
    expect(within(topUp).queryByRole('button')).toBeNull();
    const all = screen.getByRole('button', { name: 'Tandai semua dibaca' });
    await user.click(all);
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifikasi'));
    expect(api.reads()).toEqual([{ notification_ids: ['NTF-7HD2P5QW3E'] }, { all: true }]);
    expect(all).toBeDisabled();
    expect(screen.queryByText('Belum dibaca:', { exact: false })).toBeNull();
    expect(await screen.findByText('Semua notifikasi ditandai dibaca.')).toBeInTheDocument();
  });
});
