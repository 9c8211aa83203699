import { type Kysely, sql } from 'kysely';

// Frozen in time: the nine feature flags of cross-cutting.md section 6, each able to be on for a share
// of customers. `percent` on the row for everyone ('*') turns the flag on for the customers whose
// bucket (a keyed hash of the CPF, 0 to 99) is below it; null keeps `enabled` for everyone.

const FLAGS: readonly [string, boolean][] = [
  ['smartPhoneFinancing', true],
  ['CAF', true],
  ['CAF_VALIDATION', true],
  ['chatbot', true],
  ['gamification', true],
  ['creditCard', true],
  ['autopopulateEmailPhone', true],
  ['dogfoodLogging', false],
  ['googlePayToken', false],
];

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('feature_flag')
    .addColumn('percent', 'integer', (c) => c.check(sql`percent between 0 and 100`))
    .execute();
  await db
    .insertInto('feature_flag')
    .values(FLAGS.map(([feature, enabled]) => ({ feature, cpf_hash: '*', enabled })))
    .onConflict((oc) => oc.columns(['feature', 'cpf_hash']).doNothing())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('feature_flag').dropColumn('percent').execute();
}
