import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANA,
  BRUNO,
  CARLA,
  call,
  expectError,
  type LoggedIn,
  login,
  registerEvp,
  resultOf,
} from '../../../../../test/bank-helpers.ts';
import { createTestApp, type TestApp } from '../../../../../test/test-app.ts';

let clock = new Date('2026-07-01T15:00:00Z');
let t: TestApp;
let ana: LoggedIn;
let bruno: LoggedIn;
let carla: LoggedIn;
let brunoKey: string;

const lookup = (who: LoggedIn, chave: string) =>
  call(t.app, 'pix/enderecamento/consultar-dados-por-chave', { chave }, who.token);
const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  [ana, bruno, carla] = await Promise.all([login(t.app, ANA), login(t.app, BRUNO), login(t.app, CARLA)]);
  brunoKey = await registerEvp(t.app, bruno);
});
afterAll(() => t.close());

describe('key look-up limit', () => {
  it('allows 100 hits, then answers 429 / 40083 whatever the key, saying nothing about it', async () => {
    for (let i = 0; i < 100; i++) resultOf(await lookup(ana, brunoKey));
    const full = await lookup(ana, brunoKey);
    expectError(full, 429, 40083);
    expect(JSON.stringify(full)).not.toContain('Bruno');
    expect(full).toMatchObject({ error: { details: 'Tente novamente em 30 s' } });
    const unknown = await lookup(ana, 'ninguem@example.com');
    expectError(unknown, 429, 40083);
    expect(unknown).toEqual(full);
    // Another customer has a bucket of their own; a new session does not refill it.
    resultOf(await lookup(bruno, brunoKey));
    expectError(await lookup(await login(t.app, ANA), brunoKey), 429, 40083);
  });

  it('refills at 2 tokens a minute: 30 s give one look-up', async () => {
    later(29_000);
    expectError(await lookup(ana, brunoKey), 429, 40083);
    later(1_000);
    resultOf(await lookup(ana, brunoKey));
    expectError(await lookup(ana, brunoKey), 429, 40083);
  });

  it('a miss costs 3: 34 misses empty a full bucket, and it then takes 90 s to look up again', async () => {
    for (let i = 0; i < 34; i++) expectError(await lookup(carla, `ninguem${i}@example.com`), 404, 40013);
    expectError(await lookup(carla, brunoKey), 429, 40083);
    later(89_000);
    expectError(await lookup(carla, brunoKey), 429, 40083);
    later(1_000);
    expect(resultOf(await lookup(carla, brunoKey))).toMatchObject({ nome: 'Bruno Henrique Lima' });
  });

  it('fills up to 100 and no further', async () => {
    later(24 * 3_600_000);
    bruno = await login(t.app, BRUNO);
    for (let i = 0; i < 100; i++) resultOf(await lookup(bruno, brunoKey));
    expectError(await lookup(bruno, brunoKey), 429, 40083);
  });
});
