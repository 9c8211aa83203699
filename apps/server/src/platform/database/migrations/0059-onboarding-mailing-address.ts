import type { Kysely } from 'kysely';

// Frozen in time: the mailing address an applicant gives with the registration data
// (enderecoCorrespondencia, wallet.md section 3; decision 0036), kept with the onboarding until the
// account opens, when it becomes the customer's mailing address.

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('onboarding').addColumn('mailing_address', 'jsonb').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('onboarding').dropColumn('mailing_address').execute();
}
