import { type Centavos, fromReais } from '@carteira/core/money';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { useSession } from '../../../lib/session/session.ts';
import { historyKeys } from './keys.ts';

interface WireParty {
  nome: string;
  identificacaoFiscalMascarada?: string;
  banco?: string;
  agencia?: string;
  conta?: string;
}

interface WireReceipt {
  comprovanteId: string;
  idTransacao: string;
  dataOperacao: string;
  autenticacao: string;
  motivoTransacao?: string;
  valor: number;
  tipoOperacao: string;
  pagador: WireParty;
  destino: WireParty;
  descricao?: string | null;
  tarifa?: number | null;
}

export interface ReceiptParty {
  name: string;
  maskedTaxId: string;
  bank: string;
  agency: string;
  account: string;
}

export interface Receipt {
  id: string;
  transactionId: string;
  at: string;
  authentication: string;
  operation: string;
  amount: Centavos;
  fee: Centavos;
  payer: ReceiptParty;
  payee: ReceiptParty;
  note: string;
}

const party = (p: WireParty): ReceiptParty => ({
  name: p.nome,
  maskedTaxId: p.identificacaoFiscalMascarada ?? '',
  bank: p.banco ?? '',
  agency: p.agencia ?? '',
  account: p.conta ?? '',
});

/** comprovante/consultar-comprovantes-por-id-transacao: the receipt of one transaction. */
export async function getReceipt(transactionId: string): Promise<Receipt> {
  const r = await bank.call<WireReceipt>('comprovante/consultar-comprovantes-por-id-transacao', {
    idTransacao: transactionId,
  });
  return {
    id: r.comprovanteId,
    transactionId: r.idTransacao,
    at: r.dataOperacao,
    authentication: r.autenticacao,
    operation: r.tipoOperacao,
    amount: fromReais(r.valor),
    fee: fromReais(r.tarifa ?? 0),
    payer: party(r.pagador),
    payee: party(r.destino),
    note: r.descricao ?? '',
  };
}

export const receiptQueryOptions = (accountKey: string, transactionId: string) =>
  queryOptions({
    queryKey: historyKeys.receipt(accountKey, transactionId),
    queryFn: () => getReceipt(transactionId),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useReceipt(transactionId: string) {
  const session = useSession();
  return useQuery({
    ...receiptQueryOptions(session?.accountKey ?? '', transactionId),
    enabled: session !== null,
  });
}
