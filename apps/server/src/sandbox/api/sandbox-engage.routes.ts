import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  APP_PAGE,
  CARD_TYPES,
  type CardContent,
  FEED_TYPES,
  notifyStory,
  putCards,
  REEL_SLIDES_MAX,
} from '../../services/engage-api/public.ts';
import type { Db } from '../../tables.ts';
import type { SandboxClock } from '../sandbox-clock.ts';

/** The sandbox engagement door's refusals (docs/engage-api.md, "Sandbox door"). */
export const ENGAGE_DOOR_CODES = {
  /** No customer has that CPF. */
  unknownCustomer: 40260,
  /** No story by that id, or the customer is not in its audience. */
  unknownStory: 40261,
  /** A dialog trigger on a story that is not a dialog. */
  notADialog: 40262,
  /** open_page is not a page of the app (a route; never the login). */
  badPage: 40263,
} as const;

const text = z.strictObject({
  'pt-BR': z.string().trim().min(1).max(400),
  en: z.string().trim().min(1).max(400),
});
const cpf = z.string().regex(/^\d{11}$/, '11 dígitos');

const cardBody = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9-]{1,60}$/),
    placement: z.enum(['card', 'banner', 'dialog', 'reel']),
    cardType: z.enum(CARD_TYPES),
    feedType: z.enum(FEED_TYPES),
    audience: z.enum(['all', 'no_pix_key', 'listed']),
    position: z.number().int().min(0).max(1000),
    title: text,
    body: text,
    action: z
      .strictObject({
        label: text,
        /** An app route, a path carrying a Pix code, or a code of the QR-payment scheme (the app decides). */
        path: z.string().trim().min(1).max(512),
        additionalInfo: z.record(z.string(), z.unknown()).optional(),
      })
      .optional(),
    dialogTrigger: z.enum(['login', 'notification']).optional(),
    slides: z
      .array(z.strictObject({ title: text, body: text }))
      .min(1)
      .max(REEL_SLIDES_MAX)
      .optional(),
    /** For audience listed: the CPFs of the customers it is for. */
    cpfs: z.array(cpf).max(50).optional(),
    startsAt: z.string().datetime({ offset: true }).optional(),
    endsAt: z.string().datetime({ offset: true }).optional(),
  })
  .refine((c) => (c.placement === 'reel') === (c.slides !== undefined), {
    message: 'um reel, e só um reel, tem slides',
    path: ['slides'],
  })
  .refine((c) => c.dialogTrigger === undefined || c.placement === 'dialog', {
    message: 'só um dialog tem dialogTrigger',
    path: ['dialogTrigger'],
  })
  .refine((c) => (c.audience === 'listed') === (c.cpfs !== undefined), {
    message: 'a audiência listed, e só ela, tem cpfs',
    path: ['cpfs'],
  });

const notifyBody = z.strictObject({
  cpf,
  storyid: z.string().regex(/^[a-z0-9-]{1,60}$/),
  dialogTrigger: z.boolean().default(false),
  open_page: z.string().max(61).nullable().default(null),
});

const refuse = (reply: FastifyReply, status: number, code: number, message: string) =>
  reply.code(status).send({ success: false, status, error: { code, message } });

function badInput(reply: FastifyReply, error: z.ZodError) {
  const field = error.issues[0]?.path.join('.') || 'body';
  return refuse(reply, 400, 40007, `Campo inválido: ${field}`);
}

async function customersByCpf(db: Db, cpfs: readonly string[]) {
  if (cpfs.length === 0) return [];
  return db.selectFrom('customer').select(['id', 'cpf']).where('cpf', 'in', cpfs).execute();
}

/**
 * The bank's content team in the sandbox: `POST /engage/cards` publishes (or rewrites) a card, banner,
 * dialog or reel of the feed, in force from now unless told; `POST /engage/notify` sends one of them
 * to a customer as a notification whose link names it, may open its dialog, and may open a page. A real
 * deployment does both from its own tools through the same use cases (putCards, notifyStory).
 */
export function registerEngageRoutes(app: FastifyInstance, db: Db, clock: SandboxClock): void {
  app.post('/engage/cards', async (request, reply) => {
    const parsed = cardBody.safeParse(request.body);
    if (!parsed.success) return badInput(reply, parsed.error);
    const c = parsed.data;
    const listed = await customersByCpf(db, c.cpfs ?? []);
    if (listed.length !== new Set(c.cpfs ?? []).size) {
      return refuse(reply, 404, ENGAGE_DOOR_CODES.unknownCustomer, 'Cliente não encontrado');
    }
    const content: CardContent = {
      id: c.id,
      placement: c.placement,
      cardType: c.cardType,
      feedType: c.feedType,
      audience: c.audience,
      position: c.position,
      title: c.title,
      body: c.body,
      ...(c.action
        ? {
            action: {
              label: c.action.label,
              path: c.action.path,
              ...(c.action.additionalInfo ? { additionalInfo: c.action.additionalInfo } : {}),
            },
          }
        : {}),
      startsAt: c.startsAt ? new Date(c.startsAt) : clock.now(),
      ...(c.endsAt ? { endsAt: new Date(c.endsAt) } : {}),
      ...(c.dialogTrigger ? { dialogTrigger: c.dialogTrigger } : {}),
      ...(c.slides ? { slides: c.slides } : {}),
      ...(c.audience === 'listed' ? { customerIds: listed.map((l) => l.id) } : {}),
    };
    await db.transaction().execute((trx) => putCards(trx, [content]));
    return { success: true, status: 200, result: { id: c.id, placement: c.placement } };
  });

  app.post('/engage/notify', async (request, reply) => {
    const parsed = notifyBody.safeParse(request.body);
    if (!parsed.success) return badInput(reply, parsed.error);
    const n = parsed.data;
    if (n.open_page !== null && (!APP_PAGE.test(n.open_page) || n.open_page === '/newLogin')) {
      return refuse(reply, 400, ENGAGE_DOOR_CODES.badPage, 'open_page não é uma página do app');
    }
    const [customer] = await customersByCpf(db, [n.cpf]);
    if (!customer) return refuse(reply, 404, ENGAGE_DOOR_CODES.unknownCustomer, 'Cliente não encontrado');
    const sent = await notifyStory(
      db,
      customer.id,
      { storyId: n.storyid, dialogTrigger: n.dialogTrigger, openPage: n.open_page },
      clock.now(),
    );
    if (!sent.ok) {
      if (sent.reason === 'not_a_dialog') {
        return refuse(reply, 400, ENGAGE_DOOR_CODES.notADialog, 'dialogTrigger só para um dialog');
      }
      if (sent.reason === 'bad_page') {
        return refuse(reply, 400, ENGAGE_DOOR_CODES.badPage, 'open_page não é uma página do app');
      }
      return refuse(reply, 404, ENGAGE_DOOR_CODES.unknownStory, 'História não encontrada para o cliente');
    }
    return { success: true, status: 200, result: { id: sent.id, created: sent.created } };
  });
}
