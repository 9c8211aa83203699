import { describe, expect, it, vi } from 'vitest';
import { createSessionStore } from '../lib/session/session-store.ts';
import type { MetricEvent, NativeBridge } from '../native/bridge-types.ts';
import { startPageMetrics } from './page-metrics.ts';

function fakeRouter(start: string) {
  const listeners = new Set<(state: { location: { pathname: string } }) => void>();
  const router = {
    state: { location: { pathname: start } },
    subscribe(listener: (state: { location: { pathname: string } }) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    go(pathname: string) {
      router.state = { location: { pathname } };
      for (const listener of listeners) listener(router.state);
    },
  };
  return router;
}

describe('page metrics', () => {
  it('submits the page left and the time spent on it through the bridge', async () => {
    const sent: MetricEvent[] = [];
    const bridge = {
      kind: 'native',
      submitMetrics: (e: MetricEvent) => sent.push(e),
    } as unknown as NativeBridge;
    const router = fakeRouter('/newWalletLaunch');
    let clock = 1_000;
    const stop = startPageMetrics({ router, bridge, session: createSessionStore(null), now: () => clock });
    clock = 4_500;
    router.go('/pixLandingComponent');
    router.go('/pixLandingComponent');
    clock = 6_000;
    router.go('/newWalletLaunch');
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.map((e) => [e.eventType, e.event.pageName, e.event.timeSpent])).toEqual([
      ['page_view', '/newWalletLaunch', 3500],
      ['page_view', '/pixLandingComponent', 1500],
    ]);
    stop();
  });
});
