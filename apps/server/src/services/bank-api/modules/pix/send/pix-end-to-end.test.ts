import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANA,
  BRUNO,
  balanceOf,
  CARLA,
  call,
  expectError,
  type LoggedIn,
  login,
  registerEvp,
  resultOf,
} from '../../../../../test/bank-helpers.ts';
import { createTestApp, type TestApp } from '../../../../../test/test-app.ts';
import { LOOKUP_END_TO_END_TTL_MS } from '../keys/lookup-end-to-end.ts';

let clock = new Date('2026-03-10T15:00:00Z');
let t: TestApp;
let ana: LoggedIn;
let bruno: LoggedIn;
let carla: LoggedIn;
let brunoKey: string;
let carlaKey: string;

const lookup = async (who: LoggedIn, chave: string) =>
  resultOf<{ endToEndId: string }>(
    await call(t.app, 'pix/enderecamento/consultar-dados-por-chave', { chave }, who.token),
  ).endToEndId;
const pay = (who: LoggedIn, pin: string, chave: string, endToEnd?: string) =>
  call(
    t.app,
    'pix/operacao/enviar-ordem-pagamento-por-chave',
    { chaveDeConta: who.accountId, pin, valor: 1.5, chave, ...(endToEnd ? { endToEnd } : {}) },
    who.token,
  );
const paidEndToEnd = async (endToEnd: string) =>
  t.db.selectFrom('pix_payment').select('end_to_end').where('end_to_end', '=', endToEnd).execute();

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  [ana, bruno, carla] = await Promise.all([login(t.app, ANA), login(t.app, BRUNO), login(t.app, CARLA)]);
  [brunoKey, carlaKey] = await Promise.all([registerEvp(t.app, bruno), registerEvp(t.app, carla)]);
});
afterAll(() => t.close());

describe("a Pix by key carries its look-up's end-to-end id", () => {
  it('the payment answers and records the id the look-up handed out', async () => {
    const endToEnd = await lookup(ana, brunoKey);
    expect(endToEnd).toMatch(/^E\d{8}\d{12}[A-Za-z0-9]{11}$/);
    const order = resultOf<{ endToEnd: string }>(await pay(ana, ANA.pin, brunoKey, endToEnd));
    expect(order.endToEnd).toBe(endToEnd);
    expect(await paidEndToEnd(endToEnd)).toHaveLength(1);
  });

  it('an id is used once: a second payment with it is refused (40007) and moves nothing', async () => {
    const endToEnd = await lookup(ana, brunoKey);
    resultOf(await pay(ana, ANA.pin, brunoKey, endToEnd));
    const before = await balanceOf(t.app, ana);
    expectError(await pay(ana, ANA.pin, brunoKey, endToEnd), 400, 40007);
    expect(await balanceOf(t.app, ana)).toBe(before);
  });

  it("refuses another customer's look-up, another key's, an old one and one never handed out", async () => {
    const before = await balanceOf(t.app, ana);
    expectError(await pay(ana, ANA.pin, brunoKey, await lookup(carla, brunoKey)), 400, 40007);
    expectError(await pay(ana, ANA.pin, brunoKey, await lookup(ana, carlaKey)), 400, 40007);
    const old = await lookup(ana, brunoKey);
    const saved = clock;
    clock = new Date(clock.getTime() + LOOKUP_END_TO_END_TTL_MS + 1_000);
    try {
      expectError(await pay(ana, ANA.pin, brunoKey, old), 400, 40007);
    } finally {
      clock = saved;
    }
    expectError(await pay(ana, ANA.pin, brunoKey, 'E12345678202603101500abcdefghijk'), 400, 40007);
    expectError(await pay(ana, ANA.pin, brunoKey, 'not an id'), 400, 40007);
    expect(await balanceOf(t.app, ana)).toBe(before);
  });

  it('a payment refused after the look-up (a wrong PIN) leaves the id good for the next try', async () => {
    const endToEnd = await lookup(ana, brunoKey);
    expectError(await pay(ana, '0000', brunoKey, endToEnd), 400, 10007);
    const order = resultOf<{ endToEnd: string }>(await pay(ana, ANA.pin, brunoKey, endToEnd));
    expect(order.endToEnd).toBe(endToEnd);
  });

  it('without an id the payment makes its own, as before', async () => {
    const order = resultOf<{ endToEnd: string }>(await pay(ana, ANA.pin, brunoKey));
    expect(order.endToEnd).toMatch(/^E\d{8}\d{12}[A-Za-z0-9]{11}$/);
  });
});
