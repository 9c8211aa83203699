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

/**
 * The private routes account opening renders (its steps and end screens): a customer's session, or an
 * applicant whom the flow sent there with its state in the navigation state (an applicant has only the
 * onboarding token; decisions 0029 and 0036). Anyone else goes to /newLogin as on any private route.
 */
export function RequireSessionOrOnboarding() {
  const session = useSession();
  const location = useLocation();
  const state = location.state as { onboarding?: unknown } | null;
  if (!session && !state?.onboarding)
    return <Navigate to={LOGIN_ROUTE} replace state={loginStateFor(location)} />;
  return <Outlet />;
}
