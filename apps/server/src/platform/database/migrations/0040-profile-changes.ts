import { type Kysely, sql } from 'kysely';

// Frozen in time: the customer's own changes to the e-mail, the mobile phone and the mailing address
// (wallet.md section 2, Profile edit; section 7, Client). A change is one row that walks the chain
// (PIN, a code to the new contact, the face check) before it is applied, and stays as its audit.
// An e-mail or a mobile phone is one customer's only: the database refuses a second holder.

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('customer').addColumn('endereco_correspondencia', 'jsonb').execute();
  await sql`create unique index customer_email_key on customer (lower(email)) where email is not null`.execute(
    db,
  );
  await sql`create unique index customer_phone_key on customer (telefone_ddd, telefone_numero)
    where telefone_numero is not null`.execute(db);
  await sql`alter table credential_code drop constraint credential_code_purpose_check`.execute(db);
  await sql`alter table credential_code add constraint credential_code_purpose_check
    check (purpose in ('password-reset', 'pin-reset', 'card-unblock', 'email-change', 'phone-change',
      'address-change'))`.execute(db);
  await db.schema
    .createTable('profile_change')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customer.id'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('email', 'phone', 'address')`))
    .addColumn('old_value', 'jsonb')
    .addColumn('new_value', 'jsonb', (c) => c.notNull())
    .addColumn('code_id', 'text', (c) => c.notNull().references('credential_code.id'))
    .addColumn('code_ok_at', 'timestamptz')
    .addColumn('face_tries', 'integer', (c) => c.notNull().defaultTo(0).check(sql`face_tries >= 0`))
    .addColumn('face_request_id', 'text')
    .addColumn('face_ok_at', 'timestamptz')
    .addColumn('applied_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('profile_change_customer')
    .on('profile_change')
    .columns(['customer_id', 'created_at'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('profile_change').execute();
  await sql`delete from credential_code where purpose in ('email-change', 'phone-change', 'address-change')`.execute(
    db,
  );
  await sql`alter table credential_code drop constraint credential_code_purpose_check`.execute(db);
  await sql`alter table credential_code add constraint credential_code_purpose_check
    check (purpose in ('password-reset', 'pin-reset', 'card-unblock'))`.execute(db);
  await sql`drop index customer_phone_key`.execute(db);
  await sql`drop index customer_email_key`.execute(db);
  await db.schema.alterTable('customer').dropColumn('endereco_correspondencia').execute();
}
