// @vitest-environment jsdom
// Riwayat Klaim: the claims, the status filter and pages, the needs-action highlight, the
// empty state and the chooser of what to claim.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from './messages';
import { claims, manyClaims, REQUESTED_NO } from './testing/claims';
import { HEALTH, LAPSED_REASON } from './testing/fixtures';
import { claimServer } from './testing/handlers';
import { renderClaimPages } from './testing/render';

const server = setupServer(...claimServer().handlers);
let listQueries: Record<string, string>[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  listQueries = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/claim/list'))
      listQueries.push(Object.fromEntries(url.searchParams));
  });
});
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());

const rows = async () => {
  const list = await screen.findByRole('region', { name: messages.list.heading });
  await within(list).findAllByRole('listitem');
  return within(list).getAllByRole('listitem');
};

describe('Riwayat Klaim', () => {
  it('lists the claims newest first with status, number, insured, benefit, dates and amounts', async () => {
    renderClaimPages('/klaim');
    const items = await rows();
    expect(items).toHaveLength(claims.length);
    expect(listQueries[0]).toEqual({ page: '1', size: '10' });
    const first = items[0]!;
    expect(within(first).getByText('Diajukan')).toBeInTheDocument();
    expect(within(first).getByText('KLM-2026-001220')).toBeInTheDocument();
    expect(within(first).getByText('Rawat Jalan')).toBeInTheDocument();
    expect(first).toHaveTextContent('Budi Santoso');
    expect(first).toHaveTextContent('Rp 650.000');
    const link = within(first).getByRole('link', { name: /KLM-2026-001220/ });
    expect(link).toHaveAttribute('href', '/klaim/submission-detail?claim_number=KLM-2026-001220');
    const paid = items.find((item) => item.textContent?.includes('KLM-2026-001150'))!;
    expect(within(paid).getByText('Dibayar', { selector: 'dt' })).toBeInTheDocument();
    expect(within(paid).getByText('Disetujui', { selector: 'dt' })).toBeInTheDocument();
  });

  it('a claim waiting for documents stands out, in words, with the way to send them', async () => {
    renderClaimPages('/klaim');
    const items = await rows();
    const waiting = items.filter((item) => item.className.includes('kl-row--action'));
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toHaveTextContent(messages.list.needsAction);
    expect(
      within(waiting[0]!).getByRole('link', { name: `Kirim dokumen untuk klaim ${REQUESTED_NO}` }),
    ).toHaveAttribute('href', `/klaim/support-docs?claim_number=${REQUESTED_NO}`);
  });

  it('filters by status and pages through a long history', async () => {
    server.use(...claimServer({ claims: manyClaims(23) }).handlers);
    const user = userEvent.setup();
    const { router } = renderClaimPages('/klaim');
    expect(await rows()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: /Berikutnya/ }));
    expect(await screen.findByText('Halaman 2 dari 3')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    await user.selectOptions(screen.getByLabelText(messages.list.filter), 'ANALYSIS');
    expect(await screen.findByText('Tidak ada klaim berstatus Dianalisa.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=ANALYSIS');
    expect(listQueries.at(-1)).toEqual({ status: 'ANALYSIS', page: '1', size: '10' });
    await user.click(screen.getByRole('button', { name: messages.list.showAll }));
    expect(await rows()).toHaveLength(10);
  });

  it('no claim yet: says so and offers Ajukan Klaim', async () => {
    server.use(...claimServer({ claims: [] }).handlers);
    renderClaimPages('/klaim');
    expect(await screen.findByRole('heading', { name: messages.list.empty })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: messages.list.start })).toHaveLength(1);
  });
});

describe('Ajukan Klaim', () => {
  it('a lapsed policy shows its reason and cannot be chosen', async () => {
    const user = userEvent.setup();
    renderClaimPages('/klaim');
    await user.click(await screen.findByRole('button', { name: messages.list.start }));
    const chooser = await screen.findByRole('region', { name: messages.chooser.heading });
    const lapsed = await within(chooser).findByRole('radio', { name: /Sentosa Pendidikan Plus/ });
    expect(lapsed).toBeDisabled();
    expect(lapsed).toHaveAccessibleDescription(
      `${messages.chooser.notClaimable}: ${LAPSED_REASON}`,
    );
    expect(within(chooser).getByRole('button', { name: messages.chooser.next })).toBeDisabled();
  });

  it('policy, insured, benefit, then the claim form of that benefit', async () => {
    const user = userEvent.setup();
    const { router } = renderClaimPages('/klaim');
    await user.click(await screen.findByRole('button', { name: messages.list.start }));
    const chooser = await screen.findByRole('region', { name: messages.chooser.heading });
    await user.click(
      await within(chooser).findByRole('radio', { name: /Sentosa Medika Keluarga/ }),
    );
    await user.click(within(chooser).getByRole('radio', { name: 'Dimas Santoso (Anak)' }));
    await user.click(within(chooser).getByRole('radio', { name: /^Rawat Inap/ }));
    await user.click(within(chooser).getByRole('button', { name: messages.chooser.next }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/klaim/pengajuan'));
    expect(router.state.location.search).toBe(`?policy=${HEALTH}&insured=12&benefit=RAWAT_INAP`);
    expect(await screen.findByRole('heading', { name: 'Yang diklaim' })).toBeInTheDocument();
  });

  it('a policy with one insured chooses it; the keyboard moves between benefits', async () => {
    const user = userEvent.setup();
    renderClaimPages('/klaim');
    await user.click(await screen.findByRole('button', { name: messages.list.start }));
    const chooser = await screen.findByRole('region', { name: messages.chooser.heading });
    await user.click(await within(chooser).findByRole('radio', { name: /Sentosa Link Proteksi/ }));
    expect(
      within(chooser).getByRole('radio', { name: 'Budi Santoso (Pemegang Polis)' }),
    ).toBeChecked();
    const first = within(chooser).getByRole('radio', { name: /^Rawat Inap/ });
    await user.click(first);
    await user.keyboard('{ArrowDown}');
    expect(within(chooser).getByRole('radio', { name: /^Penyakit Kritis/ })).toBeChecked();
    expect(within(chooser).getByRole('button', { name: messages.chooser.next })).toBeEnabled();
  });
});
