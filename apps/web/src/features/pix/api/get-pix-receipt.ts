import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchReceipt, type Receipt, type ReceiptParty } from '../../../lib/bank/receipt.ts';
import { useSession } from '../../../lib/session/session.ts';
import { pixKeys } from './keys.ts';

export type PixReceiptParty = ReceiptParty;
/** The comprovante of a Pix line. */
export type PixFullReceipt = Receipt;

/** The receipt of one Pix (404 / 40403 when not ours). */
export const getPixReceipt = fetchReceipt;

export function usePixReceipt(transactionId: string) {
  const session = useSession();
  return useQuery({
    ...queryOptions({
      queryKey: pixKeys.receipt(session?.accountKey ?? '', transactionId),
      queryFn: () => fetchReceipt(transactionId),
      staleTime: Number.POSITIVE_INFINITY,
    }),
    enabled: session !== null,
  });
}
