import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerCheck } from '../services/bank-api/public.ts';
import { ANA, BRUNO, call, login, registerEvp, resultOf, transfer } from '../test/bank-helpers.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { resetSandbox } from './reset.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** Every (table, column) of the current schema whose column names a customer or an account. */
async function ownerColumns(): Promise<Array<{ table: string; column: string; root: string }>> {
  const rows = await sql<{ table_name: string; column_name: string }>`
    select c.table_name, c.column_name from information_schema.columns c
      join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema
     where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
       and c.column_name in ('customer_id', 'account_id')
       and c.table_name not in ('customer', 'account')`.execute(t.db);
  return rows.rows.map((r) => ({
    table: r.table_name,
    column: r.column_name,
    root: r.column_name === 'customer_id' ? 'customer' : 'account',
  }));
}

describe('the sandbox reset', () => {
  it('wipes what customers did, leaves no row naming one that is gone, and seeds again', async () => {
    const ana = await login(t.app, ANA);
    const bruno = await login(t.app, BRUNO);
    const brunoKey = await registerEvp(t.app, bruno);
    resultOf(await transfer(t.app, ana, BRUNO, 12.5, { pin: ANA.pin }));
    // a Pix by key: a notification, a bank event, a receipt; rewards joined: a participation
    resultOf(
      await call(
        t.app,
        'pix/operacao/enviar-ordem-pagamento-por-chave',
        { chaveDeConta: ana.accountId, pin: ANA.pin, valor: 3, chave: brunoKey },
        ana.token,
      ),
    );
    resultOf(await call(t.app, 'recompensas/aderir-programa', { programaId: 'primeiros-passos' }, ana.token));
    const before = await ownerColumns();
    let rows = 0;
    for (const { table } of before) {
      rows +=
        (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(t.db)).rows[0]
          ?.n ?? 0;
    }
    expect(rows).toBeGreaterThan(0);
    await resetSandbox(t.db, t.config.pinPepper);

    const orphans: string[] = [];
    for (const { table, column, root } of await ownerColumns()) {
      const found = await sql<{ n: number }>`
        select count(*)::int as n from ${sql.table(table)} x
         where x.${sql.ref(column)} is not null
           and not exists (select 1 from ${sql.table(root)} r where r.id = x.${sql.ref(column)})`.execute(
        t.db,
      );
      if ((found.rows[0]?.n ?? 0) > 0) orphans.push(`${table}.${column}`);
    }
    expect(orphans).toEqual([]);
    expect((await ledgerCheck(t.db)).wrong).toEqual([]);
    // the demo customers log in again, and the bank's own content is still there
    expect((await login(t.app, ANA)).token).toBeTruthy();
    const flags = await t.db
      .selectFrom('feature_flag')
      .select('feature')
      .where('cpf_hash', '=', '*')
      .execute();
    expect(flags.length).toBeGreaterThanOrEqual(9);
  });
});
