import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppConfig } from '../../platform/config.ts';
import { authenticate, bearer, type FinancingCaller } from './auth/financing-auth.service.ts';
import { FinancingError, invalidInput, unauthorized } from './financing.errors.ts';
import type { Db } from './financing-database.ts';
import type { FinancingPorts } from './financing-ports.ts';

export interface FinancingDeps {
  db: Db;
  config: AppConfig;
  now: () => Date;
  /** The outside world (financing-ports.ts). */
  ports: FinancingPorts;
}

/** Input checked with zod: 400 `{ status, message, details, errors }` otherwise, nothing changed. */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value ?? {}, { reportInput: true });
  if (!parsed.success) throw invalidInput(parsed.error.issues);
  return parsed.data;
}

/** The customer behind the bearer token, or 401. */
export async function requireCaller(deps: FinancingDeps, request: FastifyRequest): Promise<FinancingCaller> {
  const caller = await authenticate(deps.db, bearer(request.headers.authorization), deps.now());
  if (!caller) throw unauthorized();
  return caller;
}

/**
 * Errors of this scope as `{ status, message, details }`: ours as they are, a malformed body or an
 * oversized one as 400 / 413, anything else 500 with nothing internal.
 */
export function registerFinancingErrors(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | FinancingError, request, reply: FastifyReply) => {
    if (err instanceof FinancingError) {
      if (err.status >= 500) request.log.error({ err }, 'financing call failed');
      return reply.code(err.status).send(err.toBody());
    }
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status === 413) {
      return reply.code(413).send({ status, message: 'Arquivo grande demais', details: 'Limite de 2 MB' });
    }
    if (status >= 400 && status < 500) {
      request.log.info({ code: err.code, status }, 'financing request refused');
      return reply
        .code(status)
        .send({ status, message: 'Requisição inválida', details: 'O corpo da requisição não pôde ser lido' });
    }
    request.log.error({ err }, 'financing call failed');
    return reply
      .code(500)
      .send({ status: 500, message: 'Erro interno. Tente novamente mais tarde', details: '' });
  });
  const notFound = { status: 404, message: 'Serviço não encontrado', details: '' };
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(notFound));
  // Before the web app's fallback: an unknown path under this prefix is a 404, never the app's page.
  app.all('/*', async (_request, reply) => reply.code(404).send(notFound));
}
