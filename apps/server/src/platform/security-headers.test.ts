import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { HSTS } from './security-headers.ts';

let direct: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  direct = await createTestApp({ seed: false });
  proxied = await createTestApp({ seed: false, config: { trustProxy: true } });
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
