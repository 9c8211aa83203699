import { useQuery } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { sessionStore } from '../../../lib/session/session.ts';
import { fgtsKeys } from './keys.ts';
import type { Contract } from './types.ts';

/** GET conta/antecipacao/fgts/contratos (Ordenacao, Pagina, porPagina); CANCELADO ones never come. */
export function fetchContracts(accountKey: string): Promise<{ contratos: Contract[]; total: number }> {
  return bank.call<{ contratos: Contract[]; total: number }>(
    'conta/antecipacao/fgts/contratos',
    { chaveDeConta: accountKey, Ordenacao: 'DESC', Pagina: 1, porPagina: 20 },
    { method: 'GET' },
  );
}

export function useContracts() {
  const accountKey = sessionStore.get()?.accountKey ?? '';
  return useQuery({
    queryKey: fgtsKeys.contracts(accountKey),
    queryFn: () => fetchContracts(accountKey),
    enabled: accountKey !== '',
  });
}

/** GET conta/antecipacao/fgts/termo/{contractId}: a contract's signed terms. */
export function fetchContractTerms(contrato: string): Promise<{ termo: string }> {
  return bank.call<{ termo: string }>(
    'conta/antecipacao/fgts/termo/contrato',
    { chaveDeConta: sessionStore.get()?.accountKey, contrato },
    { method: 'GET' },
  );
}

export function useContractTerms(contrato: string | undefined) {
  return useQuery({
    queryKey: ['fgts', 'contract-terms', contrato],
    queryFn: () => fetchContractTerms(contrato ?? ''),
    enabled: contrato !== undefined,
  });
}
