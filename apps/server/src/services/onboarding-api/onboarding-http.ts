import { BankCode } from '@carteira/core/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { CepDirectory, CodeSender } from '../bank-api/public.ts';
import type { OnboardingAnalyst } from './analyst.ts';
import type { IdentityProvider } from './identity-provider.ts';
import { invalidInput, OnboardingError } from './onboarding.errors.ts';
import { authenticate, type OnboardingCaller, type OnboardingClient } from './onboarding-auth.service.ts';
import type { Db } from './onboarding-database.ts';
import type { OnboardingVacancies } from './vacancies.ts';

export interface OnboardingDeps {
  db: Db;
  now: () => Date;
  clients: readonly OnboardingClient[];
  codeSender: CodeSender;
  pinPepper: string;
  /** The key of the CPF's HMAC: an applicant's bucket in a feature flag's share (the CAF flags). */
  cpfHashKey: string;
  identityProvider: IdentityProvider;
  /** The postal code directory (a port of the bank's; app.ts passes it in). */
  ceps: CepDirectory;
  vacancies: OnboardingVacancies;
  /** The analyst who reviews an application after the terms (decision 0029). */
  analyst: OnboardingAnalyst;
}

/** Input checked with zod: 400 / 40007 otherwise, nothing changed. */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value ?? {}, { reportInput: true });
  if (!parsed.success) throw invalidInput(parsed.error.issues);
  return parsed.data;
}

export function requireCaller(deps: OnboardingDeps, request: FastifyRequest): Promise<OnboardingCaller> {
  return authenticate(deps.db, request.headers.authorization, deps.now());
}

/** Answers `{ success: true, status, result }`, as the other services this app reads. */
export const done = (result: unknown, status = 200) => ({ success: true, status, result });

/**
 * Errors of this scope as `{ status, codigo, message, details }`: ours as they are, a malformed or
 * oversized body as 400 / 413, anything else 500 with nothing internal. Form bodies (auth/token) parsed here.
 */
export function registerOnboardingHttp(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
  app.setErrorHandler((err: FastifyError | OnboardingError, request, reply: FastifyReply) => {
    if (err instanceof OnboardingError) {
      request.log.info({ codigo: err.codigo, status: err.status }, 'onboarding request refused');
      return reply.code(err.status).send(err.toBody());
    }
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({
        status,
        codigo: status === 413 ? BankCode.ImageTooLarge : BankCode.ValidationErrors,
        message: status === 413 ? 'Arquivo grande demais' : 'Requisição inválida',
        details: status === 413 ? 'Limite de 2 MB por imagem' : 'O corpo da requisição não pôde ser lido',
      });
    }
    request.log.error({ err }, 'onboarding call failed');
    return reply
      .code(500)
      .send({ status: 500, codigo: 50000, message: 'Erro interno. Tente novamente mais tarde', details: '' });
  });
  const notFound = { status: 404, codigo: 40400, message: 'Serviço não encontrado', details: '' };
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(notFound));
  app.all('/*', async (_request, reply) => reply.code(404).send(notFound));
}
