// Mantine's stylesheets beyond the landing and login pages' (styles/screens.css), before this code renders.
import '../../styles/screens.css';
import type { CurrentUser } from '@app/domain';
import { ModalsProvider } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet, useNavigate } from 'react-router-dom';
import { useLeaveGuard } from '../../lib/dialog-form.ts';
import { trpc } from '../../lib/trpc.ts';
import { useSession } from '../auth/use-session.ts';
import { NotFoundPage } from '../not-found/NotFoundPage.tsx';
import { AppLayout } from './AppLayout.tsx';

/** The signed-in frame (spec §2.2) around the screen of the route; its own chunk (router.tsx). */
export function Shell({ user }: { user: CurrentUser }) {
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  useLeaveGuard();
  // Logout re-checks the session (which now answers 401) and then forgets every other cached answer,
  // so the next user never sees the previous one's data.
  const logout = trpc.auth.logout.useMutation({
    onSettled: async () => {
      localStorage.removeItem('user');
      // Signed out first ('/' shows the dashboard to whoever is still signed in), then to the landing page.
      await utils.auth.session.reset();
      await navigate('/');
      queryClient.removeQueries({ type: 'inactive' });
    },
  });
  // The app's own confirmation and discard prompts (lib/confirm.tsx) open here: signed-in screens only,
  // so the landing and login pages carry no modal code.
  return (
    <ModalsProvider>
      <AppLayout user={user} onLogout={() => logout.mutate()} />
    </ModalsProvider>
  );
}

/** The shell's route (router.tsx): rendered only with a session. */
export function ShellRoute() {
  const { user } = useSession();
  return user ? <Shell user={user} /> : null;
}

/** Spec §2.2: the Administration screens exist for admins only; anyone else finds no page there. */
export function AdminOnly() {
  const { user } = useSession();
  return user?.role === 'admin' ? <Outlet /> : <NotFoundPage />;
}
