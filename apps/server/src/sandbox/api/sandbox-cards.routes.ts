import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { withTransaction } from '../../platform/database/transaction.ts';
import {
  approveWalletToken,
  authorisePurchase,
  BankError,
  positiveReais,
  reversePurchase,
  settlePurchase,
  tokensEndingIn,
} from '../../services/bank-api/public.ts';
import type { Db } from '../../tables.ts';
import { cvvOf, openFrameHash, openOpaqueCard, panOf, walletTokenLast4 } from '../card-processor.ts';
import type { SandboxClock } from '../sandbox-clock.ts';
import { cardFramePage } from './card-frame-page.ts';

const purchase = z.object({
  /** The full card number, as a terminal reads it (only the network and the sandbox processor see it). */
  numeroCartao: z.string().regex(/^\d{16}$/),
  valor: positiveReais,
  estabelecimento: z.string().trim().min(1).max(60),
  /** The network's authorisation id: sending it again is the same purchase. */
  idAutorizacao: z.string().trim().min(1).max(64),
  /** The PIN typed at the terminal (chip and PIN); without it, a contactless or online purchase. */
  senha: z
    .string()
    .regex(/^\d{4}$/)
    .optional(),
});
const byAuthorisation = z.object({ idAutorizacao: z.string().trim().min(1).max(64) });
const byCard = z.object({ chaveDeCartao: z.string().min(1).max(64) });
const provision = z.object({
  opaquePaymentCard: z.string().min(1).max(1024),
  carteira: z.enum(['GOOGLE_PAY', 'SAMSUNG_PAY']).default('GOOGLE_PAY'),
});

const fail = (reply: FastifyReply, status: number, code: number, message: string) =>
  reply.code(status).send({ success: false, status, error: { code, message } });

/**
 * The sandbox card network's door (sandbox only, plain JSON): a terminal's purchase authorised against
 * the balance, its settlement and its reversal; the plastic of a card that arrived in the mail; and
 * the processor's card-details frame opened with a hash. Rules in src/sandbox/README.md.
 */
export function registerCardRoutes(
  app: FastifyInstance,
  db: Db,
  clock: SandboxClock,
  pinPepper: string,
): void {
  const run = async (reply: FastifyReply, work: () => Promise<unknown>) => {
    try {
      return { success: true, status: 200, result: await work() };
    } catch (err) {
      if (err instanceof BankError) return reply.code(err.status).send(err.toAnswer());
      throw err;
    }
  };
  const invalid = (reply: FastifyReply, error: z.ZodError) =>
    fail(reply, 400, 40007, `Campo inválido: ${error.issues[0]?.path.join('.') || 'body'}`);

  app.post('/cards/purchase', async (request, reply) => {
    const parsed = purchase.safeParse(request.body);
    if (!parsed.success) return invalid(reply, parsed.error);
    const p = parsed.data;
    const tokens = await tokensEndingIn(db, p.numeroCartao.slice(-4));
    const token = tokens.find((t) => panOf(t) === p.numeroCartao);
    if (!token) return fail(reply, 400, 40093, 'Compra recusada: cartão desconhecido');
    return run(reply, () =>
      withTransaction(db, (trx) =>
        authorisePurchase(trx, {
          token,
          authorisationId: p.idAutorizacao,
          amount: p.valor,
          merchant: p.estabelecimento,
          at: clock.now(),
          ...(p.senha ? { pin: { value: p.senha, pepper: pinPepper } } : {}),
        }),
      ),
    );
  });

  app.post('/cards/settle', async (request, reply) => {
    const parsed = byAuthorisation.safeParse(request.body);
    if (!parsed.success) return invalid(reply, parsed.error);
    return run(reply, () =>
      withTransaction(db, (trx) => settlePurchase(trx, parsed.data.idAutorizacao, clock.now())),
    );
  });

  app.post('/cards/reverse', async (request, reply) => {
    const parsed = byAuthorisation.safeParse(request.body);
    if (!parsed.success) return invalid(reply, parsed.error);
    return run(reply, () =>
      withTransaction(db, (trx) => reversePurchase(trx, parsed.data.idAutorizacao, clock.now())),
    );
  });

  /**
   * The phone wallet pushes an opaque payment card to the token service provider, which asks the
   * issuer to approve a device token: an unblocked card gets one (its reference and last 4 digits).
   */
  app.post('/cards/wallet/provision', async (request, reply) => {
    const parsed = provision.safeParse(request.body);
    if (!parsed.success) return invalid(reply, parsed.error);
    const opened = openOpaqueCard(parsed.data.opaquePaymentCard, clock.now());
    if (!opened) return fail(reply, 400, 40091, 'Cartão opaco inválido ou expirado');
    const reference = `DNITHE${randomUUID().replace(/-/g, '').slice(0, 20).toUpperCase()}`;
    return run(reply, () =>
      withTransaction(db, (trx) =>
        approveWalletToken(trx, {
          token: opened.token,
          tsp: opened.tsp,
          tokenReference: reference,
          last4: walletTokenLast4(reference),
          wallet: parsed.data.carteira,
          at: clock.now(),
        }),
      ),
    );
  });

  /** What is printed on the plastic the post delivered: a demo or a journey types it to unblock. */
  app.get('/cards/plastic', async (request, reply) => {
    const parsed = byCard.safeParse(request.query);
    if (!parsed.success) return invalid(reply, parsed.error);
    const card = await db
      .selectFrom('card')
      .select(['processor_token', 'expiry_month', 'expiry_year', 'printed_name'])
      .where('id', '=', parsed.data.chaveDeCartao)
      .executeTakeFirst();
    if (!card) return fail(reply, 404, 40406, 'Cartão não encontrado');
    return {
      success: true,
      status: 200,
      result: {
        numeroCartao: panOf(card.processor_token),
        validade: `${String(card.expiry_month).padStart(2, '0')}/${String(card.expiry_year % 100).padStart(2, '0')}`,
        cvv: cvvOf(card.processor_token),
        nomeImpresso: card.printed_name,
      },
    };
  });

  /** The processor's card-details page, framed by the app; the hash is good for 5 minutes. */
  app.get('/cards/frame', async (request, reply) => {
    const hash =
      typeof (request.query as { hash?: unknown }).hash === 'string'
        ? (request.query as { hash: string }).hash
        : '';
    const token = hash.length < 512 ? openFrameHash(hash, clock.now()) : undefined;
    const card = token
      ? await db
          .selectFrom('card')
          .select(['expiry_month', 'expiry_year', 'printed_name'])
          .where('processor_token', '=', token)
          .executeTakeFirst()
      : undefined;
    reply.type('text/html; charset=utf-8');
    if (!token || !card) return reply.code(404).send(cardFramePage(undefined));
    return cardFramePage({
      numero: panOf(token),
      validade: `${String(card.expiry_month).padStart(2, '0')}/${String(card.expiry_year % 100).padStart(2, '0')}`,
      cvv: cvvOf(token),
      nome: card.printed_name,
    });
  });
}
