// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setSelectedPolicy } from '../../shared/policyStore';
import { renderWithProviders } from '../../test/render';
import KycHistoryPage from './KycHistoryPage';
import {
  APPROVED_NO,
  manyDetails,
  PENDING_NO,
  REJECT_REASON,
  REJECTED_NO,
  UL,
} from './testing/fixtures';
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
  it('shows the submissions newest first with number, status text, WIB date and sections', async () => {
    renderPage();
    const rows = await items();
    expect(rows.map((r) => r.getAttribute('aria-label'))).toEqual([
      `Lihat detail pengajuan ${PENDING_NO}, Menunggu Verifikasi`,
      `Lihat detail pengajuan ${REJECTED_NO}, Ditolak`,
      `Lihat detail pengajuan ${APPROVED_NO}, Disetujui`,
    ]);
    expect(listQueries[0]).toEqual({ policy_number: UL, page: '1', size: '10' });
    const first = rows[0]!;
    expect(within(first).getByText('Menunggu Verifikasi')).toBeInTheDocument();
    // 03:12 UTC is 10.12 in Jakarta.
    expect(within(first).getByText('Diajukan 20 Nov 2026, 10.12 WIB')).toBeInTheDocument();
    expect(within(first).getByText('Alamat Domisili, Nomor Ponsel')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Data Identitas, Email')).toBeInTheDocument();
    expect(screen.getByText('3 pengajuan')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ajukan Pengkinian Data' })).toHaveAttribute(
      'href',
      '/polis/pengkinian-data',
    );
    expect(screen.getByText('Pilih salah satu pengajuan untuk melihat detailnya.')).toBeVisible();
    expect(rows[0]).toHaveAttribute('href', `/transaction-history/detail-kyc?detail=${PENDING_NO}`);
  });

  it('pages through a long history, 10 at a time', async () => {
    server.use(...kycHandlers({ details: manyDetails(23) }));
    renderPage();
    expect(await items()).toHaveLength(10);
    expect(screen.getByText('Halaman 1 dari 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Berikutnya/ }));
    expect(await screen.findByText('Halaman 2 dari 3')).toBeInTheDocument();
    expect(listQueries.at(-1)).toMatchObject({ page: '2' });
    await userEvent.click(screen.getByRole('button', { name: /Berikutnya/ }));
    await screen.findByText('Halaman 3 dari 3');
    expect(await items()).toHaveLength(3);
    expect(screen.getByRole('button', { name: /Berikutnya/ })).toBeDisabled();
  });

  it('with no submission: says so and shows how to start an update', async () => {
    server.use(...kycHandlers({ details: [] }));
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Belum ada pengajuan Pengkinian Data.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mulai Pengkinian Data' })).toHaveAttribute(
      'href',
      '/polis/pengkinian-data',
    );
    expect(screen.queryByRole('region', { name: 'Daftar pengajuan' })).toBeNull();
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
  const detail = () => screen.findByRole('article', { name: /^Pengajuan KYC-/ });

  it('pending: what changes old -> new per section, the status history, no decision yet', async () => {
    renderPage(`?detail=${PENDING_NO}`);
    const article = await detail();
    expect(within(article).getByText(/sedang diverifikasi petugas/)).toBeInTheDocument();
    const address = within(article).getByRole('region', { name: 'Alamat Domisili' });
    const postal = within(address).getByRole('row', { name: /Kode Pos/ });
    expect(
      within(postal)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['12810', '16431']);
    expect(within(article).getByRole('region', { name: 'Nomor Ponsel' })).toHaveTextContent(
      '+6281398765432',
    );
    const timeline = within(article).getByRole('list', { name: 'Riwayat status' });
    expect(within(timeline).getAllByRole('listitem')).toHaveLength(1);
    expect(timeline).toHaveTextContent('20 November 2026 pukul 10.12 WIB');
    expect(within(article).queryByText('Diputuskan')).toBeNull();
    expect(within(article).queryByText('Alasan penolakan')).toBeNull();
    // The chosen row is marked in the list.
    const rows = await items();
    expect(rows[0]).toHaveAttribute('aria-current', 'true');
  });

  it('rejected: the reason, the data unchanged, a way to submit again', async () => {
    renderPage(`?detail=${REJECTED_NO}`);
    const article = await detail();
    const reason = within(article).getByRole('region', { name: 'Alasan penolakan' });
    expect(reason).toHaveTextContent(REJECT_REASON);
    expect(within(reason).getByRole('link', { name: 'Ajukan kembali' })).toHaveAttribute(
      'href',
      '/polis/pengkinian-data',
    );
    const timeline = within(article).getByRole('list', { name: 'Riwayat status' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((s) => s.getAttribute('data-status'))).toEqual(['PENDING', 'REJECTED']);
    expect(steps[1]).toHaveTextContent(REJECT_REASON);
    // Decided at 06.40 UTC: 13.40 in Jakarta (in the facts and on the timeline).
    expect(within(article).getAllByText('16 Agustus 2026 pukul 13.40 WIB')).toHaveLength(2);
  });

  it('approved: the data was updated, decided when, the document attached', async () => {
    renderPage(`?detail=${APPROVED_NO}`);
    const article = await detail();
    expect(within(article).getByText(/sudah disetujui/)).toBeInTheDocument();
    expect(within(article).getByText('Dilampirkan')).toBeInTheDocument();
    // Sections in the form's order, whatever order the server listed the fields in.
    const groups = within(article)
      .getAllByRole('heading', { level: 4 })
      .map((h) => h.textContent);
    expect(groups).toEqual(['Data Identitas', 'Email']);
  });

  it('opening a row shows its detail; back returns to the list', async () => {
    renderPage();
    const rows = await items();
    await userEvent.click(rows[1]!);
    expect(await detail()).toHaveAccessibleName(`Pengajuan ${REJECTED_NO}`);
    await userEvent.click(screen.getByRole('button', { name: /Kembali ke daftar pengajuan/ }));
    expect(
      await screen.findByText('Pilih salah satu pengajuan untuk melihat detailnya.'),
    ).toBeVisible();
  });

  it("an unknown submission: the server's message, no retry", async () => {
    renderPage('?detail=KYC-20260101-ZZZZZZ');
    const alert = await screen.findByText(KYC_NOT_FOUND);
    expect(alert.closest('[role=alert]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Coba lagi' })).toBeNull();
  });
});
