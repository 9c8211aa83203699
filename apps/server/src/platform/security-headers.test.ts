import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { HSTS } from './security-headers.ts';

let direct: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  direct = await createTestApp({ seed: false });
  proxied = await createTestApp({ seed: false, config: { trustProxy: 1 } });
});
afterAll(async () => {
  await direct?.close();
  await proxied?.close();
});

describe('security headers', () => {
  it('sends no-store on the financing service too, its login included', async () => {
    const res = await direct.app.inject({
      method: 'POST',
      url: '/v1/api/authentication',
      payload: { email: 'x@y.z', password: 'p' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.headers['cache-control']).toBe('no-store');
    const other = await direct.app.inject({ method: 'GET', url: '/v1/api/unknown' });
    expect(other.headers['cache-control']).toBe('no-store');
  });

  it('sends no-store on every API answer, whatever letter of its path is percent-encoded', async () => {
    // One route of each prefix: the bank's gateway and health, the product backend, the financing
    // service, the onboarding service; and a path no route has under each prefix.
    const calls: Array<{ method: 'GET' | 'POST'; url: string; payload?: object }> = [
      { method: 'GET', url: '/api/health' },
      { method: 'GET', url: '/api/gateway/public-key' },
      { method: 'POST', url: '/api/gateway', payload: {} },
      { method: 'GET', url: '/api/product/smartphoneFinanceAuth' },
      { method: 'POST', url: '/v1/api/authentication', payload: { email: 'x@y.z', password: 'p' } },
      { method: 'GET', url: '/v1/onboarding-dimo/verificar-possui-vagas' },
      { method: 'GET', url: '/api/sandbox/cards/frame?hash=x' },
      { method: 'GET', url: '/api/nothing-here' },
      { method: 'GET', url: '/v1/nothing-here' },
    ];
    for (const call of calls) {
      const plain = await direct.app.inject(call);
      const [path = '', query] = call.url.split('?');
      for (let i = 0; i < path.length; i++) {
        const char = path[i] ?? '';
        if (char === '/') continue;
        const hex = char.charCodeAt(0).toString(16).padStart(2, '0');
        const encoded = `${path.slice(0, i)}%${hex}${path.slice(i + 1)}${query ? `?${query}` : ''}`;
        const res = await direct.app.inject({ ...call, url: encoded });
        expect({ url: encoded, status: res.statusCode, cache: res.headers['cache-control'] }).toEqual({
          url: encoded,
          status: plain.statusCode,
          cache: 'no-store',
        });
      }
    }
  });

  it('sends HSTS over HTTPS only: a trusted proxy may say so, an untrusted one may not', async () => {
    const plain = await direct.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const claimed = await direct.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
    const behindProxy = await proxied.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(behindProxy.headers['strict-transport-security']).toBe(HSTS);
    const proxyPlain = await proxied.app.inject({ method: 'GET', url: '/api/health' });
    expect(proxyPlain.headers['strict-transport-security']).toBeUndefined();
  });
});
