import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARLA, call, DANIEL, expectError, login } from '../../../../test/bank-helpers.ts';
import { openCustomer } from '../../../../test/fixtures.ts';
import { asBank } from '../../../../test/own-tables.ts';
import { DEMO_CUSTOMERS } from '../../../../test/sandbox-fixtures.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import type { BankAnswer } from '../../bank-answer.ts';
import { cpfKey } from './cpf-key.ts';
import {
  clearLoginGuard,
  countLoginAttempt,
  settleRightPassword,
  settleWrongPassword,
} from './login-guard.ts';
import { LOGIN_SCOPE, liftPasswordLock } from './login-lock.ts';

// A fixed bank clock, moved by hand: the lock's time never depends on today.
let at = new Date('2027-03-10T12:00:00-03:00');
const minutes = (m: number) => {
  at = new Date(at.getTime() + m * 60_000);
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => at });
});
afterAll(async () => t?.close());

const UNKNOWN = '52998224725';
const attempt = (cpf: string, senha: string) =>
  call(t.app, 'autenticar/cliente', { identificacaoFiscal: cpf, senha });

function failureOf(answer: BankAnswer) {
  if (answer.success) throw new Error('expected a refusal');
  return answer.error;
}

describe('the login lock', () => {
  it('locks for 30 minutes after 5 wrong passwords, says so, and lifts by itself', async () => {
    for (let i = 0; i < 4; i++) expectError(await attempt(CARLA.cpf, 'errada123'), 400, 47029);
    const fifth = await attempt(CARLA.cpf, 'errada123');
    expectError(fifth, 423, 47028);
    expect(failureOf(fifth).message).toBe('Senha inválida. Sua senha foi bloqueada por 30 minutos');
    expect(failureOf(fifth).retryAfterSeconds).toBe(1800);
    minutes(10);
    const right = await attempt(CARLA.cpf, CARLA.senha);
    expectError(right, 423, 47028);
    expect(failureOf(right).retryAfterSeconds).toBe(1200);
    expect(failureOf(right).message).toContain('20 minutos');
    minutes(21);
    await login(t.app, CARLA);
  });

  it('grows on repeat: the second lock lasts an hour', async () => {
    for (let i = 0; i < 5; i++) await attempt(DANIEL.cpf, 'errada123');
    minutes(31);
    for (let i = 0; i < 4; i++) expectError(await attempt(DANIEL.cpf, 'errada123'), 400, 47029);
    const again = await attempt(DANIEL.cpf, 'errada123');
    expectError(again, 423, 47028);
    expect(failureOf(again).retryAfterSeconds).toBe(3600);
    // the password reset lifts it at once
    await liftPasswordLock(asBank(t.db), DANIEL.cpf);
    await login(t.app, DANIEL);
  });

  it('counts and answers an unknown CPF exactly like a customer, and no table holds the CPF', async () => {
    const known = DEMO_CUSTOMERS[8];
    if (!known) throw new Error('fixture');
    for (let i = 0; i < 5; i++) {
      const a = await attempt(UNKNOWN, 'errada123');
      const b = await attempt(known.cpf, 'errada123');
      expect(a).toEqual(b);
    }
    expectError(await attempt(UNKNOWN, 'errada123'), 423, 47028);
    const rows = await t.db.selectFrom('login_guard').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(UNKNOWN);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.cpf_key))).toBe(true);
  });
});

