import { useQuery } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { sessionStore } from '../../../lib/session/session.ts';
import { fgtsKeys } from './keys.ts';

/** GET conta/antecipacao/fgts/termo: the advance's terms before contracting. */
export function fetchTerms(): Promise<{ termo: string }> {
  return bank.call<{ termo: string }>(
    'conta/antecipacao/fgts/termo',
    { chaveDeConta: sessionStore.get()?.accountKey },
    { method: 'GET' },
  );
}

export function useTerms() {
  return useQuery({ queryKey: fgtsKeys.terms(), queryFn: fetchTerms, staleTime: 600_000 });
}
