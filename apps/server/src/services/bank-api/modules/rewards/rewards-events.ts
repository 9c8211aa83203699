import { createHash, randomUUID } from 'node:crypto';
import { centavos } from '@carteira/core/money';
import type { Db, Trx } from '../../bank-database.ts';
import { BankError } from '../../bank-errors.ts';
import type { BankDeps } from '../../bank-route.ts';
import { postMovement } from '../ledger/ledger.service.ts';
import { MOVEMENT_KINDS } from '../ledger/movement-kinds.ts';
import {
  eventsAfter,
  findProgram,
  insertGrant,
  listTasks,
  lockDraw,
  lockParticipation,
  nextNumber,
  PROMOTIONS_ACCOUNT,
  participationsBehind,
  taskCounts,
} from './rewards.repository.ts';
import type { RewardParticipationTable, RewardProgramTable, RewardTaskTable } from './rewards.table.ts';

export interface Event {
  id: number;
  kind: string;
  source_id: string;
  customer_id: string;
  amount: number;
  reverses_source_id: string | null;
}
type Participation = Omit<RewardParticipationTable, 'grants' | 'joined_at' | 'completed_at'> & {
  grants: number;
  joined_at: Date;
  completed_at: Date | null;
};
type Program = Omit<RewardProgramTable, 'starts_at' | 'ends_at'>;
type Task = RewardTaskTable;

/** Events one participation reads in one transaction. */
const BATCH = 100;
/** A coupon is valid for 30 days from the day it is won. */
const COUPON_DAYS = 30;
const PROMOTIONS_NAME = 'Carteira Recompensas';

function matches(task: Task, event: Pick<Event, 'kind' | 'amount'>): boolean {
  if (!task.kinds.split(',').includes(event.kind)) return false;
  if (task.direction === 'debito' && event.amount >= 0) return false;
  if (task.direction === 'credito' && event.amount <= 0) return false;
  return Math.abs(event.amount) >= task.min_amount;
}

async function countsOf(trx: Trx, participationId: string): Promise<Map<string, number>> {
  const rows = await taskCounts(trx, [participationId]);
  return new Map(rows.map((r) => [r.task_id, Number(r.count)]));
}

/** A coupon code a person can type: the programme's prefix and 8 characters from the coupon's id. */
function couponCode(id: string): string {
  const digest = createHash('sha256').update(id).digest('hex').toUpperCase();
  return `RECARGA-${digest.slice(0, 8)}`;
}

async function grantCompletion(trx: Trx, deps: BankDeps, p: Participation, program: Program, at: Date) {
  const grants = p.grants + 1;
  await trx
    .updateTable('reward_participation')
    .set({ completed_at: at, grants })
    .where('id', '=', p.id)
    .execute();
  p.completed_at = at;
  p.grants = grants;
  if (program.cashback > 0) {
    try {
      const posted = await postMovement(trx, {
        kind: 'CASHBACK_RECOMPENSA',
        typeId: MOVEMENT_KINDS.CASHBACK_RECOMPENSA.typeId,
        description: `Cashback ${program.nome}`,
        customerId: p.customer_id,
        idempotencyKey: `recompensa:${p.id}:${grants}`,
        at,
        legs: [
          { accountId: PROMOTIONS_ACCOUNT, amount: centavos(-program.cashback) },
          { accountId: p.account_id, amount: centavos(program.cashback), counterpartyName: PROMOTIONS_NAME },
        ],
      });
      await insertGrant(trx, {
        participationId: p.id,
        customerId: p.customer_id,
        kind: 'CASHBACK',
        amount: program.cashback,
        movementId: posted.movementId,
        at,
      });
    } catch (err) {
      // a closed account receives nothing: the programme is complete, its cashback not paid
      if (!(err instanceof BankError)) throw err;
      deps.log.warn({ participation: p.id, code: err.code }, 'rewards cashback refused');
    }
  }
  if (program.coupon_value > 0) {
    const id = randomUUID();
    await trx
      .insertInto('reward_coupon')
      .values({
        id,
        participation_id: p.id,
        customer_id: p.customer_id,
        code: couponCode(id),
        value: program.coupon_value,
        min_amount: program.coupon_min,
        status: 'NOVO',
        created_at: at,
        expires_at: new Date(at.getTime() + COUPON_DAYS * 86_400_000),
      })
      .execute();
    await insertGrant(trx, {
      participationId: p.id,
      customerId: p.customer_id,
      kind: 'CUPOM',
      amount: program.coupon_value,
      at,
    });
  }
}