describe('parallel guesses', () => {
  // 30 guesses at once, one of them right: at most 5 are ever checked, and none after the lock.
  it('never checks more than 5 guesses of a burst, and gives no session once locked', async () => {
    for (const who of DEMO_CUSTOMERS.slice(1, 6)) {
      const burst = Array.from({ length: 30 }, (_, i) => (i === 17 ? who.senha : `errada${i}00`));
      const answers = await Promise.all(burst.map((senha) => attempt(who.cpf, senha)));
      const sessions = answers.filter((a) => a.success).length;
      const checked = answers.filter((a) => a.success || a.error.code === 47029).length;
      const refused = answers.filter((a) => !a.success && (a.error.code === 47028 || a.error.code === 46001));
      expect(sessions).toBeLessThanOrEqual(1);
      expect(checked + refused.length).toBe(30);
      // the 5th counted guess answers 47028 itself when wrong, so at most 5 reached the password check
      expect(checked).toBeLessThanOrEqual(5);
      // two minutes on, the per-CPF call limit has refilled but the 30-minute lock still holds
      minutes(2);
      if (sessions === 0) expectError(await attempt(who.cpf, who.senha), 423, 47028);
      minutes(24 * 60 + 1);
    }
  });

  // An outside test sent a burst with the right password in it: the right password cleared the count
  // while the burst's guesses were still being checked, and 3 more wrong guesses got a check (7 in all).
  it('a right password in a burst forgives none of the guesses in flight: 5 wrong checks in all', async () => {
    for (let round = 0; round < 3; round++) {
      const who = await openCustomer(t, 0);
      // Four guesses and the right password at once: all five are counted, so the right one is checked.
      const first = Array.from({ length: 5 }, (_, i) => (i === 0 ? who.senha : `errada${i}00`));
      const firstAnswers = first.map((senha) => attempt(who.cpf, senha));
      // The right password answers; the rest of the burst is still in flight when more guesses come.
      const right = await firstAnswers[0];
      expect(right?.success).toBe(true);
      const second = Array.from({ length: 10 }, (_, i) => attempt(who.cpf, `outra${i}00`));
      const answers = [...(await Promise.all(firstAnswers)), ...(await Promise.all(second))];
      const wrongChecked = answers.filter((a) => !a.success && a.error.code === 47029).length;
      const refused = answers.filter((a) => !a.success && (a.error.code === 47028 || a.error.code === 46001));
      expect(wrongChecked + refused.length).toBe(14);
      // the 5th counted wrong guess answers 47028 itself, so at most 4 answer 47029
      expect(wrongChecked).toBeLessThanOrEqual(4);
      minutes(24 * 60 + 1);
    }
  });

  it('settles a right password in the order a burst can take: the guesses in flight stay counted', async () => {
    const key = cpfKey(LOGIN_SCOPE, '11144477735');
    const count = () => countLoginAttempt(asBank(t.db), key, at);
    const typo = await count();
    await settleWrongPassword(asBank(t.db), key);
    const guesses = [await count(), await count(), await count()];
    const right = await count();
    expect(guesses.every((g) => g.admitted) && right.admitted).toBe(true);
    if (!right.admitted) return;
    // The typo was answered before the right password was counted: forgiven. The 3 guesses were not.
    expect(right.answeredBefore).toBe(1);
    await settleRightPassword(asBank(t.db), key, right, at);
    for (const _ of guesses) await settleWrongPassword(asBank(t.db), key);
    expect(typo.admitted).toBe(true);
    const more = [await count(), await count(), await count()];
    expect(more.map((m) => m.admitted)).toEqual([true, true, false]);
    expect(more[1]?.lockedUntil).toBeInstanceOf(Date);
    await clearLoginGuard(asBank(t.db), key);
  });

  it('a right password alone still forgives the wrong ones answered before it', async () => {
    const who = await openCustomer(t, 0);
    for (let i = 0; i < 4; i++) expectError(await attempt(who.cpf, 'errada123'), 400, 47029);
    await login(t.app, who);
    for (let i = 0; i < 4; i++) expectError(await attempt(who.cpf, 'errada123'), 400, 47029);
    expectError(await attempt(who.cpf, 'errada123'), 423, 47028);
    const rows = await t.db.selectFrom('login_guard').selectAll().execute();
    expect(rows.length).toBeGreaterThan(0);
  });

  it('gives no session to a burst after the lock, even with the right password in it', async () => {
    const who = DEMO_CUSTOMERS[6];
    if (!who) throw new Error('fixture');
    for (let i = 0; i < 5; i++) await attempt(who.cpf, 'errada123');
    const burst = Array.from({ length: 30 }, (_, i) => (i % 3 === 0 ? who.senha : 'errada123'));
    const answers = await Promise.all(burst.map((senha) => attempt(who.cpf, senha)));
    expect(answers.filter((a) => a.success)).toEqual([]);
  });
});
