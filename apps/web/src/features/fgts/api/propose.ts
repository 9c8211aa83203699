import { useMutation } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { sessionStore } from '../../../lib/session/session.ts';
import type { Proposal } from './types.ts';

/** conta/antecipacao/fgts/proposta: keeps the simulation of the requested amount. */
export function propose(valorSolicitado: number): Promise<Proposal> {
  return bank.call<Proposal>('conta/antecipacao/fgts/proposta', {
    chaveDeConta: sessionStore.get()?.accountKey,
    valorSolicitado,
  });
}

export function usePropose() {
  return useMutation({ mutationKey: ['fgts', 'propose'], mutationFn: propose });
}
