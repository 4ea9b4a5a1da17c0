// The policy holders' SPAJ page (/login/spaj-polis): signed out it explains and sends the
// customer to sign in, coming back here afterwards; signed in it opens an application without
// a new code, or keeps a refusal on its row. The list and the admin's text:
// stories/features/spaj/SpajPolisPage.stories.tsx.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { afterSignInPath } from '../../shared/home';
import { getSpajSession } from '../../shared/spajSession';
import { messages } from './messages';
import { BUDI_SON_NO, spajToken } from './testing/fixtures';
import { shellHandlers, spajServer } from './testing/handlers';
import { LOGIN_STAND_IN, renderSpaj } from './testing/render';

let api = spajServer();
const server = setupServer(...shellHandlers(), ...api.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  api = spajServer();
  server.resetHandlers(...shellHandlers(), ...api.handlers);
});
afterAll(() => server.close());

const p = messages.polis;

describe('signed out', () => {
  it('explains, and the sign-in comes back here afterwards', async () => {
    const user = userEvent.setup();
    const { router } = renderSpaj('/login/spaj-polis');
    expect(await screen.findByRole('heading', { level: 1, name: p.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: p.withNumber })).toHaveAttribute('href', '/login/spaj');
    await user.click(screen.getByRole('button', { name: p.signIn }));
    expect(await screen.findByText(LOGIN_STAND_IN)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    // What the sign-in's last step reads (features/auth/useAdvance.ts).
    expect(afterSignInPath(false)).toBe('/login/spaj-polis');
  });
});

describe('signed in', () => {
  it('opens one without a new code: a SPAJ session for it, then its follow-up', async () => {
    const user = userEvent.setup();
    const { router } = renderSpaj('/login/spaj-polis', { signedIn: true });
    await user.click(
      await screen.findByRole(
        'button',
        { name: p.openLabel('2603 1190 8214', 'Sentosa Pendidikan Anak') },
        { timeout: 4000 },
      ),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/spaj/follow-up'));
    expect(api.calls.opens).toEqual([BUDI_SON_NO]);
    expect(getSpajSession()?.spajNumber).toBe(BUDI_SON_NO);
    await screen.findByRole('list', { name: messages.followUp.stepsLabel });
    expect(api.calls.reads).toEqual([spajToken(BUDI_SON_NO)]);
  });

  it('a refusal stays on its row', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('*/spaj/open', () =>
        HttpResponse.json(
          { status: 404, title: 'Not found', message: 'SPAJ tidak ditemukan.' },
          { status: 404, headers: { 'Content-Type': 'application/problem+json' } },
        ),
      ),
    );
    renderSpaj('/login/spaj-polis', { signedIn: true });
    const button = await screen.findByRole(
      'button',
      { name: p.openLabel('2602 0511 3370', 'Sentosa Proteksi Jiwa 20') },
      { timeout: 4000 },
    );
    await user.click(button);
    expect(await screen.findByText('SPAJ tidak ditemukan.')).toBeInTheDocument();
    expect(getSpajSession()).toBeNull();
    expect(button).toBeEnabled();
  });
});
