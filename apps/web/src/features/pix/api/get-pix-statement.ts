import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { fetchStatementPage, STATEMENT_PAGE_SIZE } from '../../../lib/bank/statement.ts';
import { useSession } from '../../../lib/session/session.ts';
import type { DateRange, PixItem } from '../flow/history-flow.ts';
import { pixKeys } from './keys.ts';

/** Statement page size (wallet.md section 9). */
export const PIX_STATEMENT_PAGE_SIZE = STATEMENT_PAGE_SIZE;

export type StatementFilter = 'all' | 'sent' | 'received';

export interface PixStatementPage {
  items: PixItem[];
  page: number;
  totalPages: number;
}

/** pix/operacao/consultar-extrato: one page of Pix lines (filtro all/sent/received), newest first. */
export function getPixStatementPage(
  filter: StatementFilter,
  range: DateRange,
  page: number,
): Promise<PixStatementPage> {
  return fetchStatementPage({ kind: 'pix', filter }, range, page);
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
