import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectError, resultOf, transfer } from '../../../../test/bank-helpers.ts';
import { openCustomer } from '../../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { hashPin, LEGACY_PIN_COST, pinNeedsRehash, verifyPin } from './pin-hash.ts';
import { scryptHash } from './scrypt.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => t?.close());

const failuresOf = async (accountId: string) =>
  (
    await t.db
      .selectFrom('account_pin')
      .select('failures')
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow()
  ).failures;

describe('PIN', () => {
  it('is hashed with the pepper: the same PIN under another pepper does not verify', async () => {
    const stored = await hashPin('1234', 'pepper-one-0123456789');
    expect(stored).not.toContain('1234');
    expect(await verifyPin('1234', stored, 'pepper-one-0123456789')).toBe(true);
    expect(await verifyPin('1234', stored, 'pepper-two-0123456789')).toBe(false);
    expect(await verifyPin('4321', stored, 'pepper-one-0123456789')).toBe(false);
  });

  it('is a keyed hash with a per-PIN salt: the same PIN stores differently twice', async () => {
    const pepper = 'pepper-one-0123456789';
    const [a, b] = [await hashPin('1234', pepper), await hashPin('1234', pepper)];
    expect(a).toMatch(/^hmac\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toBe(b);
    expect(await verifyPin('1234', b, pepper)).toBe(true);
    expect(pinNeedsRehash(a)).toBe(false);
    expect(await verifyPin('1234', 'hmac$x', pepper)).toBe(false);
  });

  it('a PIN stored in the earlier scrypt form still checks, and is stored keyed on its next good check only', async () => {
    const payer = await openCustomer(t, 10_000, '2580');
    const payee = await openCustomer(t, 0, '1111');
    const pepper = t.config.pinPepper;
    const legacy = await scryptHash(createHmac('sha256', pepper).update('2580').digest(), LEGACY_PIN_COST);
    const pinHashOf = async () =>
      (
        await t.db
          .selectFrom('account_pin')
          .select('pin_hash')
          .where('account_id', '=', payer.accountId)
          .executeTakeFirstOrThrow()
      ).pin_hash;
    await t.db
      .updateTable('account_pin')
      .set({ pin_hash: legacy })
      .where('account_id', '=', payer.accountId)
      .execute();
    expectError(await transfer(t.app, payer, payee, 1, { pin: '0852' }), 400, 10007);
    expect(await pinHashOf()).toBe(legacy);
    resultOf(await transfer(t.app, payer, payee, 1, { pin: '2580' }));
    const stored = await pinHashOf();
    expect(stored.startsWith('hmac$')).toBe(true);
    expect(await failuresOf(payer.accountId)).toBe(0);
    resultOf(await transfer(t.app, payer, payee, 1, { pin: '2580' }));
    expectError(await transfer(t.app, payer, payee, 1, { pin: '0852' }), 400, 10007);
  });

  it('conta/validar-pin-conta: right PIN valid, wrong PIN 10007, and a success resets the count', async () => {
    const c = await openCustomer(t, 0, '9090');
    const check = (pin: string) =>
      call(t.app, 'conta/validar-pin-conta', { chaveDeConta: c.accountId, pin }, c.token);
    expect(resultOf(await check('9090'))).toEqual({ valido: true });
    expectError(await check('0000'), 400, 10007);
    expectError(await check('0001'), 400, 10007);
    expect(await failuresOf(c.accountId)).toBe(2);
    resultOf(await check('9090'));
    expect(await failuresOf(c.accountId)).toBe(0);
  });

  it('a transfer with a wrong PIN answers 10007 and moves nothing', async () => {
    const payer = await openCustomer(t, 10_000, '1357');
    const payee = await openCustomer(t, 0, '2468');
    expectError(await transfer(t.app, payer, payee, 10, { pin: '7531' }), 400, 10007);
    const row = await t.db
      .selectFrom('account')
      .select('balance')
      .where('id', '=', payer.accountId)
      .executeTakeFirstOrThrow();
    expect(row.balance).toBe(10_000);
    expect(await failuresOf(payer.accountId)).toBe(1);
  });

  it('locks after 5 wrong tries (10008), parallel guesses never count past 5, and the right PIN stays locked', async () => {
    const payer = await openCustomer(t, 10_000, '8642');
    const payee = await openCustomer(t, 0, '1111');
    const guesses = [
      '0000',
      '1111',
      '2222',
      '3333',
      '4444',
      '5555',
      '6666',
      '7777',
      '9999',
      '1234',
      '4321',
      '0001',
    ];
    const answers = await Promise.all(
      guesses.map((pin, i) =>
        i % 2 === 0
          ? transfer(t.app, payer, payee, 1, { pin })
          : call(t.app, 'conta/validar-pin-conta', { chaveDeConta: payer.accountId, pin }, payer.token),
      ),
    );
    const codes = answers.map((a) => (a.success ? 0 : a.error.code));
    expect(codes.filter((c) => c === 10007)).toHaveLength(4);
    expect(codes.filter((c) => c === 10008)).toHaveLength(guesses.length - 4);
    expect(await failuresOf(payer.accountId)).toBe(5);
    expectError(await transfer(t.app, payer, payee, 1, { pin: '8642' }), 423, 10008);
    const row = await t.db
      .selectFrom('account')
      .select('balance')
      .where('id', '=', payer.accountId)
      .executeTakeFirstOrThrow();
    expect(row.balance).toBe(10_000);
  });
});
