import { centavos } from '@carteira/core/money';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type FinancingDeps, parse, requireCaller } from '../financing-http.ts';
import {
  contractingKey,
  installments,
  isoDay,
  keyParams,
  reaisToCents,
  shortText,
} from '../financing-schemas.ts';
import { acceptProposal, cancelProposal } from './acceptance.service.ts';
import { calculateInsurance, createProposal, simulate, upsertInsurance } from './proposal.service.ts';

const zeroAccessories = reaisToCents.refine((v) => v === 0, 'deve ser 0 (a loja não vende acessórios)');

const simulationBody = z.object({
  installments,
  productValue: reaisToCents.refine((v) => v > 0, 'deve ser maior que zero'),
  acessoriesValue: zeroAccessories.default(centavos(0)),
  insuranceValue: reaisToCents.default(centavos(0)),
});

const insuranceQuery = z.object({ productLMI: shortText(40), installments, skuId: shortText(80) });

const insuranceBody = z.object({ insuranceName: shortText(80), insuranceValue: reaisToCents });

const proposalBody = z.object({
  contractingKey,
  installments,
  advancePayment: reaisToCents,
  firstPaymentDate: isoDay,
  product: z.object({ remoteId: shortText(80) }).passthrough(),
  financeDetails: z.object({
    insuranceName: shortText(80).default('Sem seguro'),
    insuranceValue: reaisToCents.default(centavos(0)),
    accessoriesValue: zeroAccessories.default(centavos(0)),
    insuranceSku: shortText(40).optional(),
  }),
});

export function proposalRoutes(app: FastifyInstance, deps: FinancingDeps): void {
  app.post('/simulation-v3/generate/:key', async (request, reply) => {
    const caller = await requireCaller(deps, request);
    const { key } = parse(keyParams, request.params);
    const body = parse(simulationBody, request.body);
    const answer = await simulate(
      deps.db,
      caller,
      key,
      {
        installments: body.installments,
        productCents: body.productValue,
        accessoriesCents: body.acessoriesValue,
        insuranceCents: body.insuranceValue,
      },
      deps.now(),
    );
    return reply.code(201).send(answer);
  });

  app.get('/insurance/calculate', async (request) => {
    await requireCaller(deps, request);
    return calculateInsurance(deps.ports, parse(insuranceQuery, request.query));
  });

  app.put('/financing-details/upsert/:key', async (request) => {
    const caller = await requireCaller(deps, request);
    const { key } = parse(keyParams, request.params);
    const body = parse(insuranceBody, request.body);
    return upsertInsurance(
      deps.db,
      deps.ports.insurer,
      caller,
      key,
      { insuranceName: body.insuranceName, insuranceCents: body.insuranceValue },
      deps.now(),
    );
  });

  app.post('/proposal/create', async (request, reply) => {
    const caller = await requireCaller(deps, request);
    const body = parse(proposalBody, request.body);
    const answer = await createProposal(
      deps.db,
      deps.ports,
      caller,
      body.contractingKey,
      {
        installments: body.installments,
        advancePaymentCents: body.advancePayment,
        firstPaymentDate: body.firstPaymentDate,
        skuId: body.product.remoteId,
        insuranceName: body.financeDetails.insuranceName,
        insuranceSku: body.financeDetails.insuranceSku,
      },
      deps.now(),
    );
    return reply.code(201).send(answer);
  });

  app.post('/proposal/accepted/:key', async (request, reply) => {
    const caller = await requireCaller(deps, request);
    const { key } = parse(keyParams, request.params);
    return reply.code(201).send(await acceptProposal(deps.db, caller, key, deps.now()));
  });

  app.delete('/proposal/cancel/:key', async (request, reply) => {
    const caller = await requireCaller(deps, request);
    const { key } = parse(keyParams, request.params);
    await cancelProposal(deps.db, caller, key, deps.now());
    return reply.code(204).send();
  });
}
