import { type Kysely, sql } from 'kysely';

// Frozen in time: a schedule's payments are TEDs to another bank (2, every row until now) or transfers
// between Carteira accounts (1), wallet.md's tipoAgendamentoEnum; the job runs both from one table.

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('ted_schedule')
    .addColumn('kind', 'smallint', (c) => c.notNull().defaultTo(2).check(sql`kind in (1, 2)`))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('ted_schedule').dropColumn('kind').execute();
}
