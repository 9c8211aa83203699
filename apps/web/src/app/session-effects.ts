import type { SessionQueryCache } from '../lib/query-client-ref.ts';
import { isBalanceKey } from '../lib/query-keys.ts';
import { watchBackground } from '../lib/session/background-watch.ts';
import type { SessionStore } from '../lib/session/session-store.ts';
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
  // The product backend's session token and the data sync (decision 0039) load after the first paint.
  let stopProduct: (() => void) | undefined;
  let stopped = false;
  void import('../lib/session/product-session.ts')
    .then(({ startProductSession }) => {
      if (!stopped) stopProduct = startProductSession({ bridge, session });
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
    stopped = true;
    stopProduct?.();
    for (const stop of stops) stop();
  };
}
