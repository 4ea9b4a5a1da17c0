// The router as the customer meets it: guards, layouts, the 404 and error pages, the
// signed-in layout's header and menu.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { storeTokens } from '../api/tokens';
import { companyProfileHandler } from '../test/http';
import { renderApp, screenOf } from '../test/renderApp';
import { setSessionUser } from '../shared/authStore';
import { clearPasswordConfirmation, setPasswordConfirmation } from '../shared/passwordConfirmation';
import { setSelectedPolicy } from '../shared/policyStore';
import type { PortalRoute } from '../shared/routeTypes';
import { getGetConfigResponseMock } from '../api/generated/endpoints/info/info.msw';
import { accepted } from '../features/terms/testing/handlers';
import { notificationServer } from '../features/notification/testing/handlers';

const routes: PortalRoute[] = [
  {
    name: 'login',
    path: '/login',
    layout: 'login',
    public: true,
    screen: screenOf('Halaman masuk'),
  },
  {
    name: 'otp',
    path: '/login/otp',
    layout: 'login',
    public: true,
    entryFrom: ['login'],
    screen: screenOf('Halaman OTP'),
  },
  { name: 'dashboard', path: '/', redirectTo: '/polis/detail' },
  {
    name: 'detail-polis',
    path: '/polis/detail',
    title: 'Data Polis',
    screen: screenOf('Isi Data Polis'),
  },
  {
    name: 'payment-police',
    path: '/polis/payment',
    title: 'Informasi Pembayaran Premi',
    requires: ['selectedPolicy'],
    screen: screenOf('Isi Pembayaran'),
  },
  {
    name: 'contact-us',
    path: '/contact-us',
    title: 'Hubungi Kami',
    screen: screenOf('Isi Kontak'),
  },
  {
    name: 'klaim',
    path: '/klaim',
    title: 'Riwayat Klaim',
    screen: () =>
      Promise.resolve({
        default: () => {
          throw new Error('boom');
        },
      }),
  },
];

/** With Pengaturan and a page that needs a password confirmation for it. */
const securityRoutes: PortalRoute[] = [
  ...routes,
  {
    name: 'settings',
    path: '/settings',
    title: 'Pengaturan',
    screen: screenOf('Isi Pengaturan'),
  },
  {
    name: 'change-password',
    path: '/change-password',
    title: 'Ganti Kata Sandi',
    requires: ['passwordConfirmed'],
    screen: screenOf('Isi Ganti Kata Sandi'),
  },
];

