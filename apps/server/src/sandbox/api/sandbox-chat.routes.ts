import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answerTicket } from '../../services/product-api/public.ts';
import type { Db } from '../../tables.ts';
import type { SandboxClock } from '../sandbox-clock.ts';

const answerBody = z
  .strictObject({
    ticketId: z.string().uuid(),
    /** The bank's reply, as the customer reads it. */
    mensagem: z.string().trim().max(2000).default(''),
    /** Close the ticket after the reply: the customer may then rate it. */
    encerrar: z.boolean().default(false),
  })
  .refine((b) => b.mensagem.length > 0 || b.encerrar, {
    message: 'mensagem ou encerrar',
    path: ['mensagem'],
  });

/**
 * The bank's side of the support chat in the sandbox: `POST /chat/answer` replies to a ticket as the
 * bank's care team and may close it, so a demo or a journey sees a reply arrive. A real deployment
 * answers from its staff tools, through the same use case (answerTicket).
 */
export function registerChatRoutes(app: FastifyInstance, db: Db, clock: SandboxClock): void {
  app.post('/chat/answer', async (request, reply) => {
    const parsed = answerBody.safeParse(request.body);
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path.join('.') || 'body';
      return reply
        .code(400)
        .send({ success: false, status: 400, error: { code: 40007, message: `Campo inválido: ${field}` } });
    }
    const done = await answerTicket(
      db,
      parsed.data.ticketId,
      { message: parsed.data.mensagem, close: parsed.data.encerrar },
      clock.now(),
    );
    if (!done) {
      return reply.code(404).send({
        success: false,
        status: 404,
        error: { code: 40460, message: 'Chamado não encontrado ou já encerrado' },
      });
    }
    return { success: true, status: 200, result: { ticketId: parsed.data.ticketId, status: done.status } };
  });
}
