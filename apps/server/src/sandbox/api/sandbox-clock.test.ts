import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANA, call, type LoggedIn, login, resultOf } from '../../test/bank-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createBankClock } from '../sandbox-clock.ts';

// The base clock: noon in São Paulo (15:00 UTC), moving only when the test moves it.
let base = new Date('2026-03-10T15:00:00Z');
let t: TestApp;
let ana: LoggedIn;

const setClock = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/sandbox/clock', payload: payload as object });
const nocturnal = async () => {
  const { limites } = resultOf<{ limites: Array<{ periodo: string; periodoNoturnoAtivo?: boolean }> }>(
    await call(t.app, 'limites-cliente/consultar-limites', { chaveDeConta: ana.accountId }, ana.token),
  );
  return limites.find((l) => l.periodo === 'NOTURNO')?.periodoNoturnoAtivo;
};

beforeAll(async () => {
  t = await createTestApp({ now: () => base });
  ana = await login(t.app, ANA);
});
afterAll(() => t.close());

describe('sandbox clock', () => {
  it('POST sets the bank clock (the nocturnal period follows), DELETE puts it back', async () => {
    expect(await nocturnal()).toBe(false);
    const res = await setClock({ agora: '2026-03-10T21:30:00-03:00' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      result: { agora: '2026-03-11T00:30:00.000Z', deslocamentoMs: 9.5 * 3_600_000 },
    });
    expect(await nocturnal()).toBe(true);

    const reset = await t.app.inject({ method: 'DELETE', url: '/api/sandbox/clock' });
    expect(reset.json()).toMatchObject({ result: { agora: base.toISOString(), deslocamentoMs: 0 } });
    expect(await nocturnal()).toBe(false);
  });

  it('keeps running from the instant it was set', async () => {
    await setClock({ agora: '2026-04-01T08:00:00Z' });
    base = new Date(base.getTime() + 90_000);
    const now = await t.app.inject({ method: 'GET', url: '/api/sandbox/clock' });
    expect(now.json()).toMatchObject({ result: { agora: '2026-04-01T08:01:30.000Z' } });
    await t.app.inject({ method: 'DELETE', url: '/api/sandbox/clock' });
  });

  it('refuses a value that is no ISO date-time with offset, and changes nothing', async () => {
    for (const bad of [{}, { agora: 'amanhã' }, { agora: '2026-03-10' }, { agora: '2026-03-10T21:30:00' }]) {
      const res = await setClock(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: { code: 40007 } });
    }
    const now = await t.app.inject({ method: 'GET', url: '/api/sandbox/clock' });
    expect(now.json()).toMatchObject({ result: { deslocamentoMs: 0 } });
  });

  it('does not exist outside the sandbox', async () => {
    const plain = await createTestApp({ config: { seedSandbox: false } });
    try {
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/sandbox/clock',
        payload: { agora: '2026-03-10T21:30:00Z' },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe('createBankClock', () => {
  it('applies the offset to the base clock and awaits its listeners on every change', async () => {
    let at = 1_000;
    const clock = createBankClock(() => new Date(at));
    const seen: number[] = [];
    clock.onChange(async () => {
      await new Promise((r) => setTimeout(r, 5));
      seen.push(clock.now().getTime());
    });
    await clock.set(new Date(5_000));
    expect(seen).toEqual([5_000]);
    at = 2_000;
    expect(clock.now().getTime()).toBe(6_000);
    await clock.reset();
    expect(seen).toEqual([5_000, 2_000]);
    expect(clock.offsetMs()).toBe(0);
  });
});
