// @vitest-environment jsdom
// The claims desk's way in: the card on the admin home (claims waiting for the staff) and the
// queue: a tab per status with its count, the longest waiting first, each row's facts, and an
// empty tab.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companyProfileHandler } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import ClaimQueuePage from './ClaimQueuePage';
import { ClaimDesk } from './components/ClaimDesk';
import { claimReviewPath } from '../paths';
import {
  BUDI_CLAIM,
  DEWI_CLAIM,
  REVIEW_NOW,
  RINA_CLAIM,
  RUDI_CLAIM,
} from './testing/claimFixtures';
import { claimDesk, type ClaimDesk as Desk } from './testing/claimHandlers';

const server = setupServer(companyProfileHandler());
let desk: Desk;
const listed: URLSearchParams[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  localStorage.setItem('token', 'test-access-token');
  desk = claimDesk();
  server.use(...desk.handlers);
  listed.length = 0;
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/admin/claim/list')) listed.push(new URL(request.url).searchParams);
  });
});
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());

const renderQueue = (route = '/admin/klaim') =>
  renderWithProviders(<ClaimQueuePage now={REVIEW_NOW} />, { route });
const tabs = () => screen.getByRole('navigation', { name: 'Status klaim' });

describe('the admin home', () => {
  it('counts the claims waiting for the staff, not those waiting for the customer', async () => {
    renderWithProviders(<ClaimDesk />);
    const card = screen.getByRole('region', { name: 'Klaim Nasabah' });
    // Diajukan 2, Verifikasi Dokumen 1, Dianalisa 2, Disetujui 1; Dokumen Kurang is the customer's.
    expect(await within(card).findByText('6 klaim menunggu tindakan petugas.')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Lihat antrean klaim' })).toHaveAttribute(
      'href',
      '/admin/klaim',
    );
  });
});

describe('the queue', () => {
  it('a tab per status with its count; Diajukan first, the longest waiting on top', async () => {
    renderQueue();
    const table = await screen.findByRole('table', { name: 'Klaim berstatus Diajukan' });
    expect(
      within(tabs())
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      'Diajukan 2 klaim',
      'Verifikasi Dokumen 1 klaim',
      'Dokumen Kurang 1 klaim',
      'Dianalisa 2 klaim',
      'Disetujui 1 klaim',
      'Ditolak 1 klaim',
      'Dibayar 1 klaim',
    ]);
    expect(within(tabs()).getByRole('link', { name: 'Diajukan 2 klaim' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(listed[0]?.get('status')).toBe('SUBMITTED');
    expect(listed[0]?.get('page')).toBe('1');

    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      BUDI_CLAIM,
      DEWI_CLAIM,
    ]);
    const [budi, dewi] = rows as [HTMLElement, HTMLElement];
    expect(budi).toHaveTextContent('Budi Santoso');
    expect(budi).toHaveTextContent('No. klien C000123456');
    expect(budi).toHaveTextContent('KS23000456');
    expect(budi).toHaveTextContent('Dimas Santoso');
    expect(budi).toHaveTextContent('Rawat Inap');
    expect(budi).toHaveTextContent('Rp 12.500.000');
    expect(within(budi).getByText('3 hari')).toBeVisible();
    expect(budi).toHaveTextContent('sejak 21 Nov 2026, 09.10 WIB');
    expect(within(dewi).getByText('2 jam')).toBeVisible();
    expect(
      within(budi).getByRole('link', { name: `Periksa klaim ${BUDI_CLAIM}, Budi Santoso` }),
    ).toHaveAttribute('href', claimReviewPath(BUDI_CLAIM));
    expect(screen.getByText('2 klaim')).toBeVisible();
  });

  it('another tab lists its claims, asking the server for that status', async () => {
    renderQueue();
    await screen.findByRole('table');
    await userEvent.click(within(tabs()).getByRole('link', { name: /^Dianalisa/ }));
    const table = await screen.findByRole('table', { name: 'Klaim berstatus Dianalisa' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual([RUDI_CLAIM, RINA_CLAIM]);
    expect(listed.at(-1)?.get('status')).toBe('ANALYSIS');
    expect(within(tabs()).getByRole('link', { name: /^Dianalisa/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('an empty tab says so; its count is 0', async () => {
    desk.claims.splice(
      0,
      desk.claims.length,
      ...desk.claims.filter((c) => c.claim.status !== 'PAID'),
    );
    renderQueue('/admin/klaim?status=PAID');
    expect(await screen.findByText('Belum ada klaim yang dibayar.')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(tabs()).getByRole('link', { name: 'Dibayar 0 klaim' })).toBeVisible();
  });

  it('pages of 20: the second page asks for page 2', async () => {
    const many = Array.from({ length: 21 }, (_, i) => {
      const copy = structuredClone(desk.claims[0]!);
      copy.claim.claim_number = `KLM-2026-${String(500 + i).padStart(6, '0')}`;
      return copy;
    });
    desk.claims.push(...many);
    renderQueue();
    const pages = await screen.findByRole('navigation', { name: 'Halaman antrean klaim' });
    expect(pages).toHaveTextContent('Halaman 1 dari 2');
    await userEvent.click(within(pages).getByRole('button', { name: /Berikutnya/ }));
    expect(await screen.findByText('Halaman 2 dari 2')).toBeVisible();
    expect(listed.at(-1)?.get('page')).toBe('2');
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(4);
  });
});
