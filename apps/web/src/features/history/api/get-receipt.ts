import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchReceipt } from '../../../lib/bank/receipt.ts';
import { useSession } from '../../../lib/session/session.ts';
import { historyKeys } from './keys.ts';

export type { Receipt, ReceiptParty } from '../../../lib/bank/receipt.ts';

/** The receipt of one statement line. */
export const getReceipt = fetchReceipt;

export const receiptQueryOptions = (accountKey: string, transactionId: string) =>
  queryOptions({
    queryKey: historyKeys.receipt(accountKey, transactionId),
    queryFn: () => fetchReceipt(transactionId),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useReceipt(transactionId: string) {
  const session = useSession();
  return useQuery({
    ...receiptQueryOptions(session?.accountKey ?? '', transactionId),
    enabled: session !== null,
  });
}