/** A payment returned after its programme completed: the programme reopens, its reward is taken back. */
async function takeBackCompletion(trx: Trx, deps: BankDeps, p: Participation, program: Program, at: Date) {
  await trx.updateTable('reward_participation').set({ completed_at: null }).where('id', '=', p.id).execute();
  p.completed_at = null;
  if (program.cashback > 0) {
    const paid = await trx
      .selectFrom('reward_grant')
      .select(['kind'])
      .where('participation_id', '=', p.id)
      .where('kind', 'in', ['CASHBACK', 'ESTORNO_CASHBACK'])
      .execute();
    const owed =
      paid.filter((g) => g.kind === 'CASHBACK').length - paid.filter((g) => g.kind !== 'CASHBACK').length;
    if (owed > 0) {
      try {
        const posted = await postMovement(trx, {
          kind: 'ESTORNO_CASHBACK_RECOMPENSA',
          typeId: MOVEMENT_KINDS.ESTORNO_CASHBACK_RECOMPENSA.typeId,
          description: `Estorno do cashback ${program.nome}`,
          customerId: p.customer_id,
          idempotencyKey: `recompensa-estorno:${p.id}:${p.grants}`,
          at,
          legs: [
            {
              accountId: p.account_id,
              amount: centavos(-program.cashback),
              counterpartyName: PROMOTIONS_NAME,
            },
            { accountId: PROMOTIONS_ACCOUNT, amount: centavos(program.cashback) },
          ],
        });
        await insertGrant(trx, {
          participationId: p.id,
          customerId: p.customer_id,
          kind: 'ESTORNO_CASHBACK',
          amount: -program.cashback,
          movementId: posted.movementId,
          at,
        });
      } catch (err) {
        // the balance no longer holds the cashback: it stays with the customer (decision 0030)
        if (!(err instanceof BankError)) throw err;
        deps.log.warn({ participation: p.id, code: err.code }, 'rewards cashback charge-back refused');
      }
    }
  }
  await trx
    .updateTable('reward_coupon')
    .set({ status: 'CANCELADO' })
    .where('participation_id', '=', p.id)
    .where('status', 'in', ['NOVO', 'REVELADO', 'ATIVADO'])
    .execute();
}

async function assignNumbers(
  trx: Trx,
  p: Participation,
  drawId: string,
  event: Event,
  count: number,
  at: Date,
) {
  const draw = await lockDraw(trx, drawId);
  if (!draw || draw.held_at) return;
  let next = await nextNumber(trx, drawId);
  for (let i = 0; i < count; i++, next++) {
    await trx
      .insertInto('reward_lucky_number')
      .values({
        draw_id: drawId,
        number: next,
        customer_id: p.customer_id,
        participation_id: p.id,
        source_id: event.source_id,
        assigned_at: at,
      })
      .execute();
    await insertGrant(trx, {
      participationId: p.id,
      customerId: p.customer_id,
      kind: 'NUMERO_DA_SORTE',
      amount: next,
      at,
    });
  }
}

/** A recharge uses the participation's activated coupon, when it reaches the coupon's minimum. */
async function useCoupon(trx: Trx, deps: BankDeps, p: Participation, event: Event, at: Date) {
  if (event.kind !== 'RECARGA_CELULAR' || event.amount >= 0) return;
  // a recharge the operator refused was refunded in its own transaction: it earns no discount
  const refunded = await trx
    .selectFrom('bank_event')
    .select('id')
    .where('reverses_source_id', '=', event.source_id)
    .executeTakeFirst();
  if (refunded) return;
  const coupon = await trx
    .selectFrom('reward_coupon')
    .selectAll()
    .where('participation_id', '=', p.id)
    .where('status', '=', 'ATIVADO')
    .where('min_amount', '<=', centavos(-event.amount))
    .where('expires_at', '>', at)
    .orderBy('created_at')
    .forUpdate()
    .executeTakeFirst();
  if (!coupon) return;
  const value = Math.min(coupon.value, -event.amount);
  try {
    const posted = await postMovement(trx, {
      kind: 'DESCONTO_CUPOM_RECARGA',
      typeId: MOVEMENT_KINDS.DESCONTO_CUPOM_RECARGA.typeId,
      description: `Cupom ${coupon.code}`,
      customerId: p.customer_id,
      idempotencyKey: `cupom:${coupon.id}`,
      at,
      legs: [
        { accountId: PROMOTIONS_ACCOUNT, amount: centavos(-value) },
        { accountId: p.account_id, amount: centavos(value), counterpartyName: PROMOTIONS_NAME },
      ],
    });
    await trx
      .updateTable('reward_coupon')
      .set({ status: 'USADO', used_at: at, used_source_id: event.source_id, movement_id: posted.movementId })
      .where('id', '=', coupon.id)
      .execute();
    await insertGrant(trx, {
      participationId: p.id,
      customerId: p.customer_id,
      kind: 'DESCONTO_CUPOM',
      amount: value,
      movementId: posted.movementId,
      at,
    });
  } catch (err) {
    if (!(err instanceof BankError)) throw err;
    deps.log.warn({ coupon: coupon.id, code: err.code }, 'rewards coupon credit refused');
  }
}

