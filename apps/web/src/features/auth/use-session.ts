import { trpc } from '../../lib/trpc.ts';

/** The signed-in user, null when signed out (any non-OK answer counts as signed out), undefined while checking. */
export function useSession() {
  const me = trpc.auth.me.useQuery(undefined, { retry: false });
  if (me.isPending) return { status: 'checking' as const, user: undefined };
  if (me.isError || !me.data) return { status: 'signed-out' as const, user: null };
  return { status: 'signed-in' as const, user: me.data.user };
}
