import { trpc } from '../../lib/trpc.ts';

/** The signed-in user, null when signed out (a failed check counts as signed out), undefined while checking. */
export function useSession() {
  // An answer of 'signed out' stands until something changes it (sign-in sets the session, sign-out
  // resets it): a component that mounts later must not ask again (which would flash 'checking').
  const me = trpc.auth.session.useQuery(undefined, { retry: false, retryOnMount: false });
  if (me.isPending) return { status: 'checking' as const, user: undefined };
  if (me.isError || !me.data?.user) return { status: 'signed-out' as const, user: null };
  return { status: 'signed-in' as const, user: me.data.user };
}
