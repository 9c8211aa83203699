import { type Kysely, sql } from 'kysely';

// Frozen in time: the Pix directory (the DICT's role), validation tokens for e-mail and phone keys,
// the sandbox's other institutions, and the end-to-end id of every Pix payment.

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('pix_institution')
    .addColumn('ispb', 'text', (c) => c.primaryKey().check(sql`ispb ~ '^[0-9]{8}$'`))
    .addColumn('nome', 'text', (c) => c.notNull())
    .addColumn('codigo', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('pix_key')
    .addColumn('chave', 'text', (c) => c.primaryKey())
    .addColumn('tipo', 'integer', (c) => c.notNull().check(sql`tipo between 1 and 5`))
    .addColumn('account_id', 'text', (c) => c.references('account.id'))
    .addColumn('institution_ispb', 'text', (c) => c.references('pix_institution.ispb'))
    .addColumn('holder_name', 'text')
    .addColumn('holder_tax_id', 'text')
    .addColumn('holder_agencia', 'text')
    .addColumn('holder_conta', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'pix_key_holder_shape',
      sql`(account_id is not null and institution_ispb is null) or (account_id is null and institution_ispb is not null and holder_name is not null and holder_tax_id is not null)`,
    )
    .execute();
  await db.schema.createIndex('pix_key_account_idx').on('pix_key').column('account_id').execute();

  await db.schema
    .createTable('pix_key_token')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull().references('account.id'))
    .addColumn('chave', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0).check(sql`attempts >= 0`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('pix_key_token_account_key_idx')
    .on('pix_key_token')
    .columns(['account_id', 'chave'])
    .execute();

  await db.schema
    .createTable('pix_payment')
    .addColumn('movement_id', 'text', (c) => c.primaryKey().references('movement.id'))
    .addColumn('end_to_end', 'text', (c) => c.notNull().unique())
    .addColumn('chave', 'text', (c) => c.notNull())
    .addColumn('institution_ispb', 'text', (c) => c.references('pix_institution.ispb'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('pix_payment').execute();
  await db.schema.dropTable('pix_key_token').execute();
  await db.schema.dropTable('pix_key').execute();
  await db.schema.dropTable('pix_institution').execute();
}
