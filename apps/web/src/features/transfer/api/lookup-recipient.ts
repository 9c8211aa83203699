import { useMutation } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import type { Recipient } from '../flow/transfer-flow.ts';

interface WireRecipient {
  nome: string;
  identificacaoFiscalMascarada: string;
  agencia: string;
  conta: string;
  banco: string;
}

export interface Destination {
  agency: string;
  account: string;
}

/** transferencias/consultar-destinatario-arbi: who holds an account of this bank (40401 when none). */
export async function lookupRecipient({ agency, account }: Destination): Promise<Recipient> {
  const r = await bank.call<WireRecipient>('transferencias/consultar-destinatario-arbi', {
    agencia: agency,
    conta: account,
  });
  return {
    name: r.nome,
    maskedTaxId: r.identificacaoFiscalMascarada,
    bank: r.banco,
    agency: r.agencia,
    account: r.conta,
  };
}

export function useLookupRecipient() {
  return useMutation({ mutationKey: ['transfer', 'lookup'], mutationFn: lookupRecipient });
}
