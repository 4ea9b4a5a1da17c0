// @vitest-environment jsdom
// Riwayat Pengajuan Pengkinian Data: the list's requests and pages, an unknown policy and an
// unknown submission. The list and each submission as shown:
// stories/features/pengkinian/history/KycHistoryPage.stories.tsx.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setSelectedPolicy } from '../../../shared/policyStore';
import { renderWithProviders } from '../../../test/render';
import KycHistoryPage from './KycHistoryPage';
import { manyDetails, UL } from './testing/fixtures';
import { KYC_NOT_FOUND, kycHandlers, POLICY_NOT_FOUND } from './testing/handlers';

const server = setupServer(...kycHandlers());
let listQueries: Record<string, string>[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  localStorage.setItem('token', 'test-access-token');
  listQueries = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/transaction/kyc/list'))
      listQueries.push(Object.fromEntries(url.searchParams));
  });
});
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());

function renderPage(search = '', policy = UL) {
  setSelectedPolicy(policy);
  return renderWithProviders(<KycHistoryPage />, {
    route: `/transaction-history/detail-kyc${search}`,
  });
}

const items = async () => {
  const list = await screen.findByRole('region', { name: 'Daftar pengajuan' });
  return within(list).findAllByRole('link', { name: /^Lihat detail pengajuan/ });
};

describe('Riwayat Pengajuan Pengkinian Data: list', () => {
  it('pages through a long history, 10 at a time', async () => {
    server.use(...kycHandlers({ details: manyDetails(23) }));
    renderPage();
    expect(await items()).toHaveLength(10);
    expect(listQueries[0]).toEqual({ policy_number: UL, page: '1', size: '10' });
    expect(screen.getByText('Halaman 1 dari 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Berikutnya/ }));
    expect(await screen.findByText('Halaman 2 dari 3')).toBeInTheDocument();
    expect(listQueries.at(-1)).toMatchObject({ page: '2' });
    await userEvent.click(screen.getByRole('button', { name: /Berikutnya/ }));
    await screen.findByText('Halaman 3 dari 3');
    expect(await items()).toHaveLength(3);
    expect(screen.getByRole('button', { name: /Berikutnya/ })).toBeDisabled();
  });

  it("a policy the server does not know: the server's message and the way back", async () => {
    renderPage('', 'XX00000000');
    expect(await screen.findByRole('alert')).toHaveTextContent(POLICY_NOT_FOUND);
    expect(screen.getByRole('link', { name: 'Kembali ke Data Polis' })).toHaveAttribute(
      'href',
      '/polis/detail',
    );
  });
});

describe('Riwayat Pengajuan Pengkinian Data: detail', () => {
  it("an unknown submission: the server's message, no retry", async () => {
    renderPage('?detail=KYC-20260101-ZZZZZZ');
    const alert = await screen.findByText(KYC_NOT_FOUND);
    expect(alert.closest('[role=alert]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Coba lagi' })).toBeNull();
  });
});
