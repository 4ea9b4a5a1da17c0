// Renders the app shell (router with guards and layouts, popups) in memory for tests.
import { render } from '@testing-library/react';
import { createMemoryRouter, parsePath } from 'react-router';
import { App } from '../app/App';
import { registerNavigator } from '../shared/navigation';
import { createQueryClient } from '../api/queryClient';
import { buildRouteObjects } from '../app/router';
import type { PortalRoute } from '../shared/routeTypes';

export interface RenderAppOptions {
  path?: string;
  /** Navigation state of the first entry (e.g. `{ from: 'login' }`). */
  state?: unknown;
}

export function renderApp(
  routes: readonly PortalRoute[],
  { path = '/', state }: RenderAppOptions = {},
) {
  const client = createQueryClient();
  const router = createMemoryRouter(buildRouteObjects(routes), {
    initialEntries: [{ ...parsePath(path), state }],
  });
  const unregister = registerNavigator((to, options) => void router.navigate(to, options));
  const result = render(<App router={router} client={client} />);
  return {
    ...result,
    router,
    client,
    unmount: () => {
      result.unmount();
      unregister();
    },
  };
}

/** A screen for route tests. */
export function screenOf(text: string) {
  return () => Promise.resolve({ default: () => <p>{text}</p> });
}
