// The app: query client, router, and the hosts of the shared popups, confirmation modals
// and toasts (outside the router, so they survive navigation).
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { ConfirmHost } from '../components/ConfirmHost';
import { ErrorPopupHost } from '../components/ErrorPopupHost';
import { ToastHost } from '../components/ToastHost';
import { queryClient } from '../api/queryClient';
import type { createPortalRouter } from './router';

export interface AppProps {
  router: ReturnType<typeof createPortalRouter>;
  /** The app's query client by default (tests pass a fresh one). */
  client?: QueryClient;
}

export function App({ router, client = queryClient }: AppProps) {
  return (
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <ErrorPopupHost />
      <ConfirmHost />
      <ToastHost />
    </QueryClientProvider>
  );
}
