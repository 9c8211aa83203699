import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { authenticateToken, findCustomer } from '../bank-api/public.ts';
import {
  bankSessionExpired,
  bearer,
  FinancingError,
  parse,
  registerFinancingErrors,
} from '../financing-api/public.ts';
import { databaseFileStore, type FileStore } from '../product-api/public.ts';
import { registerCardFeedbackRoutes } from './card-feedback.routes.ts';
import type { Db } from './engage-database.ts';
import { CARD_ACTIONS, dialogFor, feedFor, recordActions, reelsFor } from './feed.service.ts';
import { listNotifications, markRead } from './notifications.service.ts';

export interface EngageApiOptions extends Record<string, unknown> {
  db: Db;
  now?: () => Date;
  /** UPLOAD_URL_KEY: the HMAC key of the signed upload URLs (the card feedback's image). */
  uploadKey: string;
  files?: FileStore;
}

const locale = z.enum(['pt-BR', 'en']).default('pt-BR');
const feedQuery = z.strictObject({
  locale,
  tabName: z.enum(['Wallet', 'offers club']).default('Wallet'),
  motoplace: z.string().max(40).optional(),
  rid: z.string().max(80).optional(),
  /** The shell's ad customisation setting: 'false' serves only what is meant for everyone. */
  adCustomization: z.enum(['true', 'false']).default('true'),
});
const storyId = z.string().regex(/^[a-z0-9-]{1,60}$/, 'deve ser o storyid de um card');
// At login (the default) or from a notification's link, which names its dialog.
const dialogQuery = z
  .object({
    locale,
    trigger: z.enum(['login', 'notification']).default('login'),
    storyid: storyId.optional(),
    adCustomization: z.enum(['true', 'false']).default('true'),
  })
  .passthrough()
  .refine((q) => q.trigger === 'login' || q.storyid !== undefined, {
    message: 'obrigatório quando trigger=notification',
    path: ['storyid'],
  });
const operationsBody = z.strictObject({
  channelid: z.string().max(40).optional(),
  scountry: z.string().max(4).optional(),
  hwtype: z.string().max(40).optional(),
  locale: locale.optional(),
  stats: z
    .array(z.strictObject({ storyid: storyId, action: z.enum(CARD_ACTIONS) }))
    .min(1)
    .max(20),
});
const readBody = z.strictObject({ ids: z.array(z.string().uuid()).min(1).max(50).optional() });

/**
 * The customer-engagement service (cross-cutting.md section 7, Engage service; docs/engage-api.md):
 * the home feed's cards and banners (getdom), the dialog shown once or opened by a notification
 * (getDialogDom), the reels (getReelsDom), the card actions (eoperations: a dismissed card stays
 * dismissed, a reel watched stays watched), and the customer's notifications with their links. Mounted at
 * /api/engage; every call carries the customer's bank access token, and reaches only their own.
 */
export async function engageApiPlugin(app: FastifyInstance, opts: EngageApiOptions): Promise<void> {
  const now = opts.now ?? (() => new Date());
  registerFinancingErrors(app);

  async function customerOf(header: string | undefined): Promise<string> {
    const token = bearer(header);
    const session = token ? await authenticateToken(opts.db, token, now()) : undefined;
    if (!session) throw bankSessionExpired();
    const customer = await findCustomer(opts.db, session.customerId);
    if (!customer) throw bankSessionExpired();
    return customer.id;
  }

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  registerCardFeedbackRoutes(app, {
    db: opts.db,
    now,
    files: opts.files ?? databaseFileStore(opts.db),
    uploadKey: opts.uploadKey,
    customerOf,
  });

  app.get('/getdom', async (request) => {
    const customerId = await customerOf(request.headers.authorization);
    const q = parse(feedQuery, request.query);
    return feedFor(opts.db, customerId, q.locale, q.tabName, now(), q.adCustomization === 'true');
  });

  app.get('/getDialogDom', async (request) => {
    const customerId = await customerOf(request.headers.authorization);
    const q = parse(dialogQuery, request.query);
    return dialogFor(
      opts.db,
      customerId,
      q.locale,
      now(),
      q.trigger === 'notification' && q.storyid
        ? { trigger: 'notification', storyId: q.storyid }
        : { trigger: 'login' },
      q.adCustomization === 'true',
    );
  });

  app.get('/getReelsDom', async (request) => {
    const customerId = await customerOf(request.headers.authorization);
    const q = parse(feedQuery, request.query);
    return reelsFor(opts.db, customerId, q.locale, q.tabName, now(), q.adCustomization === 'true');
  });

  app.post('/eoperations', async (request) => {
    const customerId = await customerOf(request.headers.authorization);
    const body = parse(operationsBody, request.body);
    const { unknown } = await recordActions(opts.db, customerId, body.stats, now());
    if (unknown.length) throw new FinancingError(404, 'Card não encontrado', unknown.join(', '));
    return { kept: body.stats.length };
  });

  app.get('/notifications', async (request) => {
    const customerId = await customerOf(request.headers.authorization);
    const q = parse(z.strictObject({ locale }), request.query);
    return listNotifications(opts.db, customerId, q.locale);
  });

  app.post('/notifications/read', async (request) => {
    const customerId = await customerOf(request.headers.authorization);
    const body = parse(readBody, request.body);
    return markRead(opts.db, customerId, body.ids, now());
  });
}
