import type { SessionQueryCache } from '../lib/query-client-ref.ts';
import { isBalanceKey } from '../lib/query-keys.ts';
import { watchBackground } from '../lib/session/background-watch.ts';
import type { SessionStore } from '../lib/session/session-store.ts';
import type { NativeBridge } from '../native/bridge-types.ts';

interface Navigator {
  navigate(to: string, options: { state: unknown }): Promise<void> | void;
}

/**
 * App-wide reactions to the session: its cache goes with it, a long background forces a new login,
 * and shell deep links open their route.
 */
export function startSessionEffects(deps: {
  session: SessionStore;
  queryClient: SessionQueryCache;
  bridge: NativeBridge;
  router: Navigator;
}): () => void {
  const { session, queryClient, bridge, router } = deps;
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
      void import('./deep-links.ts').then(({ deepLinkTarget }) => {
        const target = deepLinkTarget(link, bridge.getWalletTabId(), session.get() !== null);
        if (target) void router.navigate(target.to, { state: target.state });
      });
    }),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
