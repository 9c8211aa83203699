import { queryOptions, useQuery } from '@tanstack/react-query';
import { financing } from '../../../lib/financing/financing.ts';
import { useSession } from '../../../lib/session/session.ts';
import { termsKeys } from './keys.ts';

interface TermsAnswer {
  term: string;
  contentType: string;
  content: string;
}

/** The contract a customer signs: a terms document must have content (wallet.md section 7). */
export class EmptyTermsError extends Error {
  constructor() {
    super('empty terms');
    this.name = 'EmptyTermsError';
  }
}

/** GET /v1/api/person-v3/get-terms?term=CcbFinancing: the contract (CCB) as HTML. */
export async function getFinancingTerms(contractingKey: string): Promise<string> {
  const answer = await financing.get<TermsAnswer>('/v1/api/person-v3/get-terms', {
    term: 'CcbFinancing',
    contractingKey,
  });
  if (typeof answer.content !== 'string' || answer.content.trim() === '') throw new EmptyTermsError();
  return answer.content;
}

export const termsQueryOptions = (accountKey: string, contractingKey: string) =>
  queryOptions({
    queryKey: termsKeys.terms(accountKey, contractingKey),
    queryFn: () => getFinancingTerms(contractingKey),
  });

export function useFinancingTerms(contractingKey: string) {
  const session = useSession();
  return useQuery({
    ...termsQueryOptions(session?.accountKey ?? '', contractingKey),
    enabled: session !== null,
  });
}
