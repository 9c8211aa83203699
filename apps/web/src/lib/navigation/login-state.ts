import type { Location } from 'react-router';

export const LOGIN_ROUTE = '/newLogin';

/** Where a customer wanted to go, kept across the login page. */
export interface ReturnTarget {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
}

/** Navigation state of /newLogin (wallet.md section 2, cross-cutting.md section 2). */
export interface LoginState {
  from?: ReturnTarget;
  /** Set when the customer is sent to log in again (private route, 401, long background). */
  relogin?: boolean;
  /** Set when a pending deep link or QR code sent the customer here. */
  deeplink?: boolean;
}

export function loginStateFor(
  location: Pick<Location, 'pathname' | 'search' | 'hash' | 'state'>,
): LoginState {
  return {
    from: {
      pathname: location.pathname,
      search: location.search,
      hash: location.hash,
      state: location.state,
    },
    relogin: true,
  };
}

export function readLoginState(state: unknown): LoginState {
  if (!state || typeof state !== 'object') return {};
  const candidate = state as LoginState;
  const from = candidate.from;
  const validFrom =
    from &&
    typeof from.pathname === 'string' &&
    from.pathname.startsWith('/') &&
    from.pathname !== LOGIN_ROUTE;
  return {
    ...(validFrom ? { from } : {}),
    ...(candidate.relogin ? { relogin: true } : {}),
    ...(candidate.deeplink ? { deeplink: true } : {}),
  };
}
