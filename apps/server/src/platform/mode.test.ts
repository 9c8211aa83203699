import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DEV_CPF_HASH_KEY, DEV_GATEWAY_KEY_KEK, DEV_PIN_PEPPER, loadConfig } from './config.ts';

const KEYS = { PIN_PEPPER: 'p'.repeat(40), CPF_HASH_KEY: 'k'.repeat(40), GATEWAY_KEY_KEK: 'g'.repeat(40) };

/** Every path the sandbox app registers under /api/sandbox, with its methods. */
function sandboxRoutes(app: TestApp['app']): Array<{ method: string; url: string }> {
  const out: Array<{ method: string; url: string }> = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /(\/api\/sandbox\S*) \(([^)]+)\)/.exec(line);
    if (!match?.[1] || !match[2]) continue;
    for (const method of match[2].split(', ')) {
      if (method !== 'HEAD') out.push({ method, url: match[1].replace(/:(\w+)/g, 'x').replace('*', 'y') });
    }
  }
  return out;
}

describe('the mode', () => {
  it('is sandbox by default, production by CARTEIRA_MODE or NODE_ENV', () => {
    expect(loadConfig({}).mode).toBe('sandbox');
    const prod = loadConfig({ CARTEIRA_MODE: 'production', ...KEYS });
    expect(prod).toMatchObject({ mode: 'production', seedSandbox: false, printDemoLogins: false });
    expect(loadConfig({ NODE_ENV: 'production', ...KEYS }).mode).toBe('production');
    expect(loadConfig({ NODE_ENV: 'production', CARTEIRA_MODE: 'sandbox' }).mode).toBe('sandbox');
  });

  it('refuses production with the development pepper or key, or without them', () => {
    expect(() => loadConfig({ CARTEIRA_MODE: 'production' })).toThrow(/PIN_PEPPER.*CPF_HASH_KEY/);
    expect(() => loadConfig({ NODE_ENV: 'production', ...KEYS, PIN_PEPPER: DEV_PIN_PEPPER })).toThrow(
      /PIN_PEPPER/,
    );
    expect(() =>
      loadConfig({ CARTEIRA_MODE: 'production', ...KEYS, CPF_HASH_KEY: DEV_CPF_HASH_KEY }),
    ).toThrow(/CPF_HASH_KEY/);
    expect(() =>
      loadConfig({ CARTEIRA_MODE: 'production', ...KEYS, GATEWAY_KEY_KEK: DEV_GATEWAY_KEY_KEK }),
    ).toThrow(/GATEWAY_KEY_KEK/);
    expect(() =>
      loadConfig({
        CARTEIRA_MODE: 'production',
        PIN_PEPPER: KEYS.PIN_PEPPER,
        CPF_HASH_KEY: KEYS.CPF_HASH_KEY,
      }),
    ).toThrow(/GATEWAY_KEY_KEK/);
  });

  it('stops the server before it listens, printing why and no demo login', () => {
    const server = fileURLToPath(new URL('../server.ts', import.meta.url));
    const run = spawnSync(process.execPath, ['--import', 'tsx', server], {
      env: { PATH: process.env.PATH, CARTEIRA_MODE: 'production', PIN_PEPPER: DEV_PIN_PEPPER, PORT: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('production mode refuses to start without: PIN_PEPPER');
    expect(run.stdout + run.stderr).not.toMatch(/listening|Demo logins|senha/);
  });
});

describe('production mode', () => {
  let sandbox: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    sandbox = await createTestApp({ seed: false });
    production = await createTestApp({
      seed: false,
      config: { mode: 'production', pinPepper: KEYS.PIN_PEPPER, cpfHashKey: KEYS.CPF_HASH_KEY },
    });
  });
  afterAll(async () => {
    await sandbox?.close();
    await production?.close();
  });

  it('answers 404 on every path the sandbox registers', async () => {
    const routes = sandboxRoutes(sandbox.app);
    expect(routes.length).toBeGreaterThanOrEqual(3);
    expect(routes).toContainEqual({ method: 'POST', url: '/api/sandbox/clock' });
    expect(routes).toContainEqual({ method: 'POST', url: '/api/sandbox/pix/receive' });
    expect(sandboxRoutes(production.app)).toEqual([]);
    for (const { method, url } of routes) {
      const res = await production.app.inject({ method: method as 'GET', url, payload: {} });
      expect({ method, url, status: res.statusCode }).toEqual({ method, url, status: 404 });
    }
  });
});
