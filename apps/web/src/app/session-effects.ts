import type { SessionQueryCache } from '../lib/query-client-ref.ts';
import { isBalanceKey } from '../lib/query-keys.ts';
import { watchBackground } from '../lib/session/background-watch.ts';
import type { SessionStore } from '../lib/session/session-store.ts';
import { appLog } from '../lib/telemetry/app-log.ts';
import type { NativeBridge } from '../native/bridge-types.ts';

interface PushHistory {
  push(to: string, state: unknown): void;
}

/**
 * App-wide reactions to the session: its cache goes with it, a long background forces a new login,
 * and shell deep links open their route.
 */
export function startSessionEffects(deps: {
  session: SessionStore;
  queryClient: SessionQueryCache;
  bridge: NativeBridge;
  history: PushHistory;
}): () => void {
  const { session, queryClient, bridge, history } = deps;
  const { variant } = bridge.deviceInfo();
  // The product backend's session token (cross-cutting.md sections 4 and 7), fetched at start with its
  // back-off and carried by every product call; it loads with this first call, not with the login page.
  // The NM app's token lives an hour and is refreshed 5 minutes before its end (decision 0039).
  let stopped = false;
  let stopToken = () => {};
  void Promise.all([
    import('../lib/session/session-token.ts'),
    import('../lib/session/product-token-fetch.ts'),
  ])
    .then(([{ createSessionTokenManager }, { carryProductToken }]) => {
      const manager = createSessionTokenManager({
        bridge,
        variant,
        log: (message) => appLog(2, 'session-token', message),
      });
      if (stopped) return;
      stopToken = carryProductToken(manager);
      return manager.get();
    })
    .catch(() => {});
  // The maker's app shell older than the minimal version opens the upgrade page: the minimal version
  // (179889) is a version of the maker's shell; the NM app numbers its own, and a browser has none.
  if (bridge.kind === 'native' && variant === 'maker') {
    void import('../lib/app-version.ts')
      .then(({ shellNeedsUpgrade }) => shellNeedsUpgrade(bridge.deviceInfo().apkVersion))
      .then((upgrade) => {
        if (upgrade) history.push('/upgradeAppPage', {});
      })
      .catch(() => {});
  }
  // The data sync (cross-cutting.md section 4), once per login and at most every 7 days; it loads with
  // the first login, never with the login page.
  let syncedAccount: string | null = null;
  const syncAfterLogin = () => {
    const accountKey = session.get()?.accountKey ?? null;
    if (!accountKey || accountKey === syncedAccount) return;
    syncedAccount = accountKey;
    void import('../lib/data-sync/app-data-sync.ts')
      .then(({ syncForAccount }) => syncForAccount(accountKey))
      .catch(() => {});
  };
  const stops = [
    session.subscribe(syncAfterLogin),
    session.onEnd(() => {
      syncedAccount = null;
      queryClient.clear();
    }),
    watchBackground({
      onExpired: () => {
        queryClient.removeQueries({ predicate: (query) => isBalanceKey(query.queryKey) });
        session.clear('background');
      },
    }),
    bridge.onDeepLink((link) => {
      // how a link is read loads with the first link, not with the login page
      void import('./deep-links.ts').then(({ deepLinkTarget, keepPendingStory }) => {
        const target = deepLinkTarget(link, bridge.getWalletTabId(), session.get() !== null);
        if (!target) return;
        // a notification's link: its story id and dialog flag wait for home (through the login, if need be)
        if (target.story) keepPendingStory(target.story);
        history.push(target.to, target.state);
      });
    }),
  ];
  return () => {
    stopped = true;
    stopToken();
    for (const stop of stops) stop();
  };
}
