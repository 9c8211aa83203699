import { financing } from '../../../lib/financing/financing.ts';

/** POST /v1/api/person-v3/register: the customer's bank profile registered for the contract. */
export async function registerPerson(contractingKey: string): Promise<void> {
  await financing.post('/v1/api/person-v3/register', { contractingKey });
}
