import { type Kysely, sql } from 'kysely';

// Frozen in time: the engagement service's reels (cross-cutting.md section 7, getReelsDom): a piece of
// content of placement 'reel' is a short story of slides (engage_reel_slide) the customer swipes
// through; a dialog is opened at login (trigger 'login', as before) or only by a notification's link
// (trigger 'notification'); what a customer did with a card now also keeps 'viewed' (a reel watched),
// 'useful' and 'not_useful' (the card's feedback: one of the two at most). A notification may also be
// a story of the bank's (kind STORY): it names its card, may trigger its dialog and may open a page,
// once per customer and story; it has no movement nor amount.

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table engage_card drop constraint engage_card_placement_check`.execute(db);
  await sql`alter table engage_card add constraint engage_card_placement_check
    check (placement in ('card', 'banner', 'dialog', 'reel'))`.execute(db);
  await db.schema
    .alterTable('engage_card')
    .addColumn('dialog_trigger', 'text', (c) =>
      c.notNull().defaultTo('login').check(sql`dialog_trigger in ('login', 'notification')`),
    )
    .execute();
  await db.schema
    .createTable('engage_reel_slide')
    .addColumn('card_id', 'text', (c) => c.notNull().references('engage_card.id'))
    .addColumn('position', 'integer', (c) => c.notNull().check(sql`position between 1 and 10`))
    .addColumn('title_pt', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('body_pt', 'text', (c) => c.notNull())
    .addColumn('body_en', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('engage_reel_slide_pk', ['card_id', 'position'])
    .execute();

  await sql`alter table engage_card_action drop constraint engage_card_action_action_check`.execute(db);
  await sql`alter table engage_card_action add constraint engage_card_action_action_check
    check (action in ('delete', 'served', 'viewed', 'useful', 'not_useful'))`.execute(db);
  await db.schema
    .createIndex('engage_card_action_card')
    .on('engage_card_action')
    .columns(['card_id', 'action'])
    .execute();

  await sql`alter table notification drop constraint notification_kind_check`.execute(db);
  await sql`alter table notification add constraint notification_kind_check
    check (kind in ('PIX_RECEIVED', 'BOLETO_PAID', 'BOLETO_DEPOSIT_RECEIVED', 'STORY'))`.execute(db);
  await sql`alter table notification alter column movement_id drop not null`.execute(db);
  await sql`alter table notification alter column amount drop not null`.execute(db);
  await db.schema
    .alterTable('notification')
    .addColumn('story_id', 'text', (c) => c.references('engage_card.id'))
    .execute();
  await db.schema
    .alterTable('notification')
    .addColumn('dialog_trigger', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema.alterTable('notification').addColumn('open_page', 'text').execute();
  await sql`alter table notification add constraint notification_story_or_movement check (
    case when kind = 'STORY'
      then story_id is not null and movement_id is null and amount is null
      else story_id is null and movement_id is not null and amount is not null and not dialog_trigger
    end)`.execute(db);
  await sql`create unique index notification_story_once on notification (customer_id, story_id)
    where story_id is not null`.execute(db);
}
