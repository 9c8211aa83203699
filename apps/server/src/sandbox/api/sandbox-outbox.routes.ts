import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SandboxOutbox } from '../outbox.ts';

const query = z.object({
  /** +55 and the mobile number (+5511987654321), or an e-mail address. */
  destino: z.string().trim().min(3).max(254),
});

/**
 * The sandbox's SMS and e-mail outbox: `GET /outbox?destino=...` lists what the bank sent there,
 * newest first, so a demo or a journey can read a one-time code. Sandbox only, like the whole plugin.
 */
export function registerOutboxRoutes(app: FastifyInstance, outbox: SandboxOutbox): void {
  app.get('/outbox', async (request, reply) => {
    const parsed = query.safeParse(request.query);
    if (!parsed.success) {
      return reply
        .code(400)
        .send({ success: false, status: 400, error: { code: 40007, message: 'Campo inválido: destino' } });
    }
    return { success: true, status: 200, result: { mensagens: outbox.read(parsed.data.destino) } };
  });
}
