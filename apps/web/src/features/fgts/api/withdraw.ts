import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { accountScope } from '../../../lib/query-keys.ts';
import { sessionStore } from '../../../lib/session/session.ts';
import { fgtsKeys } from './keys.ts';

export interface Withdrawn {
  contrato: string;
  localizador: string;
  statusContratoAntecipacao: 'CANCELADO';
  valorDevolvido: number;
  valorIofEstornado: number;
  idTransacao: string;
  dataHora: string;
}

/**
 * conta/antecipacao/fgts/contrato/desistir: withdraws from an advance within 7 days (CDC art. 49),
 * confirmed with the PIN: the release leaves the balance and the contract is no longer listed.
 */
export function withdraw(input: { contrato: string; pin: string }): Promise<Withdrawn> {
  return bank.call<Withdrawn>('conta/antecipacao/fgts/contrato/desistir', {
    chaveDeConta: sessionStore.get()?.accountKey,
    ...input,
  });
}

export function useWithdraw() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['fgts', 'withdraw'],
    mutationFn: withdraw,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: fgtsKeys.all });
      const accountKey = sessionStore.get()?.accountKey;
      if (accountKey) void client.invalidateQueries({ queryKey: accountScope(accountKey) });
    },
  });
}
