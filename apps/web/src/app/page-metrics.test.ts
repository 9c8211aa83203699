import { describe, expect, it, vi } from 'vitest';
import { createSessionStore } from '../lib/session/session-store.ts';
import type { MetricEvent, NativeBridge } from '../native/bridge-types.ts';
import { startPageMetrics } from './page-metrics.ts';

function fakeHistory(start: string) {
  const listeners = new Set<(update: { location: { pathname: string } }) => void>();
  const history = {
    location: { pathname: start },
    listen(listener: (update: { location: { pathname: string } }) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    go(pathname: string) {
      history.location = { pathname };
      for (const listener of listeners) listener({ location: history.location });
    },
  };
  return history;
}

describe('page metrics', () => {
  it('submits the page left and the time spent on it through the bridge', async () => {
    const sent: MetricEvent[] = [];
    const bridge = {
      kind: 'native',
      submitMetrics: (e: MetricEvent) => sent.push(e),
    } as unknown as NativeBridge;
    const history = fakeHistory('/newWalletLaunch');
    let clock = 1_000;
    const stop = startPageMetrics({ history, bridge, session: createSessionStore(null), now: () => clock });
    clock = 4_500;
    history.go('/pixLandingComponent');
    history.go('/pixLandingComponent');
    clock = 6_000;
    history.go('/newWalletLaunch');
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.map((e) => [e.eventType, e.event.pageName, e.event.timeSpent])).toEqual([
      ['page_view', '/newWalletLaunch', 3500],
      ['page_view', '/pixLandingComponent', 1500],
    ]);
    stop();
  });
});
