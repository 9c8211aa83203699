import { describe, expect, it, vi } from 'vitest';
import type { NativeBridge } from '../../native/bridge-types.ts';
import type { Session } from '../session/session-store.ts';
import { callMetrics, pageMetric, submitAll } from './metrics.ts';

const NOW = Date.UTC(2026, 9, 1, 15, 0, 0);
const session = { accountKey: 'a1', clientKey: 'c1' } as Session;

describe('metrics events', () => {
  it('a page view carries the page, the time spent, the entry point and the session keys', () => {
    expect(pageMetric('/pixLandingComponent', 5300.4, session, NOW)).toEqual({
      category: 'page',
      type: 'metrics',
      time: NOW,
      eventType: 'page_view',
      timezoneOffset: new Date(NOW).getTimezoneOffset(),
      event: {
        chaveDeConta: 'a1',
        chaveDeCliente: 'c1',
        pageName: '/pixLandingComponent',
        timeSpent: 5300,
        entryPoint: 'app',
      },
    });
  });

  it('a successful call gives one per-call event; a failed one also the failure event and the alert', () => {
    const ok = callMetrics(
      { path: 'conta/consultar-saldo', ok: true, httpCode: 200, responseTime: 12 },
      session,
      NOW,
    );
    expect(ok.map((e) => e.eventType)).toEqual(['api_call']);
    expect(ok[0]?.event).toMatchObject({
      uri: 'conta/consultar-saldo',
      success: true,
      httpCode: 200,
      version: '1.504',
    });
    const failed = callMetrics(
      {
        path: 'pix/pagar',
        ok: false,
        httpCode: 400,
        code: 40007,
        validationErrors: ['valor'],
        responseTime: 30,
      },
      null,
      NOW,
    );
    expect(failed.map((e) => e.eventType)).toEqual(['api_call', 'api_failure', 'alert']);
    expect(failed[1]?.event).toMatchObject({ errorCode: 40007, validationErrors: '["valor"]' });
    expect(failed[2]?.event).toEqual({ uri: 'pix/pagar', httpResponseCode: 400, errorResponse: 40007 });
  });

  it('an event of 5000 bytes or more is not sent', () => {
    const huge = callMetrics(
      {
        path: 'x',
        ok: false,
        httpCode: 400,
        code: 1,
        validationErrors: Array(800).fill('campo'),
        responseTime: 1,
      },
      null,
      NOW,
    );
    expect(huge.map((e) => e.eventType)).toEqual(['api_call', 'alert']);
    const submitMetrics = vi.fn();
    submitAll({ submitMetrics } as unknown as NativeBridge, [...huge, null]);
    expect(submitMetrics).toHaveBeenCalledTimes(2);
  });
});
