import { type Kysely, sql } from 'kysely';

// Frozen in time: one-time codes may also be for unblocking a card that arrived (the card's PIN
// becomes the account's, so the change is confirmed with a code like a PIN change).

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table credential_code drop constraint credential_code_purpose_check`.execute(db);
  await sql`alter table credential_code add constraint credential_code_purpose_check
    check (purpose in ('password-reset', 'pin-reset', 'card-unblock'))`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from credential_code where purpose = 'card-unblock'`.execute(db);
  await sql`alter table credential_code drop constraint credential_code_purpose_check`.execute(db);
  await sql`alter table credential_code add constraint credential_code_purpose_check
    check (purpose in ('password-reset', 'pin-reset'))`.execute(db);
}
