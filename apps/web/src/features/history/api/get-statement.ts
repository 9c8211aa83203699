import { type Centavos, fromReais } from '@carteira/core/money';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { useSession } from '../../../lib/session/session.ts';
import { historyKeys } from './keys.ts';

/** Statement page size (wallet.md section 9). */
export const STATEMENT_PAGE_SIZE = 50;
const NEWEST_FIRST = 0;

interface WireItem {
  transacaoId: string;
  idTipoTransacao: number;
  descricaoTipoTransacao: string;
  dataHoraTransacao: string;
  valorBRL: number;
  natureza: 'C' | 'D';
  nomeContraparte?: string | null;
  descricao?: string | null;
  possuiComprovante: boolean;
}

interface WirePage {
  itens: WireItem[];
  pagina: number;
  totalPaginas: number;
}

export interface StatementItem {
  id: string;
  typeId: number;
  /** ISO date-time with offset. */
  at: string;
  amount: Centavos;
  direction: 'in' | 'out';
  counterparty: string;
  note: string;
  hasReceipt: boolean;
}

export interface StatementPage {
  items: StatementItem[];
  page: number;
  totalPages: number;
}

function toItem(item: WireItem): StatementItem {
  return {
    id: item.transacaoId,
    typeId: item.idTipoTransacao,
    at: item.dataHoraTransacao,
    amount: fromReais(item.valorBRL),
    direction: item.natureza === 'C' ? 'in' : 'out',
    counterparty: item.nomeContraparte ?? '',
    note: item.descricao ?? '',
    hasReceipt: item.possuiComprovante,
  };
}

/** conta/consultar-extrato-completo: one page of the statement, newest first. */
export async function getStatementPage(
  range: { from: string; to: string },
  page: number,
): Promise<StatementPage> {
  const result = await bank.call<WirePage>('conta/consultar-extrato-completo', {
    dataInicio: range.from,
    dataFim: range.to,
    pagina: page,
    tamanhoPagina: STATEMENT_PAGE_SIZE,
    ordenacao: NEWEST_FIRST,
  });
  return { items: result.itens.map(toItem), page: result.pagina, totalPages: result.totalPaginas };
}

export const statementQueryOptions = (accountKey: string, range: { from: string; to: string }) =>
  infiniteQueryOptions({
    queryKey: historyKeys.statement(accountKey, range.from, range.to),
    queryFn: ({ pageParam }) => getStatementPage(range, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: StatementPage) => (last.page < last.totalPages ? last.page + 1 : undefined),
  });

export function useStatement(range: { from: string; to: string }) {
  const session = useSession();
  return useInfiniteQuery({
    ...statementQueryOptions(session?.accountKey ?? '', range),
    enabled: session !== null,
  });
}
