// @vitest-environment jsdom
// The staff's desk of personal-data requests: what only a test sees. The queue asks for the
// tab in the address; 'Mulai tinjau' and 'Jawab' send the request's number, the outcome and
// the trimmed answer; a 409 reloads the request and the queue. Each state as shown:
// stories/features/admin/privacy/.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfirmHost } from '../../../components/ConfirmHost';
import { ToastHost } from '../../../components/ToastHost';
import { companyProfileHandler } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import { PRIVACY_QUEUE_PATH, PRIVACY_REVIEW_PATH, privacyReviewPath } from '../paths';
import PrivacyQueuePage from './PrivacyQueuePage';
import PrivacyReviewPage from './PrivacyReviewPage';
import { AGUS_REQUEST, BUDI_REQUEST, RINA_REQUEST } from './testing/privacyDeskFixtures';
import { privacyDesk, type PrivacyDesk } from './testing/privacyDeskHandlers';

const server = setupServer(companyProfileHandler());
let desk: PrivacyDesk;
const actions: { path: string; body: unknown }[] = [];
const lists: string[] = [];

beforeAll(() => {
  configure({ asyncUtilTimeout: 5000 });
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => {
  localStorage.setItem('token', 'test-access-token');
  desk = privacyDesk();
  actions.length = 0;
  lists.length = 0;
  server.use(...desk.handlers);
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname.endsWith('/list')) lists.push(url.search);
    if (request.method === 'POST')
      actions.push({
        path: url.pathname.replace('/customer/api', ''),
        body: JSON.parse(await request.clone().text()),
      });
  });
});
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());

function renderDesk(path: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path={PRIVACY_QUEUE_PATH} element={<PrivacyQueuePage />} />
        <Route path={PRIVACY_REVIEW_PATH} element={<PrivacyReviewPage />} />
      </Routes>
      <ConfirmHost />
      <ToastHost />
    </>,
    { route: path },
  );
}

const article = () => screen.findByRole('article', { name: /^Permintaan Data Pribadi PDP-/ });

describe('Antrean permintaan data pribadi', () => {
  it('asks for the tab and page in the address', async () => {
    renderDesk(`${PRIVACY_QUEUE_PATH}?status=PARTIAL`);
    const table = await screen.findByRole('table', {
      name: 'Permintaan berstatus Dilaksanakan sebagian',
    });
    expect(within(table).getByText(AGUS_REQUEST)).toBeInTheDocument();
    expect(lists).toEqual(['?status=PARTIAL&page=1&size=20']);
  });
});

describe('Tindakan', () => {
  it("'Mulai tinjau' sends the request's number and shows it being reviewed", async () => {
    const user = userEvent.setup();
    renderDesk(privacyReviewPath(BUDI_REQUEST));
    await article();
    await user.click(await screen.findByRole('button', { name: 'Mulai tinjau' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mulai tinjau permintaan?' });
    await user.click(within(dialog).getByRole('button', { name: 'Ya, mulai tinjau' }));
    expect(await screen.findByText(`Permintaan ${BUDI_REQUEST} sedang ditinjau.`)).toBeVisible();
    expect(actions).toEqual([
      { path: '/admin/privacy/acknowledge', body: { request_number: BUDI_REQUEST } },
    ]);
    expect(await screen.findByRole('button', { name: 'Jawab' })).toBeInTheDocument();
  });

  it("'Jawab' sends the outcome and the trimmed answer", async () => {
    const user = userEvent.setup();
    renderDesk(privacyReviewPath(RINA_REQUEST));
    await article();
    await user.click(await screen.findByRole('button', { name: 'Jawab' }));
    const dialog = await screen.findByRole('dialog', { name: 'Jawab permintaan' });
    await user.click(within(dialog).getByRole('radio', { name: 'Dilaksanakan' }));
    const answer = 'Data kesehatan Anda tidak lagi kami pakai untuk analisis pemasaran.';
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Jawaban untuk nasabah' }),
      `  ${answer}  `,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Kirim jawaban' }));
    expect(
      await screen.findByText(`Permintaan ${RINA_REQUEST} dijawab: dilaksanakan.`),
    ).toBeVisible();
    expect(actions).toEqual([
      {
        path: '/admin/privacy/decide',
        body: { request_number: RINA_REQUEST, outcome: 'COMPLETED', answer },
      },
    ]);
  });

  it('a 409 reloads the request and the queue', async () => {
    const user = userEvent.setup();
    renderDesk(privacyReviewPath(BUDI_REQUEST));
    await article();
    await user.click(await screen.findByRole('button', { name: 'Mulai tinjau' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mulai tinjau permintaan?' });
    desk.movedElsewhere(BUDI_REQUEST, 'ACKNOWLEDGED');
    await user.click(within(dialog).getByRole('button', { name: 'Ya, mulai tinjau' }));
    expect(
      await screen.findByText(
        `Permintaan ${BUDI_REQUEST} sudah berstatus Sedang ditinjau (mungkin oleh petugas lain). Muat ulang halaman. Permintaan dimuat ulang dengan status terbaru.`,
      ),
    ).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Jawab' })).toBeInTheDocument());
  });
});
