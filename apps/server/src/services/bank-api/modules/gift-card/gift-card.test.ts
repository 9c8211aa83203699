import { randomUUID } from 'node:crypto';
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
  resultOf,
} from '../../../../test/bank-helpers.ts';
import { asBank } from '../../../../test/own-tables.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { ledgerAudit } from '../ledger/ledger.repository.ts';
import { LOCK_MINUTES, lockedUntil, normalizeGiftCode } from './gift-card.service.ts';

let t: TestApp;
let ana: LoggedIn;
let bruno: LoggedIn;
let carla: LoggedIn;
let now = new Date('2026-11-20T15:00:00Z');

const redeem = (who: LoggedIn, codigo: string, key = randomUUID()) =>
  call(
    t.app,
    'tesouraria/cartao-presente/creditar-conta-cliente',
    { chaveDeConta: who.accountId, codigo, chaveDeIdempotencia: key },
    who.token,
  );

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  ana = await login(t.app, ANA);
  bruno = await login(t.app, BRUNO);
  carla = await login(t.app, CARLA);
});
afterAll(async () => t?.close());

describe('tesouraria/cartao-presente/creditar-conta-cliente', () => {
  it('credits a code once: its repeat with the key answers the same, another redeem is refused, by anyone', async () => {
    const before = await balanceOf(t.app, ana);
    const key = randomUUID();
    const first = resultOf<{ valor: number; motivo: number; idTransacao: string }>(
      await redeem(ana, 'cp25-rsab-2026-0002', key),
    );
    expect(first).toMatchObject({ valor: 25, motivo: 3062 });
    const repeat = resultOf<{ idTransacao: string }>(await redeem(ana, 'cp25-rsab-2026-0002', key));
    expect(repeat.idTransacao).toBe(first.idTransacao);
    expectError(await redeem(ana, 'CP25 RSAB 2026 0002'), 400, 40230);
    expectError(await redeem(bruno, 'CP25-RSAB-2026-0002'), 400, 40230);
    expect(await balanceOf(t.app, ana)).toBeCloseTo(before + 25, 2);
    const audit = await ledgerAudit(asBank(t.db));
    expect(audit.mismatched).toEqual([]);
  });

  it('two redeems of one code at once credit it once', async () => {
    const before = await balanceOf(t.app, carla);
    const answers = await Promise.all([
      redeem(carla, 'CP99-RSAB-2026-0003'),
      redeem(carla, 'CP99-RSAB-2026-0003'),
    ]);
    expect(answers.filter((a) => a.success)).toHaveLength(1);
    expect(await balanceOf(t.app, carla)).toBeCloseTo(before + 100, 2);
  });

  it('refuses an expired code and a malformed one, and moves nothing', async () => {
    const before = await balanceOf(t.app, bruno);
    const expired = await redeem(bruno, 'CP10-VENC-2025-0009');
    expectError(expired, 400, 40230);
    expect(!expired.success && expired.error.details).toMatch(/venceu/);
    expectError(await redeem(bruno, 'CP10'), 400, 40007);
    expect(await balanceOf(t.app, bruno)).toBe(before);
  });

  it('locks redeeming after 5 wrong codes in a row, even for a right one, for 15 minutes', async () => {
    for (let i = 0; i < 3; i++) expectError(await redeem(bruno, `WRNG-CODE-0000-000${i}`), 400, 40230);
    expectError(await redeem(bruno, 'CP20-RSAB-2026-0004'), 423, 40231);
    now = new Date(now.getTime() + (LOCK_MINUTES + 1) * 60_000);
    expect(resultOf<{ valor: number }>(await redeem(bruno, 'CP20-RSAB-2026-0004')).valor).toBe(20);
  });

  it('refuses an account that is not the caller’s', async () => {
    const answer = await call(
      t.app,
      'tesouraria/cartao-presente/creditar-conta-cliente',
      { chaveDeConta: ana.accountId, codigo: 'CP30-RSAB-2026-0005' },
      bruno.token,
    );
    expectError(answer, 404, 40401);
  });
});

describe('the lock rule', () => {
  it('counts wrong codes back to the last right one', () => {
    const at = (m: number) => new Date(Date.UTC(2026, 0, 1, 12, m));
    const wrong = [5, 4, 3, 2, 1].map((m) => ({ succeeded: false, at: at(m) }));
    expect(lockedUntil(wrong)).toEqual(new Date(at(5).getTime() + LOCK_MINUTES * 60_000));
    expect(lockedUntil([...wrong.slice(0, 4), { succeeded: true, at: at(1) }])).toBeUndefined();
    expect(normalizeGiftCode(' cp50-rsab 2026-0001 ')).toBe('CP50RSAB20260001');
  });
});
