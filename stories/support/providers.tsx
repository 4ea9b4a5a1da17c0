// What every story renders inside: either the whole app shell (parameters.portal: the real
// router with guards and layouts, the story's component as the screen of its route), or,
// for components, a fresh query client, a memory router and the hosts of the shared popups.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import {
  createContext,
  useContext,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { createMemoryRouter, MemoryRouter, parsePath, useNavigate } from 'react-router';
import { App } from '../../web/src/app/App';
import { registerNavigator } from '../../web/src/shared/navigation';
import { createQueryClient } from '../../web/src/api/queryClient';
import { buildRouteObjects } from '../../web/src/app/router';
import { portalRoutes } from '../../web/src/app/routes';
import { ConfirmHost } from '../../web/src/components/ConfirmHost';
import { ErrorPopupHost } from '../../web/src/components/ErrorPopupHost';
import { ToastHost } from '../../web/src/components/ToastHost';
import type { PortalParameters } from './portalState';

const StoryElement = createContext<ReactNode>(null);

/**
 * A finished story's calls still under way are cancelled (aborted, so never reported): a late
 * 403 or 500 must not open its popup, or end the session, in the story that follows.
 */
function forget(client: QueryClient): void {
  void client.cancelQueries();
  client.clear();
}

/** The route's screen in a story: the story itself. */
function StoryScreen() {
  return useContext(StoryElement);
}
const storyScreen = () => Promise.resolve({ default: StoryScreen });

/** The app as main.tsx starts it, in memory, at `portal.path`. */
export function PortalApp({
  portal,
  story: Story,
}: {
  portal: PortalParameters;
  story: ComponentType;
}) {
  const [{ router, client, unregister }] = useState(() => {
    const start = parsePath(portal.path);
    const routes = portalRoutes.map((route) =>
      portal.storyAsScreen !== false && route.screen && route.path === start.pathname
        ? { ...route, screen: storyScreen, eager: undefined }
        : route,
    );
    const memoryRouter = createMemoryRouter(buildRouteObjects(routes), {
      initialEntries: [
        {
          ...start,
          state: portal.from || portal.state ? { ...portal.state, from: portal.from } : undefined,
        },
      ],
    });
    return {
      router: memoryRouter,
      client: createQueryClient(),
      // Registered at once: logout after a popup navigates through it.
      unregister: registerNavigator((to, options) => void memoryRouter.navigate(to, options)),
    };
  });
  useEffect(() => unregister, [unregister]);
  useEffect(() => () => forget(client), [client]);
  return (
    <StoryElement.Provider value={<Story />}>
      <App router={router} client={client} />
    </StoryElement.Provider>
  );
}

/** Code outside React (logout) navigates the story's memory router. */
function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => registerNavigator((to, options) => void navigate(to, options)), [navigate]);
  return null;
}

/** A component with what the app gives it: query client, router, popup hosts. */
export function ComponentProviders({
  path = '/',
  hosts = true,
  story: Story,
}: {
  path?: string;
  /** false when the story is itself one of the hosts. */
  hosts?: boolean;
  story: ComponentType;
}) {
  const [client] = useState(createQueryClient);
  useEffect(() => () => forget(client), [client]);
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <NavigatorBridge />
        <Story />
      </MemoryRouter>
      {hosts && (
        <>
          <ErrorPopupHost />
          <ConfirmHost />
          <ToastHost />
        </>
      )}
    </QueryClientProvider>
  );
}
