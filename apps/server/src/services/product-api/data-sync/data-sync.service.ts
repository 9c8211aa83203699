import { randomUUID } from 'node:crypto';
import {
  DATA_SYNC_INTERVAL_MS,
  type DataSyncProperty,
  dataSyncDue,
  SHELL_VARIANTS,
  type ShellVariant,
} from '@carteira/core/shell-session';
import { z } from 'zod';
import type { Db } from '../product-database.ts';

export const variantParam = z.object({ variant: z.enum(SHELL_VARIANTS) }).strict();

/**
 * What the backend asks an app for: the Pix key metrics always; the card's status in the phone's wallet
 * only inside a shell (a plain browser has no Google Pay).
 */
export function neededDataProperties(variant: ShellVariant): DataSyncProperty[] {
  return variant === 'browser' ? ['GET_PIX_KEY_METRICS'] : ['GET_CARD_STATUS_IN_GPAY', 'GET_PIX_KEY_METRICS'];
}

const count = z.number().int().min(0).max(20);
export const dataSyncBody = z
  .object({
    variant: z.enum(SHELL_VARIANTS),
    GET_CARD_STATUS_IN_GPAY: z.object({ phoneWalletAvailable: z.boolean() }).strict().optional(),
    GET_PIX_KEY_METRICS: z
      .object({ CPF: count, CNPJ: count, PHONE: count, EMAIL: count, EVP: count })
      .strict()
      .optional(),
  })
  .strict();
export type DataSyncBody = z.output<typeof dataSyncBody>;

/** When the customer's last data sync was received, if ever. */
export async function lastDataSyncAt(db: Db, customerId: string): Promise<Date | null> {
  const row = await db
    .selectFrom('data_sync_report')
    .select('received_at')
    .where('customer_id', '=', customerId)
    .orderBy('received_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? new Date(row.received_at) : null;
}

/**
 * Keeps a data sync, at most one every 604800000 ms per customer: a sooner one is not kept and the
 * answer says when the next is due. Only what was asked for the variant is kept.
 */
export async function storeDataSync(
  db: Db,
  customerId: string,
  body: DataSyncBody,
  now: Date,
): Promise<{ stored: true; id: string } | { stored: false; nextAt: number }> {
  const last = await lastDataSyncAt(db, customerId);
  if (last && !dataSyncDue(last.getTime(), now.getTime())) {
    return { stored: false, nextAt: last.getTime() + DATA_SYNC_INTERVAL_MS };
  }
  const asked = new Set(neededDataProperties(body.variant));
  const row = await db
    .insertInto('data_sync_report')
    .values({
      id: randomUUID(),
      customer_id: customerId,
      variant: body.variant,
      phone_wallet_available: asked.has('GET_CARD_STATUS_IN_GPAY')
        ? (body.GET_CARD_STATUS_IN_GPAY?.phoneWalletAvailable ?? null)
        : null,
      pix_key_counts: body.GET_PIX_KEY_METRICS ? JSON.stringify(body.GET_PIX_KEY_METRICS) : null,
      received_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { stored: true, id: row.id };
}
