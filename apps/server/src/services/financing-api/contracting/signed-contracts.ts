import { findCustomer } from '../../bank-api/public.ts';
import type { Executor } from '../financing-database.ts';
import { ccbHtml } from '../proposal/terms-html.ts';

/**
 * The account's financing contracts as signed documents (the profile menu's contracts and terms and
 * insurance): every contract, in force or settled, with the contracting it came from. The contract
 * (CCB) is the one the customer accepted: written again from the same stored proposal, product and
 * delivery address, by the same function that showed it before the acceptance.
 */
export interface SignedContract {
  id: string;
  status: string;
  deviceName: string;
  financedOn: string;
  acceptedAt: Date | null;
  installments: number;
  insuranceName: string;
  insuranceSku: string | null;
  insuranceCents: number;
}

function contractsWithContracting(db: Executor, accountId: string) {
  return db
    .selectFrom('financing_contract as c')
    .innerJoin('financing_contracting as k', 'k.id', 'c.contracting_id')
    .where('c.account_id', '=', accountId)
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id');
}

export async function listSignedContracts(db: Executor, accountId: string): Promise<SignedContract[]> {
  const rows = await contractsWithContracting(db, accountId)
    .select(['c.id', 'c.status', 'c.device_name', 'c.financed_on', 'k.accepted_at', 'k.proposal'])
    .execute();
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    deviceName: row.device_name,
    financedOn: row.financed_on,
    acceptedAt: row.accepted_at ? new Date(row.accepted_at) : null,
    installments: row.proposal?.installments ?? 0,
    insuranceName: row.proposal?.insuranceName ?? 'Sem seguro',
    insuranceSku: row.proposal?.insuranceSku ?? null,
    insuranceCents: row.proposal?.insuranceCents ?? 0,
  }));
}

/** The CCB of one of the account's contracts, as HTML; undefined when the account has no such contract. */
export async function signedContractCcb(
  db: Executor,
  accountId: string,
  contractId: string,
): Promise<{ id: string; acceptedAt: Date | null; html: string } | undefined> {
  const row = await contractsWithContracting(db, accountId)
    .where('c.id', '=', contractId)
    .select([
      'c.id',
      'c.contracting_id',
      'c.customer_id',
      'k.accepted_at',
      'k.proposal',
      'k.product',
      'k.address',
    ])
    .executeTakeFirst();
  if (!row?.proposal || !row.product) return undefined;
  const customer = await findCustomer(db, row.customer_id);
  return {
    id: row.id,
    acceptedAt: row.accepted_at ? new Date(row.accepted_at) : null,
    html: ccbHtml({
      contractingKey: row.contracting_id,
      customerName: customer?.nome ?? '',
      cpf: customer?.cpf ?? '',
      product: row.product,
      proposal: row.proposal,
      address: row.address,
    }),
  };
}
