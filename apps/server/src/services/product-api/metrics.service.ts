import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { findOwnedAccount } from '../bank-api/public.ts';
import { contractingKey, FinancingError, isoDay, ownsContracting } from '../financing-api/public.ts';
import type { Db } from './product-database.ts';

/**
 * The product backend's metrics events (financing.md section 7, Metrics; cross-cutting.md section 3,
 * Analytics event). Only the known events are accepted, each with its own closed field list: an
 * unknown field (a CPF, a password, a PIN...) is refused, not dropped, and nothing is stored.
 */

/** Payment details viewed on /FinancingDeviceDetails. */
export const PAYMENT_DETAILS_VIEWED = 'financing_payment_details_viewed';
/** The same details confirmed from the summary. */
export const PAYMENT_DETAILS_CONFIRMED = 'financing_payment_details_confirmed';
/** A page left: its name and the time spent on it (cross-cutting.md section 3, Analytics event). */
export const PAGE_VIEW = 'page_view';
/** One bank call: the per-call metrics event. */
export const API_CALL = 'api_call';
/** A failed bank call: the failure metrics event, with the error's details. */
export const API_FAILURE = 'api_failure';
/** The alert-metrics reporter's input on a failed call. */
export const ALERT = 'alert';
export const METRIC_EVENTS = [
  PAYMENT_DETAILS_VIEWED,
  PAYMENT_DETAILS_CONFIRMED,
  PAGE_VIEW,
  API_CALL,
  API_FAILURE,
  ALERT,
] as const;

/** cross-cutting.md section 9: a metrics payload stays under 5000 bytes. */
export const METRIC_MAX_BYTES = 5000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Wire reais, as the events carry them. */
const reais = z.number().finite().min(0).max(1_000_000);
const key = z.string().trim().min(1).max(64);
/** A CPF written anywhere in a text, formatted or not. */
const CPF_LIKE = /\d{3}\.?\d{3}\.?\d{3}-?\d{2}/;
const deviceName = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .regex(/^[\p{L}\p{N} .,+()/-]+$/u, 'deve ser o nome de um aparelho')
  .refine((v) => !CPF_LIKE.test(v), 'não pode conter um CPF');

const viewedFields = {
  chaveDeConta: key,
  chaveDeCliente: key,
  contractingKey,
  installments: z.number().int().min(1).max(18),
  downPayment: reais,
  firstInstallmentDate: isoDay,
  installmentAmount: reais,
};

const confirmedFields = {
  ...viewedFields,
  device: deviceName,
  iof: reais,
  tec: z.number().finite().min(0).max(100_000),
  totalWithIntrest: reais,
  subtotal: reais,
};

const envelope = {
  category: z.literal('financing'),
  type: z.literal('metrics'),
  time: z.number().int().min(0),
  timezoneOffset: z.number().int().min(-840).max(840),
};

/** A route or bank path: letters, digits and / - _ . only, so no CPF, name or value rides in it. */
const pathLike = z
  .string()
  .min(1)
  .max(160)
  .regex(/^[\w/.-]+$/, 'deve ser um caminho')
  .refine((v) => !CPF_LIKE.test(v), 'não pode conter um CPF');
const entryPoint = z
  .string()
  .max(40)
  .regex(/^[\w-]*$/, 'deve ser um nome');
const ms = z.number().int().min(0).max(86_400_000);
const session = { chaveDeConta: key.optional(), chaveDeCliente: key.optional() };

const pageFields = { ...session, pageName: pathLike, timeSpent: ms, entryPoint };
const callFields = {
  ...session,
  uri: pathLike,
  apiName: pathLike,
  success: z.boolean(),
  httpCode: z.number().int().min(0).max(599),
  responseTime: ms,
  version: z.string().max(16),
  entryPoint,
};
const failureFields = {
  ...callFields,
  /** The bank's error code and its validation errors, serialised (no values, only the code and fields). */
  errorCode: z.number().int().min(0).max(99_999),
  validationErrors: z
    .string()
    .max(1000)
    .refine((v) => !CPF_LIKE.test(v), 'não pode conter um CPF'),
};
const alertFields = {
  uri: pathLike,
  httpResponseCode: z.number().int().min(0).max(599),
  errorResponse: z.number().int().min(0).max(99_999),
};

const appEnvelope = { ...envelope, category: z.enum(['page', 'api']) };

export const metricBody = z.discriminatedUnion('eventType', [
  z.strictObject({ ...appEnvelope, eventType: z.literal(PAGE_VIEW), event: z.strictObject(pageFields) }),
  z.strictObject({ ...appEnvelope, eventType: z.literal(API_CALL), event: z.strictObject(callFields) }),
  z.strictObject({ ...appEnvelope, eventType: z.literal(API_FAILURE), event: z.strictObject(failureFields) }),
  z.strictObject({ ...appEnvelope, eventType: z.literal(ALERT), event: z.strictObject(alertFields) }),
  z.strictObject({
    ...envelope,
    eventType: z.literal(PAYMENT_DETAILS_VIEWED),
    event: z.strictObject(viewedFields),
  }),
  z.strictObject({
    ...envelope,
    eventType: z.literal(PAYMENT_DETAILS_CONFIRMED),
    event: z.strictObject(confirmedFields),
  }),
]);

export type MetricBody = z.output<typeof metricBody>;

export const metricTooLarge = () =>
  new FinancingError(413, 'Métrica grande demais', `O limite é de ${METRIC_MAX_BYTES} bytes`);

const notYourMetric = () =>
  new FinancingError(
    403,
    'A métrica não é do cliente autenticado',
    'chaveDeConta, chaveDeCliente e contractingKey devem ser do próprio cliente',
  );

/**
 * Stores one event for the customer of the bank session, after checking that the account, client
 * and contracting it names are theirs and that its time is plausible (a week back to a day ahead).
 * The account and client keys are not kept in the payload: the row's customer says whose it is.
 */
export async function storeMetric(
  db: Db,
  customerId: string,
  body: MetricBody,
  now: Date,
): Promise<{ id: string }> {
  if (body.time < now.getTime() - 7 * DAY_MS || body.time > now.getTime() + DAY_MS) {
    throw new FinancingError(400, 'Horário da métrica inválido', 'time deve ser de até 7 dias atrás');
  }
  const { chaveDeConta, chaveDeCliente, ...payload } = body.event as typeof body.event & {
    chaveDeConta?: string;
    chaveDeCliente?: string;
  };
  if (chaveDeCliente !== undefined && chaveDeCliente !== customerId) throw notYourMetric();
  if (chaveDeConta !== undefined) {
    if (!(await findOwnedAccount(db, customerId, chaveDeConta))) throw notYourMetric();
  }
  if (body.category === 'financing') {
    if (chaveDeConta === undefined || chaveDeCliente === undefined) throw notYourMetric();
    const contractingKey = (payload as { contractingKey: string }).contractingKey;
    if (!(await ownsContracting(db, customerId, contractingKey))) throw notYourMetric();
  }
  const id = randomUUID();
  await db
    .insertInto('product_metric')
    .values({
      id,
      customer_id: customerId,
      category: body.category,
      event_type: body.eventType,
      client_time: new Date(body.time),
      timezone_offset: body.timezoneOffset,
      payload: JSON.stringify(payload),
      received_at: now,
    })
    .execute();
  return { id };
}
