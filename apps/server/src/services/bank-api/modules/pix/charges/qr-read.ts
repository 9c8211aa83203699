import type { Trx } from '../../../bank-database.ts';
import type { EndToEndClaim } from '../end-to-end.ts';
import { LOOKUP_END_TO_END_TTL_MS } from '../keys/lookup-end-to-end.ts';

/**
 * A code the customer had the bank read (processar-qrcode), kept under the end-to-end id the reading
 * handed out, for as long as a key look-up's id: the payment names the id, and pays the code read.
 */
export interface QrRead {
  endToEnd: string;
  customerId: string;
  qrCode: string;
}

/** Keeps a reading, and drops the customer's ones too old to be paid (one statement). */
export async function rememberQrRead(trx: Trx, read: QrRead, at: Date): Promise<void> {
  await trx
    .with('pruned', (db) =>
      db
        .deleteFrom('pix_qr_read')
        .where('customer_id', '=', read.customerId)
        .where('created_at', '<', new Date(at.getTime() - LOOKUP_END_TO_END_TTL_MS))
        .returning('end_to_end'),
    )
    .insertInto('pix_qr_read')
    .values({ end_to_end: read.endToEnd, customer_id: read.customerId, qr_code: read.qrCode, created_at: at })
    .execute();
}

/** The code this customer had read under this id recently, not yet paid. */
export async function findQrRead(
  trx: Trx,
  endToEnd: string,
  customerId: string,
  now: Date,
): Promise<string | undefined> {
  const row = await trx
    .selectFrom('pix_qr_read')
    .select('qr_code')
    .where('end_to_end', '=', endToEnd)
    .where('customer_id', '=', customerId)
    .where('created_at', '>=', new Date(now.getTime() - LOOKUP_END_TO_END_TTL_MS))
    .executeTakeFirst();
  return row?.qr_code;
}

/**
 * The claim a payment makes on a reading's id: taken (deleted) inside the payment's transaction, after
 * the PIN, so a payment refused rolls it back and two payments naming it pay once.
 */
export function qrReadClaim(endToEnd: string, customerId: string): EndToEndClaim {
  return {
    endToEnd,
    take: async (trx) => {
      const taken = await trx
        .deleteFrom('pix_qr_read')
        .where('end_to_end', '=', endToEnd)
        .where('customer_id', '=', customerId)
        .returning('end_to_end')
        .executeTakeFirst();
      return taken !== undefined;
    },
  };
}
