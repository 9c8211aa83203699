import { createHmac, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectError, resultOf, transfer } from '../../../../test/bank-helpers.ts';
import { openCustomer } from '../../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { hashPin, LEGACY_PIN_COST, pinDigestParts, pinNeedsRehash, pinProof, verifyPin } from './pin-hash.ts';
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

const pinHashOf = async (accountId: string) =>
  (
    await t.db
      .selectFrom('account_pin')
      .select('pin_hash')
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow()
  ).pin_hash;

const setPinHash = (accountId: string, pinHash: string) =>
  t.db.updateTable('account_pin').set({ pin_hash: pinHash }).where('account_id', '=', accountId).execute();

/** The PIN forms written before the current one, as they were stored. */
const EARLIER_FORMS = {
  hmac: async (pin: string, pepper: string) => {
    const salt = randomBytes(16);
    const mac = createHmac('sha256', pepper).update(salt).update(pin).digest();
    return `hmac$${salt.toString('base64url')}$${mac.toString('base64url')}`;
  },
  scrypt: (pin: string, pepper: string) =>
    scryptHash(createHmac('sha256', pepper).update(pin).digest(), LEGACY_PIN_COST),
};

describe('PIN', () => {
  const account = '5f0c8a52-3c1e-4d55-9a0e-0b7f4c2d9e11';
  const other = '9b2d1e70-6a4f-4c3b-8e21-7d5a0c9f3b42';

  it('is hashed with the pepper: the same PIN under another pepper does not verify', async () => {
    const stored = await hashPin(account, '1234', 'pepper-one-0123456789');
    expect(stored).not.toContain('1234');
    expect(await verifyPin(account, '1234', stored, 'pepper-one-0123456789')).toBe(true);
    expect(await verifyPin(account, '1234', stored, 'pepper-two-0123456789')).toBe(false);
    expect(await verifyPin(account, '4321', stored, 'pepper-one-0123456789')).toBe(false);
  });

  it('is bound to its account: the same PIN under another account id does not verify', async () => {
    const pepper = 'pepper-one-0123456789';
    const stored = await hashPin(account, '1234', pepper);
    expect(await verifyPin(other, '1234', stored, pepper)).toBe(false);
    expect(pinProof(account, '1234', pepper)).not.toEqual(pinProof(other, '1234', pepper));
    expect(pinProof(account, '1234', pepper)).toHaveLength(32);
    // the account id and the PIN are kept apart by a zero byte: no id and PIN run into another pair
    expect(pinProof('a1', '234', pepper)).not.toEqual(pinProof('a', '1234', pepper));
  });

  it('is stored as pinmac$salt$digest, digest = SHA-256(salt || proof), differently each time', async () => {
    const pepper = 'pepper-one-0123456789';
    const [a, b] = [await hashPin(account, '1234', pepper), await hashPin(account, '1234', pepper)];
    expect(a).toMatch(/^pinmac\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toBe(b);
    expect(await verifyPin(account, '1234', b, pepper)).toBe(true);
    const parts = pinDigestParts(a);
    expect(parts?.salt).toHaveLength(16);
    expect(parts?.digest).toHaveLength(32);
    expect(pinNeedsRehash(a)).toBe(false);
    expect(pinNeedsRehash(await EARLIER_FORMS.hmac('1234', pepper))).toBe(true);
    expect(pinNeedsRehash(await EARLIER_FORMS.scrypt('1234', pepper))).toBe(true);
    expect(pinDigestParts(await EARLIER_FORMS.hmac('1234', pepper))).toBeUndefined();
    for (const malformed of ['pinmac$x', 'pinmac$$', `${a}$x`, 'hmac$x', '']) {
      expect(await verifyPin(account, '1234', malformed, pepper)).toBe(false);
    }
  });

  it.each(Object.keys(EARLIER_FORMS) as (keyof typeof EARLIER_FORMS)[])(
    'a PIN stored in the earlier %s form still checks, and is stored as pinmac$ on its next good check only',
    async (form) => {
      const payer = await openCustomer(t, 10_000, '2580');
      const payee = await openCustomer(t, 0, '1111');
      const pepper = t.config.pinPepper;
      const earlier = await EARLIER_FORMS[form]('2580', pepper);
      expect(await verifyPin(payer.accountId, '2580', earlier, pepper)).toBe(true);
      await setPinHash(payer.accountId, earlier);
      expectError(await transfer(t.app, payer, payee, 1, { pin: '0852' }), 400, 10007);
      expect(await pinHashOf(payer.accountId)).toBe(earlier);
      expect(await failuresOf(payer.accountId)).toBe(1);
      resultOf(await transfer(t.app, payer, payee, 1, { pin: '2580' }));
      const stored = await pinHashOf(payer.accountId);
      expect(stored.startsWith('pinmac$')).toBe(true);
      expect(await verifyPin(payer.accountId, '2580', stored, pepper)).toBe(true);
      expect(await failuresOf(payer.accountId)).toBe(0);
      resultOf(await transfer(t.app, payer, payee, 1, { pin: '2580' }));
      expect(await pinHashOf(payer.accountId)).toBe(stored);
      expectError(await transfer(t.app, payer, payee, 1, { pin: '0852' }), 400, 10007);
    },
  );

  it("is written in the current form when an account opens, and one account's stored PIN does not open another's", async () => {
    const first = await openCustomer(t, 10_000, '7319');
    const second = await openCustomer(t, 10_000, '7319');
    const stored = await pinHashOf(first.accountId);
    expect(stored.startsWith('pinmac$')).toBe(true);
    await setPinHash(second.accountId, stored);
    expectError(await transfer(t.app, second, first, 1, { pin: '7319' }), 400, 10007);
    resultOf(await transfer(t.app, first, second, 1, { pin: '7319' }));
  });

  it('checks in the database without the pepper: sha256(salt || proof) = digest', async () => {
    const c = await openCustomer(t, 0, '4826');
    const parts = pinDigestParts(await pinHashOf(c.accountId));
    if (!parts) throw new Error('the PIN is not stored in the current form');
    const pepper = t.config.pinPepper;
    const checks = async (proof: Buffer) =>
      (
        await sql<{
          ok: boolean;
        }>`select sha256(${parts.salt}::bytea || ${proof}::bytea) = ${parts.digest}::bytea as ok`.execute(
          t.db,
        )
      ).rows[0]?.ok;
    expect(await checks(pinProof(c.accountId, '4826', pepper))).toBe(true);
    expect(await checks(pinProof(c.accountId, '6284', pepper))).toBe(false);
    expect(await checks(pinProof('another-account', '4826', pepper))).toBe(false);
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
