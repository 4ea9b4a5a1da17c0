// How a route's code and data start: the login screen is in the first download (no second
// load), a signed-in route's screen and first query start beside its layout (the first
// route's before the app's first render, startFirstRoute), and nothing starts where the
// guards send the visitor away (an admin session asks no customer data).
import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createMemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearTokens, storeTokens } from '../api/tokens';
import { clearSessionData, setSessionUser } from '../shared/authStore';
import type { PortalRoute } from '../shared/routeTypes';
import { renderApp, screenOf } from '../test/renderApp';
import { createQueryClient } from '../api/queryClient';
import { App } from './App';
import { buildRouteObjects, startFirstRoute } from './router';
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
  const paymentScreen = vi.fn(screenOf('Isi Pembayaran'));
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
      name: 'payment-police',
      path: '/polis/payment',
      requires: ['selectedPolicy'],
      screen: paymentScreen,
      prefetch,
    },
    {
      name: 'admin-home',
      path: '/admin',
      layout: 'admin',
      role: 'admin',
      screen: screenOf('Beranda admin'),
    },
  ];
  return { routes, polisScreen, paymentScreen, prefetch };
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

describe('the first route, before the first render', () => {
  const start = (routes: readonly PortalRoute[], path: string) => {
    const router = createMemoryRouter(buildRouteObjects(routes), { initialEntries: [path] });
    const client = createQueryClient();
    startFirstRoute(router, client);
    return client;
  };

  it("starts a signed-in customer's screen and first queries", () => {
    signIn();
    const { routes, polisScreen, prefetch } = table();
    const client = start(routes, '/polis/detail');
    expect(polisScreen).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledWith(client);
  });

  it('starts nothing where the guards send the visitor away', () => {
    const { routes, polisScreen, paymentScreen, prefetch } = table();
    start(routes, '/polis/detail'); // signed out: to login
    signIn();
    start(routes, '/polis/payment'); // no policy chosen: to Data Polis
    signIn(true);
    start(routes, '/polis/detail'); // an admin session: to the admin desk
    expect(polisScreen).not.toHaveBeenCalled();
    expect(paymentScreen).not.toHaveBeenCalled();
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('loads the screen once when the layout starts it again', async () => {
    signIn();
    const { routes, polisScreen, prefetch } = table();
    const router = createMemoryRouter(buildRouteObjects(routes), {
      initialEntries: ['/polis/detail'],
    });
    const client = createQueryClient();
    startFirstRoute(router, client);
    render(<App router={router} client={client} />);
    expect(await screen.findByText('Isi Data Polis')).toBeInTheDocument();
    expect(polisScreen).toHaveBeenCalledTimes(1);
    // The layout asks again; the route's prefetch does nothing twice (prefetch.ts).
    expect(prefetch).toHaveBeenCalledWith(client);
  });
});
