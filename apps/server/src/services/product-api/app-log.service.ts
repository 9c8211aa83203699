import { randomUUID } from 'node:crypto';
import { isSensitiveLogText, LOG_MAX_BYTES } from '@carteira/core/logging';
import { z } from 'zod';
import { FinancingError } from '../financing-api/public.ts';
import type { Db } from './product-database.ts';

/**
 * The app's log records (cross-cutting.md: section 3 Log record, section 5 the sensitive-log filter,
 * section 7 POST logs). A record is validated field by field; one that holds a sensitive word is not
 * stored, whole, as the app should not have sent it; one of 5000 bytes or more is refused.
 */
const text = (max: number) => z.string().max(max);

export const appLogBody = z.strictObject({
  category: text(64).min(1),
  loglevel: z.number().int().min(0).max(3),
  logs: text(LOG_MAX_BYTES).min(1),
  component: text(120).min(1),
  eventTime: z.number().int().min(0),
  eventTimeString: text(64),
  webviewVersion: text(16).min(1),
});

export type AppLogBody = z.output<typeof appLogBody>;

export const logTooLarge = () =>
  new FinancingError(413, 'Registro de log grande demais', `O limite é de ${LOG_MAX_BYTES} bytes`);

const DAY_MS = 24 * 60 * 60 * 1000;

/** Stores one record for the session's customer; `stored: false` when the sensitive filter drops it. */
export async function storeAppLog(
  db: Db,
  customerId: string,
  body: AppLogBody,
  now: Date,
): Promise<{ stored: boolean; id?: string }> {
  if (body.eventTime < now.getTime() - 7 * DAY_MS || body.eventTime > now.getTime() + DAY_MS) {
    throw new FinancingError(400, 'Horário do log inválido', 'eventTime deve ser de até 7 dias atrás');
  }
  const fields = [body.category, body.logs, body.component, body.eventTimeString];
  if (fields.some(isSensitiveLogText)) return { stored: false };
  const id = randomUUID();
  await db
    .insertInto('app_log')
    .values({
      id,
      customer_id: customerId,
      category: body.category,
      loglevel: body.loglevel,
      logs: body.logs,
      component: body.component,
      event_time: new Date(body.eventTime),
      event_time_string: body.eventTimeString,
      webview_version: body.webviewVersion,
      received_at: now,
    })
    .execute();
  return { stored: true, id };
}
