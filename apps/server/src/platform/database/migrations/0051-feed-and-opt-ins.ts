import { type Kysely, sql } from 'kysely';

// Frozen in time: the content-card feed (cross-cutting.md section 3, Content-card feed: cards on
// home, banners and a dialog, each targeted to an audience), what each customer did with a card
// (dismissed it, was shown the dialog), the customer's notifications (the bank's own events: a Pix
// received, a boleto paid), and the consents to marketing and push (opted in, pending, opted out;
// undecided is the absence of a row), with every change kept as an LGPD record (Lei 13.709/2018,
// art. 8: consent in writing or by another means that shows the holder's will, revocable at any time).

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('engage_card')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('placement', 'text', (c) => c.notNull().check(sql`placement in ('card', 'banner', 'dialog')`))
    .addColumn('card_type', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`card_type in ('ec_offers', 'ec_wishes', 'ec_dataenrichment', 'ec_information', 'ec_surveys', 'ec_insurance', 'ec_optin', 'ec_goodies')`,
        ),
    )
    .addColumn('feed_type', 'text', (c) => c.notNull())
    .addColumn('audience', 'text', (c) => c.notNull().check(sql`audience in ('all', 'no_pix_key', 'listed')`))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title_pt', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('body_pt', 'text', (c) => c.notNull())
    .addColumn('body_en', 'text', (c) => c.notNull())
    .addColumn('action_label_pt', 'text')
    .addColumn('action_label_en', 'text')
    .addColumn('action_path', 'text')
    .addColumn('additional_info', 'text')
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz')
    .execute();
  await db.schema
    .createTable('engage_card_audience')
    .addColumn('card_id', 'text', (c) => c.notNull().references('engage_card.id'))
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customer.id'))
    .addPrimaryKeyConstraint('engage_card_audience_pk', ['card_id', 'customer_id'])
    .execute();
  await db.schema
    .createTable('engage_card_action')
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customer.id'))
    .addColumn('card_id', 'text', (c) => c.notNull().references('engage_card.id'))
    .addColumn('action', 'text', (c) => c.notNull().check(sql`action in ('delete', 'served')`))
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('engage_card_action_pk', ['customer_id', 'card_id', 'action'])
    .execute();
  await db.schema
    .createTable('notification')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customer.id'))
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('PIX_RECEIVED', 'BOLETO_PAID', 'BOLETO_DEPOSIT_RECEIVED')`),
    )
    .addColumn('movement_id', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('counterparty', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('read_at', 'timestamptz')
    .addUniqueConstraint('notification_once', ['customer_id', 'movement_id', 'kind'])
    .execute();
  await db.schema
    .createIndex('notification_customer')
    .on('notification')
    .columns(['customer_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('consent')
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customer.id'))
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('market', 'push')`))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('OPTED_IN', 'PENDING', 'OPTED_OUT')`),
    )
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('consent_pk', ['customer_id', 'purpose'])
    .execute();
  await db.schema
    .createTable('consent_record')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customer.id'))
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('market', 'push')`))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('OPTED_IN', 'PENDING', 'OPTED_OUT')`),
    )
    .addColumn('text_version', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull().check(sql`locale in ('pt-BR', 'en')`))
    .addColumn('recorded_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('consent_record_customer')
    .on('consent_record')
    .columns(['customer_id', 'purpose', 'recorded_at'])
    .execute();
}
