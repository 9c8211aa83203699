import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SandboxVacancies } from '../onboarding-vacancies.ts';

const body = z.object({ possuiVagas: z.boolean() });

/** The sandbox's waitlist switch: PUT /vagas {possuiVagas}; GET /vagas reads it. Sandbox only. */
export async function sandboxOnboardingPlugin(app: FastifyInstance, opts: { vacancies: SandboxVacancies }) {
  app.get('/vagas', async () => ({
    success: true,
    status: 200,
    result: { possuiVagas: opts.vacancies.available() },
  }));
  app.put('/vagas', async (request, reply) => {
    const parsed = body.safeParse(request.body);
    if (!parsed.success) {
      return reply.code(400).send({
        success: false,
        status: 400,
        error: { code: 40007, message: 'Campo inválido: possuiVagas' },
      });
    }
    opts.vacancies.set(parsed.data.possuiVagas);
    return { success: true, status: 200, result: { possuiVagas: parsed.data.possuiVagas } };
  });
}
