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
  // The shell's session token (cross-cutting.md section 4), fetched at start with its back-off; the
  // manager loads with this first call, not with the login page. The NM app's token lives an hour and
  // is refreshed 5 minutes before its end, a Firebase token renewed on a 400 or 401 (decision 0033).
  void import('../lib/session/session-token.ts')
    .then(({ createSessionTokenManager }) =>
      createSessionTokenManager({
        bridge,
        nm: variant === 'nm',
        log: (message) => appLog(2, 'session-token', message),
      }).get(),
    )
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
  const stops = [
    session.onEnd(() => queryClient.clear()),
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
    for (const stop of stops) stop();
  };
}
