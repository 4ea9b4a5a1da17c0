// TanStack Query client of the app. No retries of its own: the HTTP layer (fetcher.ts)
// already retries idempotent calls once, and never retries POST/PUT/PATCH/DELETE.
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
