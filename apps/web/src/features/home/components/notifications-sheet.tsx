import { formatDate } from '@carteira/core/calendar';
import { formatBRL, fromReais } from '@carteira/core/money';
import { BottomSheet } from '../../../components/bottom-sheet.tsx';
import { formatTime } from '../../../lib/format-date-time.ts';
import type { MessageKey } from '../../../lib/i18n/define-messages.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { type BankNotification, type NotificationKind, useMarkRead } from '../api/notifications.ts';
import { homeMessages } from '../messages.ts';

const TITLE: Record<Exclude<NotificationKind, 'STORY'>, MessageKey<typeof homeMessages>> = {
  PIX_RECEIVED: 'notePixReceived',
  BOLETO_PAID: 'noteBoletoPaid',
  BOLETO_DEPOSIT_RECEIVED: 'noteDepositReceived',
};

/**
 * The notifications list: newest first, the unread marked; read all at once, or one by tapping it,
 * which also opens what it links to (a bank event's receipt, a story's dialog, reel, card or page).
 */
export function NotificationsSheet(props: {
  open: boolean;
  onClose: () => void;
  /** The notification tapped: the caller follows its link. */
  onOpen: (notification: BankNotification) => void;
  items: readonly BankNotification[];
}) {
  const t = useMessages(homeMessages);
  const markRead = useMarkRead();
  const unread = props.items.filter((n) => !n.read);
  const titleOf = (n: BankNotification) =>
    n.kind === 'STORY' ? (n.title ?? '') : t(TITLE[n.kind], { amount: formatBRL(fromReais(n.amount ?? 0)) });
  return (
    <BottomSheet open={props.open} title={t('notificationsTitle')} onClose={props.onClose}>
      {props.items.length === 0 ? (
        <p data-testid="notifications-empty">{t('notificationsEmpty')}</p>
      ) : (
        <>
          <ul className="notifications" data-testid="notifications">
            {props.items.map((n) => (
              <li
                key={n.id}
                className={n.read ? 'notification' : 'notification notification--unread'}
                data-testid="notification"
              >
                <button
                  type="button"
                  className="notification__button"
                  onClick={() => {
                    if (!n.read) markRead.mutate([n.id]);
                    props.onOpen(n);
                  }}
                  data-testid={n.read ? 'notification-read' : 'notification-unread'}
                  data-kind={n.kind}
                >
                  <span className="notification__title">{titleOf(n)}</span>
                  {n.kind === 'STORY' && n.body ? (
                    <span className="notification__detail">{n.body}</span>
                  ) : null}
                  <span className="notification__detail">
                    {n.counterparty ? `${n.counterparty} · ` : ''}
                    {formatDate(n.createdAt)} {formatTime(n.createdAt)}
                  </span>
                  {n.read ? null : <span className="notification__dot">{t('unreadMark')}</span>}
                </button>
              </li>
            ))}
          </ul>
          {unread.length > 0 ? (
            <button
              type="button"
              className="feed-link"
              onClick={() => markRead.mutate(undefined)}
              data-testid="notifications-read-all"
            >
              {t('markAllRead')}
            </button>
          ) : null}
        </>
      )}
    </BottomSheet>
  );
}
