import { financing } from '../../../lib/financing/financing.ts';

/** POST /v1/api/proposal/accepted/{key} (empty body): the customer signs the contract. */
export async function acceptProposal(contractingKey: string): Promise<void> {
  await financing.post(`/v1/api/proposal/accepted/${encodeURIComponent(contractingKey)}`, {});
}
