// The SPAJ first premium's page (/SPAJ_payment/{spaj_number}, payment layout): the same
// method picker, Idempotency-Key, instructions and status following as a premium, every call
// with the SPAJ token; a payment waiting from before; no session. 'Polis terbit' and 'not
// approved yet': stories/features/payment/SpajPaymentPage.stories.tsx, and the whole journey
// (paid at the gateway, the policy issued, the receipt): web/e2e/70-spaj.spec.ts.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getAccessToken } from '../../api/tokens';
import { startSpajSession } from '../../shared/spajSession';
import type { PortalRoute } from '../../shared/routeTypes';
import { companyProfileHandler } from '../../test/http';
import { renderApp, screenOf } from '../../test/renderApp';
import { messages } from './messages';
import { routes as paymentRoutes } from './routes';
import { vaPayment } from './testing/fixtures';
import { SPAJ_NUMBER, SPAJ_TOKEN, spajPaymentServer } from './testing/spajHandlers';

let api = spajPaymentServer();
const server = setupServer(companyProfileHandler(), ...api.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  api = spajPaymentServer();
  server.resetHandlers(companyProfileHandler(), ...api.handlers);
});
afterAll(() => server.close());

const s = messages.spaj;
const ENTRY = 'Halaman masuk SPAJ';
const routes: PortalRoute[] = [
  ...paymentRoutes.filter((r) => r.name === 'spaj-payment'),
  {
    name: 'login-spaj',
    path: '/login/spaj',
    layout: 'login',
    public: true,
    screen: screenOf(ENTRY),
  },
];

function open(spaj: string | null = SPAJ_NUMBER, path = `/SPAJ_payment/${SPAJ_NUMBER}`) {
  if (spaj) {
    startSpajSession({
      token: `spaj-session-${spaj}`,
      spaj_number: spaj,
      expires_at: new Date(Date.now() + 7200_000).toISOString(),
      idle_timeout_seconds: 900,
    });
  }
  return renderApp(routes, { path });
}

describe('the first premium', () => {
  it('shows the bill and its deadline; pays by BCA VA with a key, the SPAJ token, then follows it', async () => {
    const user = userEvent.setup();
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: s.title }, { timeout: 4000 }),
    ).toBeInTheDocument();
    const summary = await screen.findByRole('region', { name: 'Sentosa Proteksi Jiwa 20' });
    expect(summary).toHaveTextContent('TL26000912');
    expect(summary).toHaveTextContent(/Rp.760\.000/);
    expect(summary).toHaveTextContent(s.payBefore);
    await user.click(screen.getByRole('radio', { name: /BCA Virtual Account/ }));
    await user.click(screen.getByRole('button', { name: /Bayar Rp.760\.000/ }));
    expect(await screen.findByText('3935 8000 8123 4567')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toBeInTheDocument();
    expect(api.calls.creates).toEqual([
      {
        body: {
          policy_number: 'TL26000912',
          bill_ids: ['TG-TL26000912-202611'],
          method: 'VA_BCA',
        },
        key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
    expect(new Set(api.calls.tokens)).toEqual(new Set([SPAJ_TOKEN]));
    expect(getAccessToken()).toBeNull();
  });

  it('a payment waiting from before opens at once; cancelled, the methods come back', async () => {
    const user = userEvent.setup();
    api.waiting({ ...vaPayment, payment_id: 'PAY-20261122-SPAJWAIT', policy_number: 'TL26000912' });
    open();
    expect(
      await screen.findByText('3935 8000 8123 4567', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: messages.checkout.cancel }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('radio', { name: /BCA Virtual Account/ })).toBeInTheDocument();
    expect(screen.queryByText('3935 8000 8123 4567')).toBeNull();
  });

  it('without the SPAJ session of this number: the entry, no call', async () => {
    const { router } = open(null);
    expect(await screen.findByText(ENTRY, {}, { timeout: 4000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login/spaj');
    expect(router.state.location.state).toEqual({ spajNumber: SPAJ_NUMBER });
    expect(api.calls.tokens).toEqual([]);
  });
});
