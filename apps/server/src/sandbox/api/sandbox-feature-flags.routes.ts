import { FEATURE_FLAGS } from '@carteira/core/flags';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseRollout, setFeatureRollout } from '../../services/product-api/public.ts';
import type { Db } from '../../tables.ts';

const body = z.object({
  feature: z.enum(FEATURE_FLAGS),
  /** "on", "off", or the share of customers in percent ("0" to "100"). */
  rollout: z.string().trim().max(3),
});

/**
 * `POST /feature-flags {feature, rollout}`: turns one of the nine flags on, off or on for a share of
 * customers, for everyone, without a restart (the next call reads it). Sandbox only, like the whole
 * plugin; an operator uses `npm run flags -w apps/server` (docs/running.md).
 */
export function registerFeatureFlagRoutes(app: FastifyInstance, db: Db): void {
  app.post('/feature-flags', async (request, reply) => {
    const parsed = body.safeParse(request.body);
    const rollout = parsed.success ? parseRollout(parsed.data.rollout) : null;
    if (!parsed.success || !rollout) {
      return reply.code(400).send({
        success: false,
        status: 400,
        error: { code: 40007, message: 'Campo inválido: feature ou rollout (on, off ou 0 a 100)' },
      });
    }
    await setFeatureRollout(db, parsed.data.feature, rollout);
    return { success: true, status: 200, result: { feature: parsed.data.feature, rollout } };
  });
}
