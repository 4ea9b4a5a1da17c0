// @vitest-environment jsdom
// The staff review desk: the count on the admin home, the queue, one review (old vs new,
// warnings, document, audit trail), approve with confirmation, reject with a validated
// reason, and a decision someone else made first (409).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmHost } from '../../components/ConfirmHost';
import { ToastHost } from '../../components/ToastHost';
import { companyProfileHandler } from '../../test/http';
import { renderWithProviders } from '../../test/render';
import { KycDesk } from './components/KycDesk';
import KycQueuePage from './KycQueuePage';
import KycReviewPage from './KycReviewPage';
import {
  ANDI_NO,
  BUDI_NO,
  REJECT_REASON,
  REJECTED_NO,
  REVIEW_NOW,
  SITI_NO,
} from './testing/fixtures';
import { conflictMessage, reviewDesk, type ReviewDesk } from './testing/handlers';
import { reviewPath } from './paths';

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

describe('admin home desk and queue', () => {
  it('the admin home counts the submissions waiting', async () => {
    renderWithProviders(<KycDesk />);
    const card = screen.getByRole('region', { name: 'Verifikasi Pengkinian Data' });
    expect(await within(card).findByText('3 pengajuan menunggu verifikasi.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Buka antrean' })).toHaveAttribute(
      'href',
      '/admin/pengkinian',
    );
  });

  it('the queue lists the waiting ones oldest first: customer, policy, age, sections, flags', async () => {
    renderWithProviders(<KycQueuePage now={REVIEW_NOW} />, { route: '/admin/pengkinian' });
    const table = await screen.findByRole('table', { name: 'Pengajuan berstatus Menunggu' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').firstChild?.textContent)).toEqual([
      'Budi Santoso',
      'Siti Rahma',
      'Andi Wijaya',
    ]);
    const [budi, siti, andi] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(budi).toHaveTextContent('No. klien C000123456');
    expect(budi).toHaveTextContent('UL24000123');
    expect(within(budi).getByText('4 hari')).toBeInTheDocument();
    expect(within(budi).getByText('20 Nov 2026, 10.12 WIB')).toBeInTheDocument();
    expect(budi).toHaveTextContent('Alamat Domisili, Nomor Ponsel');
    expect(within(budi).queryByText('Dokumen')).toBeNull();
    expect(within(siti).getByText('Dokumen')).toBeInTheDocument();
    expect(within(siti).getByText('Peringatan NIK')).toBeInTheDocument();
    expect(within(andi).getByText('45 menit')).toBeInTheDocument();
    expect(
      within(budi).getByRole('link', { name: `Periksa pengajuan Budi Santoso, ${BUDI_NO}` }),
    ).toHaveAttribute('href', reviewPath(BUDI_NO));
    expect(screen.getByText('3 pengajuan')).toBeInTheDocument();
  });

  it('the tabs show decided submissions; an empty tab says so', async () => {
    renderWithProviders(<KycQueuePage now={REVIEW_NOW} />, { route: '/admin/pengkinian' });
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('link', { name: 'Ditolak' }));
    const table = await screen.findByRole('table', { name: 'Pengajuan berstatus Ditolak' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Ditolak' })).toHaveAttribute('aria-current', 'page');

    desk.reviews.splice(0, desk.reviews.length);
    await userEvent.click(screen.getByRole('link', { name: 'Menunggu' }));
    expect(
      await screen.findByText('Tidak ada pengajuan yang menunggu verifikasi.'),
    ).toBeInTheDocument();
  });
});

describe('one review', () => {
  it('old vs new per section, the confirmed NIK warning, the card photo and the audit trail', async () => {
    renderReview(SITI_NO);
    const article = await review();
    expect(article).toHaveTextContent('Siti Rahma');
    expect(article).toHaveTextContent('C000234567');
    const identity = within(article).getByRole('region', { name: 'Data Identitas' });
    const nik = within(identity).getByRole('row', { name: /NIK/ });
    expect(
      within(nik)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3273016406900002', '3273016406900012']);
    const warnings = within(article).getByRole('region', {
      name: /Peringatan yang dikonfirmasi nasabah/,
    });
    expect(warnings).toHaveTextContent('Tanggal lahir pada NIK berbeda dengan tanggal lahir.');
    const image = await within(article).findByRole('img', {
      name: 'Dokumen identitas yang dilampirkan: ktp-siti.png',
    });
    expect(image).toHaveAttribute('src', 'blob:document');
    const created = vi.mocked(URL.createObjectURL).mock.calls[0]![0] as Blob;
    expect(created.type).toBe('image/png');
    const trail = within(article).getByRole('list', { name: 'Jejak audit' });
    expect(trail).toHaveTextContent('oleh nasabah');
    expect(await within(article).findByRole('button', { name: 'Setujui' })).toBeEnabled();
  });

  it('a PDF document opens in a new tab', async () => {
    renderReview(ANDI_NO);
    const link = await screen.findByRole('link', {
      name: 'Buka paspor-andi.pdf (PDF) di tab baru',
    });
    expect(link).toHaveAttribute('href', 'blob:document');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('a decided one: the reason, who decided, no decision buttons', async () => {
    renderReview(REJECTED_NO);
    const article = await review();
    expect(within(article).getByRole('region', { name: 'Alasan penolakan' })).toHaveTextContent(
      REJECT_REASON,
    );
    expect(within(article).getByRole('list', { name: 'Jejak audit' })).toHaveTextContent(
      'oleh admin.portal',
    );
    expect(within(article).queryByRole('button', { name: 'Setujui' })).toBeNull();
    expect(
      within(article).getByText('Pengajuan ini tidak melampirkan dokumen identitas.'),
    ).toBeVisible();
  });
});

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
