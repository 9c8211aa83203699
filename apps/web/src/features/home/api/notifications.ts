import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { engageCall } from '../../../lib/engage/engage-call.ts';
import { useLocale } from '../../../lib/i18n/use-messages.ts';
import { useSession } from '../../../lib/session/session.ts';

/** A bank event's kind, or STORY: one of the bank's cards, dialogs or reels sent to the customer. */
export type NotificationKind = 'PIX_RECEIVED' | 'BOLETO_PAID' | 'BOLETO_DEPOSIT_RECEIVED' | 'STORY';

export interface BankNotification {
  id: string;
  kind: NotificationKind;
  /** Reais, as on the wire; null for a story. */
  amount: number | null;
  counterparty: string | null;
  /** A story's title and text, in the language asked for; null for a bank event. */
  title: string | null;
  body: string | null;
  createdAt: string;
  read: boolean;
  /** Its link (docs/engage-api.md): read by lib/engage/engage-link.ts. */
  link: Record<string, unknown>;
}

const key = (account: string) => ['engage', account, 'notifications'] as const;

/** The customer's notifications and unread count, read again every 30 s while home is open. */
export function useNotifications() {
  const session = useSession();
  const [locale] = useLocale();
  return useQuery({
    queryKey: [...key(session?.accountKey ?? ''), locale],
    queryFn: () =>
      engageCall<{ unread: number; notifications: BankNotification[] }>(
        `/api/engage/notifications?locale=${locale}`,
      ),
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
