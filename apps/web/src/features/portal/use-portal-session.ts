import { trpc } from '../../lib/trpc.ts';

/** The signed-in client portal, null for a visitor, undefined while checking (see auth/use-session.ts). */
export function usePortalSession() {
  const session = trpc.portal.session.useQuery(undefined, { retry: false, retryOnMount: false });
  if (session.isPending) return { status: 'checking' as const, portal: undefined };
  if (session.isError || !session.data?.portal) return { status: 'signed-out' as const, portal: null };
  return { status: 'signed-in' as const, portal: session.data.portal };
}
