import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { engageCall } from '../../../lib/engage/engage-call.ts';
import { useSession } from '../../../lib/session/session.ts';

export type NotificationKind = 'PIX_RECEIVED' | 'BOLETO_PAID' | 'BOLETO_DEPOSIT_RECEIVED';

export interface BankNotification {
  id: string;
  kind: NotificationKind;
  /** Reais, as on the wire. */
  amount: number;
  counterparty: string | null;
  createdAt: string;
  read: boolean;
}

const key = (account: string) => ['engage', account, 'notifications'] as const;

/** The customer's notifications and unread count, read again every 30 s while home is open. */
export function useNotifications() {
  const session = useSession();
  return useQuery({
    queryKey: key(session?.accountKey ?? ''),
    queryFn: () =>
      engageCall<{ unread: number; notifications: BankNotification[] }>('/api/engage/notifications'),
    enabled: session !== null,
    refetchInterval: 30_000,
  });
}

/** Marks them read (the ones named, or all). */
export function useMarkRead() {
  const client = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationFn: (ids?: string[]) =>
      engageCall<{ marked: number }>('/api/engage/notifications/read', ids ? { ids } : {}),
    onSuccess: () => client.invalidateQueries({ queryKey: key(session?.accountKey ?? '') }),
  });
}
