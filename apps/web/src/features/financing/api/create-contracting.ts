import { financing } from '../../../lib/financing/financing.ts';
import type { Contracting } from '../../../lib/financing/types.ts';
import { sessionIdentity } from './session-identity.ts';

/** contracting/create: the customer's open contracting, or a new one in CONTRATACAO_INICIADA. */
export async function createContracting(): Promise<Contracting> {
  const { cpf, storeUserId } = sessionIdentity();
  return financing.post<Contracting>('/v1/api/contracting/create', { cpf, storeUserId });
}
