import { type Kysely, sql } from 'kysely';

// Frozen in time: app/login's metadata as the spec lists it (type 1 barcode, 2 model, 8 latitude, 9
// longitude). A trusted device keeps the barcode the maker's app reads off its phone (none on a phone
// of another maker, nor in a browser), and the consents gain a third purpose, the location opt-in
// (/locationConsent): without it app/login keeps no place.

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('device')
    .addColumn('barcode', 'text', (c) => c.check(sql`barcode ~ '^[A-Z0-9]{6,20}$'`))
    .execute();
  for (const table of ['consent', 'consent_record']) {
    await sql`alter table ${sql.table(table)} drop constraint ${sql.ref(`${table}_purpose_check`)}`.execute(
      db,
    );
    await sql`alter table ${sql.table(table)} add constraint ${sql.ref(`${table}_purpose_check`)}
      check (purpose in ('market', 'push', 'location'))`.execute(db);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['consent_record', 'consent']) {
    await sql`delete from ${sql.table(table)} where purpose = 'location'`.execute(db);
    await sql`alter table ${sql.table(table)} drop constraint ${sql.ref(`${table}_purpose_check`)}`.execute(
      db,
    );
    await sql`alter table ${sql.table(table)} add constraint ${sql.ref(`${table}_purpose_check`)}
      check (purpose in ('market', 'push'))`.execute(db);
  }
  await db.schema.alterTable('device').dropColumn('barcode').execute();
}
