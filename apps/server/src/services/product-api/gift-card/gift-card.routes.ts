import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  barcodeSchema,
  confirmPromotionStatus,
  type PromotionCaller,
  promotionEligibility,
  promotionStatus,
  setPromotionEligibility,
} from '../../bank-api/public.ts';
import { FinancingError, parse } from '../../financing-api/public.ts';
import type { Db } from '../product-database.ts';

/** The device a status call names: its barcode, the app's device id, the caller's CPF and the IMEI. */
const statusBody = z.strictObject({
  barcode: barcodeSchema,
  deviceId: z.string().trim().min(8).max(200),
  cpf: z.string().regex(/^\d{11}$/, 'deve ter 11 dígitos'),
  /** 15 digits inside the app shell; empty in a browser, which has none. */
  imei: z.string().regex(/^(\d{15})?$/, 'deve ter 15 dígitos'),
});

/**
 * The product backend's gift-card calls (cross-cutting.md section 7; decision 0035): the phone-purchase
 * promotion's eligibility by barcode (GET getEligibleForGiftCardPromotion/{barcode}, POST
 * setEligibleForGiftCardPromotion) and the phone's gift-card status (POST getStatus, getStatusV2,
 * setStatus), for the session's customer. A CPF in a body must be the caller's own (403).
 */
export function registerGiftCardRoutes(
  app: FastifyInstance,
  deps: {
    db: Db;
    now: () => Date;
    customerOf: (header: string | undefined) => Promise<{ id: string; cpf: string }>;
  },
): void {
  const caller = async (header: string | undefined): Promise<PromotionCaller> => {
    const customer = await deps.customerOf(header);
    return { customerId: customer.id, cpf: customer.cpf };
  };
  const ownCpf = (who: PromotionCaller, cpf: string) => {
    if (cpf !== who.cpf)
      throw new FinancingError(403, 'CPF não corresponde ao cliente autenticado', 'Envie o próprio CPF');
  };

  app.get<{ Params: { barcode: string } }>(
    '/getEligibleForGiftCardPromotion/:barcode',
    async (request, reply) => {
      const who = await caller(request.headers.authorization);
      const { barcode } = parse(z.strictObject({ barcode: barcodeSchema }), request.params);
      reply.header('cache-control', 'no-store');
      return promotionEligibility(deps.db, who, barcode, deps.now());
    },
  );

  app.post('/setEligibleForGiftCardPromotion', async (request) => {
    const who = await caller(request.headers.authorization);
    const body = parse(z.strictObject({ barcode: barcodeSchema, isEligible: z.boolean() }), request.body);
    const result = await setPromotionEligibility(deps.db, who, body, deps.now());
    if ('refused' in result) {
      throw result.refused === 'issued'
        ? new FinancingError(409, 'O cartão-presente deste celular já foi emitido')
        : new FinancingError(404, 'Promoção não encontrada');
    }
    return result;
  });

  const status =
    (v2: boolean) => async (request: { headers: { authorization?: string | undefined }; body: unknown }) => {
      const who = await caller(request.headers.authorization);
      const body = parse(statusBody, request.body);
      ownCpf(who, body.cpf);
      const answer = await promotionStatus(deps.db, who, body, deps.now());
      return v2 ? answer : { status: answer.status, barcode: answer.barcode };
    };
  app.post('/getStatus', status(false));
  app.post('/getStatusV2', status(true));

  app.post('/setStatus', async (request) => {
    const who = await caller(request.headers.authorization);
    const body = parse(statusBody.extend({ gcClientKey: z.string().uuid() }), request.body);
    ownCpf(who, body.cpf);
    const answer = await confirmPromotionStatus(deps.db, who, body, deps.now());
    if ('conflict' in answer) {
      throw new FinancingError(409, 'O cartão-presente deste celular não foi emitido para este cliente');
    }
    return answer;
  });
}
