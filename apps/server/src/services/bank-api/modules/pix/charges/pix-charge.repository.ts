import type { Executor } from '../../../bank-database.ts';

const chargeColumns = [
  'pix_charge.txid',
  'pix_charge.location',
  'pix_charge.receiver_account_id',
  'pix_charge.amount',
  'pix_charge.description',
  'pix_charge.purpose',
  'pix_charge.reference',
  'pix_charge.status',
  'pix_charge.created_at',
  'pix_charge.expires_at',
  'pix_charge.paid_at',
  'pix_charge.end_to_end',
  'pix_charge.movement_id',
] as const;

export async function insertCharge(
  db: Executor,
  charge: {
    txid: string;
    location: string;
    receiverAccountId: string;
    amount: number;
    description: string;
    purpose: string;
    reference: string;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await db
    .insertInto('pix_charge')
    .values({
      txid: charge.txid,
      location: charge.location,
      receiver_account_id: charge.receiverAccountId,
      amount: charge.amount,
      description: charge.description,
      purpose: charge.purpose,
      reference: charge.reference,
      status: 'ATIVA',
      created_at: charge.createdAt,
      expires_at: charge.expiresAt,
      paid_at: null,
      end_to_end: null,
      movement_id: null,
      payer_ispb: null,
    })
    .execute();
}

export async function findCharge(db: Executor, txid: string) {
  return db.selectFrom('pix_charge').select(chargeColumns).where('txid', '=', txid).executeTakeFirst();
}

export async function findChargeByLocation(db: Executor, location: string) {
  return db
    .selectFrom('pix_charge')
    .select(chargeColumns)
    .where('location', '=', location)
    .executeTakeFirst();
}

/** The charge, locked until the end of the transaction: parallel payers of one code queue here. */
export async function lockChargeByLocation(db: Executor, location: string) {
  return db
    .selectFrom('pix_charge')
    .select(chargeColumns)
    .where('location', '=', location)
    .forUpdate()
    .executeTakeFirst();
}

export type ChargeRow = NonNullable<Awaited<ReturnType<typeof findCharge>>>;

/** Marks a charge paid; only an ATIVA one changes (the caller holds its lock). */
export async function markChargePaid(
  db: Executor,
  txid: string,
  paid: { at: Date; endToEnd: string; movementId: string; payerIspb: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable('pix_charge')
    .set({
      status: 'CONCLUIDA',
      paid_at: paid.at,
      end_to_end: paid.endToEnd,
      movement_id: paid.movementId,
      payer_ispb: paid.payerIspb,
    })
    .where('txid', '=', txid)
    .where('status', '=', 'ATIVA')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The receiving account of a charge with its holder when it is a customer's. */
export async function findReceiver(db: Executor, accountId: string) {
  return db
    .selectFrom('account')
    .leftJoin('customer', 'customer.id', 'account.customer_id')
    .select([
      'account.id',
      'account.kind',
      'account.status',
      'account.agencia',
      'account.numero',
      'account.descricao',
      'account.customer_id',
      'customer.nome',
      'customer.cpf',
      'customer.endereco',
    ])
    .where('account.id', '=', accountId)
    .executeTakeFirst();
}
