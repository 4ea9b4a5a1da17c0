// How a route's code and data start: the login screen is in the first download (no second
// load), a signed-in route's screen and first query start beside its layout, and nothing
// starts where the guards send the visitor away (an admin session asks no customer data).
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearTokens, storeTokens } from '../api/tokens';
import { clearSessionData, setSessionUser } from '../shared/authStore';
import type { PortalRoute } from '../shared/routeTypes';
import { renderApp, screenOf } from '../test/renderApp';
import { getGetConfigResponseMock } from '../api/generated/endpoints/info/info.msw';
import { accepted } from '../features/terms/testing/handlers';
import { notificationServer } from '../features/notification/testing/handlers';

const server = setupServer(
  http.get('*/token/checkValidTerm', () => HttpResponse.json(accepted)),
  http.get('*/config/all', () => HttpResponse.json(getGetConfigResponseMock())),
  // The header's bell (every signed-in page).
  ...notificationServer({ items: [] }).handlers,
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  clearTokens();
  clearSessionData();
});
afterAll(() => server.close());

function signIn(isAdmin = false) {
  storeTokens('access-token', 'refresh-token-0123456789');
  const userName = isAdmin ? 'admin.portal' : 'budi.santoso';
  setSessionUser(
    {
      userName,
      nik: '',
      display_name: userName,
      clientNumber: null,
      idNumber: null,
      phName: null,
      isAdmin,
    },
    '2026.1',
  );
}

function table() {
  const LoginScreen = () => <p>Halaman masuk</p>;
  const polisScreen = vi.fn(screenOf('Isi Data Polis'));
  const prefetch = vi.fn();
  const routes: PortalRoute[] = [
    {
      name: 'login',
      path: '/login',
      layout: 'login',
      public: true,
      eager: LoginScreen,
      screen: vi.fn(() => Promise.resolve({ default: LoginScreen })),
    },
    { name: 'detail-polis', path: '/polis/detail', screen: polisScreen, prefetch },
    {
      name: 'admin-home',
      path: '/admin',
      layout: 'admin',
      role: 'admin',
      screen: screenOf('Beranda admin'),
    },
  ];
  return { routes, polisScreen, prefetch };
}

describe('loading a route', () => {
  it('the login screen paints at once, without loading its chunk', () => {
    const { routes } = table();
    renderApp(routes, { path: '/login' });
    expect(screen.getByText('Halaman masuk')).toBeInTheDocument();
    expect(routes[0]?.screen).not.toHaveBeenCalled();
  });

  it("a signed-in route's screen and first query start once, beside the layout", async () => {
    signIn();
    const { routes, polisScreen, prefetch } = table();
    const { client } = renderApp(routes, { path: '/polis/detail' });
    expect(await screen.findByText('Isi Data Polis')).toBeInTheDocument();
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledWith(client);
    expect(polisScreen).toHaveBeenCalledTimes(1);
  });

  it('nothing starts where the guards send the visitor away', async () => {
    const { routes, polisScreen, prefetch } = table();
    renderApp(routes, { path: '/polis/detail' });
    expect(await screen.findByText('Halaman masuk')).toBeInTheDocument();

    signIn(true);
    const admin = renderApp(routes, { path: '/polis/detail' });
    expect(await screen.findByText('Beranda admin')).toBeInTheDocument();
    await waitFor(() => expect(admin.router.state.location.pathname).toBe('/admin'));
    expect(prefetch).not.toHaveBeenCalled();
    expect(polisScreen).not.toHaveBeenCalled();
  });
});
