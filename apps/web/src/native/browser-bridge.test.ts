import { describe, expect, it, vi } from 'vitest';
import { signInForTest } from '../test/signed-in.ts';
import type { MetricEvent } from './bridge-types.ts';
import { createBrowserBridge, setBrowserMetricSender } from './browser-bridge.ts';

const event: MetricEvent = {
  category: 'financing',
  type: 'metrics',
  time: 1_790_000_000_000,
  eventType: 'financing_payment_details_viewed',
  timezoneOffset: 180,
  event: { installments: 18 },
};

describe('the browser bridge metrics', () => {
  it('keeps the metrics sent before a sender exists and sends them when one is registered', () => {
    const bridge = createBrowserBridge(window);
    bridge.submitMetrics(event);
    bridge.submitMetrics({ ...event, eventType: 'financing_payment_details_confirmed' });
    const send = vi.fn(async (_e: MetricEvent) => true);
    setBrowserMetricSender(send);
    expect(send.mock.calls.map(([e]) => e.eventType)).toEqual([
      'financing_payment_details_viewed',
      'financing_payment_details_confirmed',
    ]);
    bridge.submitMetrics(event);
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('hands each metric to the sender without waiting for it', () => {
    let settle: () => void = () => {};
    const postMetric = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          settle = resolve;
        }),
    );
    const bridge = createBrowserBridge(window, { postMetric });
    expect(bridge.submitMetrics(event)).toBeUndefined();
    expect(postMetric).toHaveBeenCalledWith(event);
    settle();
  });

  it('a failing sender, rejected or throwing, never reaches the page', async () => {
    const rejected = vi.fn(async () => {
      throw new Error('offline');
    });
    expect(() => createBrowserBridge(window, { postMetric: rejected }).submitMetrics(event)).not.toThrow();
    const throwing = vi.fn(() => {
      throw new Error('boom');
    }) as unknown as (e: MetricEvent) => Promise<void>;
    expect(() => createBrowserBridge(window, { postMetric: throwing }).submitMetrics(event)).not.toThrow();
    // let the rejection settle: no unhandled rejection fails the run
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(rejected).toHaveBeenCalledOnce();
  });

  it('lib/financing registers the product backend with the bank session token', async () => {
    const { sessionStore } = await import('../lib/session/session.ts');
    await import('../lib/financing/financing.ts');
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 401 }));
    signInForTest({
      clientKey: 'c1',
      accountKey: 'a1',
      accountNumber: '12345-6',
      name: 'Ana',
      cpf: '',
      token: { value: 'bank-token', expiresAt: Date.now() + 60_000 },
    });
    createBrowserBridge(window).submitMetrics(event);
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe('/api/product/metrics');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer bank-token');
    // a refused metric (401) leaves the session as it was
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sessionStore.get()?.token.value).toBe('bank-token');
    fetchSpy.mockRestore();
    sessionStore.clear('logout');
  });
});