/**
 * Applies one bank event to one participation, once: a (participation, event) pair is counted at most
 * once (reward_task_event's key), and the participation's cursor never reads it again.
 */
export async function applyEvent(
  trx: Trx,
  deps: BankDeps,
  p: Participation,
  program: Program,
  tasks: readonly Task[],
  event: Event,
): Promise<void> {
  const at = deps.now();
  // a Pix return, a card purchase reversed, a recharge refunded: each names what it takes back
  if (event.reverses_source_id) {
    const reversed = await trx
      .updateTable('reward_task_event')
      .set({ reversed_at: at })
      .where('participation_id', '=', p.id)
      .where('source_id', '=', event.reverses_source_id)
      .where('reversed_at', 'is', null)
      .returning('task_id')
      .execute();
    if (reversed.length === 0) return;
    await trx
      .updateTable('reward_lucky_number')
      .set({ cancelled_at: at })
      .where('participation_id', '=', p.id)
      .where('source_id', '=', event.reverses_source_id)
      .where('cancelled_at', 'is', null)
      .execute();
    if (p.completed_at) {
      const counts = await countsOf(trx, p.id);
      if (tasks.some((t) => (counts.get(t.id) ?? 0) < t.target)) {
        await takeBackCompletion(trx, deps, p, program, at);
      }
    }
    return;
  }
  await useCoupon(trx, deps, p, event, at);
  const counts = await countsOf(trx, p.id);
  const task = tasks.find((t) => matches(t, event) && (counts.get(t.id) ?? 0) < t.target);
  if (!task) return;
  const inserted = await trx
    .insertInto('reward_task_event')
    .values({
      participation_id: p.id,
      task_id: task.id,
      event_id: event.id,
      source_id: event.source_id,
      counted_at: at,
    })
    .onConflict((oc) => oc.columns(['participation_id', 'event_id']).doNothing())
    .returning('task_id')
    .execute();
  if (inserted.length === 0) return;
  counts.set(task.id, (counts.get(task.id) ?? 0) + 1);
  if (task.lucky_numbers_each > 0 && program.draw_id) {
    await assignNumbers(trx, p, program.draw_id, event, task.lucky_numbers_each, at);
  }
  if (!p.completed_at && tasks.every((t) => (counts.get(t.id) ?? 0) >= t.target)) {
    await grantCompletion(trx, deps, p, program, at);
  }
}

/** Reads one participation's new events, in order, in one transaction; returns how many it read. */
async function consumeParticipation(db: Db, deps: BankDeps, participationId: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const row = await lockParticipation(trx, participationId);
    if (!row) return 0;
    const p: Participation = {
      ...row,
      last_event_id: Number(row.last_event_id),
      grants: Number(row.grants),
      joined_at: new Date(row.joined_at),
      completed_at: row.completed_at ? new Date(row.completed_at) : null,
    };
    const events = await eventsAfter(trx, p.customer_id, p.last_event_id, BATCH);
    if (events.length === 0) return 0;
    const program = await findProgram(trx, p.program_id);
    if (!program) return 0;
    const tasks = await listTasks(trx, [program.id]);
    for (const e of events) {
      const event: Event = {
        id: Number(e.id),
        kind: e.kind,
        source_id: e.source_id,
        customer_id: e.customer_id,
        amount: Number(e.amount),
        reverses_source_id: e.reverses_source_id,
      };
      await applyEvent(trx, deps, p, program, tasks, event);
    }
    const last = Number(events[events.length - 1]?.id ?? p.last_event_id);
    await trx
      .updateTable('reward_participation')
      .set({ last_event_id: last })
      .where('id', '=', p.id)
      .execute();
    return events.length;
  });
}

/** Brings one customer's participations up to date with the bank's events (before answering them). */
export async function consumeEventsOf(db: Db, deps: BankDeps, customerId: string): Promise<void> {
  const rows = await db
    .selectFrom('reward_participation')
    .select('id')
    .where('customer_id', '=', customerId)
    .execute();
  for (const { id } of rows) {
    while ((await consumeParticipation(db, deps, id)) === BATCH) {
      // a long backlog: read on
    }
  }
}

/** The background run: at most `max` participations with unread events, one batch each. */
export async function consumeDueEvents(db: Db, deps: BankDeps, max: number): Promise<number> {
  const behind = await participationsBehind(db, max);
  for (const { id } of behind) await consumeParticipation(db, deps, id);
  return behind.length;
}
