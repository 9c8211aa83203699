import type { FastifyInstance } from 'fastify';
import { findFinancing } from '../contracting/financing-details.service.ts';
import { type FinancingDeps, parse, requireCaller } from '../financing-http.ts';
import { keyParams } from '../financing-schemas.ts';
import { availablePaymentMethods, pixPayment } from './down-payment.service.ts';

export function downPaymentRoutes(app: FastifyInstance, deps: FinancingDeps): void {
  app.get('/downpayment/:key/available-payment-method', async (request) => {
    const caller = await requireCaller(deps, request);
    const { key } = parse(keyParams, request.params);
    return availablePaymentMethods(deps.db, caller, key, deps.now());
  });

  app.get('/downpayment/:key/pix-payment', async (request, reply) => {
    const caller = await requireCaller(deps, request);
    const { key } = parse(keyParams, request.params);
    reply.header('cache-control', 'no-store');
    return pixPayment(deps.db, caller, key, deps.now());
  });

  app.get('/financing-v3/find/:key', async (request) => {
    const caller = await requireCaller(deps, request);
    const { key } = parse(keyParams, request.params);
    return findFinancing(deps.db, deps.ports.insurer, caller, key, deps.now());
  });
}
