import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { sessionStore } from '../../../lib/session/session.ts';
import { fgtsKeys } from './keys.ts';
import type { Contract } from './types.ts';

export interface ContractInput {
  propostaId: string;
  faceAuthId: string;
  token: string;
  pin: string;
}

/** conta/antecipacao/fgts/proposta/{id}/faceauth/{faceAuthId}/contrato: contracts and credits at once. */
export function contract(input: ContractInput): Promise<Contract> {
  return bank.call<Contract>('conta/antecipacao/fgts/proposta/faceauth/contrato', {
    chaveDeConta: sessionStore.get()?.accountKey,
    ...input,
  });
}

export function useContract() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['fgts', 'contract'],
    mutationFn: contract,
    onSuccess: () => client.invalidateQueries({ queryKey: fgtsKeys.all }),
  });
}
