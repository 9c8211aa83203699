import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../platform/database/schema.ts';
import { SANDBOX_INSTITUTIONS } from '../../sandbox/pix-institutions.ts';
import { receiveSandboxPix } from '../../sandbox/pix-receive.ts';
import { positiveReais } from '../bank-api/schemas.ts';

export interface SandboxApiOptions {
  db: Db;
}

const incomingPix = z.object({
  /** A key of this bank, in the DICT form (e.g. +5521998765432). */
  chave: z.string().min(1).max(77),
  /** Centavos, as every amount inside the bank (positiveReais converts from the wire's reais). */
  valor: positiveReais,
  ispb: z.enum(SANDBOX_INSTITUTIONS.map((i) => i.ispb) as [string, ...string[]]).optional(),
});

/**
 * The outside world's side of the sandbox, over HTTP: another institution sends a Pix to a key of this
 * bank. Registered only when the server runs the sandbox (SEED_SANDBOX, on by default); a real deployment
 * has no such door. Plain JSON, not sealed: it stands for the central bank's network, not for a customer.
 */
export const sandboxApiPlugin: FastifyPluginAsync<SandboxApiOptions> = async (app, { db }) => {
  app.post('/pix/receive', async (request, reply) => {
    const parsed = incomingPix.safeParse(request.body);
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path.join('.') ?? 'body';
      return reply
        .code(400)
        .send({ success: false, status: 400, error: { code: 40007, message: `Campo inválido: ${field}` } });
    }
    const { chave, valor, ispb } = parsed.data;
    try {
      const done = await receiveSandboxPix(db, { chave, valor, ...(ispb ? { ispb } : {}) });
      return { success: true, status: 200, result: done };
    } catch (err) {
      if (err instanceof Error && err.message.startsWith('the key is not held')) {
        return reply
          .code(404)
          .send({ success: false, status: 404, error: { code: 40013, message: 'Chave Pix não encontrada' } });
      }
      throw err;
    }
  });
};