const logoutCalls: string[] = [];
const server = setupServer(
  companyProfileHandler(),
  http.get('*/token/checkValidTerm', () => HttpResponse.json(accepted)),
  http.get('*/config/all', () => HttpResponse.json(getGetConfigResponseMock())),
  // The header's bell (every signed-in page).
  ...notificationServer({ items: [] }).handlers,
  http.post('*/session/logout', () => {
    logoutCalls.push('logout');
    return HttpResponse.json({ result: 'Success' });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  logoutCalls.length = 0;
  setSelectedPolicy(null);
});
afterAll(() => server.close());

const customerUser = {
  userName: 'budi.santoso',
  nik: '3174********0003',
  display_name: 'Budi Santoso',
  clientNumber: 'C000123456',
  idNumber: null,
  phName: 'Budi Santoso',
  isAdmin: false,
};

function signIn() {
  storeTokens('access-token', 'refresh-token-0123456789');
  setSessionUser(customerUser, '2026.1');
}

describe('router', () => {
  it('sends a signed-out visitor to the login page (login layout)', async () => {
    const { router } = renderApp(routes, { path: '/polis/detail' });
    expect(await screen.findByText('Halaman masuk')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByText('Portal Nasabah PT Asuransi Jiwa Sentosa Raya')).toBeInTheDocument();
  });

  it("an unknown path shows the 404 'Page Not Found' page", async () => {
    renderApp(routes, { path: '/tidak/ada' });
    expect(
      await screen.findByRole('heading', { name: 'Halaman tidak ditemukan' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/404 — Page Not Found/)).toBeInTheDocument();
  });

  it('a sign-in step opened directly goes back to login; from login it opens', async () => {
    const first = renderApp(routes, { path: '/login/otp' });
    expect(await screen.findByText('Halaman masuk')).toBeInTheDocument();
    first.unmount();
    renderApp(routes, { path: '/login/otp', state: { from: 'login' } });
    expect(await screen.findByText('Halaman OTP')).toBeInTheDocument();
  });

  it('signed in: / goes to Data Polis in the default layout with title, name and menu', async () => {
    signIn();
    const { router } = renderApp(routes, { path: '/' });
    expect(await screen.findByText('Isi Data Polis')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/polis/detail');
    expect(screen.getByRole('heading', { level: 1, name: 'Data Polis' })).toBeInTheDocument();
    expect(screen.getByText('Budi Santoso')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Menu utama' });
    // Only routes of the table: Data Polis, Pembayaran Premi and Hubungi Kami; no Klaim
    // screen text is needed for the entry, but routes absent from the table never show.
    expect(
      within(menu)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Data Polis', 'Pembayaran Premi', 'Klaim', 'Hubungi Kami']);
    expect(within(menu).queryByText('Pengaturan')).not.toBeInTheDocument();
  });

  it('a route needing a selected policy goes to Data Polis without one', async () => {
    signIn();
    const { router } = renderApp(routes, { path: '/polis/payment' });
    expect(await screen.findByText('Isi Data Polis')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/polis/detail');
    setSelectedPolicy('UL24000123');
    await router.navigate('/polis/payment');
    expect(await screen.findByText('Isi Pembayaran')).toBeInTheDocument();
  });

  it('a security page opens right after the password confirmation for it, and stays open', async () => {
    signIn();
    const { router } = renderApp(securityRoutes, { path: '/change-password' });
    // A direct visit (or a reload: the confirmation lives in memory only).
    expect(await screen.findByText('Isi Pengaturan')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings');

    setPasswordConfirmation({ route: 'change-password', expiresAt: Date.now() + 60_000 });
    await router.navigate('/change-password');
    expect(await screen.findByText('Isi Ganti Kata Sandi')).toBeInTheDocument();
    // The change succeeded and cleared it; the page re-renders (a token refresh) and stays.
    clearPasswordConfirmation();
    setSessionUser({ ...customerUser, display_name: 'Budi S.' }, '2026.1');
    expect(await screen.findByText('Budi S.')).toBeInTheDocument();
    expect(screen.getByText('Isi Ganti Kata Sandi')).toBeInTheDocument();
    // A new visit reads it again: gone, so Pengaturan.
    await router.navigate('/polis/detail');
    await router.navigate('/change-password');
    expect(await screen.findByText('Isi Pengaturan')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings');
  });

  it('a confirmation that ran out before the visit does not open the page', async () => {
    signIn();
    setPasswordConfirmation({ route: 'change-password', expiresAt: Date.now() - 1 });
    const { router } = renderApp(securityRoutes, { path: '/change-password' });
    expect(await screen.findByText('Isi Pengaturan')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings');
  });

  it('a signed-in customer opening /login goes to the portal', async () => {
    signIn();
    const { router } = renderApp(routes, { path: '/login' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/polis/detail'));
  });

  it('an error in a screen shows the generic error page (500)', async () => {
    signIn();
    renderApp(routes, { path: '/klaim' });
    expect(await screen.findByRole('heading', { name: 'Terjadi kesalahan' })).toBeInTheDocument();
    expect(screen.getByText(/500 — Internal Server Error/)).toBeInTheDocument();
  });

  it('Keluar asks for confirmation, then logs out to the login page', async () => {
    signIn();
    const { router } = renderApp(routes, { path: '/polis/detail' });
    await screen.findByText('Isi Data Polis');
    await userEvent.click(screen.getByRole('button', { name: 'Keluar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Keluar' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Halaman masuk')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(logoutCalls).toEqual(['logout']);
    expect(localStorage.getItem('token')).toBeNull();
  });
});
