import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { withTransaction } from '../../../platform/database/transaction.ts';
import type { Db, Executor } from '../product-database.ts';
import type { ConsentPurpose, ConsentStatus } from './optin.table.ts';

/** The opt-in states (cross-cutting.md section 3, Other): the three kept, and undecided (no row). */
export type OptinState = ConsentStatus | 'UNDECIDED';

export const PURPOSES = ['market', 'push', 'location'] as const satisfies readonly ConsentPurpose[];

const decision = {
  purpose: z.enum(PURPOSES),
  /** The version of the consent text the customer read (the app's messages name it). */
  textVersion: z.string().regex(/^[a-z0-9.-]{1,20}$/, 'deve ser a versão do texto'),
  locale: z.enum(['pt-BR', 'en']).default('pt-BR'),
};
export const setOptinBody = z.strictObject({ ...decision, status: z.enum(['OPTED_IN', 'OPTED_OUT']) });
export const preUpdateBody = z.strictObject(decision);

export interface OptinAnswer {
  purpose: ConsentPurpose;
  status: OptinState;
  updatedAt: string | null;
  /** The LGPD record: every decision, newest first, with its moment and the text seen. */
  history: { status: ConsentStatus; recordedAt: string; textVersion: string; locale: string }[];
}

/** The customer's state for a purpose now: what the bank asks before it keeps anything under it. */
export async function consentState(
  db: Executor,
  customerId: string,
  purpose: ConsentPurpose,
): Promise<OptinState> {
  const row = await db
    .selectFrom('consent')
    .select('status')
    .where('customer_id', '=', customerId)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  return row?.status ?? 'UNDECIDED';
}

/** The customer's consent for a purpose, with its record. */
export async function optinStatus(db: Db, customerId: string, purpose: ConsentPurpose): Promise<OptinAnswer> {
  const [row, history] = await Promise.all([
    db
      .selectFrom('consent')
      .select(['status', 'updated_at'])
      .where('customer_id', '=', customerId)
      .where('purpose', '=', purpose)
      .executeTakeFirst(),
    db
      .selectFrom('consent_record')
      .select(['status', 'recorded_at', 'text_version', 'locale'])
      .where('customer_id', '=', customerId)
      .where('purpose', '=', purpose)
      .orderBy('recorded_at', 'desc')
      .orderBy('id', 'desc')
      .limit(20)
      .execute(),
  ]);
  return {
    purpose,
    status: row?.status ?? 'UNDECIDED',
    updatedAt: row ? row.updated_at.toISOString() : null,
    history: history.map((h) => ({
      status: h.status,
      recordedAt: h.recorded_at.toISOString(),
      textVersion: h.text_version,
      locale: h.locale,
    })),
  };
}

/**
 * Records a decision (Lei 13.709/2018, art. 8: consent shown by the holder, revocable at any time, the
 * controller proving it): the state changes and the record gains a line with its moment and the text
 * seen. The same state again changes nothing and adds no line. Leaving the location consent runs
 * `onLocationWithdrawn` in the same transaction: the bank forgets the places kept of the customer's
 * logins (art. 16: the data is deleted once its processing ends).
 */
export async function recordOptin(
  db: Db,
  customerId: string,
  input: { purpose: ConsentPurpose; status: ConsentStatus; textVersion: string; locale: 'pt-BR' | 'en' },
  now: Date,
  onLocationWithdrawn: (trx: Executor, customerId: string) => Promise<void> = async () => {},
): Promise<OptinAnswer> {
  await withTransaction(db, async (trx) => {
    const current = await trx
      .selectFrom('consent')
      .select('status')
      .where('customer_id', '=', customerId)
      .where('purpose', '=', input.purpose)
      .forUpdate()
      .executeTakeFirst();
    if (current?.status === input.status) return;
    await trx
      .insertInto('consent')
      .values({ customer_id: customerId, purpose: input.purpose, status: input.status, updated_at: now })
      .onConflict((oc) =>
        oc.columns(['customer_id', 'purpose']).doUpdateSet({ status: input.status, updated_at: now }),
      )
      .execute();
    await trx
      .insertInto('consent_record')
      .values({
        id: randomUUID(),
        customer_id: customerId,
        purpose: input.purpose,
        status: input.status,
        text_version: input.textVersion,
        locale: input.locale,
        recorded_at: now,
      })
      .execute();
    if (input.purpose === 'location' && input.status !== 'OPTED_IN')
      await onLocationWithdrawn(trx, customerId);
  });
  return optinStatus(db, customerId, input.purpose);
}
