import { describe, expect, it, vi } from 'vitest';
import type { MetricEvent } from './bridge-types.ts';
import { createBrowserBridge } from './browser-bridge.ts';

const event: MetricEvent = {
  category: 'financing',
  type: 'metrics',
  time: 1_790_000_000_000,
  eventType: 'financing_payment_details_viewed',
  timezoneOffset: 180,
  event: { installments: 18 },
};

describe('the browser bridge metrics', () => {
  it('hands each metric to the product backend sender, without waiting for it', () => {
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

  it('by default posts to the product backend with the bank session token', async () => {
    const { sessionStore } = await import('../lib/session/session.ts');
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 202 }));
    sessionStore.signIn({
      clientKey: 'c1',
      accountKey: 'a1',
      agency: '0001',
      accountNumber: '12345-6',
      bankName: 'Carteira',
      name: 'Ana',
      cpf: '',
      token: { value: 'bank-token', expiresAt: Date.now() + 60_000 },
    });
    createBrowserBridge(window).submitMetrics(event);
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe('/api/product/metrics');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer bank-token');
    fetchSpy.mockRestore();
    sessionStore.clear('logout');
  });
});
