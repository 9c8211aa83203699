import type { NativeBridge } from '../../native/bridge-types.ts';
import { appLog } from '../telemetry/app-log.ts';
import { carryProductToken } from './product-token-fetch.ts';
import type { SessionStore } from './session-store.ts';
import { createSessionTokenManager } from './session-token.ts';

/**
 * The product backend's side of a visit (decision 0039): its session token, fetched at start with its
 * back-off and carried by every product call (the NM app's lives an hour and is refreshed 5 minutes
 * before its end), and the data sync once per login, at most every 7 days. Loaded by the session
 * effects after the first paint, never with the login page. Returns what stops it.
 */
export function startProductSession(deps: { bridge: NativeBridge; session: SessionStore }): () => void {
  const { bridge, session } = deps;
  const manager = createSessionTokenManager({
    bridge,
    variant: bridge.deviceInfo().variant,
    log: (message) => appLog(2, 'session-token', message),
  });
  const stopCarrying = carryProductToken(manager);
  void manager.get();
  let syncedAccount: string | null = null;
  const syncAfterLogin = () => {
    const accountKey = session.get()?.accountKey ?? null;
    if (!accountKey || accountKey === syncedAccount) return;
    syncedAccount = accountKey;
    void import('../data-sync/app-data-sync.ts')
      .then(({ syncForAccount }) => syncForAccount(accountKey))
      .catch(() => {});
  };
  const stops = [
    session.subscribe(syncAfterLogin),
    session.onEnd(() => {
      syncedAccount = null;
    }),
    stopCarrying,
  ];
  syncAfterLogin();
  return () => {
    for (const stop of stops) stop();
  };
}
