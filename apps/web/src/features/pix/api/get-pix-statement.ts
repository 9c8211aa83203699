import { fromReais } from '@carteira/core/money';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { useSession } from '../../../lib/session/session.ts';
import type { DateRange, PixItem } from '../flow/history-flow.ts';
import { pixKeys } from './keys.ts';

/** Statement page size (wallet.md section 9). */
export const PIX_STATEMENT_PAGE_SIZE = 50;
const NEWEST_FIRST = 0;

export type StatementFilter = 'all' | 'sent' | 'received';

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
  endToEnd?: string | null;
  chavePix?: string | null;
}

interface WirePage {
  itens: WireItem[];
  pagina: number;
  totalPaginas: number;
}

export interface PixStatementPage {
  items: PixItem[];
  page: number;
  totalPages: number;
}

export function toPixItem(item: WireItem): PixItem {
  return {
    id: item.transacaoId,
    typeId: item.idTipoTransacao,
    at: item.dataHoraTransacao,
    amount: fromReais(item.valorBRL),
    direction: item.natureza === 'C' ? 'in' : 'out',
    counterparty: item.nomeContraparte ?? '',
    note: item.descricao ?? '',
    hasReceipt: item.possuiComprovante,
    endToEnd: item.endToEnd ?? '',
    key: item.chavePix ?? '',
  };
}

/** pix/operacao/consultar-extrato: one page of Pix lines (filtro all/sent/received), newest first. */
export async function getPixStatementPage(
  filter: StatementFilter,
  range: DateRange,
  page: number,
): Promise<PixStatementPage> {
  const r = await bank.call<WirePage>('pix/operacao/consultar-extrato', {
    filtro: filter,
    dataInicio: range.from,
    dataFim: range.to,
    pagina: page,
    tamanhoPagina: PIX_STATEMENT_PAGE_SIZE,
    ordenacao: NEWEST_FIRST,
  });
  return { items: r.itens.map(toPixItem), page: r.pagina, totalPages: r.totalPaginas };
}

export const pixStatementQueryOptions = (accountKey: string, filter: StatementFilter, range: DateRange) =>
  infiniteQueryOptions({
    queryKey: pixKeys.statement(accountKey, filter, range.from, range.to),
    queryFn: ({ pageParam }) => getPixStatementPage(filter, range, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: PixStatementPage) => (last.page < last.totalPages ? last.page + 1 : undefined),
  });

export function usePixStatement(filter: StatementFilter, range: DateRange, enabled = true) {
  const session = useSession();
  return useInfiniteQuery({
    ...pixStatementQueryOptions(session?.accountKey ?? '', filter, range),
    enabled: enabled && session !== null,
  });
}
