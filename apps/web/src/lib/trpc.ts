import type { AppRouter } from '@app/api/router';
import { QueryClient } from '@tanstack/react-query';
import { httpBatchLink } from '@trpc/client';
import { createTRPCQueryUtils, createTRPCReact } from '@trpc/react-query';

export const trpc = createTRPCReact<AppRouter>();

/**
 * Fetch and prefetch helpers over a QueryClient, usable outside components (the app's start) and
 * inside them (`trpc.useUtils()` gives a superset of this).
 */
export type QueryUtils = ReturnType<typeof createTRPCQueryUtils<AppRouter>>;

/** Spec §7: no retries, no refetch on focus, lists never considered stale, no polling unless stated. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
}

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      httpBatchLink({
        url: '/trpc',
        fetch: (url, init) => fetch(url, { ...init, credentials: 'same-origin' }),
      }),
    ],
  });
}

/** The app's one QueryClient and tRPC client, and the helpers over them (see App.tsx). */
export function createAppClients() {
  const queryClient = createQueryClient();
  const trpcClient = createTrpcClient();
  const utils: QueryUtils = createTRPCQueryUtils({ queryClient, client: trpcClient });
  return { queryClient, trpcClient, utils };
}
