import { describe, expect, it, vi } from 'vitest';
import { createSessionStore } from '../lib/session/session-store.ts';
import type { MetricEvent, NativeBridge } from '../native/bridge-types.ts';
import { startPageMetrics } from './page-metrics.ts';

type Location = { pathname: string; state?: unknown };

function fakeHistory(start: string) {
  const listeners = new Set<(update: { location: Location }) => void>();
  const history = {
    location: { pathname: start } as Location,
    listen(listener: (update: { location: Location }) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    go(pathname: string, state?: unknown) {
      history.location = { pathname, state };
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
    expect(sent.map((e) => [e.eventType, e.event.pageName, e.event.timeSpent, e.event.entryPoint])).toEqual([
      ['page_view', '/newWalletLaunch', 3500, 'app'],
      ['page_view', '/pixLandingComponent', 1500, 'app'],
    ]);
    stop();
  });

  it('names the entry point external for a screen a banner opened with a QR-payment code', async () => {
    const sent: MetricEvent[] = [];
    const bridge = {
      kind: 'native',
      submitMetrics: (e: MetricEvent) => sent.push(e),
    } as unknown as NativeBridge;
    const history = fakeHistory('/newWalletLaunch');
    const stop = startPageMetrics({ history, bridge, session: createSessionStore(null), now: () => 0 });
    history.go('/dimoPayComponent', { qr: 'dimo:pay/1', entryPoint: 'external' });
    history.go('/newWalletLaunch');
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.map((e) => [e.event.pageName, e.event.entryPoint])).toEqual([
      ['/newWalletLaunch', 'app'],
      ['/dimoPayComponent', 'external'],
    ]);
    stop();
  });
});
