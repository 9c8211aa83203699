import { type Kysely, sql } from 'kysely';

// Frozen in time: one list of what a one-time code may be for. Migrations 0038 (a new device), 0039
// (closing an account) and 0040 (profile changes) each widened the list from the same three purposes,
// so the last one run left out the others' purposes; this puts every purpose back in one check.

const PURPOSES = [
  'password-reset',
  'pin-reset',
  'card-unblock',
  'new-device',
  'account-cancel',
  'email-change',
  'phone-change',
  'address-change',
];

const check = (purposes: readonly string[]) =>
  sql.raw(`check (purpose in (${purposes.map((p) => `'${p}'`).join(', ')}))`);

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table credential_code drop constraint credential_code_purpose_check`.execute(db);
  await sql`alter table credential_code add constraint credential_code_purpose_check ${check(PURPOSES)}`.execute(
    db,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  // back to what 0040 left: its own purposes, the others' codes gone
  await sql`delete from credential_code where purpose in ('new-device', 'account-cancel')`.execute(db);
  await sql`alter table credential_code drop constraint credential_code_purpose_check`.execute(db);
  await sql`alter table credential_code add constraint credential_code_purpose_check ${check(
    PURPOSES.filter((p) => p !== 'new-device' && p !== 'account-cancel'),
  )}`.execute(db);
}
