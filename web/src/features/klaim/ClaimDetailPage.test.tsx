// @vitest-environment jsdom
// Detail Pengajuan Klaim in each of its states, the documents' download, and the addresses
// that do not name a claim.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from './messages';
import {
  APPROVED_NO,
  LAB_NOTE,
  PAID_NO,
  REJECT_REASON,
  REJECTED_NO,
  REQUESTED_NO,
} from './testing/claims';
import { claimServer, NOT_FOUND } from './testing/handlers';
import { renderClaimPages } from './testing/render';

const server = setupServer(...claimServer().handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers(...claimServer().handlers));
afterAll(() => server.close());

const m = messages.detail;
const open = async (claimNumber: string) => {
  const view = renderClaimPages(`/klaim/submission-detail?claim_number=${claimNumber}`);
  const article = await screen.findByRole('article', { name: m.heading(claimNumber) });
  return { ...view, article };
};
const timeline = () => screen.getByRole('list', { name: m.timeline });

describe('Detail Pengajuan Klaim', () => {
  it.each([
    ['KLM-2026-001220', 'Diajukan', 1],
    ['KLM-2026-001212', 'Verifikasi Dokumen', 2],
    ['KLM-2026-001196', 'Dianalisa', 3],
  ])('%s: status %s and its history', async (number, status, steps) => {
    const { article } = await open(number);
    expect(within(article).getAllByText(status)[0]).toBeInTheDocument();
    expect(within(timeline()).getAllByRole('listitem')).toHaveLength(steps);
  });

  it('Dokumen Kurang: what the officer asks, with the note, and the way to send it', async () => {
    const { article } = await open(REQUESTED_NO);
    const request = within(article).getByRole('region', { name: new RegExp(m.request.heading) });
    expect(request).toHaveTextContent('Hasil laboratorium atau pemeriksaan penunjang');
    expect(request).toHaveTextContent(LAB_NOTE);
    expect(within(request).getByRole('link', { name: m.request.action })).toHaveAttribute(
      'href',
      `/klaim/support-docs?claim_number=${REQUESTED_NO}`,
    );
  });

  it('Disetujui: the approved amount and each deduction explained', async () => {
    const { article } = await open(APPROVED_NO);
    const decision = within(article).getByRole('region', { name: m.decision.heading });
    expect(decision).toHaveTextContent('Rp 11.750.000');
    const table = within(decision).getByRole('table', { name: m.decision.deductions });
    expect(
      within(table).getByRole('row', { name: /biaya administrasi rumah sakit.*Rp\s500\.000/ }),
    ).toBeInTheDocument();
    expect(
      within(table).getByRole('row', { name: /Jumlah potongan.*Rp\s750\.000/ }),
    ).toBeInTheDocument();
    expect(timeline()).toHaveTextContent('Disetujui Rp 11.750.000');
  });

  it('Ditolak: the reason', async () => {
    const { article } = await open(REJECTED_NO);
    expect(within(article).getByRole('region', { name: m.decision.heading })).toHaveTextContent(
      REJECT_REASON,
    );
    expect(timeline()).toHaveTextContent(`Alasan: ${REJECT_REASON}`);
  });

  it('Dibayar: transfer date, reference and the transaction number', async () => {
    const { article } = await open(PAID_NO);
    const decision = within(article).getByRole('region', { name: m.decision.heading });
    expect(decision).toHaveTextContent('21 November 2026');
    expect(decision).toHaveTextContent('TRX-20261121-100512');
    expect(decision).toHaveTextContent('BCA-TRF-88213409');
    expect(timeline()).toHaveTextContent(
      'Ditransfer 21 November 2026, nomor transaksi TRX-20261121-100512',
    );
  });

  it('the account number as the server masks it, the documents opened with the token', async () => {
    const user = userEvent.setup();
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:dokumen';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const { article } = await open(APPROVED_NO);
    expect(article).toHaveTextContent('******4521');
    await user.click(within(article).getByRole('button', { name: 'Unduh kwitansi-rs.pdf' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]?.type).toBe('application/pdf');
  });

  it('an unknown claim: the server message and the way back', async () => {
    renderClaimPages('/klaim/submission-detail?claim_number=KLM-2026-999999');
    expect(await screen.findByText(NOT_FOUND)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: m.back }).length).toBeGreaterThan(0);
  });

  it.each(['', '?claim_number=KLM-1'])(
    'an address without a claim number (%s) goes to Riwayat Klaim',
    async (search) => {
      const { router } = renderClaimPages(`/klaim/submission-detail${search}`);
      await waitFor(() => expect(router.state.location.pathname).toBe('/klaim'));
    },
  );
});
