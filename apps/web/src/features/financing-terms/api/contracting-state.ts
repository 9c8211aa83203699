import { financing } from '../../../lib/financing/financing.ts';
import type { Contracting } from '../../../lib/financing/types.ts';

/** GET /v1/api/contracting/get-state/{key}: the contracting's status now. */
export async function getContractingStatus(contractingKey: string): Promise<string> {
  const state = await financing.get<Contracting>(
    `/v1/api/contracting/get-state/${encodeURIComponent(contractingKey)}`,
  );
  return state.status;
}
