import { randomUUID } from 'node:crypto';
import { takeFromBucket } from '../../../platform/rate-bucket.ts';
import type { Db, Executor } from '../product-database.ts';
import { fileNotFound, notRatable, ticketClosed, ticketNotFound, tooMany } from './chat.errors.ts';
import type { OpenTicketBody, PostCommentBody, PostRatingsBody } from './chat.schemas.ts';
import type { SupportTicketTable, TicketStatus } from './chat.table.ts';
import type { FileStore } from './file-store.ts';

/**
 * The support chat (cross-cutting.md sections 3 and 7: tickets list, ticket comments, post comment,
 * post ratings, the signed upload URL). A customer reaches only their own tickets and images: any
 * other id answers 404 / 40460 and changes nothing.
 */

/** Tickets and comments a customer may post: 30 an hour, enough to talk, too few to flood. */
const CHAT_RULE = { scope: 'support-chat', capacity: 30, perMinute: 30 / 60 };

export const ticketScope = (ticketId: string) => `support_ticket:${ticketId}`;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

type TicketRow = Pick<
  SupportTicketTable,
  'id' | 'subject' | 'status' | 'origin_route' | 'origin_code' | 'rating' | 'rating_comment'
> & { created_at: Date | string; updated_at: Date | string; closed_at: Date | string | null };

export function ticketView(row: TicketRow) {
  return {
    id: row.id,
    subject: row.subject,
    status: row.status,
    origin: row.origin_route ? { route: row.origin_route, code: row.origin_code } : null,
    rating: row.rating,
    ratingComment: row.rating_comment,
    createdAt: iso(row.created_at) as string,
    updatedAt: iso(row.updated_at) as string,
    closedAt: iso(row.closed_at),
  };
}

export type TicketView = ReturnType<typeof ticketView>;

const TICKET_COLUMNS = [
  'id',
  'subject',
  'status',
  'origin_route',
  'origin_code',
  'rating',
  'rating_comment',
  'created_at',
  'updated_at',
  'closed_at',
] as const;

async function limit(db: Db, customerId: string, now: Date) {
  const verdict = await takeFromBucket(db, CHAT_RULE, customerId, now);
  if (!verdict.allowed) throw tooMany(verdict.retryAfterSeconds);
}

/** The customer's ticket, locked for the change to come; 40460 when it is not theirs or not there. */
async function ownTicket(db: Executor, customerId: string, ticketId: string, lock = false) {
  let query = db
    .selectFrom('support_ticket')
    .select(TICKET_COLUMNS)
    .where('id', '=', ticketId)
    .where('customer_id', '=', customerId);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw ticketNotFound();
  return row;
}

/** The next place in the ticket's conversation; the caller holds the ticket's lock. */
async function nextSeq(trx: Executor, ticketId: string): Promise<number> {
  const row = await trx
    .selectFrom('support_ticket_comment')
    .select((eb) => eb.fn.max('seq').as('last'))
    .where('ticket_id', '=', ticketId)
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

/** Opens a ticket with its first message; from an error screen it carries the route and the code. */
export async function openTicket(db: Db, customerId: string, body: OpenTicketBody, now: Date) {
  await limit(db, customerId, now);
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('support_ticket')
      .values({
        id,
        customer_id: customerId,
        subject: body.subject,
        status: 'ABERTO',
        origin_route: body.origin?.route ?? null,
        origin_code: body.origin?.code ?? null,
        rating: null,
        rating_comment: null,
        created_at: now,
        updated_at: now,
        closed_at: null,
        rated_at: null,
      })
      .execute();
    await trx
      .insertInto('support_ticket_comment')
      .values({
        id: randomUUID(),
        ticket_id: id,
        seq: 1,
        author: 'CLIENTE',
        body: body.message,
        file_id: null,
        created_at: now,
      })
      .execute();
  });
  return ticketView(await ownTicket(db, customerId, id));
}

/** The customer's tickets, the last changed first (at most 50). */
export async function listTickets(db: Executor, customerId: string) {
  const rows = await db
    .selectFrom('support_ticket')
    .select(TICKET_COLUMNS)
    .where('customer_id', '=', customerId)
    .orderBy('updated_at', 'desc')
    .orderBy('id')
    .limit(50)
    .execute();
  return rows.map(ticketView);
}

/** One ticket of the customer's and its messages, oldest first. */
export async function ticketComments(db: Executor, customerId: string, ticketId: string) {
  const ticket = await ownTicket(db, customerId, ticketId);
  const rows = await db
    .selectFrom('support_ticket_comment as c')
    .leftJoin('stored_file as f', 'f.id', 'c.file_id')
    .select(['c.id', 'c.author', 'c.body', 'c.created_at', 'c.file_id', 'f.content_type', 'f.size'])
    .where('c.ticket_id', '=', ticketId)
    .orderBy('c.seq')
    .execute();
  return {
    ticket: ticketView(ticket),
    comments: rows.map((r) => ({
      id: r.id,
      author: r.author,
      message: r.body,
      createdAt: iso(r.created_at) as string,
      image: r.file_id ? { id: r.file_id, contentType: r.content_type, size: r.size } : null,
    })),
  };
}

