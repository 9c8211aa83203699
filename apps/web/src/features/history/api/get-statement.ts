import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  fetchStatementPage,
  STATEMENT_PAGE_SIZE,
  type StatementItem,
  type StatementPage,
} from '../../../lib/bank/statement.ts';
import { useSession } from '../../../lib/session/session.ts';
import { historyKeys } from './keys.ts';

export { STATEMENT_PAGE_SIZE, type StatementItem, type StatementPage };

/** conta/consultar-extrato-completo: one page of the statement, newest first. */
export const getStatementPage = (range: { from: string; to: string }, page: number) =>
  fetchStatementPage({ kind: 'all' }, range, page);

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
