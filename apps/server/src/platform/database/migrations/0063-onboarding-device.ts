import type { Kysely } from 'kysely';

// Frozen in time: the device an applicant creates the onboarding user from (`dispositivo` of
// onboarding/usuario, wallet.md section 3; decision 0038), kept with the onboarding.

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('onboarding').addColumn('device', 'jsonb').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('onboarding').dropColumn('device').execute();
}
