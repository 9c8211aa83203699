import type { Executor } from '../../../bank-database.ts';
import type { PixClaimTable } from '../pix-features.table.ts';

export type ClaimStatus = PixClaimTable['status'];

const claimColumns = [
  'pix_claim.id',
  'pix_claim.chave',
  'pix_claim.key_type',
  'pix_claim.claim_type',
  'pix_claim.status',
  'pix_claim.claimer_account_id',
  'pix_claim.donor_account_id',
  'pix_claim.donor_ispb',
  'pix_claim.donor_name',
  'pix_claim.requested_at',
  'pix_claim.deadline_at',
  'pix_claim.confirmed_at',
  'pix_claim.concluded_at',
  'pix_claim.cancelled_at',
  'customer.nome as claimer_name',
  'customer.cpf as claimer_cpf',
  'pix_institution.nome as donor_institution',
] as const;

function claimQuery(db: Executor) {
  return db
    .selectFrom('pix_claim')
    .innerJoin('account', 'account.id', 'pix_claim.claimer_account_id')
    .innerJoin('customer', 'customer.id', 'account.customer_id')
    .leftJoin('pix_institution', 'pix_institution.ispb', 'pix_claim.donor_ispb')
    .select(claimColumns);
}

export type ClaimRow = NonNullable<Awaited<ReturnType<typeof findClaim>>>;

export async function insertClaim(
  db: Executor,
  claim: Omit<
    PixClaimTable,
    'concluded_at' | 'cancelled_at' | 'requested_at' | 'deadline_at' | 'confirmed_at'
  > & {
    requested_at: Date;
    deadline_at: Date;
    confirmed_at: Date | null;
  },
): Promise<void> {
  await db
    .insertInto('pix_claim')
    .values({ ...claim, concluded_at: null, cancelled_at: null })
    .execute();
}

export async function findOpenClaimForKey(db: Executor, chave: string) {
  return db
    .selectFrom('pix_claim')
    .select('id')
    .where('chave', '=', chave)
    .where('status', 'in', ['ABERTA', 'CONFIRMADA'])
    .executeTakeFirst();
}

/** The claim when the account is its claimer or its donor; locked when asked. */
export async function findClaim(db: Executor, accountId: string, id: string) {
  return claimQuery(db)
    .where('pix_claim.id', '=', id)
    .where((eb) =>
      eb.or([
        eb('pix_claim.claimer_account_id', '=', accountId),
        eb('pix_claim.donor_account_id', '=', accountId),
      ]),
    )
    .executeTakeFirst();
}

export async function lockClaim(db: Executor, id: string): Promise<void> {
  await db.selectFrom('pix_claim').select('id').where('id', '=', id).forUpdate().execute();
}

export async function listClaims(
  db: Executor,
  accountId: string,
  role: 'REIVINDICADOR' | 'DOADOR' | undefined,
) {
  return claimQuery(db)
    .where((eb) =>
      role === 'REIVINDICADOR'
        ? eb('pix_claim.claimer_account_id', '=', accountId)
        : role === 'DOADOR'
          ? eb('pix_claim.donor_account_id', '=', accountId)
          : eb.or([
              eb('pix_claim.claimer_account_id', '=', accountId),
              eb('pix_claim.donor_account_id', '=', accountId),
            ]),
    )
    .orderBy('pix_claim.requested_at', 'desc')
    .orderBy('pix_claim.id')
    .execute();
}

/** A portability claim the donor did not answer by its deadline is cancelled (read lazily). */
export async function expirePortability(db: Executor, now: Date): Promise<void> {
  await db
    .updateTable('pix_claim')
    .set((eb) => ({ status: 'CANCELADA', cancelled_at: eb.ref('deadline_at') }))
    .where('claim_type', '=', 2)
    .where('status', '=', 'ABERTA')
    .where('deadline_at', '<=', now)
    .execute();
}

export async function setClaimStatus(db: Executor, id: string, status: ClaimStatus, at: Date): Promise<void> {
  const column = {
    CONFIRMADA: 'confirmed_at',
    CONCLUIDA: 'concluded_at',
    CANCELADA: 'cancelled_at',
  } as const;
  if (status === 'ABERTA') throw new Error('a claim never goes back to ABERTA');
  await db
    .updateTable('pix_claim')
    .set({ status, [column[status]]: at })
    .where('id', '=', id)
    .execute();
}

/** The key moves to the claimer's account (inserted again if the donor deleted it meanwhile). */
export async function moveKeyTo(
  db: Executor,
  key: { chave: string; tipo: number; accountId: string; at: Date },
): Promise<void> {
  await db.deleteFrom('pix_key').where('chave', '=', key.chave).execute();
  await db
    .insertInto('pix_key')
    .values({ chave: key.chave, tipo: key.tipo, account_id: key.accountId, created_at: key.at })
    .execute();
}
