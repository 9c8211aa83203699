import { Navigate, Outlet, useLocation } from 'react-router';
import { LOGIN_ROUTE, loginStateFor } from '../lib/navigation/login-state.ts';
import { useSession } from '../lib/session/session.ts';

/**
 * Private routes: without a session the customer goes to /newLogin carrying the wanted route, its
 * navigation state and the relogin flag. This also runs when a 401 or a long background ends the session.
 */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to={LOGIN_ROUTE} replace state={loginStateFor(location)} />;
  return <Outlet />;
}
