import { ContractingStatus } from '@carteira/core/status';
import { financing } from '../../../lib/financing/financing.ts';
import type { Contracting, ContractingHistory } from '../../../lib/financing/types.ts';
import { STORE_ID } from './keys.ts';
import { sessionIdentity } from './session-identity.ts';

export interface CurrentContracting {
  contractingKey: string | null;
  status: string | null;
}

/** A cancelled contracting leaves the customer free to apply again. */
const RESTARTS = new Set<string>([ContractingStatus.CANCELLED]);

/**
 * The customer's latest contracting of this store, its status read fresh (get-state moves a status
 * that changes with time); none, or a cancelled one, gives nulls (the intro).
 */
export async function findOpenContracting(): Promise<CurrentContracting> {
  const { cpf } = sessionIdentity();
  const { contractings } = await financing.get<ContractingHistory>(
    `/v1/api/contracting/history/${cpf}/${STORE_ID}`,
  );
  const latest = contractings[0];
  if (!latest || RESTARTS.has(latest.status)) return { contractingKey: null, status: null };
  const state = await financing.get<Contracting>(`/v1/api/contracting/get-state/${latest.contractingKey}`);
  return { contractingKey: state.contractingKey, status: state.status };
}
