// The claim request guard in the router (route klaim-pengajuan, check 'claimBenefit'): it
// runs before the navigation is committed. From Riwayat Klaim a refused benefit keeps the
// customer there with the server's message in a popup; a direct visit or a reload goes to
// Riwayat Klaim; an allowed one opens the form with the answer.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { storeTokens } from '../api/tokens';
import { getGetConfigResponseMock } from '../api/generated/endpoints/info/info.msw';
import { messages } from '../features/claim/messages';
import { routes as claimRoutes } from '../features/claim/routes';
import { BUDI_UL, HEALTH, UNIT_LINK } from '../features/claim/testing/fixtures';
import { claimServer } from '../features/claim/testing/handlers';
import { accepted } from '../features/terms/testing/handlers';
import { setSessionUser } from '../shared/authStore';
import { customer } from '../test/customer';
import { companyProfileHandler } from '../test/http';
import { renderApp } from '../test/renderApp';
import { appMessages } from './messages';
import { notificationServer } from '../features/notification/testing/handlers';

const REFUSED =
  'Manfaat Penyakit Kritis baru dapat diklaim untuk kejadian mulai 31 Januari 2025 (masa tunggu 90 hari).';
const refusals = { [`${UNIT_LINK}:${BUDI_UL}:PENYAKIT_KRITIS`]: REFUSED };
const shell = [
  companyProfileHandler(),
  http.get('*/token/checkValidTerm', () => HttpResponse.json(accepted)),
  http.get('*/config/all', () => HttpResponse.json(getGetConfigResponseMock())),
  // The header's bell (every signed-in page).
  ...notificationServer({ items: [] }).handlers,
];
let api = claimServer({ refusals });
const server = setupServer(...shell, ...api.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  api = claimServer({ refusals });
  server.resetHandlers(...shell, ...api.handlers);
});
afterAll(() => server.close());

function signIn() {
  storeTokens('access-token', 'refresh-token-0123456789');
  setSessionUser(customer, '2026.1');
}

const popup = () => screen.findByRole('dialog', { name: 'Peringatan' });

async function choose(
  user: ReturnType<typeof userEvent.setup>,
  picks: { policy: RegExp; insured?: string; benefit: RegExp },
) {
  await user.click(await screen.findByRole('button', { name: messages.list.start }));
  const chooser = await screen.findByRole('region', { name: messages.chooser.heading });
  await user.click(await within(chooser).findByRole('radio', { name: picks.policy }));
  if (picks.insured) await user.click(within(chooser).getByRole('radio', { name: picks.insured }));
  await user.click(within(chooser).getByRole('radio', { name: picks.benefit }));
  await user.click(within(chooser).getByRole('button', { name: messages.chooser.next }));
  return chooser;
}

describe('klaim-pengajuan guard in the router', () => {
  it('from Riwayat Klaim, a refused benefit: the popup with the reason, and the customer stays', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    signIn();
    const user = userEvent.setup();
    const { router } = renderApp(claimRoutes, { path: '/klaim?status=PAID' });
    const chooser = await choose(user, {
      policy: /Sentosa Link Proteksi/,
      benefit: /^Penyakit Kritis/,
    });
    expect(within(await popup()).getByText(REFUSED)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/klaim');
    expect(router.state.location.search).toBe('?status=PAID');
    // The chooser is still open with the choice made; the error was raised, not shown.
    expect(within(chooser).getByRole('radio', { name: /^Penyakit Kritis/ })).toBeChecked();
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Claim Validation', message: 'Invalid Claim Request!' }),
    );
    expect(screen.queryByRole('heading', { name: 'Terjadi kesalahan' })).toBeNull();
  });

  it('from Riwayat Klaim, an allowed benefit opens the form with the answer', async () => {
    signIn();
    const user = userEvent.setup();
    const { router } = renderApp(claimRoutes, { path: '/klaim' });
    await choose(user, {
      policy: /Sentosa Medika Keluarga/,
      insured: 'Dimas Santoso (Anak)',
      benefit: /^Rawat Jalan/,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/klaim/pengajuan'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pengajuan Klaim' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Yang diklaim' })).toHaveTextContent(
      'Rawat Jalan',
    );
    expect(api.calls.validations).toEqual([
      { policy_number: HEALTH, insured_id: '12', benefit: 'RAWAT_JALAN' },
    ]);
  });

  it('a direct visit (or a reload) of a refused benefit: the popup, then Riwayat Klaim', async () => {
    signIn();
    const { router } = renderApp(claimRoutes, {
      path: `/klaim/pengajuan?policy=${UNIT_LINK}&insured=${BUDI_UL}&benefit=PENYAKIT_KRITIS`,
    });
    expect(within(await popup()).getByText(REFUSED)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/klaim'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Riwayat Klaim' }),
    ).toBeInTheDocument();
  });

  it('an address without the benefit: the popup, no call, Riwayat Klaim', async () => {
    signIn();
    const { router } = renderApp(claimRoutes, { path: '/klaim/pengajuan?policy=KS23000456' });
    expect(within(await popup()).getByText(appMessages.claimRequestInvalid)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/klaim'));
    expect(api.calls.validations).toHaveLength(0);
  });

  it('signed out: login first, nothing asked', async () => {
    const { router } = renderApp(
      [
        {
          name: 'login',
          path: '/login',
          layout: 'login',
          public: true,
          screen: () => Promise.resolve({ default: () => <p>Halaman masuk</p> }),
        },
        ...claimRoutes,
      ],
      { path: `/klaim/pengajuan?policy=${HEALTH}&insured=12&benefit=RAWAT_INAP` },
    );
    expect(await screen.findByText('Halaman masuk')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(api.calls.validations).toHaveLength(0);
  });
});
