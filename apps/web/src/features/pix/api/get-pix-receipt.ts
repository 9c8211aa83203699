import { type Centavos, fromReais } from '@carteira/core/money';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { useSession } from '../../../lib/session/session.ts';
import { pixKeys } from './keys.ts';

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
  motivoTransacao?: string | null;
  valor: number;
  tipoOperacao: string;
  pagador: WireParty;
  destino: WireParty;
  descricao?: string | null;
  endToEnd?: string | null;
  chavePix?: string | null;
}

export interface PixReceiptParty {
  name: string;
  maskedTaxId: string;
  bank: string;
  agency: string;
  account: string;
}

/** The comprovante of a Pix line. */
export interface PixFullReceipt {
  id: string;
  transactionId: string;
  at: string;
  authentication: string;
  operation: string;
  reason: string;
  amount: Centavos;
  payer: PixReceiptParty;
  payee: PixReceiptParty;
  note: string;
  endToEnd: string;
  key: string;
}

const party = (p: WireParty): PixReceiptParty => ({
  name: p.nome,
  maskedTaxId: p.identificacaoFiscalMascarada ?? '',
  bank: p.banco ?? '',
  agency: p.agencia ?? '',
  account: p.conta ?? '',
});

/** comprovante/consultar-comprovantes-por-id-transacao: the receipt of one Pix (404 / 40403 when not ours). */
export async function getPixReceipt(transactionId: string): Promise<PixFullReceipt> {
  const r = await bank.call<WireReceipt>('comprovante/consultar-comprovantes-por-id-transacao', {
    idTransacao: transactionId,
  });
  return {
    id: r.comprovanteId,
    transactionId: r.idTransacao,
    at: r.dataOperacao,
    authentication: r.autenticacao,
    operation: r.tipoOperacao,
    reason: r.motivoTransacao ?? '',
    amount: fromReais(r.valor),
    payer: party(r.pagador),
    payee: party(r.destino),
    note: r.descricao ?? '',
    endToEnd: r.endToEnd ?? '',
    key: r.chavePix ?? '',
  };
}

export function usePixReceipt(transactionId: string) {
  const session = useSession();
  return useQuery({
    ...queryOptions({
      queryKey: pixKeys.receipt(session?.accountKey ?? '', transactionId),
      queryFn: () => getPixReceipt(transactionId),
      staleTime: Number.POSITIVE_INFINITY,
    }),
    enabled: session !== null,
  });
}
