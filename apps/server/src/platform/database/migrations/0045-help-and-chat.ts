import { type Kysely, sql } from 'kysely';
import { HELP_SEED } from './0045-help-content.ts';

// Frozen in time: the help content the bank edits (cross-cutting.md section 3, Help and chat: the FAQ
// list and answers, the external FAQ, tariff and service-hours content, in pt-BR and English), its
// customer-care channels (wallet.md section 9), and the support chat: tickets, their comments and the
// files attached to them, kept in the database itself (bytea) so a backup holds them.

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('help_article')
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('faq', 'external', 'tariff', 'hours')`))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull().check(sql`locale in ('pt-BR', 'en')`))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('help_article_pk', ['kind', 'id', 'locale'])
    .execute();
  await db.schema
    .createTable('help_channel')
    .addColumn('id', 'text', (c) => c.primaryKey().check(sql`id in ('whatsapp', 'phone')`))
    .addColumn('display', 'text', (c) => c.notNull())
    .addColumn('dial', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('support_ticket')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customer.id'))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('ABERTO', 'RESPONDIDO', 'FECHADO')`))
    .addColumn('origin_route', 'text')
    .addColumn('origin_code', 'integer')
    .addColumn('rating', 'integer', (c) => c.check(sql`rating between 1 and 5`))
    .addColumn('rating_comment', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('closed_at', 'timestamptz')
    .addColumn('rated_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('support_ticket_customer')
    .on('support_ticket')
    .columns(['customer_id', 'updated_at'])
    .execute();
  await db.schema
    .createTable('stored_file')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('customer.id'))
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .addColumn('upload_nonce', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('support_ticket_comment')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('ticket_id', 'text', (c) => c.notNull().references('support_ticket.id'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('author', 'text', (c) => c.notNull().check(sql`author in ('CLIENTE', 'BANCO')`))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('file_id', 'text', (c) => c.references('stored_file.id').unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('support_ticket_comment_seq', ['ticket_id', 'seq'])
    .execute();

  const at = new Date('2026-11-28T12:00:00Z');
  await db
    .insertInto('help_article')
    .values(HELP_SEED.map((a) => ({ ...a, updated_at: at })))
    .execute();
  await db
    .insertInto('help_channel')
    .values([
      { id: 'whatsapp', display: '(11) 4003-4040', dial: '551140034040' },
      { id: 'phone', display: '0800 000 4040', dial: '08000004040' },
    ])
    .execute();
  // The chatbot (cross-cutting.md section 6, feature flags: chatbot enabled): on for everyone.
  await db
    .insertInto('feature_flag')
    .values({ feature: 'chatbot', cpf_hash: '*', enabled: true })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('feature_flag').where('feature', '=', 'chatbot').execute();
  await db.schema.dropTable('support_ticket_comment').execute();
  await db.schema.dropTable('stored_file').execute();
  await db.schema.dropTable('support_ticket').execute();
  await db.schema.dropTable('help_channel').execute();
  await db.schema.dropTable('help_article').execute();
}
