import type { Kysely } from 'kysely';

// Frozen in time: a card's own PIN. pin_hash null: the card's PIN is its account's (kept in step by
// conta/trocar-pin-conta-sync-pin-cartoes); set by cartao/alterar-senha(-por-token). pin_failures: wrong
// card PINs in a row (3 block the card for a wrong password).

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('card')
    .addColumn('pin_hash', 'text')
    .addColumn('pin_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('card').dropColumn('pin_hash').dropColumn('pin_failures').execute();
}
