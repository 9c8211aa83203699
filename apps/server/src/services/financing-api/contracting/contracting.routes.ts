import { isValidEmail } from '@carteira/core/br';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isFeatureOnFor, SMARTPHONE_FINANCING } from '../../product-api/public.ts';
import { login } from '../auth/financing-auth.service.ts';
import { financingNotOffered } from '../financing.errors.ts';
import { type FinancingDeps, parse, requireCaller } from '../financing-http.ts';
import { cpf, isoDay, keyParams, shortText } from '../financing-schemas.ts';
import { cancelContracting } from './cancel.service.ts';
import { createContracting, getState, history } from './contracting.service.ts';
import { creditStatus, requestCreditAnalysis } from './credit-analysis.service.ts';

const authBody = z.object({ email: z.string().min(3).max(200), password: z.string().min(1).max(200) });

const createBody = z.object({
  cpf,
  storeUserId: shortText(100),
  storeId: shortText(60).optional(),
});

const historyParams = z.object({ cpf, storeId: shortText(60) });

const creditBody = z.object({
  cpf,
  fullName: shortText(120),
  birthdate: isoDay,
  monthlyIncome: z
    .number()
    .int('deve ser um número inteiro de reais')
    .min(0, 'não pode ser negativo')
    .max(9_999_999_999, 'deve ter no máximo 10 dígitos'),
  jobContractType: z.enum(['ASSALARIADO', 'PROFISSIONAL_PJ', 'AUTONOMO']),
  email: z.string().trim().max(120).refine(isValidEmail, 'deve ser um e-mail válido'),
  phoneNumber: z.string().regex(/^\d{8,9}$/, 'deve ter 8 ou 9 dígitos'),
  phoneAreaCode: z.string().regex(/^\d{2}$/, 'deve ter 2 dígitos'),
  storeUserId: shortText(100),
  protection: z.boolean(),
});

const cancelBody = z.object({ reason: shortText(200) });

export function contractingRoutes(app: FastifyInstance, deps: FinancingDeps): void {
  app.post('/authentication', async (request, reply) => {
    const body = parse(authBody, request.body);
    return reply.code(201).send(await login(deps.db, body.email, body.password, deps.now()));
  });

  app.post('/contracting/create', async (request, reply) => {
    const caller = await requireCaller(deps, request);
    const body = parse(createBody, request.body);
    // the smartPhoneFinancing flag (cross-cutting.md section 6) off for this customer: no new
    // financing (40290); the contracts in force keep working
    if (!(await isFeatureOnFor(deps.db, deps.config.cpfHashKey, SMARTPHONE_FINANCING, caller.cpf))) {
      throw financingNotOffered();
    }
    return reply.code(201).send(await createContracting(deps.db, caller, body, deps.now()));
  });

  app.get('/contracting/get-state/:key', async (request) => {
    const caller = await requireCaller(deps, request);
    const { key } = parse(keyParams, request.params);
    return getState(deps.db, caller, key, deps.now());
  });

  // The path carries the CPF: the platform's request serializer scrubs it from the log line.
  app.get('/contracting/history/:cpf/:storeId', async (request) => {
    const caller = await requireCaller(deps, request);
    const params = parse(historyParams, request.params);
    return history(deps.db, caller, params.cpf, params.storeId, deps.now());
  });

  app.post('/contracting/:key/cancel', async (request, reply) => {
    const caller = await requireCaller(deps, request);
    const { key } = parse(keyParams, request.params);
    const { reason } = parse(cancelBody, request.body);
    return reply.code(201).send(await cancelContracting(deps.db, caller, key, reason, deps.now()));
  });

  app.post('/credit-analysis-v3/create/:key', async (request, reply) => {
    const caller = await requireCaller(deps, request);
    const { key } = parse(keyParams, request.params);
    const body = parse(creditBody, request.body);
    return reply
      .code(202)
      .send(await requestCreditAnalysis(deps.db, deps.ports.creditBureau, caller, key, body, deps.now()));
  });

  app.get('/credit-analysis-v3/:key', async (request) => {
    const caller = await requireCaller(deps, request);
    const { key } = parse(keyParams, request.params);
    return creditStatus(deps.db, caller, key, deps.now());
  });
}
