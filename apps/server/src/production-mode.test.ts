import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEV_CPF_HASH_KEY,
  DEV_GATEWAY_KEY_KEK,
  DEV_PIN_PEPPER,
  DEV_UPLOAD_URL_KEY,
  loadConfig,
} from './platform/config.ts';
import { openDatabase } from './platform/database/database.ts';
import { migrateToLatest } from './platform/database/migrate.ts';
import { seedSandbox } from './sandbox/seed.ts';
import type { Database } from './tables.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

/** Keys as `openssl rand -base64 32` makes them. */
const KEYS = {
  PIN_PEPPER: 'q3N8vJx0Lh2TzR5mWc7YbE1uKp9sFd4GaQ6oXi8nVt0=',
  CPF_HASH_KEY: 'Zr4Hn7Tq1Wm0Xe9Cb2Vs5Lk8Jf3Pd6Ga1Yu4Ri7Oo0Ee=',
  GATEWAY_KEY_KEK: 'Hb5Ux2Kq8Nm1Tz4Cw7Rd0Yf3Lj6Ps9Ve2Ag5Mi8Ot1Qs=',
  UPLOAD_URL_KEY: 'Vd8Kq3Zn6Wb1Xr4Tm7Ly0Hs2Pf5Cj9Ge3Ua6Ni1Ok4Ew=',
};
const SERVER = fileURLToPath(new URL('./server.ts', import.meta.url));

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
    expect(() =>
      loadConfig({ CARTEIRA_MODE: 'production', ...KEYS, UPLOAD_URL_KEY: DEV_UPLOAD_URL_KEY }),
    ).toThrow(/UPLOAD_URL_KEY/);
    const { UPLOAD_URL_KEY: _left, ...withoutUploadKey } = KEYS;
    expect(() => loadConfig({ CARTEIRA_MODE: 'production', ...withoutUploadKey })).toThrow(/UPLOAD_URL_KEY/);
  });

  it('refuses weak keys, not only the development ones', () => {
    const production = { CARTEIRA_MODE: 'production', ...KEYS };
    const weak: Array<[string, Record<string, string>, RegExp]> = [
      ['the development pepper with a character added', { PIN_PEPPER: `${DEV_PIN_PEPPER}x` }, /PIN_PEPPER/],
      [
        'the development key changed at one end',
        { CPF_HASH_KEY: `X${DEV_CPF_HASH_KEY.slice(1)}` },
        /CPF_HASH_KEY/,
      ],
      ['the same value for both keys', { CPF_HASH_KEY: KEYS.PIN_PEPPER }, /CPF_HASH_KEY.*PIN_PEPPER/],
      ['one key holding the other', { CPF_HASH_KEY: `${KEYS.PIN_PEPPER}1` }, /CPF_HASH_KEY.*PIN_PEPPER/],
      ['a repeated character', { PIN_PEPPER: 'p'.repeat(40) }, /PIN_PEPPER/],
      ['the key-encryption key equal to the pepper', { GATEWAY_KEY_KEK: KEYS.PIN_PEPPER }, /GATEWAY_KEY_KEK/],
      ['a weak key-encryption key', { GATEWAY_KEY_KEK: 'g'.repeat(40) }, /GATEWAY_KEY_KEK/],
      ['the upload key equal to the pepper', { UPLOAD_URL_KEY: KEYS.PIN_PEPPER }, /UPLOAD_URL_KEY/],
      ['a repeated character, the other key', { CPF_HASH_KEY: 'k'.repeat(64) }, /CPF_HASH_KEY/],
      ['a short block repeated', { PIN_PEPPER: 'Ab3$Xy9!'.repeat(5) }, /PIN_PEPPER/],
      ['few distinct characters', { PIN_PEPPER: 'abababababcabababababcababababab1' }, /PIN_PEPPER/],
      ['one character nearly everywhere', { PIN_PEPPER: `${'a'.repeat(30)}bcdefghi` }, /PIN_PEPPER/],
      ['too short', { PIN_PEPPER: 'q3N8vJx0Lh2TzR5mWc7Yb' }, /PIN_PEPPER/],
    ];
    for (const [what, keys, named] of weak) {
      expect(() => loadConfig({ ...production, ...keys }), what).toThrow(named);
    }
    // Strong keys of the usual shapes start: base64 and hex of 16 or 32 random bytes.
    const shapes = [
      { PIN_PEPPER: 'kQ2b9XcZ7mR4tW1yH8vN3pL6sD0fJ5gA', CPF_HASH_KEY: KEYS.CPF_HASH_KEY },
      { PIN_PEPPER: '3f9a0c27b1e84d65a9c2f017be3d4a58', CPF_HASH_KEY: KEYS.CPF_HASH_KEY },
      {
        PIN_PEPPER: KEYS.PIN_PEPPER,
        CPF_HASH_KEY: '9d2e7f1a4c6b8e03d5f7a9c1e3b5d7f90a2c4e6f8b1d3f5a7c9e0b2d4f6a8c1e',
      },
    ];
    for (const keys of shapes)
      expect(
        loadConfig({
          CARTEIRA_MODE: 'production',
          GATEWAY_KEY_KEK: KEYS.GATEWAY_KEY_KEK,
          UPLOAD_URL_KEY: KEYS.UPLOAD_URL_KEY,
          ...keys,
        }).mode,
      ).toBe('production');
    // The sandbox takes any key (its tests and demos use their own).
    expect(loadConfig({ PIN_PEPPER: 'p'.repeat(40) }).mode).toBe('sandbox');
  });

  it('stops the server before it listens, printing why and no demo login', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', SERVER], {
      env: { PATH: process.env.PATH, CARTEIRA_MODE: 'production', PIN_PEPPER: DEV_PIN_PEPPER, PORT: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('production mode refuses to start without: PIN_PEPPER');
    expect(run.stdout + run.stderr).not.toMatch(/listening|Demo logins|senha/);
  });

  it('stops the server on a database the sandbox seeded, with its real keys', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'carteira-seeded-'));
    try {
      const handle = await openDatabase<Database>({ dataDir });
      await migrateToLatest(handle.db);
      await seedSandbox(handle.db, { pinPepper: DEV_PIN_PEPPER, history: false });
      await handle.close();
      const run = spawnSync(process.execPath, ['--import', 'tsx', SERVER], {
        env: { PATH: process.env.PATH, CARTEIRA_MODE: 'production', ...KEYS, DATA_DIR: dataDir, PORT: '0' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('production mode refuses to start: this database holds sandbox data');
      expect(run.stdout + run.stderr).not.toMatch(/listening|Demo logins|senha/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
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
