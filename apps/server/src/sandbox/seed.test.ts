import { isValidCpf } from '@carteira/core/br';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAudit } from '../services/bank-api/public.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { accountCheckDigit } from './account-number.ts';
import { DEMO_CUSTOMERS } from './customers.ts';
import { seedSandbox } from './seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => t?.close());

describe('sandbox seed', () => {
  it('demo customers have valid CPFs and 8-digit accounts with their check digit', () => {
    expect(DEMO_CUSTOMERS.length).toBeGreaterThanOrEqual(4);
    for (const c of DEMO_CUSTOMERS) {
      expect(isValidCpf(c.cpf)).toBe(true);
      expect(c.conta).toMatch(/^\d{8}$/);
      expect(c.conta.slice(7)).toBe(accountCheckDigit(c.conta.slice(0, 7)));
      expect(c.pin).toMatch(/^\d{4}$/);
    }
  });

  it('leaves the Pix limits of tonight unused when seeded at night, so every demo customer can send a Pix', async () => {
    const night = await createTestApp({ seed: false });
    try {
      const now = new Date('2026-03-10T01:30:00Z'); // 22h30 in São Paulo: the nocturnal period began at 20h
      await seedSandbox(night.db, { pinPepper: night.config.pinPepper, now });
      // what the Pix limits read as spent, per hour (pix_spent_hour), since 20h São Paulo time
      const { rows } = await sql<{ total: string }>`select coalesce(sum(amount), 0)::text as total
        from pix_spent_hour where hour_start >= ${new Date('2026-03-09T23:00:00Z')}`.execute(night.db);
      expect(Number(rows[0]?.total)).toBe(0);
    } finally {
      await night.close();
    }
  });

  it('seeds once, through the ledger, 90 days of history that balances, and Daniel ends with R$ 100,00', async () => {
    const now = new Date();
    expect(await seedSandbox(t.db, { pinPepper: t.config.pinPepper, now })).toBe(true);
    expect(await seedSandbox(t.db, { pinPepper: t.config.pinPepper, now })).toBe(false);
    expect(await ledgerAudit(t.db)).toEqual({ mismatched: [], total: 0, negativeCustomerAccounts: 0 });
    const accounts = await t.db
      .selectFrom('account')
      .innerJoin('customer', 'customer.id', 'account.customer_id')
      .select(['customer.cpf', 'account.balance', 'account.agencia'])
      .execute();
    expect(accounts).toHaveLength(DEMO_CUSTOMERS.length);
    const daniel = DEMO_CUSTOMERS.find((c) => c.key === 'daniel');
    expect(accounts.find((a) => a.cpf === daniel?.cpf)?.balance).toBe(10_000);
    for (const a of accounts) expect(a.agencia).toBe('0001');
    const oldest = await t.db
      .selectFrom('movement')
      .select((eb) => eb.fn.min('created_at').as('at'))
      .executeTakeFirstOrThrow();
    const days = (now.getTime() - new Date(oldest.at as unknown as string).getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(85);
    expect(days).toBeLessThanOrEqual(90);
    const kinds = await t.db.selectFrom('movement').select('kind').distinct().execute();
    expect(kinds.map((k) => k.kind).sort()).toEqual(
      expect.arrayContaining([
        'SALARIO',
        'PIX_RECEBIDO',
        'PIX_ENVIADO',
        'TRANSFERENCIA_INTERNA',
        'BOLETO_PAGO',
      ]),
    );
  });
});
