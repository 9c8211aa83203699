import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { BankError, positiveReais } from '../../services/bank-api/public.ts';
import type { Db } from '../../tables.ts';
import type { SandboxOutbox } from '../outbox.ts';
import { SANDBOX_INSTITUTIONS } from '../pix-institutions.ts';
import { receiveSandboxPix, receiveSandboxQrPix } from '../pix-receive.ts';
import type { SandboxClock } from '../sandbox-clock.ts';
import { registerAccountRoutes } from './sandbox-account.routes.ts';
import { registerBoletoRoutes } from './sandbox-boleto.routes.ts';
import { registerCardRoutes } from './sandbox-cards.routes.ts';
import { registerChatRoutes } from './sandbox-chat.routes.ts';
import { registerClockRoutes } from './sandbox-clock.routes.ts';
import { registerCreditCardRoutes } from './sandbox-credit-card.routes.ts';
import { registerEngageRoutes } from './sandbox-engage.routes.ts';
import { registerFeatureFlagRoutes } from './sandbox-feature-flags.routes.ts';
import { registerFgtsRoutes } from './sandbox-fgts.routes.ts';
import { registerLotteryRoutes } from './sandbox-lottery.routes.ts';
import { registerOutboxRoutes } from './sandbox-outbox.routes.ts';
import { registerQrPaymentRoutes } from './sandbox-qr-payment.routes.ts';
import { registerSalaryRoutes } from './sandbox-salary.routes.ts';

export interface SandboxApiOptions {
  db: Db;
  /** The bank's clock: what the sandbox's own movements are dated with, and what /clock moves. */
  clock: SandboxClock;
  /** The SMS and e-mail the bank sent (one-time codes), read at /outbox. */
  outbox?: SandboxOutbox;
  /** The server's PIN pepper: the card network's chip-and-PIN purchases are checked with it. */
  pinPepper: string;
}

const ispb = z.enum(SANDBOX_INSTITUTIONS.map((i) => i.ispb) as [string, ...string[]]).optional();

const incomingKeyPix = z.object({
  /** A key of this bank, in the DICT form (e.g. +5521998765432). */
  chave: z.string().min(1).max(77),
  /** Centavos, as every amount inside the bank (positiveReais converts from the wire's reais). */
  valor: positiveReais,
  ispb,
});

const incomingQrPix = z.object({
  /** A BR Code of this bank: a dynamic one (a charge) or a static one. */
  qrCode: z.string().min(1).max(512),
  /** Required for a static code without amount; otherwise absent or the code's amount. */
  valor: positiveReais.optional(),
  ispb,
});

const fail = (reply: FastifyReply, status: number, code: number, message: string) =>
  reply.code(status).send({ success: false, status, error: { code, message } });

/**
 * The outside world's side of the sandbox, over HTTP: another institution sends a Pix to a key of this
 * bank, or pays one of its codes. Registered only when the server runs the sandbox (SEED_SANDBOX, on
 * by default); a real deployment has no such door. Plain JSON, not sealed: it stands for the central
 * bank's network, not for a customer.
 */
export const sandboxApiPlugin: FastifyPluginAsync<SandboxApiOptions> = async (
  app,
  { db, clock, outbox, pinPepper },
) => {
  app.post('/pix/receive', async (request, reply) => {
    const byCode = typeof request.body === 'object' && request.body !== null && 'qrCode' in request.body;
    const parsed = (byCode ? incomingQrPix : incomingKeyPix).safeParse(request.body);
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path.join('.') || 'body';
      return fail(reply, 400, 40007, `Campo inválido: ${field}`);
    }
    const body = parsed.data;
    try {
      const done =
        'qrCode' in body
          ? await receiveSandboxQrPix(db, {
              qrCode: body.qrCode,
              at: clock.now(),
              ...(body.valor !== undefined ? { valor: body.valor } : {}),
              ...(body.ispb ? { ispb: body.ispb } : {}),
            })
          : await receiveSandboxPix(db, {
              chave: body.chave,
              valor: body.valor,
              at: clock.now(),
              ...(body.ispb ? { ispb: body.ispb } : {}),
            });
      return { success: true, status: 200, result: done };
    } catch (err) {
      if (err instanceof BankError) return reply.code(err.status).send(err.toAnswer());
      if (err instanceof Error && err.message.startsWith('the key is not held')) {
        return fail(reply, 404, 40013, 'Chave Pix não encontrada');
      }
      throw err;
    }
  });

  registerClockRoutes(app, clock);
  registerAccountRoutes(app, db, clock);
  registerBoletoRoutes(app, db, clock);
  registerCardRoutes(app, db, clock, pinPepper);
  registerCreditCardRoutes(app, db, clock);
  registerQrPaymentRoutes(app, db, clock);
  registerChatRoutes(app, db, clock);
  registerEngageRoutes(app, db, clock);
  registerFeatureFlagRoutes(app, db);
  registerFgtsRoutes(app, db, clock);
  registerSalaryRoutes(app, db, clock);
  registerLotteryRoutes(app, db);
  if (outbox) registerOutboxRoutes(app, outbox);
};
