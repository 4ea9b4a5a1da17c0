// @vitest-environment jsdom
// One claim on the staff desk: the customer, the claim and its event, the benefit's limit, the
// bank account unmasked, the documents viewed inside the page (a PDF in a frame from a blob:
// URL revoked on leaving, a photo from a data: URL), the request, decision, payout and the
// history with who and when; only the actions the status allows.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClaimStatus } from '../../../api/generated/model';
import { ConfirmHost } from '../../../components/ConfirmHost';
import { companyProfileHandler } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import ClaimReviewPage from './ClaimReviewPage';
import { claimReviewPath } from '../paths';
import {
  ANDI_CLAIM,
  BUDI_CLAIM,
  demoClaims,
  HENDRA_CLAIM,
  HENDRA_DEDUCTION,
  LINA_CLAIM,
  LINA_REASON,
  PAID_CLAIM,
  REVIEW_NOW,
} from './testing/claimFixtures';
import { claimDesk } from './testing/claimHandlers';

const server = setupServer(companyProfileHandler());
const downloads: string[] = [];

beforeAll(() => {
  // The actions load lazily (their own chunk): slower than a second on a busy machine.
  configure({ asyncUtilTimeout: 4000 });
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => {
  localStorage.setItem('token', 'test-access-token');
  server.use(...claimDesk().handlers);
  downloads.length = 0;
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/admin/claim/document')) {
      downloads.push(new URL(request.url).searchParams.get('document_id') ?? '');
    }
  });
  let n = 0;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => `blob:document-${++n}`) }),
  );
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

function renderClaim(number: string) {
  return renderWithProviders(
    <>
      <ClaimReviewPage now={REVIEW_NOW} />
      <ConfirmHost />
    </>,
    { route: claimReviewPath(number) },
  );
}
const article = () => screen.findByRole('article', { name: /^Klaim KLM-/ });
const region = (within_: HTMLElement, name: string | RegExp) =>
  within(within_).getByRole('region', { name });

