import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient, createTrpcClient, trpc } from '../lib/trpc.ts';

/** The app's tRPC and query clients, fresh for each render: components that call the API render in it. */
export function WithTrpc({ children }: { children: ReactNode }) {
  const queryClient = createQueryClient();
  return (
    <trpc.Provider client={createTrpcClient()} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </trpc.Provider>
  );
}
