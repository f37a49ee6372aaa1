import { useSession } from '../auth/use-session.ts';
import { ProfilePage } from './ProfilePage.tsx';

/** The Profile screen of whoever is signed in (the route renders only with a session). */
export function ProfileRoute() {
  const { user } = useSession();
  return user ? <ProfilePage user={user} /> : null;
}
