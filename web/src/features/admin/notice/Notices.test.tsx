// The notice page's logic beyond what its stories show: 'Kirim ulang' sends nothing until
// confirmed, then exactly the notice's id; the list is asked again afterwards (the notice
// leaves the failed tab, the counts follow), also after a 409 (the notice shows where it is
// now); the waiting tab shows when the next attempt is due and offers no action.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfirmHost } from '../../../components/ConfirmHost';
import { ToastHost } from '../../../components/ToastHost';
import { dismissToast, getToasts } from '../../../components/toast';
import { companyProfileHandler } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import NoticePage from './NoticePage';
import { noticeMessages } from './noticeMessages';
import { NOTICE_PATH } from '../paths';
import {
  CLAIM_NOTICE,
  NOT_FAILED_ANY_MORE,
  noticeServer,
  type NoticeServer,
} from './testing/noticeHandlers';

const m = noticeMessages;
const api = setupServer(companyProfileHandler());
let server: NoticeServer;
let retries: unknown[];

beforeAll(() => {
  configure({ asyncUtilTimeout: 4000 });
  api.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => {
  localStorage.setItem('token', 'test-access-token');
  getToasts().forEach((toast) => dismissToast(toast.id)); // none left by an earlier test
  server = noticeServer();
  retries = [];
  api.use(...server.handlers);
  api.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST') retries.push(await request.clone().json());
  });
});
afterEach(() => {
  api.resetHandlers();
  api.events.removeAllListeners();
});
afterAll(() => api.close());

const render = (path = NOTICE_PATH) =>
  renderWithProviders(
    <>
      <Routes>
        <Route path={NOTICE_PATH} element={<NoticePage />} />
      </Routes>
      <ConfirmHost />
      <ToastHost />
    </>,
    { route: path },
  );
const table = (status: string) => screen.findByRole('table', { name: m.list.caption(status) });
const claimButton = () =>
  screen.findByRole('button', { name: m.retry.label('Klaim disetujui', 'bu***o@co***.co.id') });
const tabs = () => screen.getByRole('navigation', { name: m.list.tabs }).textContent;

describe('the notice page', () => {
  it('sends nothing when the confirmation is declined', async () => {
    const user = userEvent.setup();
    render();
    await user.click(await claimButton());
    const dialog = await screen.findByRole('dialog', { name: m.retry.title });
    expect(dialog).toHaveTextContent('“Klaim CLM-2026-000123: Disetujui” dikirim ulang ke');
    await user.click(within(dialog).getByRole('button', { name: 'TIDAK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(retries).toEqual([]);
    expect(within(await table('Gagal')).getAllByRole('row')).toHaveLength(4);
  });

  it('a confirmed retry sends the id; the notice leaves the failed tab', async () => {
    const user = userEvent.setup();
    render();
    await user.click(await claimButton());
    await user.click(await screen.findByRole('button', { name: m.retry.ok }));
    expect(
      await screen.findByText(m.retry.done('Klaim disetujui', 'bu***o@co***.co.id')),
    ).toBeInTheDocument();
    expect(retries).toEqual([{ notice_id: CLAIM_NOTICE }]);
    await waitFor(async () =>
      expect(within(await table('Gagal')).getAllByRole('row')).toHaveLength(3),
    );
    await waitFor(() => expect(tabs()).toContain('Gagal 2 notifikasi'));
    expect(tabs()).toContain('Menunggu dikirim 2 notifikasi');
  });

  it('409: the server’s words above the list, and the list as it is now', async () => {
    const user = userEvent.setup();
    server.sentMeanwhile = true;
    render();
    await user.click(await claimButton());
    await user.click(await screen.findByRole('button', { name: m.retry.ok }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_FAILED_ANY_MORE);
    await waitFor(async () =>
      expect(within(await table('Gagal')).getAllByRole('row')).toHaveLength(3),
    );
    expect(screen.queryByText(m.retry.done('Klaim disetujui', 'bu***o@co***.co.id'))).toBeNull();
  });

  it('the waiting tab: when the next attempt is due, no action', async () => {
    render(`${NOTICE_PATH}?status=PENDING`);
    const rows = within(await table('Menunggu dikirim')).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('Tanda terima Pengkinian Data');
    expect(rows[1]).toHaveTextContent('2×berikutnya 24 Nov 2026, 13.42 WIB');
    expect(within(rows[1]!).queryByRole('button')).toBeNull();
  });
});