describe('one claim', () => {
  it('customer, claim and event, limit now, bank account unmasked, history with who and when', async () => {
    renderClaim(BUDI_CLAIM);
    const a = await article();
    expect(a.querySelector('header [data-status]')).toHaveTextContent('Diajukan');
    const customer = region(a, 'Nasabah');
    expect(customer).toHaveTextContent('Budi Santoso');
    expect(customer).toHaveTextContent('C000123456');
    expect(within(customer).getByRole('link', { name: 'budi.santoso@gmail.com' })).toBeVisible();
    expect(customer).toHaveTextContent('081234567890');
    const claim = region(a, 'Rincian klaim');
    for (const text of [
      'KS23000456',
      'Sentosa Medika Keluarga',
      'Dimas Santoso (Anak)',
      'Rawat Inap',
      'Penggantian biaya',
      '10 November 2026',
      '14 November 2026',
      'Demam berdarah dengue',
      'RS Medika Tebet',
      'kode RS310042',
      'Rp 12.500.000',
    ])
      expect(claim).toHaveTextContent(text);
    const limit = region(a, 'Batas manfaat saat ini');
    expect(limit).toHaveTextContent('Rp 500.000.000');
    expect(limit).toHaveTextContent('Terpakai (disetujui/dibayar)Rp 8.450.000');
    expect(limit).toHaveTextContent('Dalam proses (diklaim)Rp 12.500.000');
    expect(limit).toHaveTextContent('Sisa limitRp 491.550.000');
    expect(limit).toHaveTextContent('1 Juli 2026 – 30 Juni 2027');
    const bank = region(a, 'Rekening pembayaran');
    expect(bank).toHaveTextContent('Bank Central Asia (014)');
    expect(bank).toHaveTextContent('5230984521');
    const history = within(a).getByRole('list', { name: 'Riwayat klaim' });
    expect(history).toHaveTextContent('Diajukan');
    expect(history).toHaveTextContent('21 November 2026 pukul 09.10 WIB');
    expect(history).toHaveTextContent('oleh budi.santoso');
  });

  it('documents: type, name and size listed; the first shown in a frame, another on request', async () => {
    const view = renderClaim(BUDI_CLAIM);
    const a = await article();
    const list = within(a).getByRole('list', { name: 'Dokumen yang dilampirkan' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining('Kwitansi asli rumah sakitkwitansi-rs.pdf · 822,4 KB'),
      expect.stringContaining('Rincian biaya perawatanrincian-biaya.png · 1,2 MB'),
      expect.stringContaining('Resume medisresume-medis.pdf · 304,2 KB'),
    ]);
    // The receipt (PDF) inside the page, from a blob: URL; a link opens it in a new tab.
    const frame = await within(a).findByTitle('Dokumen PDF kwitansi-rs.pdf');
    await waitFor(() => expect(frame).toHaveAttribute('src', 'blob:document-1'));
    const pdf = vi.mocked(URL.createObjectURL).mock.calls[0]![0] as Blob;
    expect(pdf.type).toBe('application/pdf');
    expect(
      within(a).getByRole('link', { name: 'Buka kwitansi-rs.pdf di tab baru' }),
    ).toHaveAttribute('href', 'blob:document-1');
    expect(
      within(a).getByRole('button', { name: 'Lihat Kwitansi asli rumah sakit: kwitansi-rs.pdf' }),
    ).toHaveAttribute('aria-pressed', 'true');

    // The cost breakdown (PNG) as an image; the receipt's URL is given back.
    await userEvent.click(
      within(a).getByRole('button', { name: 'Lihat Rincian biaya perawatan: rincian-biaya.png' }),
    );
    const image = await within(a).findByRole('img', {
      name: 'Rincian biaya perawatan: rincian-biaya.png',
    });
    expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:document-1');
    expect(within(a).queryByTitle('Dokumen PDF kwitansi-rs.pdf')).toBeNull();
    expect(downloads).toEqual(['Yb2kR7wQx9LmP0sTn4Vc8A', 'Rc7dT2mQw8ZpL4sXn1Vb6K']);

    // Leaving the page gives back the URL it still holds.
    view.unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:document-2');
  });

  it("where the page's policy refuses to frame the PDF, the viewer offers the new tab", async () => {
    renderClaim(BUDI_CLAIM);
    const a = await article();
    const frame = await within(a).findByTitle('Dokumen PDF kwitansi-rs.pdf');
    await waitFor(() => expect(frame).toHaveAttribute('src', 'blob:document-1'));
    // What the browser reports under the portal's CSP (frame-src falls back to 'self').
    document.dispatchEvent(
      Object.assign(new Event('securitypolicyviolation'), { blockedURI: 'blob' }),
    );
    expect(
      await within(a).findByText(
        'Pratinjau PDF tidak dapat ditampilkan di halaman ini. Buka dokumen di tab baru.',
      ),
    ).toBeVisible();
    expect(within(a).queryByTitle('Dokumen PDF kwitansi-rs.pdf')).toBeNull();
    expect(
      within(a).getByRole('link', { name: 'Buka kwitansi-rs.pdf di tab baru' }),
    ).toHaveAttribute('href', 'blob:document-1');
  });

  it('a document the server cannot give shows its message and a retry', async () => {
    const { http } = await import('msw');
    const { problem } = await import('../../../test/http');
    server.use(http.get('*/admin/claim/document', () => problem(404, 'Klaim tidak ditemukan.')));
    renderClaim(BUDI_CLAIM);
    const a = await article();
    expect(await within(a).findByRole('alert')).toHaveTextContent('Klaim tidak ditemukan.');
    expect(within(a).getByRole('button', { name: 'Coba lagi' })).toBeVisible();
  });

  it('Dokumen Kurang: what was asked, with notes, and that it waits for the customer', async () => {
    renderClaim(ANDI_CLAIM);
    const a = await article();
    const request = region(a, 'Dokumen yang diminta');
    expect(request).toHaveTextContent('Diminta 19 November 2026 pukul 15.00 WIB');
    expect(request).toHaveTextContent('Hasil laboratorium atau pemeriksaan penunjang');
    expect(request).toHaveTextContent('Hasil tes Widal selama dirawat.');
    expect(request).toHaveTextContent('Mohon lengkapi agar klaim dapat kami analisa.');
    expect(region(a, 'Tindakan')).toHaveTextContent(
      'Menunggu nasabah mengirim dokumen yang diminta.',
    );
    expect(region(a, 'Batas manfaat saat ini')).toHaveTextContent('Sepanjang masa polis');
    expect(region(a, 'Rincian klaim')).toHaveTextContent('Santunan harian');
  });

  it('Disetujui: the approved amount and its deduction; Ditolak: the reason; Dibayar: the transfer', async () => {
    const first = renderClaim(HENDRA_CLAIM);
    let a = await article();
    const decision = region(a, 'Keputusan');
    expect(decision).toHaveTextContent('Jumlah disetujuiRp 8.250.000');
    expect(within(decision).getByRole('table', { name: 'Potongan' })).toHaveTextContent(
      `${HENDRA_DEDUCTION}Rp 750.000`,
    );
    first.unmount();

    const second = renderClaim(LINA_CLAIM);
    a = await article();
    expect(region(a, 'Alasan penolakan')).toHaveTextContent(LINA_REASON);
    expect(region(a, 'Tindakan')).toHaveTextContent('Tidak ada tindakan petugas pada status ini.');
    second.unmount();

    renderClaim(PAID_CLAIM);
    a = await article();
    const payout = region(a, 'Pembayaran');
    expect(payout).toHaveTextContent('5 November 2026');
    expect(payout).toHaveTextContent('BCA-TRF-88213409');
    expect(payout).toHaveTextContent('TRX-20261105-100512');
  });

  it('an address without a valid claim number, and a claim that does not exist', async () => {
    const invalid = renderWithProviders(<ClaimReviewPage />, {
      route: '/admin/klaim/detail?claim_number=KLM-1',
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Nomor klaim tidak valid.');
    expect(screen.getByRole('link', { name: /Kembali ke antrean klaim/ })).toHaveAttribute(
      'href',
      '/admin/klaim',
    );
    invalid.unmount();

    renderClaim('KLM-2026-999999');
    expect(await screen.findByRole('alert')).toHaveTextContent('Klaim tidak ditemukan.');
    expect(screen.queryByRole('button', { name: 'Coba lagi' })).toBeNull();
  });
});

describe('only the actions the status allows', () => {
  const expected: Record<ClaimStatus, string[]> = {
    SUBMITTED: ['Mulai verifikasi', 'Minta dokumen', 'Tolak'],
    DOCUMENT_VERIFICATION: ['Dokumen lengkap, lanjut analisa', 'Minta dokumen', 'Tolak'],
    DOCUMENTS_REQUESTED: ['Tolak'],
    ANALYSIS: ['Setujui', 'Minta dokumen', 'Tolak'],
    APPROVED: ['Tandai dibayar'],
    REJECTED: [],
    PAID: [],
  };
  const byStatus = new Map(demoClaims.map((c) => [c.claim.status, c.claim.claim_number]));

  it.each(Object.entries(expected))('%s: %j', async (status, buttons) => {
    renderClaim(byStatus.get(status as ClaimStatus)!);
    const actions = region(await article(), 'Tindakan');
    if (buttons.length > 0) await within(actions).findByRole('button', { name: buttons[0] });
    expect(
      within(actions)
        .queryAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(buttons);
  });
});
