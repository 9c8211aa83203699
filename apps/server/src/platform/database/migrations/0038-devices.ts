import { type Kysely, sql } from 'kysely';

// Frozen in time: the customer's devices (wallet.md sections 2 and 7, new-device login 40123,
// /newDeviceAlert, /securityComp, app/login). A device is known by the SHA-256 of the id the app sends
// (metadados type 12), never the id itself. A login from a device the customer has not confirmed waits
// on a challenge (a code to the registered phone); each session belongs to the device it was opened
// on, so removing the device ends its sessions. Pix from a device not yet registered for Pix is held to
// the central bank's new-device limits, counted per device and São Paulo day.

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('device')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customer.id'))
    .addColumn('device_hash', 'text', (c) => c.notNull())
    .addColumn('tipo', 'text', (c) => c.notNull())
    .addColumn('modelo', 'text', (c) => c.notNull())
    .addColumn('trusted_at', 'timestamptz', (c) => c.notNull())
    .addColumn('pix_registered_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_used_at', 'timestamptz', (c) => c.notNull())
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('pix_day', 'text')
    .addColumn('pix_day_spent', 'integer', (c) => c.notNull().defaultTo(0).check(sql`pix_day_spent >= 0`))
    .addColumn('removed_at', 'timestamptz')
    .execute();
  // one live device per customer and id; a removed one stays for the record
  await sql`create unique index device_live on device (customer_id, device_hash) where removed_at is null`.execute(
    db,
  );

  await db.schema
    .createTable('device_challenge')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customer.id'))
    .addColumn('challenge_hash', 'text', (c) => c.notNull().unique())
    .addColumn('device_hash', 'text', (c) => c.notNull())
    .addColumn('tipo', 'text', (c) => c.notNull())
    .addColumn('modelo', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .alterTable('session')
    .addColumn('device_id', 'text', (c) => c.references('device.id'))
    .execute();
  await db.schema.createIndex('session_by_device').on('session').column('device_id').execute();

  await sql`alter table credential_code drop constraint credential_code_purpose_check`.execute(db);
  await sql`alter table credential_code add constraint credential_code_purpose_check
    check (purpose in ('password-reset', 'pin-reset', 'card-unblock', 'new-device'))`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from credential_code where purpose = 'new-device'`.execute(db);
  await sql`alter table credential_code drop constraint credential_code_purpose_check`.execute(db);
  await sql`alter table credential_code add constraint credential_code_purpose_check
    check (purpose in ('password-reset', 'pin-reset', 'card-unblock'))`.execute(db);
  await db.schema.alterTable('session').dropColumn('device_id').execute();
  await db.schema.dropTable('device_challenge').execute();
  await db.schema.dropTable('device').execute();
}
