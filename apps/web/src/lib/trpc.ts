import type { AppRouter } from '@app/api/router';
import { IDEMPOTENCY_KEY_HEADER } from '@app/domain';
import { QueryClient } from '@tanstack/react-query';
import { httpBatchLink, httpLink, splitLink } from '@trpc/client';
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

const sameOrigin = (url: URL | RequestInfo, init?: RequestInit) =>
  fetch(url, { ...init, credentials: 'same-origin' });

/** The `Idempotency-Key` a mutation was given (`idempotent(key)` in its options), if any. */
const idempotencyKeyOf = (context: Record<string, unknown>) =>
  typeof context.idempotencyKey === 'string' ? context.idempotencyKey : undefined;

/**
 * Calls are batched, except a mutation carrying an `Idempotency-Key`: a header names one request, so
 * such a call goes alone, with the key as its header (see lib/idempotency-key.ts).
 */
export function createTrpcClient() {
  return trpc.createClient({
    links: [
      splitLink({
        condition: (op) => op.type === 'mutation' && idempotencyKeyOf(op.context) !== undefined,
        true: httpLink({
          url: '/trpc',
          fetch: sameOrigin,
          headers: ({ op }) => ({ [IDEMPOTENCY_KEY_HEADER]: idempotencyKeyOf(op.context) }),
        }),
        false: httpBatchLink({ url: '/trpc', fetch: sameOrigin }),
      }),
    ],
  });
}

/** The app's one QueryClient and tRPC client, and the helpers over them (see main.tsx and App.tsx). */
export type AppClients = ReturnType<typeof createAppClients>;

export function createAppClients() {
  const queryClient = createQueryClient();
  const trpcClient = createTrpcClient();
  const utils: QueryUtils = createTRPCQueryUtils({ queryClient, client: trpcClient });
  return { queryClient, trpcClient, utils };
}
