import { isFederalPrizes } from '@carteira/core/rewards';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../tables.ts';
import { publishLotteryResult, sandboxPrizesFor } from '../lottery.ts';

const publish = z.object({
  /** The extraction's date, YYYY-MM-DD. */
  data: z.iso.date(),
  /** The 1st to 5th prizes; the date's deterministic ones when absent. */
  premios: z.array(z.number().int().min(0).max(99_999)).length(5).optional(),
});

/**
 * The Loteria Federal's door: `POST /loteria-federal { data, premios? }` publishes an extraction's result
 * once: a date already published keeps its first result (409 if other prizes are sent).
 */
export function registerLotteryRoutes(app: FastifyInstance, db: Db): void {
  app.post('/loteria-federal', async (request, reply) => {
    const parsed = publish.safeParse(request.body);
    if (!parsed.success) {
      return reply.code(400).send({
        success: false,
        status: 400,
        error: { code: 40007, message: 'Campos inválidos: data, premios' },
      });
    }
    const wanted = parsed.data.premios ?? sandboxPrizesFor(parsed.data.data);
    if (!isFederalPrizes(wanted)) return reply.code(400).send({ success: false, status: 400 });
    const kept = await publishLotteryResult(db, parsed.data.data, wanted);
    if (kept.some((p, i) => p !== wanted[i])) {
      return reply.code(409).send({
        success: false,
        status: 409,
        error: { code: 40980, message: 'Resultado desta extração já publicado' },
        result: { data: parsed.data.data, premios: kept },
      });
    }
    return { success: true, status: 200, result: { data: parsed.data.data, premios: kept } };
  });
}