/**
 * The customer's message on an open ticket, with an image stored through the signed URL for this
 * ticket (and not yet on a message). A closed ticket takes no more (409); the ticket goes back to
 * ABERTO, waiting for the bank.
 */
export async function postComment(db: Db, customerId: string, body: PostCommentBody, now: Date) {
  await limit(db, customerId, now);
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    const ticket = await ownTicket(trx, customerId, body.ticketId, true);
    if (ticket.status === 'FECHADO') throw ticketClosed();
    if (body.fileId) {
      const file = await trx
        .selectFrom('stored_file')
        .leftJoin('support_ticket_comment as c', 'c.file_id', 'stored_file.id')
        .select(['stored_file.owner_id', 'stored_file.scope', 'c.id as comment_id'])
        .where('stored_file.id', '=', body.fileId)
        .executeTakeFirst();
      const usable =
        file && file.owner_id === customerId && file.scope === ticketScope(body.ticketId) && !file.comment_id;
      if (!usable) throw fileNotFound();
    }
    await trx
      .insertInto('support_ticket_comment')
      .values({
        id,
        ticket_id: body.ticketId,
        seq: await nextSeq(trx, body.ticketId),
        author: 'CLIENTE',
        body: body.message,
        file_id: body.fileId ?? null,
        created_at: now,
      })
      .execute();
    await trx
      .updateTable('support_ticket')
      .set({ status: 'ABERTO', updated_at: now })
      .where('id', '=', body.ticketId)
      .execute();
  });
  return { id, createdAt: now.toISOString() };
}

/** The customer's rating (1 to 5, an optional comment) of a closed ticket, once. */
export async function rateTicket(db: Db, customerId: string, body: PostRatingsBody, now: Date) {
  return db.transaction().execute(async (trx) => {
    const ticket = await ownTicket(trx, customerId, body.ticketId, true);
    if (ticket.status !== 'FECHADO' || ticket.rating !== null) throw notRatable();
    await trx
      .updateTable('support_ticket')
      .set({ rating: body.rating, rating_comment: body.comment || null, rated_at: now })
      .where('id', '=', body.ticketId)
      .execute();
    return ticketView(await ownTicket(trx, customerId, body.ticketId));
  });
}

/** The ticket the signed URL is for: the customer's and still open; its owner signs the URL. */
export async function uploadableTicket(db: Executor, customerId: string, ticketId: string) {
  const ticket = await ownTicket(db, customerId, ticketId);
  if (ticket.status === 'FECHADO') throw ticketClosed();
  return ticket;
}

/** The owner of a ticket still open, for the upload whose URL names it; undefined otherwise. */
export async function openTicketOwner(db: Executor, ticketId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('support_ticket')
    .select(['customer_id', 'status'])
    .where('id', '=', ticketId)
    .executeTakeFirst();
  return row && row.status !== 'FECHADO' ? row.customer_id : undefined;
}

/** An image of the customer's own tickets; 40460 for anyone else's, whatever its id. */
export async function readOwnFile(store: FileStore, customerId: string, fileId: string) {
  const file = await store.get(fileId);
  if (!file || file.ownerId !== customerId || !file.scope.startsWith('support_ticket:')) throw fileNotFound();
  return file;
}

/**
 * The bank's side: a message of the bank's on a ticket, which becomes RESPONDIDO, or FECHADO when
 * `close` (a closed ticket may then be rated). The sandbox's door calls it; a staff view would too.
 */
export async function answerTicket(
  db: Db,
  ticketId: string,
  answer: { message: string; close: boolean },
  now: Date,
): Promise<{ status: TicketStatus } | undefined> {
  return db.transaction().execute(async (trx) => {
    const ticket = await trx
      .selectFrom('support_ticket')
      .select(['id', 'status'])
      .where('id', '=', ticketId)
      .forUpdate()
      .executeTakeFirst();
    if (!ticket || ticket.status === 'FECHADO') return undefined;
    if (answer.message) {
      await trx
        .insertInto('support_ticket_comment')
        .values({
          id: randomUUID(),
          ticket_id: ticketId,
          seq: await nextSeq(trx, ticketId),
          author: 'BANCO',
          body: answer.message,
          file_id: null,
          created_at: now,
        })
        .execute();
    }
    const status: TicketStatus = answer.close ? 'FECHADO' : 'RESPONDIDO';
    await trx
      .updateTable('support_ticket')
      .set({ status, updated_at: now, ...(answer.close ? { closed_at: now } : {}) })
      .where('id', '=', ticketId)
      .execute();
    return { status };
  });
}
