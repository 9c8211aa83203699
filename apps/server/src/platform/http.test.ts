import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { registerErrorHandling } from './error-handler.ts';

let t: TestApp;
const dist = mkdtempSync(join(tmpdir(), 'carteira-web-'));

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await createTestApp({ seed: false, config: { webDist: dist } });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('HTTP platform', () => {
  it('sends the security headers on every answer and no-store on /api/*', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('serves the web app: long cache for assets, no-cache for index.html, SPA fallback', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['x-frame-options']).toBe('DENY');
    for (const url of ['/', '/newLogin', '/pix/enviar?x=1']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root">');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-security-policy']).toBeDefined();
    }
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('answers unknown API paths and malformed bodies without internals', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      success: false,
      status: 404,
      error: { code: 40400, message: 'Serviço não encontrado' },
    });
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/gateway',
      headers: { 'content-type': 'application/json' },
      payload: '{"p": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({
      success: false,
      status: 400,
      error: { code: 40000, message: 'Requisição inválida' },
    });
    expect(broken.body).not.toMatch(/at |stack|JSON|Unexpected/);
  });

  it('answers 500 / 50000 for an unexpected error, with no stack or message', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.get('/api/boom', async () => {
      throw new Error('relation "customer" does not exist at /srv/secret/path.ts:12');
    });
    const res = await app.inject({ method: 'GET', url: '/api/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      success: false,
      status: 500,
      error: { code: 50000, message: 'Erro interno. Tente novamente mais tarde' },
    });
    expect(res.body).not.toMatch(/relation|secret|\.ts/);
    await app.close();
  });
});
