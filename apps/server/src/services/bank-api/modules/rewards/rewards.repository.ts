import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Executor } from '../../bank-database.ts';
import type { GrantKind } from './rewards.table.ts';

/** The bank's promotions account: cashback and coupon discounts leave from it (migration 0050). */
export const PROMOTIONS_ACCOUNT = 'rewards-promotions';

export async function listPrograms(db: Executor) {
  return db.selectFrom('reward_program').selectAll().orderBy('position').execute();
}

export async function findProgram(db: Executor, id: string) {
  return db.selectFrom('reward_program').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listTasks(db: Executor, programIds: readonly string[]) {
  if (programIds.length === 0) return [];
  return db
    .selectFrom('reward_task')
    .selectAll()
    .where('program_id', 'in', programIds)
    .orderBy('program_id')
    .orderBy('position')
    .execute();
}

export async function listParticipations(db: Executor, customerId: string) {
  return db.selectFrom('reward_participation').selectAll().where('customer_id', '=', customerId).execute();
}

export async function lockParticipation(db: Executor, id: string) {
  return db
    .selectFrom('reward_participation')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Counted, not reversed, events per task of the customer's participations. */
export async function taskCounts(db: Executor, participationIds: readonly string[]) {
  if (participationIds.length === 0) return [];
  return db
    .selectFrom('reward_task_event')
    .select(['participation_id', 'task_id', sql<number>`count(*)::int`.as('count')])
    .where('participation_id', 'in', participationIds)
    .where('reversed_at', 'is', null)
    .groupBy(['participation_id', 'task_id'])
    .execute();
}

export async function lastEventId(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('bank_event')
    .select(sql<number>`coalesce(max(id), 0)::int8`.as('id'))
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function eventsAfter(db: Executor, customerId: string, afterId: number, limit: number) {
  return db
    .selectFrom('bank_event')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Participations with events they have not read yet (the background run). */
export async function participationsBehind(db: Executor, limit: number) {
  return db
    .selectFrom('reward_participation as p')
    .select(['p.id', 'p.customer_id'])
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('bank_event as e')
          .select('e.id')
          .whereRef('e.customer_id', '=', 'p.customer_id')
          .whereRef('e.id', '>', 'p.last_event_id'),
      ),
    )
    .limit(limit)
    .execute();
}

export async function insertGrant(
  db: Executor,
  grant: {
    participationId: string;
    customerId: string;
    kind: GrantKind;
    amount: number;
    movementId?: string | null;
    at: Date;
  },
) {
  await db
    .insertInto('reward_grant')
    .values({
      id: randomUUID(),
      participation_id: grant.participationId,
      customer_id: grant.customerId,
      kind: grant.kind,
      amount: grant.amount,
      movement_id: grant.movementId ?? null,
      created_at: grant.at,
    })
    .execute();
}

export async function listGrants(db: Executor, customerId: string) {
  return db
    .selectFrom('reward_grant as g')
    .innerJoin('reward_participation as p', 'p.id', 'g.participation_id')
    .innerJoin('reward_program as r', 'r.id', 'p.program_id')
    .select([
      'g.id',
      'g.kind',
      'g.amount',
      'g.movement_id',
      'g.created_at',
      'r.id as program_id',
      'r.nome as program_nome',
      'r.nome_en as program_nome_en',
    ])
    .where('g.customer_id', '=', customerId)
    .orderBy('g.created_at', 'desc')
    .orderBy('g.id')
    .execute();
}

export async function listCoupons(db: Executor, customerId: string) {
  return db
    .selectFrom('reward_coupon')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .execute();
}

export async function lockCoupon(db: Executor, customerId: string, id: string) {
  return db
    .selectFrom('reward_coupon')
    .selectAll()
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .forUpdate()
    .executeTakeFirst();
}

export async function listDraws(db: Executor) {
  return db.selectFrom('reward_draw').selectAll().orderBy('extraction_date', 'desc').execute();
}

export async function findDraw(db: Executor, id: string) {
  return db.selectFrom('reward_draw').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function lockDraw(db: Executor, id: string) {
  return db.selectFrom('reward_draw').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function luckyNumbersOf(db: Executor, customerId: string) {
  return db
    .selectFrom('reward_lucky_number')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('draw_id')
    .orderBy('number')
    .execute();
}

export async function activeNumbers(db: Executor, drawId: string) {
  return db
    .selectFrom('reward_lucky_number')
    .select(['number', 'customer_id'])
    .where('draw_id', '=', drawId)
    .where('cancelled_at', 'is', null)
    .execute();
}

export async function nextNumber(db: Executor, drawId: string): Promise<number> {
  const row = await db
    .selectFrom('reward_lucky_number')
    .select(sql<number>`coalesce(max(number), -1)::int`.as('n'))
    .where('draw_id', '=', drawId)
    .executeTakeFirstOrThrow();
  return Number(row.n) + 1;
}

export async function customerAccount(db: Executor, customerId: string) {
  return db
    .selectFrom('account')
    .select(['id', 'status'])
    .where('customer_id', '=', customerId)
    .where('kind', '=', 'customer')
    .orderBy('opened_at')
    .executeTakeFirst();
}

export async function customerIdentity(db: Executor, customerId: string) {
  return db.selectFrom('customer').select(['cpf', 'nome']).where('id', '=', customerId).executeTakeFirst();
}
