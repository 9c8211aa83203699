import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SandboxClock } from '../sandbox-clock.ts';

const setClock = z.object({
  /** ISO 8601 date-time with an offset or Z: 2026-03-10T21:30:00-03:00. */
  agora: z.iso.datetime({ offset: true }),
});

const clockAnswer = (clock: SandboxClock) => ({
  success: true,
  status: 200,
  result: { agora: clock.now().toISOString(), deslocamentoMs: clock.offsetMs() },
});

/**
 * The sandbox's clock door: `POST /clock { agora }` sets the bank's clock to that instant (an offset
 * on the machine's clock, so it keeps running from there); `DELETE /clock` puts it back. Both answer
 * after the due Pix schedules ran at the new time.
 */
export function registerClockRoutes(app: FastifyInstance, clock: SandboxClock): void {
  app.get('/clock', async () => clockAnswer(clock));
  app.post('/clock', async (request, reply) => {
    const parsed = setClock.safeParse(request.body);
    if (!parsed.success) {
      return reply
        .code(400)
        .send({ success: false, status: 400, error: { code: 40007, message: 'Campo inválido: agora' } });
    }
    await clock.set(new Date(parsed.data.agora));
    return clockAnswer(clock);
  });
  app.delete('/clock', async () => {
    await clock.reset();
    return clockAnswer(clock);
  });
}
