import { type Kysely, sql } from 'kysely';

// Frozen in time: a customer's contacts (favoritos) and each contact's keys, a Pix key of a type or an
// agency and account at an institution.

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('contact')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customer.id'))
    .addColumn('tax_id', 'text', (c) => c.notNull().check(sql`tax_id ~ '^[0-9A-Z]{11}$|^[0-9A-Z]{14}$'`))
    .addColumn('nome', 'text', (c) => c.notNull())
    .addColumn('apelido', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('contact_customer_tax_id_key', ['customer_id', 'tax_id'])
    .execute();

  await db.schema
    .createTable('contact_key')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('contact_id', 'text', (c) => c.notNull().references('contact.id').onDelete('cascade'))
    /** The order the keys were added in (created_at is the same for keys added together). */
    .addColumn('seq', 'bigserial', (c) => c.notNull().unique())
    .addColumn('tipo_chave_pix', 'integer', (c) => c.check(sql`tipo_chave_pix between 1 and 5`))
    .addColumn('chave_pix', 'text')
    .addColumn('codigo_ou_ispb', 'text')
    .addColumn('agencia', 'text')
    .addColumn('conta', 'text')
    .addColumn('tipo_de_conta', 'integer', (c) =>
      c.notNull().defaultTo(1).check(sql`tipo_de_conta between 1 and 4`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'contact_key_shape',
      sql`(chave_pix is not null and tipo_chave_pix is not null and codigo_ou_ispb is null and agencia is null and conta is null)
       or (chave_pix is null and tipo_chave_pix is null and codigo_ou_ispb is not null and agencia is not null and conta is not null)`,
    )
    .execute();
  await db.schema
    .createIndex('contact_key_pix_key')
    .on('contact_key')
    .columns(['contact_id', 'chave_pix'])
    .unique()
    .where(sql.ref('chave_pix'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('contact_key_account_key')
    .on('contact_key')
    .columns(['contact_id', 'codigo_ou_ispb', 'agencia', 'conta'])
    .unique()
    .where(sql.ref('conta'), 'is not', null)
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('contact_key').execute();
  await db.schema.dropTable('contact').execute();
}
